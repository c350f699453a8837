/// The targets of a plan's motions in the order they come, each with its index: found by a fingerprint of the name in
/// a table of open addressing, then compared by name, instead of through a dictionary that hashes every name with the
/// standard library's keyed hash (a plan names hundreds of targets, each hashed once).
///
/// While every target's identifier is ASCII, the fingerprint is a hash of its kind and bytes
/// (``TransitionTarget/asciiFingerprint``): for ASCII, equal strings have equal bytes. From the first that is not,
/// every fingerprint is the standard library's hash of the target, which agrees with its `==`: canonically equivalent
/// names (a precomposed "é" and "e" with a combining accent; the Kelvin sign and "K") are one target, as in a
/// dictionary.
struct TargetIndex {
    /// The targets, each once, in the order they were first given.
    private(set) var targets: [TransitionTarget] = []
    /// The fingerprint of each target.
    private var fingerprints: [UInt64] = []
    /// Each slot holds 1 + the index of a target, or 0 when empty. Its count is a power of two, at least twice the
    /// targets'.
    private var slots: [Int32]
    /// Whether the fingerprints are the standard library's hashes of the targets: since an identifier that is not
    /// ASCII.
    private var hashesStrings = false
    /// For targets given distinct (``init(distinct:firstGhost:)``), the place of the first ghost's or snapshot's; 0
    /// otherwise.
    private var firstGhost = 0

    /// An empty index with room for `capacity` targets before it grows.
    init(capacity: Int) {
        var count = 16
        while count < 2 * capacity { count *= 2 }
        slots = [Int32](repeating: 0, count: count)
        targets.reserveCapacity(capacity)
        fingerprints.reserveCapacity(capacity)
    }

    /// An index of `targets`, which must be distinct, in that order. The targets are filed in the table only when one
    /// is first looked up (``position(of:)``): a plan whose motions name their targets in the order they are stacked
    /// finds each one by comparing names, and never files them. The index keeps the array it is given (the stacking
    /// it becomes), copied only when a target is added.
    ///
    /// The targets before `firstGhost` must be no ghost's or snapshot's (``TransitionTarget/mayBeGhostOrSnapshot``)
    /// and the others all ghosts' or snapshots': until the targets are filed, another target is looked for among the
    /// first ones alone (a screen or the dimming view, which a plan's motions name), where it can only be.
    init(distinct targets: [TransitionTarget], firstGhost: Int) {
        self.targets = targets
        self.firstGhost = firstGhost
        slots = []
    }

    /// The index of `target`, appending it when it is new.
    mutating func position(of target: TransitionTarget) -> Int {
        if fingerprints.count < targets.count {
            // Unfiled targets given distinct: one that is not a ghost or a snapshot can only be among the first ones.
            if !target.mayBeGhostOrSnapshot {
                for index in 0..<firstGhost where targets[index] == target { return index }
            }
            fileUnfiled()
        }
        let fingerprint = fingerprint(of: target)
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
        if targets.count * 2 > slots.count { file(inSlots: slots.count * 2) }
        return targets.count - 1
    }

    /// The fingerprint of `target`; the first target whose identifier is not ASCII turns every fingerprint into the
    /// target's hash.
    private mutating func fingerprint(of target: TransitionTarget) -> UInt64 {
        if !hashesStrings {
            if let hash = target.asciiFingerprint { return hash }
            hashesStrings = true
            fingerprints = targets.map(Self.stringHash)
            file(inSlots: slots.count)
        }
        return Self.stringHash(target)
    }

    /// The standard library's hash of `target`: equal for equal targets, canonical equivalence of their names
    /// included. Seeded per process, which changes only where targets are filed, never their indexes.
    private static func stringHash(_ target: TransitionTarget) -> UInt64 {
        UInt64(truncatingIfNeeded: target.hashValue)
    }

    /// Fingerprints and files the targets given distinct (``init(distinct:firstGhost:)``), none of which is filed, in
    /// a table of at least twice as many slots as targets.
    private mutating func fileUnfiled() {
        // Each name's ASCII fingerprint, worked out once; the string hashes of all when one is not ASCII.
        let ascii = targets.map(\.asciiFingerprint)
        if ascii.contains(nil) {
            hashesStrings = true
            fingerprints = targets.map(Self.stringHash)
        } else {
            fingerprints = ascii.compactMap { $0 }
        }
        var count = max(16, slots.count)
        while count < 2 * targets.count { count *= 2 }
        file(inSlots: count)
    }

    /// Files every target again in a table of `count` slots.
    private mutating func file(inSlots count: Int) {
        slots = [Int32](repeating: 0, count: count)
        let mask = count - 1
        for index in fingerprints.indices {
            var slot = Self.home(fingerprints[index], mask)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }

    /// The first slot to look in for a name of `fingerprint`, in a table of `mask` + 1 slots: the high half of the
    /// mixed fingerprint, so that names differing only in their last bytes spread.
    @inline(__always)
    private static func home(_ fingerprint: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: ((fingerprint ^ (fingerprint >> 29)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }
}
