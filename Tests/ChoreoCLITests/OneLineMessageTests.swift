import ChoreographTestSupport
import Foundation
import Testing

/// Checks that `text` is exactly one line, ended by a line feed, with no other control character in it.
private func expectOneVisibleLine(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(text.hasSuffix("\n"), "\(text.debugDescription)", sourceLocation: sourceLocation)
    let body = text.unicodeScalars.dropLast()
    let controls = body.filter { $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}" }
    #expect(controls.isEmpty, "\(text.debugDescription)", sourceLocation: sourceLocation)
}

@Suite("one line per error and per note", .needsSubprocesses)
struct OneLineMessageTests {
    /// A spec that does not parse, the error line it gives, and what the column points at in the shown spec.
    struct BadSpec: Sendable, CustomTestStringConvertible {
        var spec: String
        var line: String
        var pointsAt: String

        var testDescription: String { spec.debugDescription }
    }

    static let edges = "expected an edge (.left, .right, .top, .bottom, .leading, .trailing), found 'up'"

    static let badSpecs: [BadSpec] = [
        .init(
            spec: "slide(from:\n .up)", line: #"transition "slide(from:\n .up)": column 16: "# + edges,
            pointsAt: "up"),
        .init(
            spec: "slide(from:\t.up)", line: #"transition "slide(from:\t.up)": column 15: "# + edges, pointsAt: "up"),
        .init(
            spec: "slide(from: .up)\u{1}", line: #"transition "slide(from: .up)\u{1}": column 14: "# + edges,
            pointsAt: "up"),
        .init(
            spec: "\u{1B}[31mfade", line: #"transition "\u{1B}[31mfade": column 1: unexpected character '\u{1B}'"#,
            pointsAt: #"\u{1B}"#),
    ]

    @Test(
        "a spec that does not parse is shown with its control characters escaped, the column counted in it",
        arguments: badSpecs)
    func badSpec(_ example: BadSpec) throws {
        let screens = try ScreenFiles()
        defer { screens.remove() }
        let result = try CommandRunner(product: "choreo").run([
            "render", "--from", screens.from, "--to", screens.to, "--transition", example.spec,
        ])
        expectUsageError(result, mentions: [])
        expectOneVisibleLine(result.standardError)
        #expect(result.standardError == "error: \(example.line)\n")
        // The column counts the scalars of the spec as shown, escapes and all.
        let line = result.standardError
        let shownStart = try #require(line.range(of: "transition \""))
        let shownEnd = try #require(line.range(of: "\": column ", options: .backwards))
        let shown = Array(line[shownStart.upperBound..<shownEnd.lowerBound].unicodeScalars)
        let column = try #require(Int(line[shownEnd.upperBound...].prefix { $0.isNumber }))
        let pointed = String(String.UnicodeScalarView(shown[(column - 1)...]))
        #expect(pointed.hasPrefix(example.pointsAt), "column \(column) of \(shown.count): \(pointed)")
    }

    @Test("a note quoting a spec's string shows its control characters escaped, on one line")
    func noteEscapes() throws {
        let screens = try ScreenFiles()
        defer { screens.remove() }
        let result = try CommandRunner(product: "choreo").run([
            "render", "--from", screens.from, "--to", screens.to, "--transition", #"zoom(from: "a\nb\u{1b}[31m")"#,
        ])
        #expect(result.exitCode == 0, "\(result.standardError)")
        expectOneVisibleLine(result.standardError)
        #expect(
            result.standardError.contains(#"no element "a\nb\u{1B}[31m" in the from scene"#), "\(result.standardError)")
    }

    @Test("errors quoting a demo, a file or an option's value show their control characters escaped")
    func errorsEscape() throws {
        let screens = try ScreenFiles()
        defer { screens.remove() }
        let missing = screens.folder.path + "/no\nfile.json"
        let cases: [([String], String)] = [
            (["render", "herb\u{1B}[31m"], #"error: unknown demo 'herb\u{1B}[31m': use one of herbs-pop"#),
            (
                ["render", "--from", missing, "--to", screens.to, "--transition", "fade"],
                "error: \(screens.folder.path)/no\\nfile.json: no such file"
            ),
            (["render", "herbs-pop", "--fps", "1\n2"], #"error: The value '1\n2' is invalid for '--fps <N>'"#),
            (["render", "herbs-pop", "--operation", "po\u{7F}p"], #"error: unknown operation 'po\u{7F}p'"#),
            (["render", "herbs-pop", "--bad\u{1}option"], #"error: Unknown option '--bad\u{1}option'"#),
        ]
        for (arguments, start) in cases {
            let result = try CommandRunner(product: "choreo").run(arguments)
            expectUsageError(result, mentions: [])
            expectOneVisibleLine(result.standardError)
            #expect(result.standardError.hasPrefix(start), "\(result.standardError.debugDescription)")
        }
    }
}
