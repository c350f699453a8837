#if canImport(UIKit)
    import Choreograph
    import Foundation
    import UIKit

    /// What ``PanDismissInteraction`` and ``PinchDismissInteraction`` share: a percent-driven interaction controller
    /// that a gesture starts, drives and releases, dismissing a presented controller.
    ///
    /// ```swift
    /// let interactions: [GestureDismissInteraction] = [
    ///     PanDismissInteraction(dismissing: photo, towards: .bottom),
    ///     PinchDismissInteraction(dismissing: photo),
    /// ]
    /// for interaction in interactions { interaction.attach(to: photo.view) }
    /// ```
    ///
    /// Following the gesture's states, as the headless host's drag and pinch interaction controllers do:
    /// - **began**: when ``controller`` is presented and not already appearing or disappearing, it is dismissed
    ///   (animated). While that call runs, ``isStarting`` is `true`, and a ``TimelineTransitioningDelegate`` whose
    ///   ``TimelineTransitioningDelegate/dismissalInteraction`` is this controller vends it; at any other time it
    ///   vends none, so a dismissal by code runs by itself. When nothing started, the rest of the gesture is ignored.
    ///   When this controller's own dismissal is still completing after a release (``isCompleting``), the gesture
    ///   grabs it instead: `pause()` stops it, and once the transition is interactive again the gesture drives it on
    ///   from `percentComplete` (``/Choreograph/InteractiveProgress/grabbing(at:contribution:)``). UIKit pauses only
    ///   a transition whose animator vends an interruptible animator (``TimelineAnimator`` does); when the pause does
    ///   not take hold, the rest of the gesture is ignored and the dismissal completes as it was.
    /// - **changed**: the progress is where the gesture took hold plus the gesture's contribution, which the subclass
    ///   reads from the gesture, kept in `0...1` (``/Choreograph/InteractiveProgress/progress(contribution:)``); a
    ///   contribution that is NaN is ignored.
    /// - **ended**: the core's release rule,
    ///   ``/Choreograph/InteractiveCompletion/finishes(progress:velocity:threshold:projection:)`` with ``threshold``,
    ///   decides between finishing and cancelling, and ``/Choreograph/ReleaseCompletion`` carries the gesture's
    ///   velocity into the completion spring.
    /// - **cancelled** or **failed**: the transition is cancelled.
    ///
    /// Unlike the headless controllers, these drive dismissals only (not pops).
    @MainActor
    public class GestureDismissInteraction: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate {
        /// The controller the gesture dismisses (held weakly).
        public private(set) weak var controller: UIViewController?
        /// The progress past which a release at rest finishes; the velocity's projection is added to the progress
        /// first. Default 0.5; a value that is not finite counts as 0.5.
        public var threshold = 0.5
        /// Whether a dismissal is being started by the gesture now: the transitioning delegate vends this controller
        /// only then.
        public private(set) var isStarting = false
        /// Whether the gesture is driving a dismissal now.
        public private(set) var isDriving = false
        /// What the last release decided; `nil` before one.
        public private(set) var lastRelease: ReleaseCompletion?

        private var latestProgress = 0.0
        private var progress = InteractiveProgress()
        private var hasReleased = false
        private weak var drivenContext: (any UIViewControllerContextTransitioning)?
        private let gestureRecognizer: UIGestureRecognizer

        /// Creates an interaction controller that dismisses `controller` with `recognizer`, becoming its delegate.
        ///
        /// - Parameters:
        ///   - controller: The presented controller the gesture dismisses.
        ///   - recognizer: The gesture's recognizer.
        init(controller: UIViewController, recognizer: UIGestureRecognizer) {
            self.controller = controller
            gestureRecognizer = recognizer
            super.init()
            recognizer.delegate = self
        }

        /// Adds the gesture's recognizer to `view`.
        public func attach(to view: UIView) {
            view.addGestureRecognizer(gestureRecognizer)
        }

        /// Removes the gesture's recognizer from its view.
        public func detach() {
            gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        }

        /// Whether the gesture may begin: ``canBegin``.
        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            canBegin
        }

        /// Whether a gesture may begin now: to grab this controller's own completing dismissal (``isCompleting``), or
        /// to start one — the controller is presented, not appearing or disappearing, and no gesture drives one
        /// already.
        public var canBegin: Bool {
            if isCompleting { return true }
            guard let controller, controller.presentingViewController != nil else { return false }
            return !isDriving && !controller.isBeingPresented && !controller.isBeingDismissed
        }

        /// Whether the dismissal this controller drove is completing by itself after a release: the transition it
        /// drove is still in flight and not interactive, and ``controller`` is still being dismissed. A gesture that
        /// begins then grabs it.
        public var isCompleting: Bool {
            guard hasReleased, !isDriving, let context = drivenContext, !context.isInteractive else { return false }
            return controller?.isBeingDismissed == true
        }

        /// Starts driving the transition, as `UIPercentDrivenInteractiveTransition` does, and keeps its context
        /// (weakly) so that a later gesture can tell whether it may grab it.
        public override func startInteractiveTransition(
            _ transitionContext: any UIViewControllerContextTransitioning
        ) {
            drivenContext = transitionContext
            super.startInteractiveTransition(transitionContext)
        }

        /// Follows a gesture in `state`. `measure` runs when a gesture begins to start or grab a dismissal, `started`
        /// once a new dismissal has been asked for; `contribution` (what the gesture adds to the progress) and
        /// `velocity` (progress per second) are read only when needed.
        func follow(
            _ state: UIGestureRecognizer.State, measure: () -> Void = {}, started: () -> Void = {},
            contribution: () -> Double, velocity: () -> Double
        ) {
            switch state {
            case .began:
                if isCompleting { return grab(measure: measure, contribution: contribution) }
                guard canBegin, let controller else { return }
                measure()
                progress = InteractiveProgress()
                latestProgress = 0
                lastRelease = nil
                hasReleased = false
                isDriving = true
                isStarting = true
                controller.dismiss(animated: true)
                isStarting = false
                started()
                show(contribution())
            case .changed:
                guard isDriving else { return }
                show(contribution())
            case .ended:
                guard isDriving else { return }
                isDriving = false
                hasReleased = true
                let speed = velocity()
                let limit = threshold.isFinite ? threshold : 0.5
                let finishes = InteractiveCompletion.finishes(
                    progress: latestProgress, velocity: speed, threshold: limit)
                let completion = ReleaseCompletion(
                    finishes: finishes, progress: latestProgress, velocity: speed, threshold: limit,
                    duration: Double(duration))
                lastRelease = completion
                complete(with: completion)
            case .cancelled, .failed:
                guard isDriving else { return }
                isDriving = false
                hasReleased = true
                cancel()
            default:
                break
            }
        }

        /// Takes hold of the completing dismissal where UIKit reports it, `percentComplete`.
        private func grab(measure: () -> Void, contribution: () -> Double) {
            pause()
            guard let context = drivenContext, context.isInteractive else { return }
            measure()
            progress = .grabbing(at: Double(percentComplete), contribution: contribution())
            latestProgress = progress.progress(contribution: contribution())
            lastRelease = nil
            hasReleased = false
            isDriving = true
        }

        /// Shows the progress for `contribution`; a NaN progress is ignored.
        private func show(_ contribution: Double) {
            let shown = progress.progress(contribution: contribution)
            guard !shown.isNaN else { return }
            latestProgress = shown
            update(CGFloat(shown))
        }
    }
#endif
