import Choreograph
import Foundation

/// The clock of one transition's animations: it can follow the host clock, stand still at any time while a gesture
/// scrubs the transition, and run backwards to cancel it.
///
/// This is how the host scrubs animations it does not own, as UIKit does by pausing the container's layers and setting
/// their time offset (<doc:HostRules#Scrubbed-animators>): an animator's `View.animate` calls made while the transition
/// sets up run on this clock, so moving the clock moves them. Actions scheduled on it (animation ends, completions) run
/// only while it runs forwards; holding it or running it backwards runs none. An action a hold skipped over runs when
/// the clock next runs forwards, as of its own time.
@MainActor
public final class TransitionClock: Clock {
    /// The transition's own time, in seconds from its start.
    public private(set) var now: TimeInterval
    private let base: any Clock
    private var baseToken: ClockToken?
    private var arrivalToken: ClockToken?
    /// While running: the base time and own time at the start of the run, where it goes, how many base seconds it
    /// takes, and the curve it follows.
    private var anchor:
        (base: TimeInterval, own: TimeInterval, target: TimeInterval, span: TimeInterval, curve: CubicBezier)?
    private var agenda = ClockAgenda()
    /// How many runs have started; tells a run's arrival whether a later run has taken over.
    private var runCount = 0
    /// Set by ``invalidate()``: the clock no longer moves.
    private var isInvalidated = false
    /// Set by ``runOutAndInvalidate()``: the clock is invalidated when it has run out.
    private var invalidatesWhenRunOut = false

    /// Creates a clock at time `start` (default 0) that stands still until told to run.
    public init(base: any Clock, start: TimeInterval = 0) {
        self.base = base
        now = start
        baseToken = base.observeTime { [weak self] time in self?.baseMoved(to: time) }
    }

    /// Whether the clock is running (following the host clock).
    public var isRunning: Bool { anchor != nil }

    // MARK: - Steering

    /// Stops the clock at `time` (clamped to 0 or later): a scrub. No scheduled action runs. Ignored once the clock is
    /// invalidated.
    public func hold(at time: TimeInterval) {
        guard !isInvalidated else { return }
        cancelArrival()
        anchor = nil
        guard time.isFinite else { return }
        move(to: max(time, 0))
    }

    /// Runs the clock from where it is toward `target`, at `rate` own seconds per host second on average (negative
    /// runs it backwards), eased by `curve` (default linear), then holds it there and calls `arrival`.
    ///
    /// A rate whose sign does not lead to the target, or that is not finite, arrives at once. A forward run that is
    /// already at its target (a scrub held at the end, a duration of 0) still runs the actions due there. Once the
    /// clock is invalidated it no longer moves: `arrival` is called at once.
    public func run(
        rate: Double,
        until target: TimeInterval,
        curve: CubicBezier = .linear,
        arrival: @escaping @MainActor () -> Void
    ) {
        guard !isInvalidated else { return arrival() }
        cancelArrival()
        let distance = target - now
        guard rate.isFinite, rate != 0, distance * rate > 0 else {
            anchor = nil
            if distance > 0 || (distance == 0 && rate > 0) {
                advanceOwnTime(to: target)
            } else {
                move(to: max(target, 0))
            }
            arrival()
            return
        }
        let span = distance / rate
        runCount += 1
        let thisRun = runCount
        anchor = (base.now, now, target, span, curve)
        arrivalToken = base.schedule(at: base.now + span) { [weak self] in
            guard let self else { return }
            // An action run on the way (a completion) may already have started the next run: leave that one be.
            guard self.runCount == thisRun else { return arrival() }
            self.arrivalToken = nil
            self.anchor = nil
            if target > self.now { self.advanceOwnTime(to: target) } else { self.move(to: target) }
            if self.runCount == thisRun { self.anchor = nil }
            arrival()
        }
    }

    /// Stops following the host clock for good; pending actions are dropped.
    public func invalidate() {
        isInvalidated = true
        cancelArrival()
        anchor = nil
        if let baseToken { base.cancel(baseToken) }
        baseToken = nil
        _ = agenda.removeAllActions()
    }

