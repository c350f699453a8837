import Choreograph
import Foundation

/// The stored state of a ``View`` that a capture reads for each view, kept in one value: a class's stored property
/// is checked for exclusive access at run time each time it is read, so reading this once costs one check where
/// reading six stored properties cost six. The view's properties (``View/model``, ``View/identifier``,
/// ``View/content``, ``View/isHidden``, ``View/clipsToBounds``, ``View/subviews``) read and write it.
struct ViewStorage {
    /// The model state (``View/model``).
    var model = ViewState()
    /// The identifier (``View/identifier``).
    var identifier: String?
    /// What the view draws (``View/content``), kept in ``contentBox``: ``ViewContent/none`` without one.
    var content: ViewContent {
        get { contentBox?.content ?? .none }
        set {
            if case .none = newValue {
                contentBox = nil
            } else {
                contentBox = ContentBox(newValue)
            }
        }
    }
    /// What the view draws, out of line: `nil` for ``ViewContent/none``, as almost every view has. A label's content
    /// is 65 bytes that every view carried inline. Never written in place: a change makes a new box.
    private var contentBox: ContentBox?
    /// The subviews, back to front (``View/subviews``).
    var subviews: [View] = []
    // The flags come last, where the view's own flags follow them without padding between.
    /// Whether the view is hidden (``View/isHidden``).
    var isHidden = false
    /// Whether subviews are clipped (``View/clipsToBounds``).
    var clipsToBounds = false
}

extension ViewStorage {
    /// A view's content other than ``ViewContent/none``, out of line.
    final class ContentBox: Sendable {
        /// The content.
        let content: ViewContent

        init(_ content: ViewContent) {
            self.content = content
        }
    }
}
