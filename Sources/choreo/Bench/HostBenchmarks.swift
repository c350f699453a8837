import ChoreographHeadless

/// The cases of `choreo bench host`: the cost of one frame of a headless host's animation run
/// (``HostRunWorkload``) with 100, 1,000 and 10,000 views.
enum HostBenchmarks {
    /// The numbers of views measured by default: 100, 1,000 and 10,000.
    static let viewCounts = [100, 1_000, 10_000]
    /// Views animated by one run of a case with fewer views, spread over as many transitions as it takes: 1,000. A
    /// case of fewer views then still runs long enough to time; a case of more runs one transition.
    static let viewsPerRun = 1_000

    /// One case for each number of views, in that order.
    static func all(views: [Int]) -> [BenchmarkCase] {
        views.map(run(views:))
    }

    /// `run.<views>`: one frame of a transition of `views` views, the transition's set-up and ends included
    /// (``HostRunWorkload/transition(views:)``, divided by its 60 frames). Must be called on the main thread.
    static func run(views: Int) -> BenchmarkCase {
        let transitions = max(viewsPerRun / views, 1)
        return BenchmarkCase(
            name: "run.\(views)", operationsPerRun: transitions * HostRunWorkload.framesPerTransition
        ) {
            MainActor.assumeIsolated {
                var finished = 0
                for _ in 0..<transitions where HostRunWorkload.transition(views: views) {
                    finished += 1
                }
                blackHole(finished)
            }
        }
    }
}
