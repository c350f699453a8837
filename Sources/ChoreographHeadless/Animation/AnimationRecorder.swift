import Choreograph

/// Collects the property changes made inside an animation block, so that the animation system can animate them.
///
/// Blocks nest: the innermost recorder gets the changes, as UIKit's innermost animation block does.
@MainActor
final class AnimationRecorder {
    /// One recorded change: a view's property going from one model value to another.
    ///
    /// Read from a block's ``Changes``: the values are kept in the block's ``AnimationValues``, which the change
    /// refers to.
    struct Change {
        let view: View
        let property: AnimatableProperty
        /// The two values, where the block keeps them.
        let pair: ValuePair

        /// The model value before the change.
        var from: AnimatableValue { pair.from }
        /// The model value after the change (the last one, for a property changed twice).
        var to: AnimatableValue { pair.to }
    }

    /// The changes one block recorded, in order, and the values they refer to.
    struct Changes: RandomAccessCollection {
        /// The changes as recorded: a view, a property and where its two values are in ``values``.
        fileprivate let entries: [ChangeEntry]
        /// The changes' values.
        let values: AnimationValues

        /// No changes.
        init() {
            entries = []
            values = AnimationValues(components: [])
        }

        fileprivate init(entries: [ChangeEntry], values: AnimationValues) {
            self.entries = entries
            self.values = values
        }

        var startIndex: Int { 0 }
        var endIndex: Int { entries.count }
        /// How many changes the changes' storage has room for.
        var capacity: Int { entries.capacity }

        subscript(index: Int) -> Change {
            let entry = entries[index]
            return Change(
                view: entry.view, property: entry.property, pair: ValuePair(values: values, slots: entry.slots))
        }
    }

    /// The recorder of the innermost running animation block, if any.
    private(set) static var current: AnimationRecorder?

    /// How many blocks are being recorded, one inside another.
    private static var depth = 0

    /// What is recorded. Kept in one value, so that recording a change reaches the recorder's storage once.
    private var book: ChangeBook

    /// How many changes, numbers of their values and views the last block recorded: a host commonly runs blocks of
    /// about the same size one after another (a run's transitions, a list's updates), so a new recorder makes room for
    /// as many at once instead of growing its storage step by step, copying it each time. At most ``roomLimit``
    /// changes (and 32 numbers for each, as many as its two values can take) are reserved this way.
    private static var lastBlock = Room(changes: 0, components: 0, views: 0)

    /// The most changes a recorder makes room for from the last block's size: 65,536, four properties of each of
    /// 16,384 views. A block of 10,000 views animating four properties each is then recorded into storage made once
    /// at its size, rather than grown by doubling past it to 65,536 changes, copied at each step.
    static let roomLimit = 65_536

    /// Room for a block's changes, the numbers of their values, and the views they change.
    struct Room {
        var changes: Int
        var components: Int
        var views: Int
    }

    private init(room: Room) {
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
    ///
    /// Only an outermost block makes room from the last block's size and sets it: a block recorded inside another
    /// (a nested `View.animate`, a keyframe, an animator started in a block) is commonly small, and starts empty.
    static func record(_ block: () -> Void) -> Changes {
        let isOutermost = depth == 0
        let recorder = AnimationRecorder(
            room: isOutermost
                ? Room(
                    changes: min(lastBlock.changes, roomLimit), components: min(lastBlock.components, 32 * roomLimit),
                    views: min(lastBlock.views, roomLimit))
                : Room(changes: 0, components: 0, views: 0))
        let outer = current
        current = recorder
        depth += 1
        block()
        depth -= 1
        current = outer
        if isOutermost { lastBlock = recorder.book.room }
        return recorder.book.finish()
    }

    /// How many changes the recorder's storage has room for now.
    var capacity: Int { book.capacity }

    /// Runs `block` with no recorder, so that its changes are not animated, and returns its result.
    static func suspended<Result>(_ block: () -> Result) -> Result {
        let outer = current
        current = nil
        defer { current = outer }
        return block()
    }

}

/// One recorded change as a block keeps it: its values are where ``ValueSlots`` say in the block's values.
///
/// The fields are in an order that leaves the least padding: ``toWidth`` fits beside ``property``'s last byte, which
/// makes an entry 40 bytes rather than 48.
struct ChangeEntry {
    let view: View
    let property: AnimatableProperty
    /// How many numbers the slot of the `to` value has room for: as many as the first `to` took, or 16 once a later
    /// `to` needed more; 0 while another change refers to the slot too (it is then never written over).
    var toWidth: Int8
    var slots: ValueSlots
}

/// The changes an ``AnimationRecorder`` recorded, with what finds a view's earlier changes.
@MainActor
private struct ChangeBook {
    /// The changes, in order; a property changed twice keeps its first `from` and last `to`.
    private(set) var entries: [ChangeEntry] = []
    /// The components of the changes' values (``AnimationValues``), each change's `from` then its `to`.
    private var components: [Double] = []
    /// The index in ``entries`` of each view's first change. ``entries`` keeps the views alive, so an identifier is
    /// not reused while recording.
    private var firstChange: [ObjectIdentifier: Int] = [:]
    /// For each change, the index of the same view's next change, or -1 for its last: the changes of one view form a
    /// chain from ``firstChange``, as long as the number of its properties that changed.
    private var nextChange: [Int32] = []
    /// The view of the last change recorded and the index of its first change in ``entries``; `nil` before the first.
    private var lastView: (id: ObjectIdentifier, firstChange: Int)?
    /// For each known property (by place), the slot of the last `from` recorded for it, then the slot of the last
    /// `to` (``SlotMemo``): a change to the same values as the one before, as when a block moves many views alike,
    /// refers to the numbers kept already instead of appending them again.
    /// Empty until the first change of a known property.
    private var memos: [SlotMemo?] = []

