import Choreograph
import ChoreographHeadless
import Foundation

/// The cases of `choreo bench plan`: capturing and planning a transition between two screens of 100, 1,000 and
/// 10,000 views (``PlanWorkload``), and a frame of the library's push of 1,000 views on the host.
enum PlanBenchmarks {
    /// The numbers of views planned by default: 100, 1,000 and 10,000.
    static let viewCounts = [100, 1_000, 10_000]
    /// The views of the `transition.*` case: 1,000.
    static let transitionViews = 1_000

    /// A `plan.<views>` case for each number of views, then `transition.1000`. Must be called on the main thread.
    static func all(views: [Int]) throws -> [BenchmarkCase] {
        try views.map(plan(views:)) + [transition(views: transitionViews)]
    }

    /// `plan.<views>`: capturing both screens of `views` views into scenes and planning the push between them.
    static func plan(views: Int) throws -> BenchmarkCase {
        let screens = try MainActor.assumeIsolated { () throws -> PlanWorkload.Screens in
            let screens = PlanWorkload.Screens(views: views)
            // Fail here, before timing, rather than inside the timed closure.
            _ = try screens.capturePlan()
            return screens
        }
        return BenchmarkCase(name: "plan.\(views)", operationsPerRun: 1) {
            MainActor.assumeIsolated {
                blackHole((try? screens.capturePlan()) ?? -1)
            }
        }
    }

    /// `transition.<views>`: one frame of the library's push of a `views`-view screen over another at 120 Hz on a
    /// fresh host — capture, plan, ghosts, every frame of the run and the restoration at its end included, divided
    /// by the frames the push takes.
    static func transition(views: Int) -> BenchmarkCase {
        let frames = MainActor.assumeIsolated { PlanWorkload.push(views: views) }
        return BenchmarkCase(name: "transition.\(views)", operationsPerRun: max(frames, 1)) {
            MainActor.assumeIsolated { blackHole(PlanWorkload.push(views: views)) }
        }
    }
}
