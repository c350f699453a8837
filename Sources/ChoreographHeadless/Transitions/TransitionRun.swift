import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One transition in flight: it asks the animator (or the interactor) to run, keeps the contracts, and ends the
/// transition in UIKit's order when the animator completes it.
///
/// Presentations, dismissals, navigation and tab changes all go through a run; what differs between them is passed in
/// as ``Hooks``.
@MainActor
final class TransitionRun {
    /// What kind of change the run makes, for traces and diagnostics.
    enum Kind: String {
        case presentation, dismissal, push, pop, tabSwitch
    }

    /// The parts of the transition that depend on its kind.
    struct Hooks {
        /// Called first when the run starts, before the context exists (a presentation controller's will-begin).
        var willBegin: () -> Void = {}
        /// Called right after `completeTransition`, before anything else: view cleanup (<doc:HostRules#Cleaning-up>).
        var cleanUp: (Bool) -> Void = { _ in }
        /// Called after the coordinator's completions: did-end callbacks, controller state, appearance.
        var didEnd: (Bool) -> Void = { _ in }
    }

    /// Seconds past the animator's duration before a transition that never completes is reported.
    static let gracePeriod: TimeInterval = 1

    let kind: Kind
    let host: HostEnvironment
    let animator: any AnimatedTransitioning
    let interactor: (any InteractiveTransitioning)?
    let participants: [ViewController]
    /// The navigation or tab bar controller whose push, pop or tab switch this is; `nil` for a presentation or
    /// dismissal. Its other children are not in the transition (see ``involves(_:)``).
    let container: ViewController?
    private let hooks: Hooks
    private(set) var coordinator: RunCoordinator!
    private(set) var context: TransitionContext?
    private var userCompletion: (() -> Void)?
    private(set) var duration: TimeInterval = 0
    private(set) var isFinished = false
    private(set) var hasStartedAnimations = false
    /// The pending never-completed check, if one is armed (see `TransitionRun+Watchdog.swift`).
    var watchdog: ClockToken?
    /// The clock of scrubbed animations, for an interactive run of an animator that is not interruptible.
    private(set) var scrubClock: TransitionClock?
    private(set) var interruptible: PropertyAnimator?
    /// The timing of the first animation the animator started, which alongside animations ride; `nil` until the
    /// animator has started one.
    private var leadTiming: TimingParameters?
    /// Whether the interaction controller has driven the transition: updated it (at any progress), finished, cancelled
    /// or paused it.
    private(set) var wasDriven = false
    /// What a modal transition tells its audit; `nil` for navigation and tab transitions.
    var modalAudit: TransitionAudit.Modal?
    /// The audit of the run, made with its context (<doc:TransitionAudit>).
    private(set) var audit: TransitionAudit?
    /// Whether the animator's `animateTransition(using:)` is running now.
    private var isInsideAnimateTransition = false

    init(
        kind: Kind,
        animator: any AnimatedTransitioning,
        interactor: (any InteractiveTransitioning)?,
        participants: [ViewController],
        container: ViewController? = nil,
        hooks: Hooks,
        completion: (() -> Void)?
    ) {
        self.kind = kind
        host = HostEnvironment.current
        self.animator = animator
        // The validator lends an interaction controller to an animator run without one (ValidationInteraction).
        self.interactor = interactor ?? ValidationInteraction.substitute(for: animator, on: host)
        self.participants = participants
        self.container = container
        self.hooks = hooks
        userCompletion = completion
        coordinator = RunCoordinator(run: self)
        (self.interactor as? PercentDrivenInteractiveTransition)?.wasReturned(for: self)
    }

    /// Whether the run has started and not ended.
    var isInFlight: Bool { context != nil && !isFinished }
    /// Whether the run has an interaction controller that wanted an interactive start.
    var startedInteractive: Bool { interactor?.wantsInteractiveStart ?? false }
    /// Whether the animator gave an interruptible animator.
    var isInterruptible: Bool { interruptible != nil }
    /// The completion speed after the interaction ends.
    var completionSpeed: CGFloat { interactor?.effectiveCompletionSpeed ?? 1 }
    /// The completion curve after the interaction ends.
    var completionCurve: View.AnimationCurve { interactor?.completionCurve ?? .easeInOut }

    /// The name used in traces for an object: its type.
    static func name(_ object: AnyObject) -> String {
        String(describing: type(of: object))
    }

    // MARK: - Running

