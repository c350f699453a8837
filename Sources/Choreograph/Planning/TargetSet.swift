/// A few targets, or many: whether a target is one of them, asked by comparing names while they are few (most
/// combined effects move only the two screens and a dimming view) and by hashing when they are many.
struct TargetSet {
    private let few: [TransitionTarget]
    private let many: Set<TransitionTarget>
    /// Whether one of the targets may be a ghost or a snapshot (``TransitionTarget/mayBeGhostOrSnapshot``).
    let mayHoldGhostsOrSnapshots: Bool

    /// The targets, looked up by comparison up to 8 of them.
    init(_ targets: [TransitionTarget]) {
        let isFew = targets.count <= 8
        few = isFew ? targets : []
        many = isFew ? [] : Set(targets)
        mayHoldGhostsOrSnapshots = targets.contains { $0.mayBeGhostOrSnapshot }
    }

    /// Whether `target` is one of the targets.
    func contains(_ target: TransitionTarget) -> Bool {
        many.isEmpty ? few.contains(target) : many.contains(target)
    }
}
