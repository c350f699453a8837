import Choreograph
import ChoreographDemos
import ChoreographHeadless
import Foundation
import Testing

/// The catalog lists every demo once, and every demo it lists runs both its operations to the end on a fresh host.
@MainActor
@Suite("Demo catalog")
struct DemoCatalogTests {
    @Test("The catalog lists the four seed demos, redview-scale in its three variants, each name once")
    func names() {
        #expect(
            DemoCatalog.names == [
                "herbs-pop", "bikes-card", "redview-scale", "redview-scale-custom", "redview-scale-navigation", "fade",
            ])
        #expect(Set(DemoCatalog.names).count == DemoCatalog.names.count)
        #expect(DemoCatalog.entry(named: "pizza-push") == nil)
        #expect(DemoCatalog.makeScenario(named: "no-such-demo") == nil)
        #expect(DemoCatalog.entries.allSatisfy { !$0.summary.isEmpty })
    }

    @Test("Every demo presents and dismisses in a visible 390 × 844 window, ending where it started")
    func everyDemoRuns() throws {
        for entry in DemoCatalog.entries {
            let (host, clock) = freshHost()
            let scenario = try #require(DemoCatalog.makeScenario(named: entry.name))
            #expect(scenario.name == entry.name)
            #expect(scenario.summary == entry.summary)
            #expect(scenario.window.isVisible)
            #expect(scenario.window.bounds.size == CGSize(width: 390, height: 844))
            #expect(scenario.operations == [.present, .dismiss])
            #expect(scenario.forwardOperation == .present)
            let before = scenario.window.subviews.map(\.identifier)
            scenario.perform(.present)
            clock.advance(by: 2)
            #expect(scenario.window.subviews.last?.identifier == "container", "\(entry.name): a presentation is up")
            scenario.perform(.dismiss)
            clock.advance(by: 2)
            #expect(scenario.window.subviews.map(\.identifier) == before, "\(entry.name)")
            #expect(animatingViews(in: scenario.window).isEmpty, "\(entry.name)")
            #expect(host.diagnostics.entries.isEmpty, "\(entry.name): \(host.diagnostics.entries)")
        }
    }
}
