import Testing

@testable import ChoreographPreview

/// A screen file's error quotes long text from the file — a name with a control character, an unknown key, a colour —
/// by its first 160 Unicode scalars and its length when it has more than 200, so the line stays short.
@Suite("Screen file errors quoting long text")
struct ScreenFileLongTextTests {
    /// The message of reading `json`, or "" when it reads.
    private func message(_ json: String) -> String {
        do {
            _ = try ScreenFile(json: json, file: "a.json")
            return ""
        } catch {
            return error.description
        }
    }

    @Test("an identifier with a control character is quoted whole up to 200 scalars, then by its first 160")
    func controlCharacterIdentifier() {
        // 199 letters and a line feed: 200 scalars, quoted whole (the line feed escaped).
        let whole = String(repeating: "w", count: 199)
        #expect(
            message(#"{"size": [1, 1], "views": [{"frame": [0, 0, 1, 1], "id": "\#(whole)\n"}]}"#)
                == #"a.json: views[0].id: must not hold a control character (U+0000 to U+001F, U+007F to U+009F), "#
                + #"found "\#(whole)\n""#)
        // A line feed and 100,000 letters.
        let long = String(repeating: "x", count: 100_000)
        let shown = String(repeating: "x", count: 159)
        #expect(
            message(#"{"size": [1, 1], "views": [{"frame": [0, 0, 1, 1], "id": "\n\#(long)"}]}"#)
                == #"a.json: views[0].id: must not hold a control character (U+0000 to U+001F, U+007F to U+009F), "#
                + #"found "\n\#(shown)…" (100001 characters)"#)
    }

    @Test("an unknown key of 300 scalars is quoted in the path by its first 160")
    func unknownKey() {
        let key = String(repeating: "k", count: 300)
        let line = message(#"{"size": [1, 1], "\#(key)": 1}"#)
        #expect(line.hasPrefix(#"a.json: ["\#(String(repeating: "k", count: 160))…" (300 characters)]: unknown key"#))
        #expect(line.count < 400)
    }
}