    /// Registers the run and calls the will-begin hook; the context comes next with ``start(with:)``.
    func begin() {
        host.runningTransitions.append(self)
        host.auditBook.transitionsBegun += 1
        for controller in participants { controller.activeTransition = self }
        hooks.willBegin()
    }

    /// Starts the transition with its context: asks for the duration, then animates or hands over to the interactor.
    func start(with context: TransitionContext) {
        self.context = context
        context.run = self
        audit = TransitionAudit(run: self, context: context, modal: modalAudit)
        let asked = animator.transitionDuration(using: context)
        host.trace.record(Self.name(animator), "transitionDuration(using:) -> \(asked)")
        if asked.isFinite, asked >= 0 {
            duration = asked
        } else {
            host.diagnostics.report(
                .transitionInvalidDuration,
                "\(Self.name(animator)).transitionDuration returned \(asked) for a \(kind.rawValue); read as 0"
            )
        }
        if let interactor {
            context.isInteractive = interactor.wantsInteractiveStart
            host.trace.record(Self.name(interactor), "startInteractiveTransition(_:)")
            interactor.startInteractiveTransition(context)
            if isFinished {
                // The animator completed the transition as it set it up: nothing to watch.
            } else if context.isInteractive {
                watchdog = host.clock.schedule(at: host.clock.now + duration + Self.gracePeriod) { [weak self] in
                    self?.reportIfNeverDriven()
                }
            } else if watchdog == nil {
                // Not interactive from the start; an interaction already ended (a finish made before the start) has
                // armed its own watchdog, with its completion speed.
                armWatchdog()
            }
        } else {
            hasStartedAnimations = true
            animateTransition(context)
            runAlongside(coordinator.takeAlongside())
            armWatchdog()
            if !isFinished, let audit { audit.coverage.begin(audit, duration: duration) }
        }
    }

    /// Calls the animator's `animateTransition(using:)` and notes the timing of the first animation it starts.
    private func animateTransition(_ context: TransitionContext) {
        let first = host.log.count
        host.trace.record(Self.name(animator), "animateTransition(using:)")
        isInsideAnimateTransition = true
        animator.animateTransition(using: context)
        isInsideAnimateTransition = false
        if leadTiming == nil, host.log.count > first {
            leadTiming = host.log.timing(at: first)
        }
    }

    /// Runs alongside animations with the transition's timing (rules: the coordinator), on the clock its animations
    /// use: added to the interruptible animator when the transition has one, as UIKit does; otherwise animated over
    /// the time left of the transition's duration with the timing of the first animation the animator started (a
    /// sheet's dimming rides the sheet's spring), or ease-in-ease-out when it started none.
    func runAlongside(_ blocks: [(any TransitionCoordinatorContext) -> Void]) {
        guard context != nil, let coordinator, !blocks.isEmpty else { return }
        if let interruptible, interruptible.state != .stopped {
            interruptible.addAnimations {
                for block in blocks { block(coordinator) }
            }
            return
        }
        let remaining = max(duration - (scrubClock?.now ?? 0), 0)
        let timing = leadTiming ?? .curve(.easeInOut)
        let animate = {
            View.run(
                duration: remaining, delay: 0, options: [], timing: timing,
                animations: {
                    for block in blocks { block(coordinator) }
                }, completion: nil)
        }
        if let scrubClock {
            host.withAnimationClock(scrubClock, animate)
        } else {
            animate()
        }
    }

    /// Runs one alongside animation given while the transition runs.
    func runAlongside(_ block: @escaping (any TransitionCoordinatorContext) -> Void) {
        runAlongside([block])
    }

    // MARK: - Interaction (used by percent-driven interactors)

    /// Starts the animator's animations on a clock held at 0, to be scrubbed (<doc:HostRules#Scrubbed-animators>).
    func startScrubbedAnimations() -> TransitionClock {
        if let scrubClock { return scrubClock }
        let clock = TransitionClock(base: host.clock)
        scrubClock = clock
        guard let context else { return clock }
        hasStartedAnimations = true
        host.withAnimationClock(clock) {
            animateTransition(context)
        }
        runAlongside(coordinator.takeAlongside())
        return clock
    }

