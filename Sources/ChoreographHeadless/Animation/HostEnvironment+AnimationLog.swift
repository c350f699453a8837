extension HostEnvironment {
    /// Makes room in ``animationLog`` for `count` more records at once, so that a block that starts many animations
    /// grows the log once instead of doubling it step by step, copying every record each time.
    ///
    /// The room at least doubles when it grows, so that many small blocks still cost amortized constant time per
    /// record.
    func reserveAnimationLog(for count: Int) {
        let needed = animationLog.count + count
        guard animationLog.capacity < needed else { return }
        animationLog.reserveCapacity(max(needed, animationLog.capacity * 2))
    }
}
