import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Drives a transition from a gesture by percentage, as `UIPercentDrivenInteractiveTransition`
/// (<doc:HostRules#Interactive-transitions>).
///
/// Call ``update(_:)`` as the gesture moves, then ``finish()`` or ``cancel()``. The interactive phase is linear.
///
/// - An animator that is not interruptible is *scrubbed*: its animations run on a clock held at `duration × p`, and
///   on finish or cancel that clock runs forwards or backwards over the time left divided by ``completionSpeed``,
///   eased by ``completionCurve`` (<doc:HostRules#Scrubbed-animators>); a finish then lets it run on in real time until
///   the animations that outlast the duration have ended (``TransitionClock/runOut()``). A cancelled run puts every
///   property it animated back at its start value, then the animations' completions run.
/// - An interruptible animator (``AnimatedTransitioning/interruptibleAnimator(using:)``) is paused at the start and
///   its ``PropertyAnimator/fractionComplete`` set; on finish or cancel it is reversed as needed and continued with
///   ``timingCurve`` over the time left divided by ``completionSpeed`` (<doc:HostRules#Interruptible-animators>).
///
/// A finish or cancel that arrives before the transition is in flight is applied when it starts — only one made for
/// that transition, after the interactor was returned for it (from the delegate's will-begin and appearance callbacks,
/// say): the host tells the interactor when it is returned (<doc:HostRules#Completion-after-the-interaction>). A call
/// made for no transition — after the transition it drove has ended, or before it is returned for the next one — is
/// ignored, as is an ``update(_:)``, ``finish()``, ``cancel()`` or ``pause()`` after the transition ended, so a late
/// gesture callback never touches the next transition or the animations of the last one.
@MainActor
open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
    /// The speed of the completion after the interaction ends, relative to the transition's; values of 0 or less
    /// read as 1, as do NaN, infinity and subnormal values. Default 1.
    public var completionSpeed: CGFloat = 1
    /// The curve of the completion of scrubbed animations. Default ease in and out.
    public var completionCurve: View.AnimationCurve = .easeInOut
    /// The timing of the completion for interruptible animators; `nil` keeps the animator's. Default `nil`.
    public var timingCurve: (any TimingCurveProvider)?
    /// Whether the transition starts interactive. Default `true`.
    public var wantsInteractiveStart = true
    /// The progress last set, 0…1 — or, for a ``TransitionInteraction`` that took hold of a transition past an end,
    /// where it holds it.
    public private(set) var percentComplete: CGFloat = 0

    private weak var context: TransitionContext?
    private var scrubClock: TransitionClock?
    private var animator: PropertyAnimator?
    /// The transition the interactor was returned for and that has not started yet.
    private weak var upcoming: TransitionRun?
    /// A finish (`false`) or cancel (`true`) made for `upcoming` before it started.
    private var pendingEnd: Bool?

    /// Creates an interaction controller with the defaults above.
    public init() {}

    /// The transition's duration: the animator's, once the transition has started; 0 before.
    public var duration: TimeInterval {
        context?.run?.duration ?? 0
    }

    // MARK: - InteractiveTransitioning

    /// Starts driving the transition: asks for the interruptible animator or starts the scrubbed animations. The
    /// progress starts at 0, and nothing of an earlier transition the interactor drove is kept, as in UIKit. It
    /// drives the host's own transitions only: a context of another type is ignored.
    open func startInteractiveTransition(_ transitionContext: any ContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else { return }
        self.context = context
        percentComplete = 0
        animator = nil
        scrubClock = nil
        let pendingEnd = upcoming != nil && upcoming === context.run ? self.pendingEnd : nil
        upcoming = nil
        self.pendingEnd = nil
        guard let run = context.run else { return }
        if let animator = run.interruptibleAnimator() {
            self.animator = animator
            if context.isInteractive {
                animator.pauseAnimation()
                animator.fractionComplete = percentComplete
            } else {
                animator.startAnimation()
            }
        } else {
            let clock = run.startScrubbedAnimations()
            scrubClock = clock
            // An animator that completed the transition as it set it up has left its clock to run out.
            guard run.isInFlight else { return }
            if context.isInteractive {
                clock.hold(at: percentComplete * run.duration)
            } else {
                clock.run(rate: 1, until: run.duration) { clock.runOut() }
            }
        }
        if let pendingEnd {
            end(cancelled: pendingEnd)
        }
    }

    // MARK: - Host

    /// The host returned the interactor for `run`, which starts next: a finish or cancel made from now until it
    /// starts is applied when it starts; one made before is not.
    func wasReturned(for run: TransitionRun) {
        upcoming = run
        pendingEnd = nil
    }

    /// The context of the transition the interactor drives, while that transition is in flight.
    private var liveContext: TransitionContext? {
        guard let context, context.run?.isInFlight == true else { return nil }
        return context
    }

    // MARK: - Driving

    /// Sets the progress, clamped to 0…1 (infinities included); ignored unless the transition is in flight and
    /// interactive. A progress that is not a number is reported (`transition.invalidProgress`) and changes nothing.
    /// Any call, at 0 as well, counts as driving the interaction.
    open func update(_ percentComplete: CGFloat) {
        guard let context = liveContext, context.isInteractive else { return }
        guard !percentComplete.isNaN else {
            // The context reports it and counts the call.
            context.updateInteractiveTransition(percentComplete)
            return
        }
        drive(to: min(max(percentComplete, 0), 1))
    }

    /// Sets the progress to `progress`, finite, without clamping it: what ``update(_:)`` does once it has clamped it,
    /// and what the library's ``TransitionInteraction`` does to hold a transition it took hold of past an end. An
    /// interruptible animator is held there (``PropertyAnimator/scrubDriven(to:)``); the context and scrubbed
    /// animations see it clamped to `0...1`. Ignored unless the transition is in flight and interactive.
    func drive(to progress: CGFloat) {
        guard let context = liveContext, context.isInteractive, progress.isFinite else { return }
        percentComplete = progress
        context.updateInteractiveTransition(progress)
        if let animator {
            animator.scrubDriven(to: Double(progress))
        } else if let scrubClock {
            scrubClock.hold(at: min(max(progress, 0), 1) * duration)
        }
    }

    /// Ends the interaction and completes the transition.
    open func finish() {
        end(cancelled: false)
    }

    /// Ends the interaction and cancels the transition.
    open func cancel() {
        end(cancelled: true)
    }

    /// Takes control of a running transition again (interruptible animators only): it becomes interactive and
    /// paused where it is.
    open func pause() {
        guard let context = liveContext, !context.isInteractive, let animator else { return }
        animator.pauseAnimation()
        percentComplete = animator.fractionComplete
        context.pauseInteractiveTransition()
        context.updateInteractiveTransition(percentComplete)
    }

    // MARK: - Internal API

    private var speed: Double {
        effectiveCompletionSpeed
    }

    private func end(cancelled: Bool) {
        guard let context = liveContext else {
            // Made for the transition the interactor was returned for, before it started: applied when it starts.
            if let upcoming, !upcoming.isFinished { pendingEnd = cancelled }
            return
        }
        guard context.isInteractive else { return }
        if cancelled {
            context.cancelInteractiveTransition()
        } else {
            context.finishInteractiveTransition()
        }
        if let animator {
            // The way left to the end it goes to; from a progress held past an end, the way back to it.
            let remaining = abs((cancelled ? 0 : 1) - percentComplete)
            animator.isReversed = cancelled
            if timingCurve == nil && speed == 1 {
                animator.startAnimation()
            } else {
                // A spring fitted to a duration is fitted to the time the completion takes, so its initial velocity
                // is per second of the completion (HostRules#Interruptible-animators).
                let factor = max(remaining / speed, 1e-6)
                animator.continueAnimation(
                    timing: timingCurve?.timing(forDuration: animator.duration * factor),
                    durationFactor: factor
                )
            }
        } else if let scrubClock {
            let run = context.run
            if cancelled {
                scrubClock.run(rate: -speed, until: 0, curve: completionCurve.bezier) { run?.scrubbedCancelArrived() }
            } else {
                // At the duration, animations that outlast it run on in real time (HostRules#Scrubbed-animators: the layers resume).
                scrubClock.run(rate: speed, until: duration, curve: completionCurve.bezier) { scrubClock.runOut() }
            }
        }
    }
}
