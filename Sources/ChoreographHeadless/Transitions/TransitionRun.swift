import Choreograph
import Foundation

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
    private let hooks: Hooks
    private(set) var coordinator: TransitionCoordinator!
    private(set) var context: TransitionContext?
    private var userCompletion: (() -> Void)?
    private(set) var duration: TimeInterval = 0
    private(set) var isFinished = false
    private(set) var hasStartedAnimations = false
    private var watchdog: ClockToken?
    /// The clock of scrubbed animations, for an interactive run of an animator that is not interruptible.
    private(set) var scrubClock: TransitionClock?
    private var interruptible: PropertyAnimator?
    private var pendingEnd: Bool?

    init(
        kind: Kind,
        animator: any AnimatedTransitioning,
        interactor: (any InteractiveTransitioning)?,
        participants: [ViewController],
        hooks: Hooks,
        completion: (() -> Void)?
    ) {
        self.kind = kind
        host = HostEnvironment.current
        self.animator = animator
        self.interactor = interactor
        self.participants = participants
        self.hooks = hooks
        userCompletion = completion
        coordinator = TransitionCoordinator(run: self)
    }

    /// Whether the run has started and not ended.
    var isInFlight: Bool { context != nil && !isFinished }

    /// The name used in traces for an object: its type.
    static func name(_ object: AnyObject) -> String {
        String(describing: type(of: object))
    }

    // MARK: - Running

    /// Registers the run and calls the will-begin hook; the context comes next with ``start(with:)``.
    func begin() {
        host.runningTransitions.append(self)
        for controller in participants { controller.activeTransition = self }
        hooks.willBegin()
    }

    /// Starts the transition with its context: asks for the duration, then animates or hands over to the interactor.
    func start(with context: TransitionContext) {
        self.context = context
        context.run = self
        let asked = animator.transitionDuration(using: context)
        host.trace.record(Self.name(animator), "transitionDuration(using:) -> \(asked)")
        if asked.isFinite, asked >= 0 {
            duration = asked
        } else {
            host.diagnostics.report(
                "transition.invalidDuration",
                .contractViolation,
                "\(Self.name(animator)).transitionDuration returned \(asked) for a \(kind.rawValue); read as 0"
            )
        }
        if let interactor {
            context.isInteractive = interactor.wantsInteractiveStart
            host.trace.record(Self.name(interactor), "startInteractiveTransition(_:)")
            interactor.startInteractiveTransition(context)
            if context.isInteractive {
                watchdog = host.clock.schedule(at: host.clock.now + duration + Self.gracePeriod) { [weak self] in
                    self?.reportIfNeverDriven()
                }
            } else {
                armWatchdog()
            }
        } else {
            hasStartedAnimations = true
            host.trace.record(Self.name(animator), "animateTransition(using:)")
            animator.animateTransition(using: context)
            runAlongside(coordinator.takeAlongside())
            armWatchdog()
        }
    }

    /// Runs alongside animations with the transition's duration, on the clock its animations use.
    func runAlongside(_ blocks: [(TransitionContext) -> Void]) {
        guard let context, !blocks.isEmpty else { return }
        let remaining = max(duration - (scrubClock?.now ?? 0), 0)
        let animate = {
            View.animate(withDuration: remaining, options: []) {
                for block in blocks { block(context) }
            }
        }
        if let scrubClock {
            host.withAnimationClock(scrubClock, animate)
        } else {
            animate()
        }
    }

    /// Runs one alongside animation given while the transition runs.
    func runAlongside(_ block: @escaping (TransitionContext) -> Void) {
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
            host.trace.record(Self.name(animator), "animateTransition(using:)")
            animator.animateTransition(using: context)
        }
        runAlongside(coordinator.takeAlongside())
        return clock
    }

    /// The animator's interruptible animator, asked once and kept for the whole transition
    /// (<doc:HostRules#Interruptible-animators>).
    func interruptibleAnimator() -> PropertyAnimator? {
        if let interruptible { return interruptible }
        guard let context else { return nil }
        let made = animator.interruptibleAnimator(using: context)
        if made != nil {
            host.trace.record(Self.name(animator), "interruptibleAnimator(using:)")
            hasStartedAnimations = true
            runAlongside(coordinator.takeAlongside())
        }
        interruptible = made
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
                case .basic(let from, _): view.model[animation.property] = from
                case .keyframes(let track): view.model[animation.property] = track.keyframes[0].value
                }
            }
        }
        scrubClock.flushPendingActions()
    }

    func interactionUpdated() {}

    func interactionEnded(cancelled: Bool) {
        coordinator.interactionChanged()
        if let watchdog { host.clock.cancel(watchdog) }
        let speed = interactor?.completionSpeed ?? 1
        armWatchdog(completionSpeed: speed > 0 && speed.isFinite ? speed : 1)
    }

    func interactionPaused() {
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
                "transition.completedTwice",
                .contractViolation,
                "completeTransition(\(didComplete)) called again for a \(kind.rawValue); ignored"
            )
            return
        }
        isFinished = true
        host.trace.record("context", "completeTransition(\(didComplete))")
        if let watchdog { host.clock.cancel(watchdog) }
        watchdog = nil
        if let context, context.transitionWasCancelled == didComplete {
            host.diagnostics.report(
                "transition.completionMismatch",
                .contractViolation,
                "completeTransition(\(didComplete)) for a \(kind.rawValue) whose transitionWasCancelled is "
                    + "\(context.transitionWasCancelled): pass !transitionWasCancelled"
            )
        }
        // An animator that completes while it sets up (a transition without animation) ends the transition before
        // the alongside blocks given so far had their turn: when it completed, they make their changes now, at once,
        // so that they land before the did-end callbacks and the completion handler, as with animations (see HostRules, "Chrome and alongside animations").
        let pending = coordinator.takeAlongside()
        if didComplete, let context, !pending.isEmpty {
            AnimationRecorder.suspended { for block in pending { block(context) } }
        }
        hooks.cleanUp(didComplete)
        coordinator.runCompletions()
        // The transition is over before the did-callbacks run, as in UIKit, so that `viewDidAppear` may start the
        // next one (present from it, push from it).
        host.runningTransitions.removeAll { $0 === self }
        for controller in participants where controller.activeTransition === self {
            controller.activeTransition = nil
        }
        hooks.didEnd(didComplete)
        scrubClock?.runOutAndInvalidate()
        context?.run = nil
        let completion = userCompletion
        userCompletion = nil
        completion?()
        host.trace.record(Self.name(animator), "animationEnded(\(didComplete))")
        animator.animationEnded(didComplete)
    }

    /// Reports `transition.neverCompleted` if the animator has not completed the transition when the time left
    /// (the remaining part of the duration, stretched by an interactive end's `completionSpeed`,
    /// <doc:HostRules#Completion-after-the-interaction>) and the grace period have passed.
    private func armWatchdog(completionSpeed: Double = 1) {
        // One watchdog at a time: an interaction that ends while the run starts would otherwise arm a second one.
        if let watchdog { host.clock.cancel(watchdog) }
        let remaining: TimeInterval
        if let context, context.transitionWasCancelled {
            remaining = duration * context.percentComplete / completionSpeed
        } else {
            remaining = duration * (1 - (context?.percentComplete ?? 0)) / completionSpeed
        }
        watchdog = host.clock.schedule(at: host.clock.now + remaining + Self.gracePeriod) { [weak self] in
            guard let self, !self.isFinished else { return }
            self.host.diagnostics.report(
                "transition.neverCompleted",
                .contractViolation,
                "\(Self.name(self.animator)) never called completeTransition for a \(self.kind.rawValue) "
                    + "(duration \(self.duration) s, grace \(Self.gracePeriod) s): the app is stuck"
            )
        }
    }

    private func reportIfNeverDriven() {
        guard !isFinished, let context, context.isInteractive, context.percentComplete == 0 else { return }
        host.diagnostics.report(
            "transition.interactionNeverDriven",
            .contractViolation,
            "\(interactor.map { Self.name($0) } ?? "interactor") was returned for a \(kind.rawValue) but never "
                + "updated, finished or cancelled: the transition is stuck at 0"
        )
    }
}
