import ChoreographTestSupport
import Foundation
import Testing

/// Checks how `choreo bench` sets the C library's allocator and says so: `--allocator steady` (the default) fixes
/// glibc's thresholds, `--allocator system` leaves them, and the report names the setting that held.
@Suite("choreo bench --allocator", .needsSubprocesses)
struct BenchAllocatorTests {
    /// The report's `allocator` member and the standard error of `choreo bench timing` with `arguments` added.
    private func allocator(_ arguments: String...) throws -> (reported: String?, standardError: String) {
        let result = try CommandRunner(product: "choreo").run(
            ["bench", "timing", "--format", "json", "--iterations", "1"] + arguments)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        return ((object as? [String: Any])?["allocator"] as? String, result.standardError)
    }

    @Test("by default glibc's thresholds are fixed, and the report and a note on standard error say so")
    func steadyByDefault() throws {
        for run in [try allocator(), try allocator("--allocator", "steady")] {
            #if os(Linux) && canImport(Glibc)
                // glibc accepts both thresholds, so the setting holds.
                #expect(run.reported == "steady")
                #expect(run.standardError.contains("--allocator steady"), "\(run.standardError)")
            #else
                // Elsewhere the allocator is left as it starts, and the report says so.
                #expect(run.reported == "system")
                #expect(!run.standardError.contains("--allocator steady"), "\(run.standardError)")
            #endif
        }
    }

    @Test("--allocator system leaves the allocator as it starts and reports it, with no note")
    func system() throws {
        let run = try allocator("--allocator", "system")
        #expect(run.reported == "system")
        #expect(!run.standardError.contains("--allocator steady"), "\(run.standardError)")
    }

    @Test("an unknown setting is refused with exit status 64 and one line naming the value and the settings")
    func unknown() throws {
        for group in ["timing", "plan", "host", "layout", "render"] {
            expectUsageError(
                try Choreo.run("bench", group, "--allocator", "huge"), mentions: ["huge", "steady", "system"])
        }
    }
}
