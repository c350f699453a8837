import Choreograph
import Foundation

/// The stored state of a ``View`` that a plain view never sets — a tag, a controller, gesture recognizers, Auto
/// Layout settings, a tint, a mask — kept out of line, in one box the view makes when one of them is first set to other
/// than its default. Without it every view carried a few hundred bytes of defaults, and a run of ten thousand views as
/// many megabytes more to allocate, touch and free. The view's properties (``View/tag``, ``View/tintColor``,
/// ``View/mask``…) read the defaults when there is no box.
@MainActor
final class ViewStorageExtras {
    /// The tag (``View/tag``).
    var tag = 0
    /// The controller whose root view this is.
    weak var owningController: ViewController?
    /// The gesture recognizers, in the order they were added.
    var gestureRecognizers: [GestureRecognizer] = []
    /// Auto Layout settings, constraints and the view's place in a layout engine.
    var layout = ViewLayoutState()
    /// The tint colour set on the view; `nil` inherits.
    var ownTintColor: Color?
    /// The view's mask; `nil` without one.
    var maskStorage: View?
    /// For a view that is another view's mask, that view.
    weak var maskedView: View?
}
