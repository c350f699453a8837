import Foundation

/// What a clock keeps: its scheduled actions, its time observers and the tokens that name them. Shared by
/// ``ManualClock`` and ``TransitionClock``, which differ only in how their time moves.
@MainActor
struct ClockAgenda {
    /// One scheduled action.
    struct Entry {
        let token: ClockToken
        let time: TimeInterval
        let action: @MainActor () -> Void
    }

    private var entries: [Entry] = []
    private var observers: [(token: ClockToken, observer: @MainActor (TimeInterval) -> Void)] = []
    private var nextID = 0

    /// Adds an action at `time` and returns its token.
    mutating func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ClockToken {
        let token = makeToken()
        entries.append(Entry(token: token, time: time, action: action))
        return token
    }

    /// Adds a time observer and returns its token.
    mutating func observe(_ observer: @escaping @MainActor (TimeInterval) -> Void) -> ClockToken {
        let token = makeToken()
        observers.append((token, observer))
        return token
    }

    /// Removes the action or observer named by `token`; unknown tokens are ignored.
    mutating func cancel(_ token: ClockToken) {
        entries.removeAll { $0.token == token }
        observers.removeAll { $0.token == token }
    }

    /// Removes and returns the earliest action due at or before `time` (within ``ManualClock/tolerance``); actions
    /// due at the same time come out in the order they were scheduled.
    mutating func popNextDue(upTo time: TimeInterval) -> Entry? {
        var best: Int?
        for index in entries.indices where entries[index].time <= time + ManualClock.tolerance {
            if let current = best, entries[current].time <= entries[index].time { continue }
            best = index
        }
        return best.map { entries.remove(at: $0) }
    }

    /// The time of the latest scheduled action, or `nil` when none is scheduled.
    var latestTime: TimeInterval? {
        entries.map(\.time).max()
    }

    /// Removes every action and returns them in time order.
    mutating func removeAllActions() -> [Entry] {
        defer { entries.removeAll() }
        return entries.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(
            \.element)
    }

    /// Tells every observer the time.
    func notify(_ time: TimeInterval) {
        for entry in observers { entry.observer(time) }
    }

    private mutating func makeToken() -> ClockToken {
        nextID += 1
        return ClockToken(id: nextID)
    }
}
