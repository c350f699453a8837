import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The watchdogs of a run: `transition.neverCompleted` when nothing completes the transition in time, and
/// `interaction.neverDriven` when an interactive start is never driven.
extension TransitionRun {
    /// Arms the watchdog that reports `transition.neverCompleted`: it looks when the time left (the remaining part
    /// of the duration, stretched by an interactive end's `completionSpeed`,
    /// <doc:HostRules#Completion-after-the-interaction>) and the grace period have passed.
    func armWatchdog(completionSpeed: Double = 1) {
        let remaining: TimeInterval
        if let context, context.transitionWasCancelled {
            remaining = duration * context.percentComplete / completionSpeed
        } else {
            remaining = duration * (1 - (context?.percentComplete ?? 0)) / completionSpeed
        }
        watch(at: host.clock.now + remaining + Self.gracePeriod)
    }

    /// Schedules the one never-completed watchdog at `time`, replacing any other: an interaction that ends while the
    /// run starts would otherwise arm a second one.
    func watch(at time: TimeInterval) {
        if let watchdog { host.clock.cancel(watchdog) }
        watchdog = host.clock.schedule(at: time) { [weak self] in self?.checkCompleted() }
    }

    /// The watchdog is due: animations of the transition that still run (ones that outlast the duration the animator
    /// reported) put the report off until the grace period after they end — the animator may complete then;
    /// otherwise the transition is stuck and reported.
    func checkCompleted() {
        watchdog = nil
        guard !isFinished else { return }
        if let end = animationsEnd(), end >= host.clock.now {
            watch(at: end + Self.gracePeriod)
            return
        }
        host.diagnostics.report(
            .neverCompleted,
            "\(Self.name(animator)) never called completeTransition for a \(kind.rawValue) "
                + "(duration \(duration) s, grace \(Self.gracePeriod) s): the app is stuck"
        )
    }

    /// When the animations that may still complete the transition end, in host time, or `nil` when none runs: the
    /// scrubbed clock while it moves, the interruptible animator while it runs, and the animations running on the host
    /// clock in the container's window.
    func animationsEnd() -> TimeInterval? {
        var ends: [TimeInterval] = []
        if let end = scrubClock?.projectedEnd { ends.append(end) }
        if let interruptible, interruptible.clock === host.clock, let end = interruptible.projectedEnd {
            ends.append(end)
        }
        if let container = context?.containerView {
            for view in (container.window ?? container).subtree {
                for animation in view.animations {
                    switch animation.driver {
                    case .clock(let clock, let begin, let duration, _) where clock === host.clock:
                        ends.append(begin + duration)
                    case .animator:
                        if let animator = animation.animator, animator.clock === host.clock,
                            let end = animator.projectedEnd
                        {
                            ends.append(end)
                        }
                    case .clock:
                        break
                    }
                }
            }
        }
        return ends.max()
    }

    func reportIfNeverDriven() {
        // Calls count, not progress: a drag that goes the wrong way updates to 0 and is driven all the same.
        guard !isFinished, let context, context.isInteractive, !wasDriven else { return }
        host.diagnostics.report(
            .interactionNeverDriven,
            "\(interactor.map { Self.name($0) } ?? "interactor") was returned for a \(kind.rawValue) but never "
                + "updated, finished or cancelled: the transition is stuck at 0"
        )
    }
}
