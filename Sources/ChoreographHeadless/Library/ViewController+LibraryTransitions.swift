import Choreograph
import Foundation

/// Presenting with a library transition in one line.
extension ViewController {
    /// Presents `controller` with a library transition; dismissing it later runs the transition's dismissing side
    /// (its inverse unless the transition says otherwise).
    ///
    /// `controller` gets a ``TimelineTransitioningDelegate`` for `transition` as its `transitioningDelegate` and keeps
    /// it alive itself, so the transition is never released before it runs, as an inline delegate is in UIKit. The
    /// `transitioningDelegate` `controller` had (unless it was a library one) becomes the new delegate's
    /// ``TimelineTransitioningDelegate/forwardingDelegate``: it still vends the presentation controller of a
    /// ``ModalPresentationStyle/custom`` presentation and the interaction controllers. A
    /// controller whose ``modalPresentationStyle`` is ``ModalPresentationStyle/automatic`` is presented
    /// ``ModalPresentationStyle/fullScreen``: a library transition moves whole screens. Otherwise it is ``present(_:animated:completion:)``.
    /// A presentation the host refuses (while the presenting controller takes part in a running transition, say) is refused as the plain call is, and leaves
    /// `controller` exactly as it was: its delegate and its style are changed only for a presentation that starts.
    ///
    /// - Parameters:
    ///   - controller: The controller to present.
    ///   - transition: The transition to present (and later dismiss) with.
    ///   - animated: Whether to animate. Default `true`.
    ///   - completion: Called after the presentation completes. Default `nil`.
    public func present(
        _ controller: ViewController,
        transition: Transition,
        animated: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        guard presentationRefusal(of: controller) == nil else {
            present(controller, animated: animated, completion: completion)
            return
        }
        let delegate = TimelineTransitioningDelegate(transition)
        if let library = controller.transitioningDelegate as? TimelineTransitioningDelegate {
            delegate.forwardingDelegate = library.forwardingDelegate
        } else {
            delegate.forwardingDelegate = controller.transitioningDelegate
        }
        controller.transitioningDelegate = delegate
        controller.libraryDelegates[.transitioning] = delegate
        if controller.modalPresentationStyle == .automatic {
            controller.modalPresentationStyle = .fullScreen
        }
        present(controller, animated: animated, completion: completion)
    }
}
