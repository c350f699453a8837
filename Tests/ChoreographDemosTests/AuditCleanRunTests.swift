import ChoreographDemos
import ChoreographHeadless
import ChoreographPreview
import Foundation
import Testing

/// The post-transition audit reports nothing on correct code: every demo, both ways, and every preset of the
/// showcase, modally and on a navigation stack, both ways — and nothing leaks once the scenario is released.
@MainActor
@Suite("Audit: no diagnostic on correct runs")
struct AuditCleanRunTests {
    /// Runs each of `make`'s operations in order, 3 s each, and returns the codes reported, then the leaks found
    /// once the scenario is released.
    private func run(_ make: () -> any Scenario) -> (codes: [Diagnostic.Code], leaks: [Diagnostic.Code]) {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        do {
            let scenario = make()
            clock.advance(by: 0.1)
            for operation in scenario.operations {
                scenario.perform(operation)
                clock.advance(by: 3)
            }
        }
        let codes = host.diagnostics.codes
        return (codes, host.reportLeaks().map(\.code))
    }

    @Test("Every demo, each operation in turn, is audited clean and leaks nothing", arguments: DemoCatalog.names)
    func demo(name: String) throws {
        let entry = try #require(DemoCatalog.entry(named: name))
        let (codes, leaks) = run { entry.make() }
        #expect(codes.isEmpty, "\(name): \(codes)")
        #expect(leaks.isEmpty, "\(name): \(leaks)")
    }

    @Test(
        "Every preset, modal and pushed, there and back, is audited clean and leaks nothing",
        arguments: PresetShowcase.entries.map(\.name))
    func preset(name: String) throws {
        let entry = try #require(PresetShowcase.entries.first { $0.name == name })
        for style in [ScreenPairScenario.Style.modal, .navigation] {
            let (codes, leaks) = run {
                ScreenPairScenario(
                    from: PresetShowcase.fromScreen, to: PresetShowcase.toScreen, transition: entry.spec.transition,
                    style: style, name: name)
            }
            // Tracks the host cannot show (a circular mask) are left out and said so: not the audit's business.
            let audit = codes.filter { $0 != .libraryTrackIgnored }
            #expect(audit.isEmpty, "\(name) \(style): \(audit)")
            #expect(leaks.isEmpty, "\(name) \(style): \(leaks)")
        }
    }
}
