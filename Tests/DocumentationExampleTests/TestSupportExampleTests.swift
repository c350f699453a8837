import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The test support's examples, run as their documentation shows them (see `CoreExampleTests`).
@Suite("Documentation examples: test support")
struct TestSupportExampleTests {
    @Test("CommandRunner: run the built choreo", .enabled(if: CommandRunner.isSupported))
    func commandRunner() throws {
        // example: Sources/ChoreographTestSupport/CommandRunner.swift
        let choreo = try CommandRunner(product: "choreo")
        let result = try choreo.run(["curve", "easeInOut"])
        // end example
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("0.5"))
    }

    // example: Sources/ChoreographTestSupport/HashLaw.swift
    @Test func hashLaw() async {
        await HashLaw.check(components: 2) { ImageContent(name: "basil", size: CGSize(width: $0[0], height: $0[1])) }
    }
    // end example
}
