import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The zoom of one controller (<doc:ZoomTransitions>): it vends the ``ZoomTransitionAnimator`` for each push, pop,
/// presentation and dismissal of the controller, and the drag that zooms its screen out.
///
/// The controller keeps it alive (as its ``ViewController/preferredTransition``). Once the controller has zoomed in,
/// its view carries ``pan`` (`zoom-dismiss-pan`): a downward drag pops or dismisses it through a
/// ``TransitionInteraction``, its progress set by ``/Choreograph/ZoomDismissal``, and a drag that takes hold of a
/// zoom-out still completing pauses it where it is on screen and drives it on from there. It also carries ``pinch``
/// (`pinch-to-pop` or `pinch-to-dismiss`): two fingers closing shrink the screen straight onto the source view, the
/// screen's scale following the fingers'.
@MainActor
public final class ZoomTransitionCoordinator: TransitioningDelegate, GestureRecognizerDelegate {
    /// The zoom's duration: 0.5 s, on a spring with a damping ratio of 1.
    public static let duration: TimeInterval = 0.5

    /// The preferred transition it runs.
    public let preferred: ViewController.PreferredTransition
    /// The drag that zooms the screen out (`zoom-dismiss-pan`), on the controller's view once it has zoomed in.
    public let pan = PanGestureRecognizer()
    /// The drag that catches the screen in flight (`zoom-catch-pan`): on the transition's container while a zoom-out
    /// a drag released completes, beginning only on the screen as it shows. Touches hit-test views by their model
    /// values, and the zoomed view's model is already at the end of the flight, so a finger on the screen as it shows
    /// would miss ``pan``.
    public let catchPan = PanGestureRecognizer()
    /// The interaction driving the zoom-out, from the start of a drag until that zoom-out ends.
    public private(set) var interaction: TransitionInteraction?
    /// The pinch that zooms the screen out, on the controller's view once it has zoomed in: a pop in a navigation
    /// stack, a dismissal otherwise, completed when the fingers have closed to the source view's scale; `nil` before
    /// the zoom-in.
    public private(set) var pinch: PinchInteractionController?

    private weak var controller: ViewController?
    /// The animator of the zoom-out in flight, if any.
    private weak var dismissal: ZoomTransitionAnimator?
    /// The progress when the current drag took hold.
    private var grabbedProgress = 0.0

    init(controller: ViewController, preferred: ViewController.PreferredTransition) {
        self.controller = controller
        self.preferred = preferred
        pan.name = "zoom-dismiss-pan"
        catchPan.name = "zoom-catch-pan"
        for recognizer in [pan, catchPan] {
            recognizer.delegate = self
            recognizer.addTarget { [weak self] recognizer in
                guard let pan = recognizer as? PanGestureRecognizer else { return }
                self?.handle(pan)
            }
        }
    }

    /// Takes the pan and the pinch off the controller's view.
    func detach() {
        pan.view?.removeGestureRecognizer(pan)
        pinch?.detach()
    }

    /// A zoom animator for `operation`.
    func animator(for operation: TransitionOperation) -> ZoomTransitionAnimator {
        let animator = ZoomTransitionAnimator(coordinator: self, operation: operation)
        if operation == .pop || operation == .dismiss { dismissal = animator }
        return animator
    }

    /// The interaction for `animator`: the drag's or the pinch's, when it started the zoom-out `animator` runs.
    func interaction(for animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)? {
        guard animator === dismissal else { return nil }
        return interaction ?? pinch?.interactionController
    }

    /// Installs the pan and the pinch after a completed zoom-in; after a zoom-out, takes the catching pan off the
    /// container and forgets the interaction.
    func transitionEnded(operation: TransitionOperation, completed: Bool) {
        if operation == .push || operation == .present {
            if completed, let controller, let view = controller.viewIfLoaded, pan.view !== view {
                detach()
                view.addGestureRecognizer(pan)
                installPinch(on: controller, view: view)
            }
        } else {
            catchPan.view?.removeGestureRecognizer(catchPan)
            interaction = nil
            dismissal = nil
        }
    }

    // MARK: - TransitioningDelegate

    /// A zoom animator for the presentation.
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? {
        animator(for: .present)
    }

