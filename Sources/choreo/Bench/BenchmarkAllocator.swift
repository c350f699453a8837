import ArgumentParser

#if canImport(Glibc)
    import Glibc
#else
    // Only glibc has the thresholds ``BenchmarkAllocator/steady`` fixes; nothing is imported elsewhere.
#endif

/// How the C library's allocator is set while `choreo bench` measures.
///
/// glibc adjusts two thresholds as a process runs: when it frees a block it had mapped from the system, it maps only
/// larger blocks from then on and keeps up to twice that block's size free at the top of its heap; whatever is freed
/// there beyond that goes back to the system, and the next case touching that memory faults it in again. Which blocks
/// a process happened to free before a case then decides what the case pays for: across this package's history the
/// same work has crossed that line both ways as a plan's largest block grew or shrank. ``steady`` fixes the
/// thresholds where glibc's own adjustment ends (a block of 32 MiB or more), the state of a process that has once
/// freed such a block, so that a figure measures the work done; ``system`` leaves the heuristic on. Apple's
/// allocator does not use this heuristic, and there, as with any C library other than glibc, both settings measure
/// the allocator as the process starts.
enum BenchmarkAllocator: String, CaseIterable, ExpressibleByArgument {
    /// glibc's thresholds fixed: blocks from 32 MiB are mapped from the system, and up to 64 MiB free at the top of
    /// the heap is kept. The default.
    case steady
    /// The allocator as the process starts, glibc's dynamic thresholds included.
    case system

    /// The size from which glibc maps a block from the system under ``steady``: 32 MiB, the ceiling of its own
    /// adjustment on 64-bit systems.
    static let mappedBlockSize = 32 << 20

    /// How much free memory at the top of its heap glibc keeps under ``steady``: 64 MiB, twice
    /// ``mappedBlockSize``, as its own adjustment pairs them.
    static let keptTopSize = 64 << 20

    /// Sets this process's allocator as `self` says and returns the setting that holds: ``steady`` only where the C
    /// library is glibc and accepted both thresholds, ``system`` otherwise. Call it once, before the first case.
    func apply() -> BenchmarkAllocator {
        guard self == .steady else { return .system }
        return Self.fixGlibcThresholds() ? .steady : .system
    }

    #if canImport(Glibc)
        /// `mallopt`'s parameters, from glibc's `malloc.h`, which the `Glibc` module does not bring.
        private enum Parameter {
            /// `M_TRIM_THRESHOLD`.
            static let trimThreshold: Int32 = -1
            /// `M_MMAP_THRESHOLD`.
            static let mmapThreshold: Int32 = -3
        }

        /// Fixes glibc's two thresholds through `mallopt`, looked up at run time: a C library without it (musl has
        /// one that does nothing and returns 0) leaves the allocator as it is. True when both were accepted.
        private static func fixGlibcThresholds() -> Bool {
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "mallopt") else { return false }
            let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
            return mallopt(Parameter.mmapThreshold, Int32(mappedBlockSize)) == 1
                && mallopt(Parameter.trimThreshold, Int32(keptTopSize)) == 1
        }
    #else
        /// False: Apple's allocator and C libraries other than glibc have no such thresholds, and are left as they
        /// start.
        private static func fixGlibcThresholds() -> Bool { false }
    #endif
}
