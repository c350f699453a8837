import Choreograph

/// Collects the property changes made inside an animation block, so that the animation system can animate them.
///
/// Blocks nest: the innermost recorder gets the changes, as UIKit's innermost animation block does.
@MainActor
final class AnimationRecorder {
    /// One recorded change: a view's property going from one model value to another.
    struct Change {
        let view: View
        let property: AnimatableProperty
        let from: AnimatableValue
        fileprivate(set) var to: AnimatableValue
    }

    /// The recorder of the innermost running animation block, if any.
    private(set) static var current: AnimationRecorder?

    /// The changes recorded so far, in order; a property changed twice keeps its first `from` and last `to`.
    var changes: [Change] { book.changes }
    /// What is recorded. Kept in one value, so that recording a change reaches the recorder's storage once.
    private var book: ChangeBook

    /// How many changes and views the last block recorded: a host commonly runs blocks of about the same size one
    /// after another (a run's transitions, a list's updates), so a new recorder makes room for as many at once
    /// instead of growing its storage step by step, copying every change each time (a change holds two values of up
    /// to sixteen numbers). At most ``roomLimit`` changes are reserved this way.
    private static var lastBlock = (changes: 0, views: 0)

    /// The most changes a recorder makes room for from the last block's size: 1,024. A larger block grows its
    /// storage from there; making room for tens of thousands of changes at once measured slower than growing.
    static let roomLimit = 1_024

    private init(room: (changes: Int, views: Int)) {
        book = ChangeBook(room: room)
    }

    /// Records that `view`'s `property` changes from `from` to `to`.
    ///
    /// Finding an earlier change of the same property costs a lookup of the view and a walk along its few changes,
    /// however many changes other views made before. A block commonly changes one view's properties one after
    /// another, so the view of the last change is remembered and needs no lookup.
    func record(view: View, property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue) {
        book.record(view: view, property: property, from: from, to: to)
    }

    /// Runs `block` with a new recorder as the current one and returns the changes it made.
    static func record(_ block: () -> Void) -> [Change] {
        let recorder = AnimationRecorder(
            room: (min(lastBlock.changes, roomLimit), min(lastBlock.views, roomLimit)))
        let outer = current
        current = recorder
        block()
        current = outer
        lastBlock = (recorder.book.changes.count, recorder.book.viewCount)
        let changes = recorder.changes
        // Callers keep the changes (an animator for as long as it lives): room made for a larger block than this one
        // is not kept with them.
        guard changes.capacity > 2 * changes.count + 16 else { return changes }
        var compact: [Change] = []
        compact.reserveCapacity(changes.count)
        compact.append(contentsOf: changes)
        return compact
    }

    /// Runs `block` with no recorder, so that its changes are not animated, and returns its result.
    static func suspended<Result>(_ block: () -> Result) -> Result {
        let outer = current
        current = nil
        defer { current = outer }
        return block()
    }

    /// Runs `block` with `recorder` as the current one.
    static func recording(into recorder: AnimationRecorder, _ block: () -> Void) {
        let outer = current
        current = recorder
        block()
        current = outer
    }
}

/// The changes an ``AnimationRecorder`` recorded, with what finds a view's earlier changes.
@MainActor
private struct ChangeBook {
    /// The changes, in order; a property changed twice keeps its first `from` and last `to`.
    private(set) var changes: [AnimationRecorder.Change] = []
    /// The index in ``changes`` of each view's first change. ``changes`` keeps the views alive, so an identifier is
    /// not reused while recording.
    private var firstChange: [ObjectIdentifier: Int] = [:]
    /// For each change, the index of the same view's next change, or `nil` for its last: the changes of one view
    /// form a chain from ``firstChange``, as long as the number of its properties that changed.
    private var nextChange: [Int?] = []
    /// The view of the last change recorded and the index of its first change in ``changes``; `nil` before the first.
    private var lastView: (id: ObjectIdentifier, firstChange: Int)?

    /// How many views changed.
    var viewCount: Int { firstChange.count }

    /// An empty book with room for `room.changes` changes of `room.views` views.
    init(room: (changes: Int, views: Int)) {
        changes.reserveCapacity(room.changes)
        nextChange.reserveCapacity(room.changes)
        firstChange.reserveCapacity(room.views)
    }

    /// Records a change; see ``AnimationRecorder/record(view:property:from:to:)``.
    mutating func record(view: View, property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue) {
        let id = ObjectIdentifier(view)
        let first: Int?
        if let last = lastView, last.id == id {
            first = last.firstChange
        } else {
            first = firstChange[id]
        }
        guard var index = first else {
            let start = changes.count
            firstChange[id] = start
            lastView = (id, start)
            append(AnimationRecorder.Change(view: view, property: property, from: from, to: to))
            return
        }
        lastView = (id, index)
        while changes[index].property != property {
            guard let next = nextChange[index] else {
                nextChange[index] = changes.count
                append(AnimationRecorder.Change(view: view, property: property, from: from, to: to))
                return
            }
            index = next
        }
        changes[index].to = to
    }

    private mutating func append(_ change: AnimationRecorder.Change) {
        changes.append(change)
        nextChange.append(nil)
    }
}
