import Foundation

extension CompiledTimeline {
    /// The keyframe arrays the last few tracks were compiled from, known by their storage: a track whose keyframes
    /// are the very array of one of them (as planned tracks of identical motions share one), with the same delay and
    /// duration, has its lane and its interpolants, which sampling only reads, and takes them rather than compiling
    /// the same keyframes again.
    struct CompiledArrays {
        private struct Entry {
            var storage: Int
            var count: Int
            var delay: Double
            var duration: Double
            var lane: Int
            var firstInterpolant: Int
        }

        /// How many arrays are remembered: 32, the oldest forgotten first.
        static let capacity = 32

        private var entries: [Entry] = []
        /// The entry the next array replaces once ``capacity`` are remembered.
        private var next = 0

        /// The lane and first interpolant of the track compiled from the array at `storage` holding `count`
        /// keyframes, delayed by `delay` and lasting `duration`; `nil` when none of the remembered was.
        func find(storage: Int, count: Int, delay: Double, duration: Double) -> (lane: Int, firstInterpolant: Int)? {
            entries.withUnsafeBufferPointer { entries in
                for index in entries.indices
                where entries[index].storage == storage && entries[index].count == count
                    && entries[index].delay == delay && entries[index].duration == duration
                {
                    return (entries[index].lane, entries[index].firstInterpolant)
                }
                return nil
            }
        }

        /// Remembers that the track compiled from the array at `storage` has these lane and first interpolant.
        mutating func remember(
            storage: Int,
            count: Int,
            delay: Double,
            duration: Double,
            lane: Int,
            firstInterpolant: Int
        ) {
            let entry = Entry(
                storage: storage, count: count, delay: delay, duration: duration, lane: lane,
                firstInterpolant: firstInterpolant)
            if entries.count < Self.capacity {
                entries.append(entry)
            } else {
                entries[next] = entry
                next = (next + 1) % Self.capacity
            }
        }
    }
}
