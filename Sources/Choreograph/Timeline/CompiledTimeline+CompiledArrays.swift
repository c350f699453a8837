import Foundation

extension CompiledTimeline {
    /// The keyframe arrays tracks were compiled from, known by their storage: a track whose keyframes are the very
    /// array of one compiled before (as planned tracks of identical motions share one), with the same delay and
    /// duration, has its lane and its interpolants, which sampling only reads, and takes them rather than compiling
    /// the same keyframes again.
    ///
    /// Every array is remembered, in a table of open addressing keyed by its storage, delay and duration: the table
    /// of the tracks being compiled holds their arrays, so no storage is freed and reused while this one is in use.
    struct CompiledArrays {
        /// What a track compiled from a remembered array, with its delay and duration, has: the same for every track
        /// of that array, delay and duration.
        struct Entry {
            var storage: Int
            var count: Int
            var delay: Double
            var duration: Double
            var lane: Int32
            var firstInterpolant: Int32
            /// What the track's record among the ``CompiledTimeline/movingTracks`` holds besides its offset and lane:
            /// ``MovingTrack/index``.
            var movingIndex: Int32
            /// The group of the track's record among the moving tracks
            /// (``CompiledTimeline/movingGroup(lane:interpolant:)``), or −1 for a track sampling never writes.
            var movingGroup: Int8
            /// ``MovingTrack/keyed``.
            var keyed: AnimatableValue.Kind?
            /// Whether the track is a straight move (``Track/isStraightMove``).
            var isStraightMove: Bool
        }

        private(set) var entries: [Entry] = []
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

        /// The first slot to look in for the array at `storage` with `delay` and `duration`, in a table of `mask` + 1
        /// slots. The delay and the duration count, so that one array shared by tracks of many delays (a cascade of
        /// tracks made from one keyframe list) spreads over the table instead of filling one run of slots.
        @inline(__always)
        static func home(_ storage: Int, _ delay: Double, _ duration: Double, _ mask: Int) -> Int {
            // Equal times have equal bits once −0 is +0 (`+ 0` makes it so): the entries compare times with `==`.
            let times = (delay + 0).bitPattern &* 0xC2B2_AE3D_27D4_EB4F &+ (duration + 0).bitPattern
            let key = UInt64(UInt(bitPattern: storage)) ^ times ^ (times >> 29)
            // Storage is aligned: the low bits say little, the product's high bits mix them all.
            return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        }

        /// The index in ``entries`` of the track compiled from the array at `storage` holding `count` keyframes,
        /// delayed by `delay` and lasting `duration`; `nil` when no track was.
        func find(storage: Int, count: Int, delay: Double, duration: Double) -> Int? {
            let mask = slots.count - 1
            var slot = Self.home(storage, delay, duration, mask)
            return entries.withUnsafeBufferPointer { entries in
                slots.withUnsafeBufferPointer { slots in
                    while slots[slot] != 0 {
                        let index = Int(slots[slot]) - 1
                        let entry = entries[index]
                        if entry.storage == storage && entry.count == count && entry.delay == delay
                            && entry.duration == duration
                        {
                            return index
                        }
                        slot = (slot + 1) & mask
                    }
                    return nil
                }
            }
        }

        /// Remembers `entry`, the track compiled from the array at its storage, and returns its index in
        /// ``entries``: a track of the same array, delay and duration has what it has.
        mutating func remember(_ entry: Entry) -> Int {
            entries.append(entry)
            if entries.count * 2 > slots.count {
                slots = [Int32](repeating: 0, count: slots.count * 2)
                for index in entries.indices { file(index) }
            } else {
                file(entries.count - 1)
            }
            return entries.count - 1
        }

        /// Puts the entry at `index` in the first free slot from its home.
        private mutating func file(_ index: Int) {
            let mask = slots.count - 1
            let entry = entries[index]
            var slot = Self.home(entry.storage, entry.delay, entry.duration, mask)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }
}
