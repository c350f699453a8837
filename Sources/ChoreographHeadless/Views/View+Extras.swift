import Choreograph
import Foundation

// The view's rarely set state, kept in ``ViewStorageExtras``: each property reads its default while the view has no
// box, and writing a default to a view without one leaves it without one.
extension View {
    /// The controller whose root view this is: told before and after the view lays out, and when the view enters or
    /// leaves a window.
    var owningController: ViewController? {
        get { extrasStorage?.owningController }
        set { if newValue != nil || extrasStorage != nil { extras.owningController = newValue } }
    }
    /// The gesture recognizers attached with ``addGestureRecognizer(_:)``, in the order they were added.
    var gestureRecognizers: [GestureRecognizer] {
        get { extrasStorage?.gestureRecognizers ?? [] }
        _modify { yield &extras.gestureRecognizers }
    }
    /// Auto Layout settings, the constraints the view holds and its place in a layout engine.
    var layout: ViewLayoutState {
        // A getter, not a `_read` coroutine: yielding the default for a view without the box made the coroutine's
        // frame allocate at every read (once per `addSubview`).
        get { extrasStorage?.layout ?? ViewLayoutState() }
        _modify {
            if let extrasStorage {
                yield &extrasStorage.layout
                return
            }
            // A view without the box changes a default copy, and makes the box only if that copy no longer holds
            // the defaults: clearing an engine or a guide on a plain view leaves it plain.
            var layout = ViewLayoutState()
            defer { if !layout.holdsDefaults { extras.layout = layout } }
            yield &layout
        }
    }
    /// The tint colour set on this view; `nil` inherits (``tintColor``).
    var ownTintColor: Color? {
        get { extrasStorage?.ownTintColor }
        set { if newValue != nil || extrasStorage != nil { extras.ownTintColor = newValue } }
    }
    /// The view ``mask`` reads and writes; `nil` without a mask.
    var maskStorage: View? {
        get { extrasStorage?.maskStorage }
        set { if newValue != nil || extrasStorage != nil { extras.maskStorage = newValue } }
    }
    /// For a view that is another view's ``mask``, that view; `nil` otherwise.
    var maskedView: View? {
        get { extrasStorage?.maskedView }
        set { if newValue != nil || extrasStorage != nil { extras.maskedView = newValue } }
    }
}
