import ChoreographTestSupport
import Foundation
import Testing

/// Checks `choreo bench host`'s output shape and its argument checks only: timings are never asserted.
@Suite("choreo bench host", .needsSubprocesses)
struct BenchHostCommandTests {
    @Test("json has one case per --views, named run.N, with numeric fields and allocations counted")
    func json() throws {
        let result = try Choreo.run(
            "bench", "host", "--views", "7", "--views", "30", "--format", "json", "--iterations", "1")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        let json = try #require(object as? [String: Any])
        #expect(Set(json.keys) == ["results"])
        let results = try objects(json["results"])
        #expect(results.compactMap { $0["name"] as? String } == ["run.7", "run.30"])
        for entry in results {
            #expect(Set(entry.keys) == ["name", "nanosPerOp", "allocationsPerOp", "budgetShare"])
            let nanos = try #require(number(entry["nanosPerOp"]))
            let share = try #require(number(entry["budgetShare"]))
            #expect(nanos.isFinite && nanos > 0)
            #expect(abs(share - nanos / (1e9 / 120)) <= 1e-12 + share * 1e-9)
            let allocations = entry["allocationsPerOp"]
            #if os(Linux)
                // Making views and animations allocates; the interposer always sees it here.
                #expect((number(allocations) ?? 0) > 0, "\(entry)")
            #else
                // Elsewhere the dynamic loader decides whether the interposer applies: a count or null.
                #expect(number(allocations) != nil || allocations is NSNull, "\(entry)")
            #endif
        }
    }

    @Test("the table has a header and a row per case, in the order given")
    func table() throws {
        let result = try Choreo.run("bench", "host", "--views", "12", "--views", "5", "--iterations", "1")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.first?.hasPrefix("benchmark") == true)
        #expect(lines.dropFirst().map { String($0.prefix { $0 != " " }) } == ["run.12", "run.5"])
    }

    static let badArguments: [BadArguments] = [
        .init(arguments: ["bench", "host", "--views", "0"], mentions: ["views = 0", "from 1 to 100000"]),
        .init(arguments: ["bench", "host", "--views", "100001"], mentions: ["views = 100001", "from 1 to 100000"]),
        .init(arguments: ["bench", "host", "--views", "-5"], mentions: ["views = -5", "from 1 to 100000"]),
        .init(arguments: ["bench", "host", "--views", "many"], mentions: ["many", "--views"]),
        .init(arguments: ["bench", "host", "--iterations", "0"], mentions: ["iterations = 0", "at least 1"]),
        .init(arguments: ["bench", "host", "--iterations", "101"], mentions: ["iterations = 101", "at most 100"]),
        .init(arguments: ["bench", "host", "--format", "svg"], mentions: ["svg", "--format"]),
    ]

    @Test("bad arguments exit with 64 and one line naming the value and the rule", arguments: badArguments)
    func badArgument(_ bad: BadArguments) throws {
        expectUsageError(try CommandRunner(product: "choreo").run(bad.arguments), mentions: bad.mentions)
    }
}
