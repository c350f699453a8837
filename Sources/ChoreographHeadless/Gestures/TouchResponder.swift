/// A view that handles touches itself, as a `UIView` subclass overriding `touchesBegan(_:with:)` and friends does.
///
/// A ``TouchDispatcher`` gives each touch to the first view from its hit view up to the window that adopts this
/// protocol — UIKit's responder chain, where a view that does not handle touches passes them to its superview.
/// Gesture recognizers see each touch first. When one of them recognizes and its
/// ``GestureRecognizer/cancelsTouchesInView`` is `true`, the responder gets ``touchesCancelled(_:)`` for the touches
/// it had seen and nothing more of them; touches it had not seen yet never reach it.
@MainActor
public protocol TouchResponder: AnyObject {
    /// Fingers touched down on the view or one of its subviews.
    func touchesBegan(_ touches: [Touch])
    /// Fingers moved.
    func touchesMoved(_ touches: [Touch])
    /// Fingers lifted.
    func touchesEnded(_ touches: [Touch])
    /// Touches were taken away: by the system, or by a gesture recognizer that recognized.
    func touchesCancelled(_ touches: [Touch])
}
