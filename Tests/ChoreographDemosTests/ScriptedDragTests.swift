import ChoreographDemos
import ChoreographHeadless
import Foundation
import Testing

/// The catalog's scripted drags do what their outcome says: a finishing drag leaves the demo's window showing what
/// performing the operation leaves, a cancelled one what was there before the drag.
@MainActor
@Suite("Scripted drags in the catalog")
struct ScriptedDragTests {
    /// The identifiers of the views shown in the window (not hidden, somewhat opaque), in tree order.
    func shown(_ view: View) -> [String] {
        guard !view.isHidden, view.alpha >= 0.01 else { return [] }
        return (view.identifier.map { [$0] } ?? []) + view.subviews.flatMap(shown)
    }

    /// The demo on a fresh host, brought to the state `operation` starts from, then changed by `change`, settled.
    func state(
        of drag: DemoCatalog.ScriptedDrag, after change: (any Scenario, ManualClock) throws -> Void
    ) throws -> [String] {
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let scenario = try #require(DemoCatalog.makeScenario(named: drag.demo))
        let forward = try #require(scenario.forwardOperation)
        scenario.perform(forward)
        clock.advance(by: 2)
        try change(scenario, clock)
        clock.advance(by: 3)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty, "\(drag.demo) \(drag.label)")
        return shown(scenario.window)
    }

    @Test("Every drag parses, names a catalogued demo and an operation it supports, and each has a finish and a cancel")
    func wellFormed() throws {
        for drag in DemoCatalog.scriptedDrags {
            #expect(DemoCatalog.entry(named: drag.demo) != nil)
            _ = try DragScript(parsing: drag.script)
            HostEnvironment.install(clock: ManualClock())
            #expect(DemoCatalog.makeScenario(named: drag.demo)?.operations.contains(drag.operation) == true)
        }
        let pairs = Set(DemoCatalog.scriptedDrags.map { "\($0.demo) \($0.label)" })
        #expect(pairs.count == DemoCatalog.scriptedDrags.count, "no demo has the same outcome twice")
        for demo in Set(DemoCatalog.scriptedDrags.map(\.demo)) {
            let outcomes = DemoCatalog.scriptedDrags.filter { $0.demo == demo }.map(\.outcome)
            #expect(Set(outcomes) == Set(DemoCatalog.ScriptedDrag.Outcome.allCases), "\(demo)")
        }
    }

    @Test(
        "A finishing drag ends as the operation does; a cancelled one as the demo was",
        arguments: DemoCatalog.scriptedDrags)
    func outcome(_ drag: DemoCatalog.ScriptedDrag) throws {
        let before = try state(of: drag) { _, _ in }
        let operated = try state(of: drag) { scenario, _ in scenario.perform(drag.operation) }
        #expect(before != operated, "the operation changes what shows")
        let dragged = try state(of: drag) { scenario, clock in
            try TouchSimulator(window: scenario.window, clock: clock).perform(DragScript(parsing: drag.script))
        }
        #expect(dragged == (drag.outcome == .finish ? operated : before), "\(drag.demo) \(drag.label)")
    }
}
