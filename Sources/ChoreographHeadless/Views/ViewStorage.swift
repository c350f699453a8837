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
    /// What the view draws (``View/content``), kept out of line: most views draw nothing, and a text with its font
    /// and colour takes some seventy bytes that every view would carry inline. `nil` for ``ViewContent/none``.
    private var contentBox: ContentBox?
    /// The subviews, back to front (``View/subviews``).
    var subviews: [View] = []
    // The flags come last, where the view's own flags follow them without padding between.
    /// Whether the view is hidden (``View/isHidden``).
    var isHidden = false
    /// Whether subviews are clipped (``View/clipsToBounds``).
    var clipsToBounds = false

    /// What the view draws (``View/content``). Default ``ViewContent/none``.
    var content: ViewContent {
        get { contentBox?.content ?? .none }
        set {
            if case .none = newValue {
                contentBox = nil
            } else {
                contentBox = ContentBox(content: newValue)
            }
        }
    }

    /// Draws what `other` draws, sharing its box rather than making one.
    mutating func shareContent(of other: ViewStorage) {
        contentBox = other.contentBox
    }

    /// What a view draws, other than ``ViewContent/none``.
    private final class ContentBox: Sendable {
        let content: ViewContent

        init(content: ViewContent) {
            self.content = content
        }
    }
}
