import ChoreographTestSupport
import Testing

/// A misspelt option is named as such, whatever else the command line holds: ArgumentParser gives the value after
/// an option it does not know to a free positional argument (the demo), so a check of the values that ran first
/// used to blame that value instead.
@Suite("misspelt options", .needsSubprocesses)
struct MisspeltOptionTests {
    /// A command line with one misspelt option, the option as the error names it and the option it suggests, if
    /// ArgumentParser finds one close enough.
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var unknown: String
        var suggestion: String? = nil

        var testDescription: String { "choreo " + arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        .init(
            arguments: ["render", "--from", "F.json", "--to", "T.json", "--transition", "fade", "--formt", "svg"],
            unknown: "--formt", suggestion: "--format"),
        .init(
            arguments: ["render", "--from", "F.json", "--to", "T.json", "--transition", "fade", "--operaton", "pop"],
            unknown: "--operaton", suggestion: "--operation"),
        .init(
            arguments: ["render", "--from", "F.json", "--to", "T.json", "--transtion", "fade"],
            unknown: "--transtion", suggestion: "--transition"),
        .init(
            arguments: ["describe", "--from", "F.json", "--to", "T.json", "--transition", "fade", "--format", "svg"],
            unknown: "--format"),
        .init(
            arguments: ["validate", "--from", "F.json", "--to", "T.json", "--transition", "fade"],
            unknown: "--from"),
        .init(arguments: ["render", "--formt", "svg"], unknown: "--formt", suggestion: "--format"),
        .init(
            arguments: ["render", "herbs-pop", "--formt", "svg", "--at", "10%"], unknown: "--formt",
            suggestion: "--format"),
        // A value that breaks its rule as well: the misspelt option is still the one named.
        .init(
            arguments: ["curve", "easeIn", "--samples", "1", "--formt", "svg"], unknown: "--formt",
            suggestion: "--format"),
        .init(
            arguments: ["bench", "timing", "--iterations", "0", "--formt", "json"], unknown: "--formt",
            suggestion: "--format"),
    ]

    @Test("the unknown option is the one named, in one line with status 64", arguments: cases)
    func namesTheOption(_ example: Case) throws {
        // The screen files need not exist: the misspelt option is reported before any file is read.
        let result = try CommandRunner(product: "choreo").run(example.arguments)
        expectUsageError(result, mentions: [])
        let line = result.standardError
        #expect(line.hasPrefix("error: Unknown option '\(example.unknown)'"), "\(line)")
        if let suggestion = example.suggestion {
            #expect(line.hasSuffix(". Did you mean '\(suggestion)'?\n"), "\(line)")
        }
    }
}