    /// A zoom animator for the dismissal.
    public func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        animator(for: .dismiss)
    }

    /// The drag's interaction when the drag started the dismissal; `nil` otherwise.
    public func interactionControllerForDismissal(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        interaction(for: animator)
    }

    // MARK: - Dragging

    /// Whether a drag may zoom the screen out: the controller is the top of its navigation stack (not the root) or
    /// presented, with no other transition involving it running — or its own zoom-out is completing, to take hold of
    /// it — and the options' `interactiveDismissShouldBegin` agrees. A transition in another window does not stop the
    /// drag (<doc:HostRules#Changes-while-a-transition-runs>).
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let controller, let view = controller.viewIfLoaded else { return false }
        let running = HostEnvironment.current.runningTransition(involving: controller)
        let grabs = interaction != nil && dismissal != nil && running != nil
        if recognizer === catchPan {
            guard grabs, let shownIn = view.superview else { return false }
            return view.presentation.frame.contains(catchPan.location(in: shownIn))
        }
        if !grabs {
            guard running == nil else { return false }
            if let navigation = controller.navigationController {
                guard navigation.topViewController === controller, navigation.viewControllers.count > 1 else {
                    return false
                }
            } else if controller.presentingViewController == nil
                || controller.dismissalWaitReason(on: HostEnvironment.current) != nil
            {
                // The dismissal would be refused: a transition runs inside its presenter or above it.
                return false
            }
        }
        guard let ask = preferred.options.interactiveDismissShouldBegin else { return true }
        let context = ViewController.PreferredTransition.ZoomOptions.InteractionContext(
            location: pan.location(in: view), velocity: pan.velocity(in: nil), willBegin: true)
        return ask(context)
    }

    private func installPinch(on controller: ViewController, view: View) {
        let action: DragInteractionController.Action =
            controller.navigationController.map { .pop($0) } ?? .dismiss(controller)
        let made = PinchInteractionController(action)
        made.shouldBegin = { [weak self, weak made, weak controller] in
            guard let self, let made, let controller else { return false }
            if let navigation = controller.navigationController, navigation.topViewController !== controller {
                return false
            }
            guard let ask = preferred.options.interactiveDismissShouldBegin else { return true }
            let location = made.recognizer.location(in: made.recognizer.view)
            return ask(.init(location: location, velocity: .zero, willBegin: true))
        }
        made.closedScale = { [weak self] in
            self?.dismissal?.sourceScale ?? PinchInteractionController.defaultClosedScale
        }
        made.attach(to: view)
        pinch = made
    }

    /// The zoom-out's progress for a drag of `drag` points down since the pan took hold: the physics' progress from
    /// where it took hold, or — for a zoom-out a grab holds past its end, where its completion overshot — that
    /// progress moved by the drag, from where it is back towards the start and never further out.
    private func progress(_ physics: ZoomDismissal, drag: Double) -> Double {
        guard grabbedProgress > InteractiveCompletion.progressCap else {
            return physics.progress(translation: drag, from: grabbedProgress)
        }
        return min(max(grabbedProgress + physics.progressVelocity(drag), 0), grabbedProgress)
    }

    private func handle(_ pan: PanGestureRecognizer) {
        guard let controller, let window = controller.viewIfLoaded?.window,
            let physics = try? ZoomDismissal(containerHeight: Double(window.bounds.height))
        else { return }
        let drag = Double(pan.translation(in: nil).y)
        switch pan.state {
        case .began:
            if let interaction {
                interaction.pause()
                grabbedProgress = Double(interaction.percentComplete)
            } else {
                let driven = TransitionInteraction(releaseRule: .projection(threshold: physics.threshold))
                interaction = driven
                grabbedProgress = 0
                if let navigation = controller.navigationController {
                    navigation.popViewController(animated: true)
                } else {
                    controller.dismiss(animated: true)
                }
                guard dismissal != nil, HostEnvironment.current.runningTransition(involving: controller) != nil else {
                    interaction = nil
                    return
                }
            }
            interaction?.update(CGFloat(progress(physics, drag: drag)))
        case .changed:
            interaction?.update(CGFloat(progress(physics, drag: drag)))
        case .ended:
            interaction?.release(velocity: physics.progressVelocity(Double(pan.velocity(in: nil).y)))
            if interaction?.isCompleting == true, let container = dismissal?.containerView, catchPan.view !== container
            {
                catchPan.view?.removeGestureRecognizer(catchPan)
                container.addGestureRecognizer(catchPan)
            }
        case .cancelled, .failed:
            interaction?.cancel()
        case .possible:
            break
        }
    }
}
