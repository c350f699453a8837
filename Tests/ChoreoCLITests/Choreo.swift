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
