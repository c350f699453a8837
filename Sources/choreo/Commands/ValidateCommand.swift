import ArgumentParser
import ChoreographDemos
import ChoreographHeadless

/// `choreo validate`: runs demos' transitions in every mode through the transition validator.
struct ValidateCommand: CheckedCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Run a demo's transitions (or every demo's) in every mode and report what went wrong.",
        discussion: """
            Each operation of the demo runs animated, not animated (where the demo can), interactively finished, \
            interactively cancelled, interrupted half way and under a size change, each on a fresh host with a \
            manual clock. Every diagnostic the host reports, and every run that does not settle or leaves a blank \
            screen, is a violation. Exits with 1 when there is any violation, 0 when every run is clean.

            `all` validates every demo of `choreo list`. The classic mistakes (mistake-NAME, for example \
            mistake-root-left-scaled) are not among them, as each is made to fail: validate one by its name to \
            see its violations.

            Examples:
              choreo validate all
              choreo validate herbs-pop --format text
              choreo validate mistake-snapshot-left --format text
            """
    )

    /// The keyword that validates every demo: `all`.
    static let allDemos = "all"

    /// The demo's name, or `all`.
    @Argument(help: "A demo's name (see `choreo list`), a mistake's (mistake-NAME), or `all`.")
    var demo: String

    /// How the results are printed.
    @Option(help: "Output format: \(ValidateFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ValidateFormat = .json

    /// Checks the demo's name.
    func check() throws {
        guard demo == Self.allDemos || MistakeCatalog.anyEntry(named: demo) != nil else {
            throw ValidationError(
                "unknown demo '\(demo)': use \(Self.allDemos), one of \(DemoCatalog.names.joined(separator: ", ")), "
                    + "or a mistake: \(MistakeCatalog.names.joined(separator: ", "))")
        }
    }

    /// Validates, prints the report, and exits with 1 when anything was found.
    func run() throws {
        let names = demo == Self.allDemos ? DemoCatalog.names : [demo]
        let report = MainActor.assumeIsolated { () -> ValidationReport in
            ValidationReport(
                entries: names.compactMap { name in
                    guard let entry = MistakeCatalog.anyEntry(named: name) else { return nil }
                    return ValidationReport.Entry(demo: name, results: TransitionValidator().validate(entry.make))
                })
        }
        try OutputFile.write(format == .json ? report.json : report.text, to: nil)
        if report.hasViolations { throw ExitCode(1) }
    }
}
