import ChoreographTestSupport
import Foundation
import Testing

/// A long transition spec that does not parse is quoted around the column that is wrong, not in full.
@Suite("choreo render: long specs")
struct LongSpecTests {
    /// Renders the test screens with `spec` and returns the one error line.
    private func errorLine(_ spec: String) throws -> String {
        let screens = try ScreenFiles()
        defer { screens.remove() }
        let result = try Choreo.run("render", "--from", screens.from, "--to", screens.to, "--transition", spec)
        #expect(result.exitCode == 64)
        #expect(result.standardErrorLines.count == 1)
        return result.standardErrorLines.first ?? ""
    }

    @Test("a spec of 100 characters is quoted whole, one of 101 around its column")
    func boundary() throws {
        // `fade.` followed by a modifier name that does not exist, padded to the length wanted.
        let whole = "fade." + String(repeating: "q", count: 95)
        #expect(
            try errorLine(whole).hasPrefix("error: transition \"\(whole)\": column 6: expected a modifier"))
        let long = "fade." + String(repeating: "q", count: 96)
        let shown = "fade." + String(repeating: "q", count: 95)
        #expect(
            try errorLine(long).hasPrefix(
                "error: transition \"\(shown)…\" (101 characters, columns 1 to 100 shown): column 6: expected a modifier"
            ))
    }

    @Test("a wrong part deep in a long spec is shown with the 50 characters before it and 49 after")
    func deepColumn() throws {
        // 3,000 spaces, then a character that begins no part of a spec, then 2,000 more spaces.
        let spec = "fade" + String(repeating: " ", count: 3_000) + "!" + String(repeating: " ", count: 2_000)
        let line = try errorLine(spec)
        // The '!' is at column 3,005; the window starts 50 characters before it.
        let window = String(repeating: " ", count: 50) + "!" + String(repeating: " ", count: 49)
        #expect(
            line
                == "error: transition \"…\(window)…\" (5005 characters, columns 2955 to 3054 shown): column 3005: "
                + "unexpected character '!'")
    }

    @Test("an error one past the end of a long spec shows its last 100 characters")
    func endOfSpec() throws {
        let spec = "fade.duration(0.5" + String(repeating: " ", count: 500)
        let line = try errorLine(spec)
        let tail = String(repeating: " ", count: 100)
        #expect(
            line.hasPrefix("error: transition \"…\(tail)\" (517 characters, columns 418 to 517 shown): column 518: "))
    }

    @Test("a long name found where an edge belongs is quoted by its start and its length")
    func longName() throws {
        let spec = "slide(from: ." + String(repeating: "x", count: 500) + ")"
        let line = try errorLine(spec)
        let head = "slide(from: ." + String(repeating: "x", count: 87)
        #expect(line.hasPrefix("error: transition \"\(head)…\" (514 characters, columns 1 to 100 shown): column 14: "))
        #expect(line.hasSuffix("found '\(String(repeating: "x", count: 48))…' (500 characters)"))
        #expect(line.count < 500)
    }
}

/// The window of a long spec never cuts an escape in two.
@Suite("choreo render: long specs with escapes")
struct LongSpecEscapeTests {
    @Test("escapes at the window's edge are shown whole or not at all")
    func escapeAtTheEdge() throws {
        let screens = try ScreenFiles()
        defer { screens.remove() }
        // 4 + 40 shown characters, then 30 escape characters shown as `\u{1B}` (6 each): the first is wrong (column
        // 45), and the 100 columns from 1 end inside the tenth escape, which is left out.
        let spec = "fade" + String(repeating: " ", count: 40) + String(repeating: "\u{1B}", count: 30) + "!"
        let result = try Choreo.run("render", "--from", screens.from, "--to", screens.to, "--transition", spec)
        #expect(result.exitCode == 64)
        let shown = "fade" + String(repeating: " ", count: 40) + String(repeating: "\\u{1B}", count: 9)
        #expect(
            result.standardErrorLines
                == [
                    "error: transition \"\(shown)…\" (225 characters, columns 1 to 98 shown): column 45: "
                        + "unexpected character '\\u{1B}'"
                ])
    }
}
