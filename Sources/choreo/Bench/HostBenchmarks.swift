import ChoreographHeadless

/// The cases of `choreo bench host`: the cost of one frame of a headless host's animation run
/// (``HostRunWorkload``) with 100, 1,000 and 10,000 views, averaged over the whole run and over its steady frames
/// alone (``HostRunSteadyWorkload``).
enum HostBenchmarks {
    /// The numbers of views measured by default: 100, 1,000 and 10,000.
    static let viewCounts = [100, 1_000, 10_000]
    /// Views animated by one run of a case with fewer views, spread over as many transitions as it takes: 1,000. A
    /// case of fewer views then still runs long enough to time; a case of more runs one transition.
    static let viewsPerRun = 1_000

    /// Two cases for each number of views, in that order: `run.<views>` then `run.<views>.steady`.
    static func all(views: [Int]) -> [BenchmarkCase] {
        views.flatMap { [run(views: $0), steady(views: $0)] }
    }

    /// `run.<views>`: one frame of a transition of `views` views, the transition's set-up and ends included
    /// (``HostRunWorkload/transition(views:)``, divided by its 60 frames). Must be called on the main thread.
    static func run(views: Int) -> BenchmarkCase {
        let transitions = max(viewsPerRun / views, 1)
        return BenchmarkCase(
            name: "run.\(views)", operationsPerRun: transitions * HostRunWorkload.framesPerTransition,
            run: onMainActor {
                var finished = 0
                for _ in 0..<transitions where HostRunWorkload.transition(views: views) {
                    finished += 1
                }
                blackHole(finished)
            })
    }

    /// `run.<views>.steady`: one steady frame of a run of `views` views — every view animating, no animation starting
    /// or ending (``HostRunSteadyWorkload``). The first run of the case (the runner's warm-up) sets the run up and
    /// runs its first frame; every run advances ``HostRunSteadyWorkload/framesPerRun`` frames. Must be called on the
    /// main thread.
    static func steady(views: Int) -> BenchmarkCase {
        var workload: HostRunSteadyWorkload?
        return BenchmarkCase(
            name: "run.\(views).steady", operationsPerRun: HostRunSteadyWorkload.framesPerRun,
            run: onMainActor {
                let run = workload ?? HostRunSteadyWorkload(views: views)
                workload = run
                blackHole(run.advance(frames: HostRunSteadyWorkload.framesPerRun))
            })
    }

    /// `body` as a case's closure, which the runner calls on the main thread without knowing it statically.
    ///
    /// Each call checks that it runs on the main actor, as `MainActor.assumeIsolated` does, but without that
    /// function's allocation per call, which would be counted as the case's: a main-actor function without arguments
    /// is called as any other, and the check has made sure the actor's isolation holds.
    private static func onMainActor(_ body: @escaping @MainActor () -> Void) -> () -> Void {
        let unchecked = unsafeBitCast(body, to: (() -> Void).self)
        return {
            MainActor.preconditionIsolated("a host benchmark runs on the main thread")
            unchecked()
        }
    }
}