    /// The animator's interruptible animator, asked once and kept for the whole transition
    /// (<doc:HostRules#Interruptible-animators>).
    func interruptibleAnimator() -> PropertyAnimator? {
        if let interruptible { return interruptible }
        guard let context else { return nil }
        let returned = animator.interruptibleAnimator(using: context)
        let made = returned as? PropertyAnimator
        if made == nil, !(returned is NoInterruptibleAnimator) {
            host.diagnostics.report(
                .transitionUnsupportedInterruptibleAnimator,
                "\(Self.name(animator)).interruptibleAnimator(using:) returned a \(type(of: returned)): the host drives "
                    + "only a PropertyAnimator; the transition runs as not interruptible")
        }
        interruptible = made
        if made != nil {
            host.trace.record(Self.name(animator), "interruptibleAnimator(using:)")
            hasStartedAnimations = true
            runAlongside(coordinator.takeAlongside())
        }
        return made
    }

    /// Cancelling a scrubbed transition arrived back at its start: every property its animations moved goes back to
    /// where it started, and the animations' completions run.
    func scrubbedCancelArrived() {
        guard let scrubClock, let window = context?.containerView.window else {
            scrubClock?.flushPendingActions()
            return
        }
        for view in window.subtree {
            for animation in view.animations {
                let onScrubClock: Bool
                switch animation.driver {
                case .clock(let clock, _, _, _): onScrubClock = clock === scrubClock
                case .animator: onScrubClock = animation.animator?.clock === scrubClock
                }
                guard onScrubClock else { continue }
                switch animation.shape {
                case .basic(let pair): view.model[animation.property] = pair.from
                case .keyframes(let track), .straight(let track):
                    view.model[animation.property] = track.keyframes[0].value
                }
            }
        }
        scrubClock.flushPendingActions()
    }

    func interactionUpdated() {
        wasDriven = true
    }

    func interactionEnded(cancelled: Bool) {
        wasDriven = true
        coordinator.interactionChanged()
        armWatchdog(completionSpeed: Double(completionSpeed))
    }

    func interactionPaused() {
        wasDriven = true
        coordinator.interactionChanged()
        if let watchdog { host.clock.cancel(watchdog) }
        watchdog = nil
    }

    // MARK: - Ending

    /// `completeTransition` was called: ends the transition in UIKit's order
    /// (<doc:HostRules#Presentations-and-dismissals>).
    func complete(_ didComplete: Bool) {
        guard !isFinished else {
            host.diagnostics.report(
                .completedTwice, "completeTransition(\(didComplete)) called again for a \(kind.rawValue); ignored"
            )
            return
        }
        isFinished = true
        host.trace.record("context", "completeTransition(\(didComplete))")
        if let watchdog { host.clock.cancel(watchdog) }
        watchdog = nil
        audit?.transitionCompleting(didComplete, insideAnimateTransition: isInsideAnimateTransition)
        if let context, context.transitionWasCancelled == didComplete {
            host.diagnostics.report(
                .completionMismatch,
                "completeTransition(\(didComplete)) for a \(kind.rawValue) whose transitionWasCancelled is "
                    + "\(context.transitionWasCancelled): pass !transitionWasCancelled"
            )
        }
        // An animator that completes while it sets up (a transition without animation) ends the transition before
        // the alongside blocks given so far had their turn: when it completed, they make their changes now, at once,
        // so that they land before the did-end callbacks and the completion handler, as with animations (see HostRules, "Chrome and alongside animations").
        let pending = coordinator.takeAlongside()
        if didComplete, context != nil, let coordinator, !pending.isEmpty {
            AnimationRecorder.suspended { for block in pending { block(coordinator) } }
        }
        hooks.cleanUp(didComplete)
        coordinator.runCompletions()
        // The transition is over before the did-callbacks run, as in UIKit, so that `viewDidAppear` may start the
        // next one (present from it, push from it).
        host.auditBook.transitionsEnding += 1
        host.runningTransitions.removeAll { $0 === self }
        for controller in participants where controller.activeTransition === self {
            controller.activeTransition = nil
        }
        audit?.didEndCallbacksBegin()
        let begun = host.auditBook.transitionsBegun
        hooks.didEnd(didComplete)
        // The containers lay out again at the next frame with the transition over, so that what changed while it ran
        // (a rotation, a stack put back by a cancelled pop) leaves no stale frame.
        for controller in participants { controller.viewIfLoaded?.setNeedsLayout() }
        scrubClock?.runOutAndInvalidate()
        context?.run = nil
        let completion = userCompletion
        userCompletion = nil
        completion?()
        host.trace.record(Self.name(animator), "animationEnded(\(didComplete))")
        animator.animationEnded(didComplete)
        // The audit comes last, once every handler has had its chance to clean up (<doc:TransitionAudit>).
        audit?.report(screenChecks: host.auditBook.transitionsBegun == begun)
        audit = nil
        host.auditBook.transitionsEnding -= 1
    }
}
