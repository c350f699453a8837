import Foundation

// MARK: - Internal API

/// The order of a plan's motions: by target with a counting sort, then within a target by property rank and span.
extension TrackAssembly {
    /// Sorts `range` of `indexes` by `precedes`, keeping the order of indexes neither precedes: in place by insertion
    /// for the few motions a target mostly has (mostly in order already), by the standard library's stable sort
    /// beyond ``insertionSortLimit``.
    static func sortStably(_ indexes: inout [Int], _ range: Range<Int>, by precedes: (Int, Int) -> Bool) {
        guard range.count <= insertionSortLimit else {
            indexes[range].sort(by: precedes)
            return
        }
        for position in range.dropFirst() {
            let index = indexes[position]
            var slot = position
            while slot > range.lowerBound, precedes(index, indexes[slot - 1]) {
                indexes[slot] = indexes[slot - 1]
                slot -= 1
            }
            indexes[slot] = index
        }
    }

    /// Sorts the indexes of `targets` (each a target's index) by target, keeping their order within a target:
    /// `starts` (one more than the targets, all 0) becomes where each target's motions start in `sorted` (as many as
    /// the motions), and the end.
    static func countingSort(_ targets: [Int], starts: inout [Int], into sorted: inout [Int]) {
        targets.withUnsafeBufferPointer { targets in
            starts.withUnsafeMutableBufferPointer { starts in
                for target in targets { starts[target + 1] += 1 }
                for index in 0..<starts.count - 1 { starts[index + 1] += starts[index] }
            }
            var fill = starts
            fill.withUnsafeMutableBufferPointer { fill in
                sorted.withUnsafeMutableBufferPointer { sorted in
                    for (index, target) in targets.enumerated() {
                        sorted[fill[target]] = index
                        fill[target] += 1
                    }
                }
            }
        }
    }

    /// The ranges of `sorted` (from `starts`, as ``countingSort(_:starts:into:)`` leaves them) whose motions, more
    /// than one, do not have strictly increasing `ranks`: the ones to sort.
    static func rangesOutOfRankOrder(_ sorted: [Int], starts: [Int], ranks: [Int]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for target in 0..<starts.count - 1 where starts[target + 1] - starts[target] > 1 {
            let range = starts[target]..<starts[target + 1]
            if !ranksIncrease(sorted, range, ranks) { ranges.append(range) }
        }
        return ranges
    }

    /// Whether the motions at `range` of `indexes` have strictly increasing `ranks`: then no motion precedes one
    /// before it, and sorting the range by rank, then span, leaves it as it is.
    @inline(__always)
    static func ranksIncrease(_ indexes: [Int], _ range: Range<Int>, _ ranks: [Int]) -> Bool {
        indexes.withUnsafeBufferPointer { indexes in
            ranks.withUnsafeBufferPointer { ranks in
                for position in range.dropFirst() where ranks[indexes[position]] <= ranks[indexes[position - 1]] {
                    return false
                }
                return true
            }
        }
    }

    /// Where the track that starts at `start` of `order` (motion indexes, sorted as the assembly sorts them) ends: past
    /// the last motion after it of the same target (`targets`, by motion) and rank (`ranks`, by motion).
    @inline(__always)
    static func trackEnd(
        from start: Int, order: UnsafeBufferPointer<Int>, targets: UnsafeBufferPointer<Int>,
        ranks: UnsafeBufferPointer<Int>
    ) -> Int {
        let first = order[start]
        var end = start + 1
        while end < order.count, targets[order[end]] == targets[first], ranks[order[end]] == ranks[first] {
            end += 1
        }
        return end
    }

    /// How many tracks the motions at `order` (sorted, as the assembly sorts them) make: one for each run of motions
    /// of the same target and rank, less the runs of one motion marked as holding a new view's value
    /// (``Motion/holdsNewViewValue``) when `droppingNewViewHolds`. The assembly makes room for that many tracks, not one
    /// for every motion, so that a plan keeps no room it does not use.
    static func trackCount(
        _ order: [Int], targets: [Int], ranks: [Int], motions: [Motion], droppingNewViewHolds: Bool
    ) -> Int {
        order.withUnsafeBufferPointer { order in
            targets.withUnsafeBufferPointer { targets in
                ranks.withUnsafeBufferPointer { ranks in
                    motions.withUnsafeBufferPointer { motions in
                        var count = 0
                        var start = 0
                        while start < order.count {
                            let first = order[start]
                            let end = trackEnd(from: start, order: order, targets: targets, ranks: ranks)
                            if !(droppingNewViewHolds && end == start + 1 && motions[first].holdsNewViewValue) {
                                count += 1
                            }
                            start = end
                        }
                        return count
                    }
                }
            }
        }
    }

    /// The most motions of one target sorted by insertion: 32.
    static let insertionSortLimit = 32
}