    /// A slot of ``components`` kept for a property's next change: where it starts, how its value is kept, and the
    /// change whose `to` it is and which may still write over it, or -1 for none.
    private struct SlotMemo {
        let offset: Int32
        let layout: StoredLayout
        var owner: Int
    }

    /// How many changes, numbers and views the book holds.
    var room: AnimationRecorder.Room {
        AnimationRecorder.Room(changes: entries.count, components: components.count, views: firstChange.count)
    }

    /// How many changes ``entries`` has room for.
    var capacity: Int { entries.capacity }

    /// An empty book with room for `room.changes` changes with `room.components` numbers of `room.views` views.
    init(room: AnimationRecorder.Room) {
        entries.reserveCapacity(room.changes)
        nextChange.reserveCapacity(room.changes)
        components.reserveCapacity(room.components)
        firstChange.reserveCapacity(room.views)
    }

    /// The changes recorded, with their values; the book is left empty.
    mutating func finish() -> AnimationRecorder.Changes {
        // Callers keep the changes (an animator for as long as it lives): room made for a larger block than this one
        // is not kept with them.
        let changes = AnimationRecorder.Changes(
            entries: Self.fitted(entries, slack: 16),
            values: AnimationValues(components: Self.fitted(components, slack: 128)))
        entries = []
        components = []
        return changes
    }

    /// `array`, or a copy without its spare room when it has room for more than twice its elements and `slack`.
    private static func fitted<Element>(_ array: [Element], slack: Int) -> [Element] {
        guard array.capacity > 2 * array.count + slack else { return array }
        var fitted: [Element] = []
        fitted.reserveCapacity(array.count)
        fitted.append(contentsOf: array)
        return fitted
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
            let start = entries.count
            firstChange[id] = start
            lastView = (id, start)
            append(view: view, property: property, from: from, to: to)
            return
        }
        lastView = (id, index)
        while entries[index].property != property {
            let next = nextChange[index]
            guard next >= 0 else {
                nextChange[index] = Int32(entries.count)
                append(view: view, property: property, from: from, to: to)
                return
            }
            index = Int(next)
        }
        // The last `to` is kept: over the one before when its slot has room for it, otherwise in a new slot of 16
        // numbers after the values, room for any value. A change so holds at most its `from`, its first `to` and
        // one slot of 16, however often the count of numbers changes (a flat transform of six and one of sixteen).
        // A `to` slot that other changes refer to has a width of 0: it is never written over.
        let entry = entries[index]
        if let layout = AnimationValues.overwrite(
            at: entry.slots.to, width: Int(entry.toWidth), with: to, in: &components)
        {
            entries[index].slots.toLayout = layout
        } else {
            (entries[index].slots.to, entries[index].slots.toLayout) = AnimationValues.append(
                to, to: &components, width: 16)
            entries[index].toWidth = 16
        }
        let place = property.place
        if Int(place) < AnimatableProperty.knownPlaceCount, !memos.isEmpty {
            // The slot written is the property's last `to`, which this change may write over again.
            memos[2 * Int(place) + 1] = SlotMemo(
                offset: entries[index].slots.to, layout: entries[index].slots.toLayout, owner: index)
        }
    }

    private mutating func append(view: View, property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue) {
        let place = property.place
        let slots: ValueSlots
        let toWidth: Int8
        if Int(place) < AnimatableProperty.knownPlaceCount {
            if memos.isEmpty { memos = Array(repeating: nil, count: 2 * AnimatableProperty.knownPlaceCount) }
            let change = entries.count
            let (fromOffset, fromLayout, _) = keep(from, memo: 2 * Int(place), owner: -1)
            let (toOffset, toLayout, shared) = keep(to, memo: 2 * Int(place) + 1, owner: change)
            slots = ValueSlots(from: fromOffset, to: toOffset, fromLayout: fromLayout, toLayout: toLayout)
            toWidth = shared ? 0 : Int8(toLayout.count)
        } else {
            slots = ValuePair.append(from, to, to: &components)
            toWidth = Int8(slots.toLayout.count)
        }
        entries.append(ChangeEntry(view: view, property: property, toWidth: toWidth, slots: slots))
        nextChange.append(-1)
    }

    /// Where `value` is kept: in the slot of `memos[memo]` when that holds `value` bit for bit, which is then shared
    /// and never written over again; otherwise in numbers appended now, which become that memo's slot, owned by
    /// change `owner` (-1 for a `from`, which is never written over).
    private mutating func keep(_ value: AnimatableValue, memo: Int, owner: Int) -> (Int32, StoredLayout, shared: Bool) {
        // No closure: one made here is isolated to the main actor, and each of its calls would check the executor.
        let kept = memos[memo]
        var candidate: (offset: Int32, layout: StoredLayout)?
        if let kept { candidate = (kept.offset, kept.layout) }
        let (offset, layout, held) = AnimationValues.keep(value, orAt: candidate, in: &components)
        guard held else {
            memos[memo] = SlotMemo(offset: offset, layout: layout, owner: owner)
            return (offset, layout, false)
        }
        if let owner = kept?.owner, owner >= 0 {
            // Its owner may no longer write over it.
            entries[owner].toWidth = 0
            memos[memo]?.owner = -1
        }
        return (offset, layout, true)
    }
}
