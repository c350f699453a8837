import Choreograph
import Foundation

/// The records behind ``HostEnvironment/animationLog``: the blocks' records kept compactly as they are logged, and
/// written out as ``AnimationRecord``s when the log is read.
///
/// A block commonly logs one record for each of its changes, all with the values its changes keep and the same times:
/// what differs from one record to the next is the view's name, the property and where its two values are. A
/// ``Block`` keeps just that — 20 bytes a record, its views' names once for each run of records that share one —
/// where a record takes 64 bytes. Reading the log writes the records out, in order, once: they are kept, so that
/// reading it again costs nothing, and records logged after a read join them at the next read. The host's own readers
/// — how many records there are (``count``), the timing of one (``timing(at:)``), the records from one on
/// (``records(from:)``) — are answered from the compact records as they are, writing none out.
@MainActor
struct AnimationLog {
    /// The records written out: every record logged before the last read, in order.
    private var records: [AnimationRecord] = []
    /// The blocks closed since, in order after ``records``.
    private var blocks: [Block] = []
    /// The block being logged, after ``blocks``: its fields are kept here rather than in a ``Block``, so that logging
    /// a record reaches them directly. Its values' store; `nil` when no block is open.
    private var openValues: AnimationValues?
    /// The open block's times.
    private var openTimes: RecordTimes?
    /// The open block's views' names, one for each run of records of the same name.
    private var openNames: [String] = []
    /// The open block's records.
    private var openEntries: [Entry] = []
    /// How many records the next block makes room for (``reserve(_:)``); 0 once a block or a record kept as it is
    /// has been logged.
    private(set) var room = 0
    /// How many records ``blocks`` hold.
    private var blockedCount = 0

    /// Records of one block: their values kept in ``values``, their times in ``times``.
    private struct Block {
        let values: AnimationValues
        let times: RecordTimes
        /// The views' names, one for each run of records of the same name.
        let names: [String]
        let entries: [Entry]
    }

    /// One record of a ``Block``: where its values are, its view's name in the block's names, its property's place.
    ///
    /// 17 bytes, 20 in an array: the slots (12, aligned to 4), then the name's index (4) and the place (1).
    struct Entry {
        let slots: ValueSlots
        let name: Int32
        let place: UInt8
    }

    /// An empty log.
    init() {}

    /// A log of `records`.
    init(records: [AnimationRecord]) {
        self.records = records
    }

    /// How many records have been written out (the first ones, logged before the last read).
    var writtenCount: Int { records.count }

    /// How many records the log holds, without writing any out.
    var count: Int {
        records.count + blockedCount + openEntries.count
    }

    /// The timing of the record at `index`, below ``count``, without writing any record out.
    func timing(at index: Int) -> TimingParameters {
        precondition(index >= 0 && index < count, "no record at \(index) of \(count)")
        if index < records.count { return records[index].timing }
        let position = blockPosition(from: index).position
        if position < blocks.count { return blocks[position].times.timing.timing }
        guard let openTimes else { preconditionFailure("the records after the blocks are the open block's") }
        return openTimes.timing.timing
    }

    /// The records from `index` (at most ``count``) on, in order, written out for the caller without writing out
    /// those before.
    func records(from index: Int) -> [AnimationRecord] {
        precondition(index >= 0 && index <= count, "no record at \(index) of \(count)")
        var result: [AnimationRecord] = []
        result.reserveCapacity(count - index)
        if index < records.count { result.append(contentsOf: records[index...]) }
        var (position, first) = blockPosition(from: index)
        while position < blocks.count {
            let block = blocks[position]
            append(block.values, block.times, block.names, block.entries, skipping: index - first, to: &result)
            first += block.entries.count
            position += 1
        }
        if let openValues, let openTimes {
            append(openValues, openTimes, openNames, openEntries, skipping: index - first, to: &result)
        }
        return result
    }

    /// The position in ``blocks`` of the block that holds the record at `index`, and the index of that block's first
    /// record: found from the end, as readers ask of recent records. Position 0 for a record written out, and
    /// `blocks.count` for one of the open block.
    private func blockPosition(from index: Int) -> (position: Int, first: Int) {
        var position = blocks.count
        var first = records.count + blockedCount
        while position > 0, first > index {
            position -= 1
            first -= blocks[position].entries.count
        }
        return (position, first)
    }

    /// Makes room for `count` more records at once: the next block reserves that many.
    mutating func reserve(_ count: Int) {
        room = count
    }

    /// Logs `record` as it is, after the others: for a record whose values or times no other record shares.
    mutating func append(_ record: AnimationRecord) {
        writeOut()
        records.append(record)
        room = 0
    }

    /// Logs a record of `view`'s `property` going between the two values of `values`, with `times`, kept compactly
    /// with the records before it that share its values' store and its times.
    ///
    /// - Parameter view: The view's ``View/recordName`` now: a record names the view as it was when the animation
    ///   started.
    mutating func append(view: String, property: AnimatableProperty, values: ValuePair, times: RecordTimes) {
        guard property.place != AnimatableProperty.customPlace else {
            // A property outside the known ones has no place to keep: the record is kept as it is.
            append(AnimationRecord(view: view, property: property, values: values, times: times))
            return
        }
        if openValues !== values.values || openTimes !== times {
            open(values: values.values, times: times, name: view)
        } else if openNames[openNames.count - 1] != view {
            openNames.append(view)
        }
        openEntries.append(Entry(slots: values.slots, name: Int32(openNames.count - 1), place: property.place))
    }

    /// Closes the open block, if any, and opens one of `values` and `times` whose first record names `name`.
    private mutating func open(values: AnimationValues, times: RecordTimes, name: String) {
        close()
        openValues = values
        openTimes = times
        openNames = [name]
        openEntries.reserveCapacity(room)
        room = 0
    }

    /// Moves the open block, if any, to ``blocks``.
    private mutating func close() {
        guard let values = openValues, let times = openTimes else { return }
        blocks.append(Block(values: values, times: times, names: openNames, entries: openEntries))
        blockedCount += openEntries.count
        openValues = nil
        openTimes = nil
        openNames = []
        openEntries = []
    }

    /// Every record, in order: the records written out, after the blocks logged since are written out to them.
    mutating func allRecords() -> [AnimationRecord] {
        writeOut()
        return records
    }

    /// Writes the records of the blocks logged since the last read out after ``records``, in order.
    private mutating func writeOut() {
        close()
        guard !blocks.isEmpty else { return }
        // The room at least doubles when it grows, so that reading after each of many small blocks still costs
        // amortized constant time per record.
        let needed = count
        if records.capacity < needed { records.reserveCapacity(max(needed, records.capacity * 2)) }
        for block in blocks {
            append(block.values, block.times, block.names, block.entries, skipping: 0, to: &records)
        }
        blocks = []
        blockedCount = 0
    }

    /// Appends the records of a block's `entries`, but the first `skipped`, to `list`: their values kept in `values`,
    /// their times `times`, their views' names in `names`.
    private func append(
        _ values: AnimationValues, _ times: RecordTimes, _ names: [String], _ entries: [Entry], skipping skipped: Int,
        to list: inout [AnimationRecord]
    ) {
        for entry in entries.dropFirst(max(skipped, 0)) {
            list.append(
                AnimationRecord(
                    view: names[Int(entry.name)], property: .known(place: entry.place),
                    values: ValuePair(values: values, slots: entry.slots), times: times))
        }
    }
}
