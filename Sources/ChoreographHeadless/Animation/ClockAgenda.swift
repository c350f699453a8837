import Foundation
import HeapModule
import OrderedCollections

/// What a clock keeps: its scheduled actions, its time observers and the tokens that name them. Shared by
/// ``ManualClock`` and ``TransitionClock``, which differ only in how their time moves.
///
/// Actions wait in a heap ordered by time, then by the number of their token. Tokens are numbered in the order they
/// are made, so actions due at the same time come out in the order they were scheduled, whatever the heap's shape.
/// Scheduling, cancelling and taking the next due action cost O(log n) at most: a cancelled action leaves its place in
/// the heap behind (its action is dropped at once), and the place is skipped when it comes up, or swept away with the
/// others once they outnumber the live actions. Observers are kept by token in the order they were added; a removed
/// one leaves an empty place behind the same way.
@MainActor
struct ClockAgenda {
    /// One scheduled action.
    struct Entry {
        let token: ClockToken
        let time: TimeInterval
        let action: @MainActor () -> Void
    }

    /// The time a clock tells its observers.
    typealias Observer = @MainActor (TimeInterval) -> Void

    /// The places of the actions in time order, cancelled ones included until they are swept away.
    private var queue = Heap<ClockAgendaPlace>()
    /// The actions not yet run or cancelled, by token number.
    private var actions: [Int: @MainActor () -> Void] = [:]
    /// How many places in ``queue`` belong to cancelled actions.
    private var cancelledPlaces = 0
    /// The observers by token number, in the order they were added; `nil` for a removed one not yet swept away.
    private var observers: OrderedDictionary<Int, Observer?> = [:]
    /// How many removed observers still have a place in ``observers``.
    private var removedObservers = 0
    private var nextID = 0

    /// Cancelled places (or removed observers) are swept away once there are more of them than this and than live
    /// ones: 32. Sweeping then costs no more than the cancellations that led to it, and memory stays within twice
    /// what is live (plus this many).
    private static let sweepThreshold = 32

    /// Adds an action at `time` and returns its token.
    mutating func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ClockToken {
        let token = makeToken()
        actions[token.id] = action
        queue.insert(ClockAgendaPlace(time: time, order: token.id))
        return token
    }

    /// Adds a time observer and returns its token.
    mutating func observe(_ observer: @escaping Observer) -> ClockToken {
        let token = makeToken()
        observers.updateValue(observer, forKey: token.id)
        return token
    }

    /// Removes the action or observer named by `token`; unknown and spent tokens are ignored.
    mutating func cancel(_ token: ClockToken) {
        if actions.removeValue(forKey: token.id) != nil {
            cancelledPlaces += 1
            if cancelledPlaces > Self.sweepThreshold, cancelledPlaces > actions.count { sweepQueue() }
        } else if let index = observers.index(forKey: token.id), observers.values[index] != nil {
            observers.values[index] = nil
            removedObservers += 1
            if removedObservers > Self.sweepThreshold, removedObservers * 2 > observers.count { sweepObservers() }
        }
    }

    /// Removes and returns the earliest action due at or before `time` (within ``ManualClock/tolerance``); actions
    /// due at the same time come out in the order they were scheduled.
    mutating func popNextDue(upTo time: TimeInterval) -> Entry? {
        while let next = queue.min, next.time <= time + ManualClock.tolerance {
            queue.removeMin()
            guard let action = actions.removeValue(forKey: next.order) else {
                cancelledPlaces -= 1
                continue
            }
            return Entry(token: ClockToken(id: next.order), time: next.time, action: action)
        }
        return nil
    }

    /// The time of the latest scheduled action, or `nil` when none is scheduled. Sweeps the places of cancelled
    /// actions off the late end of the queue on the way.
    mutating func latestTime() -> TimeInterval? {
        while let last = queue.max, actions[last.order] == nil {
            queue.removeMax()
            cancelledPlaces -= 1
        }
        return queue.max?.time
    }

    /// Removes every action and returns them in time order, actions due at the same time in the order they were
    /// scheduled.
    mutating func removeAllActions() -> [Entry] {
        let places = queue.unordered.sorted()
        let pending = actions
        queue = Heap()
        actions = [:]
        cancelledPlaces = 0
        return places.compactMap { place in
            pending[place.order].map { Entry(token: ClockToken(id: place.order), time: place.time, action: $0) }
        }
    }

    /// Tells every observer the time, in the order they were added.
    ///
    /// The observers are those of the moment the call starts: one added by an observer is first told at the next
    /// call, and one removed by an observer that comes before it is still told this time.
    func notify(_ time: TimeInterval) {
        let current = observers.values
        for observer in current { observer?(time) }
    }

    // MARK: - Internal API

    private mutating func makeToken() -> ClockToken {
        nextID += 1
        return ClockToken(id: nextID)
    }

    /// Rebuilds the queue from the live actions' places.
    private mutating func sweepQueue() {
        queue = Heap(queue.unordered.filter { actions[$0.order] != nil })
        cancelledPlaces = 0
    }

    /// Drops the places of removed observers, keeping the others in order.
    private mutating func sweepObservers() {
        observers = observers.filter { $0.value != nil }
        removedObservers = 0
    }
}

/// Where an action waits in a ``ClockAgenda``: ordered by time, then by the order it was scheduled in.
struct ClockAgendaPlace: Comparable {
    /// The time the action is due.
    let time: TimeInterval
    /// The number of the action's token, which grows with every token the agenda makes.
    let order: Int

    /// Earlier time first; at equal times, scheduled first.
    static func < (lhs: ClockAgendaPlace, rhs: ClockAgendaPlace) -> Bool {
        lhs.time != rhs.time ? lhs.time < rhs.time : lhs.order < rhs.order
    }
}
