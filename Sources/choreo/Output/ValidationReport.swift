import ChoreographHeadless

/// What `choreo validate` prints: one entry per demo, operation and mode, with its violations.
struct ValidationReport {
    /// One demo's validation results.
    struct Entry {
        /// The demo's name.
        var demo: String
        /// The validator's results for it.
        var results: [TransitionValidator.Result]
    }

    /// The JSON document's keys.
    enum Key: String {
        case results, demo, operation, mode, violations, rule, message
    }

    /// The demos validated, in order.
    var entries: [Entry]

    /// Whether any result has a violation.
    var hasViolations: Bool {
        entries.contains { $0.results.contains { !$0.violations.isEmpty } }
    }

    /// `{"results":[{"demo","operation","mode","violations":[{"rule","message"}]}]}`, keys sorted.
    var json: String {
        let results = entries.flatMap { entry in
            entry.results.map { result in
                JSONOutput.members([
                    Key.demo: .string(entry.demo),
                    .operation: .string(result.operation.rawValue),
                    .mode: .string(result.mode.rawValue),
                    .violations: .array(
                        result.violations.map {
                            JSONOutput.members([Key.rule: .string($0.code.name), .message: .string($0.message)])
                        }),
                ])
            }
        }
        return JSONOutput.members([Key.results: .array(results)]).text
    }

    /// One line per demo, operation and mode (`herbs-pop present (animated): ok`), each violation indented under its
    /// line, then a summary line.
    var text: String {
        var lines: [String] = []
        var failed = 0
        var total = 0
        for entry in entries {
            for result in entry.results {
                total += 1
                let head = "\(entry.demo) \(result.operation.rawValue) (\(result.mode))"
                guard !result.violations.isEmpty else {
                    lines.append("\(head): ok")
                    continue
                }
                failed += 1
                lines.append("\(head): \(result.violations.count) violation(s)")
                lines += result.violations.map { "  \($0.code.name): \($0.message)" }
            }
        }
        lines.append("\(total - failed) clean, \(failed) with violations")
        return lines.joined(separator: "\n") + "\n"
    }
}
