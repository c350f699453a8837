extension BenchmarkRunner {
    /// A runner of `iterations` runs per batch that counts allocations where it can, after telling standard error
    /// when it cannot and when the build is a debug build (`command` names the benchmark group in that note).
    static func prepared(iterations: Int, command: String) -> BenchmarkRunner {
        let counter = AllocationCounter.probe()
        if counter == nil {
            note("allocation counting is unavailable in this process; allocations are reported as unavailable")
        }
        #if DEBUG
            note("this is a debug build; use `swift run -c release choreo bench \(command)` for representative numbers")
        #endif
        return BenchmarkRunner(iterations: iterations, allocationCounter: counter)
    }

    /// Writes `message` to standard error as a note.
    static func note(_ message: String) {
        StandardError.note(message)
    }
}
