import DequeModule
import Foundation
import HeapModule
import OrderedCollections

/// What a clock keeps: its scheduled actions, its time observers and the tokens that name them. Shared by
/// ``ManualClock`` and ``TransitionClock``, which differ only in how their time moves.
///
/// Actions are ordered by time, then by the number of their token. Tokens are numbered in the order they are made, so
/// actions due at the same time come out in the order they were scheduled. An action due no earlier than the last one
/// scheduled in order joins the end of a queue that stays in that order by itself (the *lane*): the ends of a block's
/// animations, the frames of a display link. Any other action waits in a heap. The next action is the earlier of the
/// lane's first and the heap's least, so the order is the same as one heap would give. Scheduling and taking the next
/// due action cost O(1) on the lane and O(log n) on the heap. Cancelling costs O(1): the token's number goes into a
/// set of cancelled numbers, and a cancelled action is dropped when it comes up, or swept away with the others once
/// the set outgrows the actions kept. Observers are kept by token in the order they were added; a removed one leaves an empty
/// place behind, swept away the same way.
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

    /// A time observer, wrapped so that the dictionary keeps the function as it is: a bare function stored in a
    /// generic collection is wrapped in a converting closure, one allocation on the way in and one on the way out.
    private struct TimeObserver {
        let notify: Observer
    }

    /// Actions scheduled in order: each due no earlier than the one before it, so the queue is in order as it is.
    /// Cancelled ones are included until they come up or are swept away.
    private var lane = Deque<ClockAgendaPlace>()
    /// The other actions, in a heap by time order, cancelled ones included until they come up or are swept away.
    private var queue = Heap<ClockAgendaPlace>()
    /// The numbers of the tokens cancelled since the last sweep that name no observer: pending actions, and spent or
    /// unknown tokens, which do no harm. A sweep empties it.
    private var cancelled: Set<Int> = []
    /// The observers by token number, in the order they were added; `nil` for a removed one not yet swept away.
    private var observers: OrderedDictionary<Int, TimeObserver?> = [:]
    /// How many removed observers still have a place in ``observers``.
    private var removedObservers = 0
    private var nextID = 0

    /// Cancelled actions (or removed observers) are swept away once there are more of them than this, and at least
    /// half as many as the actions (observers) in place: 32. A sweep costs at most twice the cancellations that led to
    /// it, and at most half of what is kept is dead.
    private static let sweepThreshold = 32

    /// Adds an action at `time` and returns its token.
    mutating func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ClockToken {
        let token = makeToken()
        let place = ClockAgendaPlace(time: time, order: token.id, action: action)
        // The token's number is greater than any kept, so the place comes after the lane's last unless it is earlier.
        if let last = lane.last, time < last.time {
            queue.insert(place)
        } else {
            lane.append(place)
        }
        return token
    }

    /// Adds a time observer and returns its token.
    mutating func observe(_ observer: @escaping Observer) -> ClockToken {
        let token = makeToken()
        observers.updateValue(TimeObserver(notify: observer), forKey: token.id)
        return token
    }

    /// Removes the action or observer named by `token`; unknown and spent tokens are ignored.
    mutating func cancel(_ token: ClockToken) {
        if let index = observers.index(forKey: token.id) {
            guard observers.values[index] != nil else { return }
            observers.values[index] = nil
            removedObservers += 1
            if removedObservers > Self.sweepThreshold, removedObservers * 2 > observers.count { sweepObservers() }
        } else if (1...max(nextID, 1)).contains(token.id), actionCount > 0 {
            cancelled.insert(token.id)
            if cancelled.count > Self.sweepThreshold, cancelled.count * 2 > actionCount { sweepQueue() }
        }
    }

    /// Removes and returns the earliest action due at or before `time` (within ``ManualClock/tolerance``); actions
    /// due at the same time come out in the order they were scheduled.
    mutating func popNextDue(upTo time: TimeInterval) -> Entry? {
        while let next = nextPlace(), next.time <= time + ManualClock.tolerance {
            removeNext()
            if !cancelled.isEmpty, cancelled.remove(next.order) != nil { continue }
            return Entry(token: ClockToken(id: next.order), time: next.time, action: next.action)
        }
        if actionCount == 0 { cancelled.removeAll() }
        return nil
    }

    /// The time of the latest scheduled action, or `nil` when none is scheduled. Drops cancelled actions off the late
    /// end of the queue on the way.
    mutating func latestTime() -> TimeInterval? {
        while let last = latestPlace(), cancelled.contains(last.order) {
            if let laneLast = lane.last, laneLast.order == last.order {
                lane.removeLast()
            } else {
                queue.removeMax()
            }
            cancelled.remove(last.order)
        }
        return latestPlace()?.time
    }

    /// Removes every action and returns them in time order, actions due at the same time in the order they were
    /// scheduled.
    mutating func removeAllActions() -> [Entry] {
        let places = (Array(lane) + queue.unordered).filter { !cancelled.contains($0.order) }.sorted()
        lane = Deque()
        queue = Heap()
        cancelled.removeAll()
        return places.map { Entry(token: ClockToken(id: $0.order), time: $0.time, action: $0.action) }
    }

    /// Tells every observer the time, in the order they were added.
    ///
    /// The observers are those of the moment the call starts: one added by an observer is first told at the next
    /// call, and one removed by an observer that comes before it is still told this time.
    func notify(_ time: TimeInterval) {
        let current = observers.values
        for observer in current { observer?.notify(time) }
    }

    // MARK: - Internal API

    /// How many actions are kept, cancelled ones not yet dropped included.
    private var actionCount: Int { lane.count + queue.count }

    /// The earliest action kept: the lane's first or the heap's least, whichever comes first in time order.
    private func nextPlace() -> ClockAgendaPlace? {
        guard let first = lane.first else { return queue.min }
        guard let least = queue.min else { return first }
        return least < first ? least : first
    }

    /// Removes the action ``nextPlace()`` returns.
    private mutating func removeNext() {
        if let first = lane.first, queue.min.map({ !($0 < first) }) ?? true {
            lane.removeFirst()
        } else {
            queue.removeMin()
        }
    }

    /// The latest action kept: the lane's last or the heap's greatest, whichever comes last in time order.
    private func latestPlace() -> ClockAgendaPlace? {
        guard let last = lane.last else { return queue.max }
        guard let greatest = queue.max else { return last }
        return last < greatest ? greatest : last
    }

    private mutating func makeToken() -> ClockToken {
        nextID += 1
        return ClockToken(id: nextID)
    }

    /// Rebuilds the lane and the heap without the cancelled actions and forgets the cancelled numbers.
    private mutating func sweepQueue() {
        lane = Deque(lane.filter { !cancelled.contains($0.order) })
        queue = Heap(queue.unordered.filter { !cancelled.contains($0.order) })
        cancelled.removeAll()
    }

    /// Drops the places of removed observers, keeping the others in order.
    private mutating func sweepObservers() {
        observers = observers.filter { $0.value != nil }
        removedObservers = 0
    }
}

/// An action waiting in a ``ClockAgenda``: ordered by time, then by the order it was scheduled in.
struct ClockAgendaPlace: Comparable {
    /// The time the action is due.
    let time: TimeInterval
    /// The number of the action's token, which grows with every token the agenda makes.
    let order: Int
    /// The action.
    let action: @MainActor () -> Void

    /// Whether two places are the same place in the order: the same time and the same token.
    static func == (lhs: ClockAgendaPlace, rhs: ClockAgendaPlace) -> Bool {
        lhs.time == rhs.time && lhs.order == rhs.order
    }

    /// Earlier time first; at equal times, scheduled first.
    static func < (lhs: ClockAgendaPlace, rhs: ClockAgendaPlace) -> Bool {
        lhs.time != rhs.time ? lhs.time < rhs.time : lhs.order < rhs.order
    }
}
