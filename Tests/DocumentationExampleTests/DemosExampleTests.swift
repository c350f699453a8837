import ChoreographDemos
import ChoreographHeadless
import Foundation
import Testing

/// The demos' examples, run as their documentation shows them (see `CoreExampleTests`).
@MainActor
@Suite("Documentation examples: demos")
struct DemosExampleTests {
    @Test("DemoCatalog: make a demo by name, perform an operation, advance the clock")
    func catalog() {
        // example: Sources/ChoreographDemos/Catalog/DemoCatalog.swift
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let scenario = DemoCatalog.makeScenario(named: "herbs-pop")
        scenario?.perform(.present)
        clock.advance(by: 1)
        // end example
        #expect(scenario != nil)
        #expect(scenario?.window.rootViewController?.presentedViewController != nil)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }
}
