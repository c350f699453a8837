import ChoreographTestSupport
import Foundation
import Testing

/// Checks `choreo bench host`'s output shape and its argument checks only: timings are never asserted.
@Suite("choreo bench host", .needsSubprocesses)
struct BenchHostCommandTests {
    @Test("json has two cases per --views, run.N and run.N.steady, with numeric fields and allocations counted")
    func json() throws {
        let json = try benchJSON(views: 7, 30)
        #expect(Set(json.keys) == ["allocator", "results"])
        let results = try objects(json["results"])
        #expect(
            results.compactMap { $0["name"] as? String } == ["run.7", "run.7.steady", "run.30", "run.30.steady"])
        for entry in results {
            #expect(Set(entry.keys) == ["name", "nanosPerOp", "allocationsPerOp", "budgetShare"])
            let nanos = try #require(number(entry["nanosPerOp"]))
            let share = try #require(number(entry["budgetShare"]))
            #expect(nanos.isFinite && nanos > 0)
            #expect(abs(share - nanos / (1e9 / 120)) <= 1e-12 + share * 1e-9)
            let allocations = entry["allocationsPerOp"]
            #if os(Linux)
                // Making views and animations allocates; the interposer always sees it here.
                if (entry["name"] as? String)?.hasSuffix(".steady") == false {
                    #expect((number(allocations) ?? 0) > 0, "\(entry)")
                }
            #else
                // Elsewhere the dynamic loader decides whether the interposer applies: a count or null.
                #expect(number(allocations) != nil || allocations is NSNull, "\(entry)")
            #endif
        }
    }

    @Test("a steady frame allocates the same whatever the number of views, and less than a frame of the whole run")
    func steadyAllocations() throws {
        let results = try objects(benchJSON(views: 5, 40)["results"])
        var allocations: [String: Double] = [:]
        for entry in results {
            if let name = entry["name"] as? String, let count = number(entry["allocationsPerOp"]) {
                allocations[name] = count
            }
        }
        #if os(Linux)
            // In a steady frame the views animate and no animation starts or ends: nothing is made per view. (An
            // optimized build makes nothing at all; a debug build's unoptimized collections may allocate a few
            // times per frame, the same for any number of views.)
            let steady = try #require(allocations["run.5.steady"])
            #expect(allocations["run.40.steady"] == steady)
            #expect(steady < (allocations["run.5"] ?? 0))
            #expect(steady < (allocations["run.40"] ?? 0))
        #else
            // Elsewhere allocations may not be counted at all.
            _ = allocations
        #endif
    }

    @Test("the table has a header and a row per case, in the order given")
    func table() throws {
        let result = try Choreo.run("bench", "host", "--views", "12", "--views", "5", "--iterations", "1")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.first?.hasPrefix("benchmark") == true)
        #expect(
            lines.dropFirst().map { String($0.prefix { $0 != " " }) } == [
                "run.12", "run.12.steady", "run.5", "run.5.steady",
            ])
    }

    /// The JSON object `choreo bench host` prints for one run of each case with `views`, after checking it exited
    /// with 0.
    private func benchJSON(views: Int...) throws -> [String: Any] {
        let arguments =
            ["bench", "host"] + views.flatMap { ["--views", "\($0)"] } + ["--format", "json", "--iterations", "1"]
        let result = try CommandRunner(product: "choreo").run(arguments)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        return try #require(object as? [String: Any])
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