    /// Runs the clock on from where it is, in step with the host clock (rate 1, linear), until its last pending action
    /// has run — actions scheduled on the way (an animation a completion chains on) extend the run — then holds it.
    /// Actions already behind the clock run first, as of their own time.
    ///
    /// This is how animations that outlast their transition's duration end: a finished interaction runs the clock to
    /// the duration, then lets it run out, so that an animator whose animations take longer than it reports (or
    /// that reports 0) still sees them end and completes the transition, as UIKit's layers resume in real time.
    public func runOut() {
        guard !isInvalidated else { return }
        cancelArrival()
        anchor = nil
        runOverdueActions()
        guard !isInvalidated else { return }
        guard let last = agenda.latestTime(), last > now else {
            if invalidatesWhenRunOut { invalidate() }
            return
        }
        run(rate: 1, until: last) { [weak self] in self?.runOut() }
    }

    /// Lets the clock run out (``runOut()``), then invalidates it: what a transition does when it ends with
    /// animations still scheduled on its clock (an animator that reports a shorter duration than its animations
    /// take), so that they finish in real time instead of hanging.
    public func runOutAndInvalidate() {
        invalidatesWhenRunOut = true
        runOut()
    }

    /// The host time by which the clock, moving as it moves now, will have run its pending actions: the end of the
    /// current run, and for a forward run the time it then needs to run out at rate 1 (``runOut()``). `nil` while the
    /// clock is held (nothing it holds will run until it is told to move).
    var projectedEnd: TimeInterval? {
        guard let anchor else { return nil }
        let arrival = anchor.base + anchor.span
        guard anchor.target > anchor.own, let last = agenda.latestTime() else { return arrival }
        return arrival + max(last - anchor.target, 0)
    }

    /// Runs every pending action now, in time order, without moving the clock (used when a cancelled transition
    /// arrives back at its start, so that completions still run).
    public func flushPendingActions() {
        for entry in agenda.removeAllActions() { entry.action() }
    }

    // MARK: - Clock

    /// Schedules `action` at own time `time`; it runs when the clock runs forwards past it.
    @discardableResult
    public func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ClockToken {
        agenda.schedule(at: time.isNaN ? now : time, action)
    }

    /// Adds an observer of the clock's own time.
    @discardableResult
    public func observeTime(_ observer: @escaping @MainActor (TimeInterval) -> Void) -> ClockToken {
        agenda.observe(observer)
    }

    /// Cancels a scheduled action or removes an observer.
    public func cancel(_ token: ClockToken) {
        agenda.cancel(token)
    }

    // MARK: - Internal API

    private func baseMoved(to time: TimeInterval) {
        guard let anchor else { return }
        let eased = anchor.curve.value(at: (time - anchor.base) / anchor.span)
        let own = max(anchor.own + (anchor.target - anchor.own) * eased, 0)
        if own > now { advanceOwnTime(to: own) } else { move(to: own) }
    }

    /// Moves forwards to `time`, running the actions due on the way in time order.
    ///
    /// An action whose time is already behind the clock (a scrub held the clock past it, and no action runs while
    /// held) runs as of its own time: ``now`` reads that time while it runs, so an animation it starts — the next
    /// link of a chain — is anchored where the transition's timeline puts it, not where the finger let go, and
    /// still ends by the time the clock arrives. Observers are not told about that look back.
    private func advanceOwnTime(to time: TimeInterval) {
        while let entry = agenda.popNextDue(upTo: time) {
            if entry.time > now {
                move(to: entry.time)
                entry.action()
            } else {
                let current = now
                now = entry.time
                entry.action()
                now = max(now, current)
            }
        }
        move(to: time)
    }

    /// Runs the actions due at or before ``now`` as of their own times, as ``advanceOwnTime(to:)`` does, without
    /// moving the clock.
    private func runOverdueActions() {
        while let entry = agenda.popNextDue(upTo: now) {
            let current = now
            now = min(entry.time, current)
            entry.action()
            now = max(now, current)
        }
    }

    private func move(to time: TimeInterval) {
        now = time
        agenda.notify(time)
    }

    private func cancelArrival() {
        if let arrivalToken { base.cancel(arrivalToken) }
        arrivalToken = nil
    }

}
