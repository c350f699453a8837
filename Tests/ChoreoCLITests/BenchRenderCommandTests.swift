import ChoreographTestSupport
import Foundation
import Testing

/// Checks `choreo bench render`'s argument checks only: a whole gallery rendered 17 times is too slow for a test, and
/// timings are never asserted.
@Suite("choreo bench render", .needsSubprocesses)
struct BenchRenderCommandTests {
    static let badArguments: [BadArguments] = [
        .init(arguments: ["bench", "render", "--format", "svg"], mentions: ["svg", "--format"]),
        .init(arguments: ["bench", "render", "--views", "10"], mentions: ["--views"]),
    ]

    @Test("bad arguments exit with 64 and one line naming the value and the rule", arguments: badArguments)
    func badArgument(_ bad: BadArguments) throws {
        expectUsageError(try CommandRunner(product: "choreo").run(bad.arguments), mentions: bad.mentions)
    }

    @Test("the group is listed in choreo bench's help")
    func listed() throws {
        let result = try Choreo.run("bench", "--help")
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("render"))
    }
}
