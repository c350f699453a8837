import Foundation

extension CompiledTimeline {
    /// The keyframe arrays tracks were compiled from, known by their storage: a track whose keyframes are the very
    /// array of one compiled before (as planned tracks of identical motions share one), with the same delay and
    /// duration, has its lane and its interpolants, which sampling only reads, and takes them rather than compiling
    /// the same keyframes again.
    ///
    /// Every array is remembered, in a table of open addressing keyed by its storage: the tracks being compiled hold
    /// their arrays, so no storage is freed and reused while the table is in use.
    struct CompiledArrays {
        private struct Entry {
            var storage: Int
            var count: Int
            var delay: Double
            var duration: Double
            var lane: Int
            var firstInterpolant: Int
            var isStraightMove: Bool
        }

        private var entries: [Entry] = []
        /// Each slot holds 1 + the index of an entry in ``entries``, or 0 when empty. Its count is a power of two, at
        /// least twice the entries'.
        private var slots: [Int32]

        /// The most distinct keyframe arrays room is made for before the table grows: 256, as for the distinct
        /// straight motions of a plan (``SharedKeyframes/initialCapacity``), which make most of them.
        static let initialCapacity = 256

        /// An empty table with room for `capacity` arrays before it grows.
        init(capacity: Int) {
            entries.reserveCapacity(capacity)
            var count = 64
            while count < 2 * capacity { count *= 2 }
            slots = [Int32](repeating: 0, count: count)
        }

        /// The first slot to look in for the array at `storage`, in a table of `mask` + 1 slots.
        @inline(__always)
        private static func home(_ storage: Int, _ mask: Int) -> Int {
            // Storage is aligned: the low bits say little, the product's high bits mix them all.
            Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: storage)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        }

        /// The lane and first interpolant of the track compiled from the array at `storage` holding `count`
        /// keyframes, delayed by `delay` and lasting `duration`, and whether it is a straight move
        /// (``Track/isStraightMove``); `nil` when no track was.
        func find(storage: Int, count: Int, delay: Double, duration: Double)
            -> (lane: Int, firstInterpolant: Int, isStraightMove: Bool)?
        {
            let mask = slots.count - 1
            var slot = Self.home(storage, mask)
            return entries.withUnsafeBufferPointer { entries in
                slots.withUnsafeBufferPointer { slots in
                    while slots[slot] != 0 {
                        let entry = entries[Int(slots[slot]) - 1]
                        if entry.storage == storage && entry.count == count && entry.delay == delay
                            && entry.duration == duration
                        {
                            return (entry.lane, entry.firstInterpolant, entry.isStraightMove)
                        }
                        slot = (slot + 1) & mask
                    }
                    return nil
                }
            }
        }

        /// Remembers that the track compiled from the array at `storage` has these lane and first interpolant, and
        /// whether it is a straight move: a track of the same array, delay and duration is one exactly when it is.
        mutating func remember(
            storage: Int,
            count: Int,
            delay: Double,
            duration: Double,
            lane: Int,
            firstInterpolant: Int,
            isStraightMove: Bool
        ) {
            entries.append(
                Entry(
                    storage: storage, count: count, delay: delay, duration: duration, lane: lane,
                    firstInterpolant: firstInterpolant, isStraightMove: isStraightMove))
            if entries.count * 2 > slots.count {
                slots = [Int32](repeating: 0, count: slots.count * 2)
                for index in entries.indices { file(index) }
            } else {
                file(entries.count - 1)
            }
        }

        /// Puts the entry at `index` in the first free slot from its home.
        private mutating func file(_ index: Int) {
            let mask = slots.count - 1
            var slot = Self.home(entries[index].storage, mask)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }
}
