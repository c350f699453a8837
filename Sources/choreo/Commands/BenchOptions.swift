import ArgumentParser

/// The options every `choreo bench` group shares: how the results are printed and how the allocator is set.
struct BenchOptions: ParsableArguments {
    /// The output format. Default: a table.
    @Option(help: "Output format.")
    var format: BenchmarkFormat = .table

    /// How the C library's allocator is set while the cases run. Default: ``BenchmarkAllocator/steady``.
    @Option(
        help: ArgumentHelp(
            "steady fixes glibc's malloc thresholds (blocks from 32 MiB are mapped, 64 MiB free at the heap's top is "
                + "kept), so that a figure does not depend on which blocks earlier work freed; system leaves glibc's "
                + "dynamic thresholds on. Other C libraries are left as they start either way. Default: steady."))
    var allocator: BenchmarkAllocator = .steady

    /// Sets the allocator, then makes a runner of `iterations` runs per batch (`command` names the group in notes).
    func runner(iterations: Int, command: String) -> (runner: BenchmarkRunner, allocator: BenchmarkAllocator) {
        let applied = allocator.apply()
        if allocator == .steady, applied == .steady {
            BenchmarkRunner.note(
                "glibc's malloc thresholds are fixed for this run (--allocator steady); "
                    + "--allocator system measures with its dynamic thresholds")
        }
        return (BenchmarkRunner.prepared(iterations: iterations, command: command), applied)
    }

    /// Prints `results`, measured with `allocator` set, in ``format``.
    func write(_ results: [BenchmarkResult], allocator: BenchmarkAllocator) throws {
        try BenchmarkReport(allocator: allocator, results: results).write(as: format)
    }
}
