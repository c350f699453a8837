// MARK: - Internal API

extension EffectOutput {
    /// `first` followed by the targets of `second` that `first` does not hold, in order: the stacking of two combined
    /// effects (``TransitionEffect/combined(with:)``).
    ///
    /// When `second` starts with `first`'s targets, the same byte for byte, and holds none of them after — as matched
    /// geometry's stacking starts with the two screens another effect stacks — that is `second` itself, kept rather
    /// than copied target by target. Only a target of a kind one of `first`'s targets has can be one of them
    /// (``TransitionTarget/==(_:_:)`` compares kinds first), so the others, read in place, are compared with none.
    static func mergedStacking(_ first: [TransitionTarget], _ second: [TransitionTarget]) -> [TransitionTarget] {
        guard !first.isEmpty else { return second }
        let firstSet = TargetSet(first)
        // The kinds of `first`'s targets, as bits of their raw values.
        var kinds: UInt8 = 0
        for index in first.indices {
            kinds |= 1 << first[index].kind.rawValue
        }
        // Whether `second` starts with `first`'s targets, their kinds equal and their identifiers equal byte for byte.
        var startsWithFirst = second.count >= first.count
        for index in first.indices where startsWithFirst {
            startsWithFirst =
                first[index].kind == second[index].kind && first[index].rest.utf8.elementsEqual(second[index].rest.utf8)
        }
        if startsWithFirst {
            let holdsNoneAfter = second.withUnsafeBufferPointer { targets in
                for index in first.count..<targets.count where kinds & 1 << targets[index].kind.rawValue != 0 {
                    if firstSet.contains(targets[index]) { return false }
                }
                return true
            }
            if holdsNoneAfter { return second }
        }
        var stacking = first
        stacking.reserveCapacity(first.count + second.count)
        second.withUnsafeBufferPointer { targets in
            for index in targets.indices {
                guard kinds & 1 << targets[index].kind.rawValue == 0 || !firstSet.contains(targets[index]) else {
                    continue
                }
                stacking.append(targets[index])
            }
        }
        return stacking
    }
}
