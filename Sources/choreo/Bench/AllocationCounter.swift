import MallocInterposerSwift

/// Counts heap allocations with the malloc interposer that `choreo` links.
///
/// The executable links `libMallocInterposerSwift`, which defines `malloc` and friends. On Linux the library is
/// a direct dependency of the executable listed before the C library, so its definitions win symbol resolution
/// without `LD_PRELOAD`; on macOS its interpose table applies because it is loaded at launch. ``probe()``
/// checks this at run time rather than trusting it.
struct AllocationCounter {
    /// A counter if the interposer sees this process's allocations, nil otherwise.
    static func probe() -> AllocationCounter? {
        MallocInterposerSwift.initialize()
        let counter = AllocationCounter()
        // The first counted region also sees the interposer's own setup, so the second one decides.
        _ = counter.count { blackHole(Array(repeating: 1, count: 64)) }
        return counter.count { blackHole(Array(repeating: 1, count: 64)) } > 0 ? counter : nil
    }

    private init() {}

    /// The number of allocations `body` performs.
    func count(_ body: () -> Void) -> Int {
        MallocInterposerSwift.reset()
        MallocInterposerSwift.hook()
        body()
        MallocInterposerSwift.unhook()
        return MallocInterposerSwift.getStatistics().mallocCount
    }
}
