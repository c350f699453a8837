import ChoreographTestSupport
import Foundation
import Testing

/// Checks the benchmark's output shape only: timings are never asserted.
@Suite("choreo bench timing", .needsSubprocesses)
struct BenchCommandTests {
    @Test("json lists every timing case with numeric fields")
    func json() throws {
        let result = try Choreo.run("bench", "timing", "--format", "json", "--iterations", "2")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        let json = try #require(object as? [String: Any])
        #expect(Set(json.keys) == ["allocator", "results"])
        let results = try objects(json["results"])
        let names = results.compactMap { $0["name"] as? String }
        #expect(Set(["timing.curve", "timing.spring"]).isSubset(of: names))
        // The planned timelines' tracks per element: a ghost's geometry, look and the snapshots inside it (17); an
        // element lifted into the container (6).
        #expect(names.contains("frame.1000x17"))
        #expect(names.contains("frame.1000x6"))
        // The same screens as frame.1000x17 sliding with matched geometry on linear timing, sampled by progress.
        #expect(names.contains { $0.hasPrefix("progress.1000x") })
        for entry in results {
            #expect(Set(entry.keys) == ["name", "nanosPerOp", "allocationsPerOp", "budgetShare"])
            let nanos = try #require(number(entry["nanosPerOp"]))
            let share = try #require(number(entry["budgetShare"]))
            #expect(nanos.isFinite && nanos >= 0)
            #expect(abs(share - nanos / (1e9 / 120)) <= 1e-12 + share * 1e-9)
            let allocations = entry["allocationsPerOp"]
            #expect(number(allocations) != nil || allocations is NSNull)
        }
    }

    @Test("sampling a curve, a spring or a timeline frame, by time or by progress past its ends, allocates nothing")
    func allocationsCounted() throws {
        let result = try Choreo.run("bench", "timing", "--format", "json", "--iterations", "1")
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        let results = try objects((object as? [String: Any])?["results"])
        #expect(results.count == 5)
        #if os(Linux)
            // Linked ahead of the C library, the interposer always sees the allocations here.
            let counted = true
            #expect(!result.standardError.contains("unavailable"))
        #else
            // Elsewhere the dynamic loader decides whether the interposer applies; when it does not, the counts are
            // null and the benchmark says so on standard error.
            let counted = !result.standardError.contains("unavailable")
        #endif
        for entry in results where counted {
            #expect(number(entry["allocationsPerOp"]) == 0, "\(entry)")
        }
    }

    @Test("table has a header and a row per case")
    func table() throws {
        let result = try Choreo.run("bench", "timing", "--iterations", "1")
        #expect(result.exitCode == 0)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.first?.hasPrefix("benchmark") == true)
        #expect(lines.contains { $0.hasPrefix("timing.curve ") })
        #expect(lines.contains { $0.hasPrefix("timing.spring ") })
        #expect(lines.contains { $0.hasPrefix("frame.1000x") })
    }
}
