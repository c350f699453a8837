import ChoreographTestSupport
import Foundation
import Testing

/// Checks the layout benchmark's output shape and argument checks only: timings are never asserted.
@Suite("choreo bench layout", .needsSubprocesses)
struct BenchLayoutCommandTests {
    @Test("json lists a from-scratch and a constant-change case per grid size, with numeric fields")
    func json() throws {
        let result = try Choreo.run("bench", "layout", "--format", "json", "--iterations", "1", "--views", "10", "20")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        let results = try #require((object as? [String: Any])?["results"] as? [[String: Any]])
        #expect(
            results.compactMap { $0["name"] as? String } == [
                "layout.10", "layout.10.constant", "layout.20", "layout.20.constant",
            ])
        for entry in results {
            #expect(Set(entry.keys) == ["name", "nanosPerOp", "allocationsPerOp", "budgetShare"])
            let nanos = try #require((entry["nanosPerOp"] as? NSNumber)?.doubleValue)
            #expect(nanos.isFinite && nanos >= 0)
        }
    }

    @Test("grid sizes outside 1…10,000 are refused with exit status 64, naming the value")
    func badSizes() throws {
        for size in ["0", "10001"] {
            let result = try Choreo.run("bench", "layout", "--views", size)
            #expect(result.exitCode == 64, "\(size): \(result.standardError)")
            #expect(result.standardError.contains("views = \(size)"), "\(result.standardError)")
        }
    }
}
