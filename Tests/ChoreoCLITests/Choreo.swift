import ChoreographTestSupport
import Foundation
import Testing

/// Runs the built `choreo` binary.
enum Choreo {
    /// Runs `choreo` with `arguments`; fails the test if the binary cannot be started.
    static func run(_ arguments: String...) throws -> CommandResult {
        try CommandRunner(product: "choreo").run(arguments)
    }

    /// Runs `choreo` with `arguments`, expects success with nothing on stderr, and parses stdout as a JSON object.
    static func json(_ arguments: String...) throws -> [String: Any] {
        let result = try CommandRunner(product: "choreo").run(arguments)
        #expect(result.exitCode == 0, "stderr: \(result.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        return try #require(object as? [String: Any])
    }
}

/// Checks that `result` is a bad-argument exit: status 64, nothing on standard output, and exactly one line on
/// standard error that starts with `error: ` and contains every word of `mentions`.
func expectUsageError(
    _ result: CommandResult, mentions: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(result.exitCode == 64, "stderr: \(result.standardError)", sourceLocation: sourceLocation)
    #expect(result.standardOutput.isEmpty, sourceLocation: sourceLocation)
    #expect(result.standardError.hasSuffix("\n"), sourceLocation: sourceLocation)
    let lines = result.standardErrorLines
    #expect(lines.count == 1, "stderr: \(result.standardError)", sourceLocation: sourceLocation)
    let line = lines.first ?? ""
    #expect(line.hasPrefix("error: "), sourceLocation: sourceLocation)
    for word in mentions {
        #expect(line.contains(word), "\(line) should mention \(word)", sourceLocation: sourceLocation)
    }
}

/// A JSON number as a Double (JSONSerialization gives NSNumber).
func number(_ value: Any?) -> Double? {
    (value as? NSNumber)?.doubleValue
}

/// The objects of a JSON array of objects.
func objects(_ value: Any?) throws -> [[String: Any]] {
    try #require(value as? [[String: Any]])
}

extension Trait where Self == ConditionTrait {
    /// Enables a suite that runs the built binary only where subprocesses exist (macOS, Linux, Windows).
    static var needsSubprocesses: Self {
        .enabled(if: CommandRunner.isSupported, "running choreo needs subprocesses (macOS, Linux, Windows)")
    }
}
