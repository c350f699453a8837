/// A few targets, or many: whether a target is one of them, asked by comparing names while they are few (most
/// combined effects move only the two screens and a dimming view) and by hashing when they are many.
///
/// While they are few and every name is ASCII, a target is first looked for by a hash of its name's bytes
/// (``ASCIIPlaces/hash(_:)``): for ASCII names, equal strings have equal bytes, so a name of another hash is none of
/// them, and the names are compared only where the hashes agree. A name that is not ASCII is compared as strings.
struct TargetSet {
    private let few: [TransitionTarget]
    /// The hash of each of `few`'s names, when every one is ASCII; `nil` otherwise.
    private let fewHashes: [UInt64]?
    private let many: Set<TransitionTarget>
    /// Whether one of the targets may be a ghost or a snapshot (``TransitionTarget/mayBeGhostOrSnapshot``).
    let mayHoldGhostsOrSnapshots: Bool

    /// The targets, looked up by comparison up to 8 of them.
    init(_ targets: [TransitionTarget]) {
        let isFew = targets.count <= 8
        few = isFew ? targets : []
        many = isFew ? [] : Set(targets)
        var hashes: [UInt64]? = []
        for target in few {
            guard let hash = ASCIIPlaces.hash(target.name) else {
                hashes = nil
                break
            }
            hashes?.append(hash)
        }
        fewHashes = hashes
        mayHoldGhostsOrSnapshots = targets.contains { $0.mayBeGhostOrSnapshot }
    }

    /// Whether `target` is one of the targets.
    func contains(_ target: TransitionTarget) -> Bool {
        guard many.isEmpty else { return many.contains(target) }
        guard !few.isEmpty else { return false }
        if let fewHashes, let hash = ASCIIPlaces.hash(target.name) {
            for index in fewHashes.indices where fewHashes[index] == hash && few[index] == target {
                return true
            }
            return false
        }
        return few.contains(target)
    }
}
