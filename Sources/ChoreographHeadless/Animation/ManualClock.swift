import Foundation

/// A clock that moves only when told to: the clock of tests, previews and the validator.
///
/// ``advance(by:)`` walks through every scheduled action in time order, setting ``now`` to each action's time and
/// telling the time observers before running it, then stops at the target time. A display link on this clock
/// therefore ticks at every frame boundary it passes, exactly.
@MainActor
public final class ManualClock: Clock {
    /// The current time in seconds. Default start 0.
    public private(set) var now: TimeInterval
    private var agenda = ClockAgenda()
    private var isAdvancing = false
    /// Advances asked for by actions while an advance runs: a step to take, or a time to reach, afterwards.
    private var queued: [(step: TimeInterval?, time: TimeInterval?)] = []

    /// Times closer than this count as equal, so that frame boundaries computed in different ways meet: 1 ns.
    public static let tolerance: TimeInterval = 1e-9

    /// Creates a clock that starts at `start` seconds (default 0).
    public init(start: TimeInterval = 0) {
        now = start
    }

    // MARK: - Clock

    /// Schedules `action` at `time`; see ``Clock/schedule(at:_:)``.
    @discardableResult
    public func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ClockToken {
        agenda.schedule(at: time.isNaN ? now : time, action)
    }

    /// Adds a time observer; see ``Clock/observeTime(_:)``.
    @discardableResult
    public func observeTime(_ observer: @escaping @MainActor (TimeInterval) -> Void) -> ClockToken {
        agenda.observe(observer)
    }

    /// Cancels a scheduled action or removes an observer.
    public func cancel(_ token: ClockToken) {
        agenda.cancel(token)
    }

    // MARK: - Moving time

    /// Moves time forward by `seconds`, running every action that falls due on the way, in order.
    ///
    /// A negative, NaN or infinite step is ignored (time never goes back). Called from inside an action, the
    /// advance is queued and happens when the running one finishes.
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds >= 0 else { return }
        if isAdvancing {
            queued.append((seconds, nil))
            return
        }
        advance(to: now + seconds)
    }

    /// Moves time forward by `frames` frames of a display refreshing `framesPerSecond` times a second (default 60),
    /// landing exactly on the frame boundary.
    public func advance(frames: Int, framesPerSecond: Int = 60) {
        guard frames > 0, framesPerSecond > 0 else { return }
        let start = now
        let current = (start * Double(framesPerSecond)).rounded()
        let onBoundary = abs(current / Double(framesPerSecond) - start) < Self.tolerance
        let base = onBoundary ? current : (start * Double(framesPerSecond)).rounded(.down)
        advance(to: (base + Double(frames)) / Double(framesPerSecond))
    }

    /// Moves time forward to `time`, running every action due on the way; a time in the past is ignored.
    public func advance(to time: TimeInterval) {
        guard time.isFinite else { return }
        if isAdvancing {
            queued.append((nil, time))
            return
        }
        isAdvancing = true
        defer { isAdvancing = false }
        var target: TimeInterval? = max(time, now)
        while let end = target {
            while let entry = agenda.popNextDue(upTo: end) {
                if entry.time > now { move(to: entry.time) }
                entry.action()
            }
            move(to: max(end, now))
            target = nil
            if !queued.isEmpty {
                let request = queued.removeFirst()
                target = max(request.time ?? (now + (request.step ?? 0)), now)
            }
        }
    }

    /// Runs the actions due now (scheduled at or before ``now``) without moving time.
    public func runDueActions() {
        advance(to: now)
    }

    // MARK: - Internal API

    private func move(to time: TimeInterval) {
        now = time
        agenda.notify(time)
    }

}
