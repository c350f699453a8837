import ArgumentParser
import Foundation

/// The entry point of `choreo`.
///
/// ArgumentParser's own `main()` prints the usage after every error. This entry parses with
/// ``Choreo/parseAsRoot(_:)`` instead, so that a bad argument produces exactly one line on standard error
/// (`error: stiffness = -1.0: must be greater than 0`) and a non-zero exit code, while `--help` still prints the
/// full help on standard output and exits with 0. A command's values are checked after parsing
/// (``CheckedCommand/check()``), so that a misspelt option is named before any value is checked.
@main
enum ChoreoMain {
    /// Parses the command line, runs the selected command and exits.
    static func main() {
        do {
            var command = try Choreo.parseAsRoot()
            if let checked = command as? any CheckedCommand {
                try checked.check()
            }
            try command.run()
        } catch {
            exit(reporting: error)
        }
    }

    /// Exits for `error`: help and other clean exits through ArgumentParser, failures with one line on stderr.
    ///
    /// An `--out` path that cannot be written (``OutputFileError``) is a bad argument like any other: status 64.
    /// Standard output that cannot be written is an I/O error: status 74 (`EX_IOERR`).
    static func exit(reporting error: any Error) -> Never {
        let code: ExitCode
        if let error = error as? OutputFileError {
            code = error.isStandardOutput ? ioFailure : .validationFailure
        } else {
            code = Choreo.exitCode(for: error)
        }
        guard code != .success else {
            Choreo.exit(withError: error)
        }
        let line = errorLine(for: error)
        if !line.isEmpty {
            StandardError.write("error: \(line)\n")
        }
        Foundation.exit(code.rawValue)
    }

    /// The exit status for output that could not be written: 74, `EX_IOERR` in sysexits.
    static let ioFailure = ExitCode(74)

    /// ArgumentParser's message for `error`, on a single line: the command line's arguments it quotes with their
    /// control characters escaped, its own line breaks folded (``OneLineText/oneLine(_:quoting:)``).
    static func errorLine(for error: any Error) -> String {
        OneLineText.oneLine(Choreo.message(for: error), quoting: Array(CommandLine.arguments.dropFirst()))
    }
}
