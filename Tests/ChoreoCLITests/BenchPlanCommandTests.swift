import ChoreographTestSupport
import Foundation
import Testing

/// Checks `choreo bench plan`'s output shape and its argument checks only: timings are never asserted.
@Suite("choreo bench plan", .needsSubprocesses)
struct BenchPlanCommandTests {
    @Test("json has a plan.N case per --views, then transition.1000, with numeric fields")
    func json() throws {
        let result = try Choreo.run("bench", "plan", "--views", "7", "--views", "30", "--format", "json")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        let json = try #require(object as? [String: Any])
        #expect(Set(json.keys) == ["allocator", "results"])
        let results = try objects(json["results"])
        #expect(results.compactMap { $0["name"] as? String } == ["plan.7", "plan.30", "transition.1000"])
        for entry in results {
            #expect(Set(entry.keys) == ["name", "nanosPerOp", "allocationsPerOp", "budgetShare"])
            let nanos = try #require(number(entry["nanosPerOp"]))
            let share = try #require(number(entry["budgetShare"]))
            #expect(nanos.isFinite && nanos > 0)
            #expect(abs(share - nanos / (1e9 / 120)) <= 1e-12 + share * 1e-9)
        }
    }

    static let badArguments: [BadArguments] = [
        .init(arguments: ["bench", "plan", "--views", "0"], mentions: ["views = 0", "from 1 to 20000"]),
        .init(arguments: ["bench", "plan", "--views", "20001"], mentions: ["views = 20001", "from 1 to 20000"]),
        .init(arguments: ["bench", "plan", "--views", "-3"], mentions: ["views = -3", "from 1 to 20000"]),
        .init(arguments: ["bench", "plan", "--views", "lots"], mentions: ["lots", "--views"]),
        .init(arguments: ["bench", "plan", "--format", "svg"], mentions: ["svg", "--format"]),
    ]

    @Test("bad arguments exit with 64 and one line naming the value and the rule", arguments: badArguments)
    func badArgument(_ bad: BadArguments) throws {
        expectUsageError(try CommandRunner(product: "choreo").run(bad.arguments), mentions: bad.mentions)
    }
}
