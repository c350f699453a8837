import ChoreographHeadless
import Testing

// example: Sources/ChoreographHeadless/Diagnostics/Diagnostic+Code.swift
extension Diagnostic.Code {
    static let cardMissing = Diagnostic.Code("myApp.cardMissing", .fallback)
}
// end example

/// A module's own diagnostic code, defined as `Diagnostic.Code` documents it, reported and compared as a typed value.
@MainActor
@Suite("Documentation examples: diagnostic codes")
struct DiagnosticCodeExampleTests {
    @Test("A code defined in an extension is reported with its name and severity")
    func ownCode() {
        let host = HostEnvironment.install(clock: ManualClock())
        host.diagnostics.report(.cardMissing, "the card was not found")
        #expect(host.diagnostics.codes == [.cardMissing])
        #expect(host.diagnostics.entries.first?.severity == .fallback)
        #expect(host.diagnostics.entries.first?.description.hasPrefix("[fallback] myApp.cardMissing: ") == true)
    }
}
