import Choreograph
import ChoreographDemos
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The catalog lists every demo once, and every demo it lists runs its forward operation and its reverse to the end
/// on a fresh host.
@MainActor
@Suite("Demo catalog")
struct DemoCatalogTests {
    @Test("The catalog lists each demo once: the seeds, their variants and their library versions")
    func names() {
        #expect(
            DemoCatalog.names == [
                "herbs-pop", "pizza-push", "bikes-card", "redview-scale", "redview-scale-custom",
                "redview-scale-navigation", "fade", "fade-navigation", "edge-pop", "sheet-detents",
                "bikes-card-library", "redview-scale-library", "fade-library", "pizza-push-library",
                "herbs-pop-library",
                "zoom-grid",
            ])
        #expect(Set(DemoCatalog.names).count == DemoCatalog.names.count)
        #expect(DemoCatalog.makeScenario(named: "no-such-demo") == nil)
        #expect(DemoCatalog.entries.allSatisfy { !$0.summary.isEmpty })
    }

    @Test(
        "Every demo presents and dismisses, or pushes and pops, in a visible 390 × 844 window, ending where it started")
    func everyDemoRuns() throws {
        for entry in DemoCatalog.entries {
            let (host, clock) = freshHost()
            let scenario = try #require(DemoCatalog.makeScenario(named: entry.name))
            #expect(scenario.name == entry.name)
            #expect(scenario.summary == entry.summary)
            #expect(scenario.window.isVisible)
            #expect(scenario.window.bounds.size == CGSize(width: 390, height: 844))
            let modal = scenario.operations == [.present, .dismiss]
            #expect(modal || scenario.operations == [.push, .pop], "\(entry.name): \(scenario.operations)")
            let forward = try #require(scenario.forwardOperation)
            let before = scenario.window.subtree.map(\.identifier)
            scenario.perform(forward)
            clock.advance(by: 2)
            if modal {
                #expect(scenario.window.subviews.last?.identifier == "container", "\(entry.name): a presentation is up")
            } else {
                let navigation = scenario.window.rootViewController as? NavigationController
                #expect(navigation?.viewControllers.count == 2, "\(entry.name): a screen is pushed")
            }
            #expect(scenario.window.subtree.map(\.identifier) != before, "\(entry.name): the screen changed")
            scenario.perform(scenario.operations[1])
            clock.advance(by: 2)
            #expect(scenario.window.subtree.map(\.identifier) == before, "\(entry.name)")
            #expect(animatingViews(in: scenario.window).isEmpty, "\(entry.name)")
            #expect(host.diagnostics.entries.isEmpty, "\(entry.name): \(host.diagnostics.entries)")
        }
    }
}
