/// The targets of a plan's motions in the order they come, each with its index: found by a fingerprint of the name's
/// bytes in a table of open addressing, then compared by name, instead of through a dictionary that hashes every
/// name with the standard library's keyed hash (a plan names hundreds of targets, each hashed once).
struct TargetIndex {
    /// The targets, each once, in the order they were first given.
    private(set) var targets: [TransitionTarget] = []
    /// The fingerprint of each target's name.
    private var fingerprints: [UInt64] = []
    /// Each slot holds 1 + the index of a target, or 0 when empty. Its count is a power of two, at least twice the
    /// targets'.
    private var slots: [Int32]

    /// An empty index with room for `capacity` targets before it grows.
    init(capacity: Int) {
        var count = 16
        while count < 2 * capacity { count *= 2 }
        slots = [Int32](repeating: 0, count: count)
        targets.reserveCapacity(capacity)
        fingerprints.reserveCapacity(capacity)
    }

    /// The index of `target`, appending it when it is new.
    mutating func position(of target: TransitionTarget) -> Int {
        let fingerprint = Self.fingerprint(target.name)
        let mask = slots.count - 1
        var slot = Self.home(fingerprint, mask)
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if fingerprints[index] == fingerprint, targets[index] == target { return index }
            slot = (slot + 1) & mask
        }
        targets.append(target)
        fingerprints.append(fingerprint)
        slots[slot] = Int32(targets.count)
        if targets.count * 2 > slots.count { grow() }
        return targets.count - 1
    }

    /// Doubles the table and files every target again.
    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for index in fingerprints.indices {
            var slot = Self.home(fingerprints[index], mask)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }

    /// The first slot to look in for a name of `fingerprint`, in a table of `mask` + 1 slots.
    @inline(__always)
    private static func home(_ fingerprint: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (fingerprint ^ (fingerprint >> 29)) &* 0x9E37_79B9_7F4A_7C15 >> 32) & mask
    }

    /// The FNV-1a hash of the name's UTF-8 bytes: equal names (which have equal bytes) have equal fingerprints.
    static func fingerprint(_ name: String) -> UInt64 {
        @inline(__always)
        func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            return hash
        }
        return name.utf8.withContiguousStorageIfAvailable { hash($0) } ?? hash(name.utf8)
    }
}
