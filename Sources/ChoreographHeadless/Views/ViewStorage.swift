import Choreograph
import Foundation

/// The stored state of a ``View`` that a capture reads for each view, kept in one value that one access reads (an
/// access the view does not check for exclusivity at run time, see ``View/stored``). The view's properties
/// (``View/model``, ``View/identifier``, ``View/content``, ``View/isHidden``, ``View/clipsToBounds``,
/// ``View/subviews``) read and write it.
struct ViewStorage {
    /// The model state (``View/model``).
    var model = ViewState()
    /// The identifier (``View/identifier``).
    var identifier: String?
    /// What the view draws (``View/content``).
    var content: ViewContent = .none
    /// The subviews, back to front (``View/subviews``).
    var subviews: [View] = []
    // The flags come last, where the view's own flags follow them without padding between.
    /// Whether the view is hidden (``View/isHidden``).
    var isHidden = false
    /// Whether subviews are clipped (``View/clipsToBounds``).
    var clipsToBounds = false
}
