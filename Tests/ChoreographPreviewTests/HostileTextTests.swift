import Choreograph
import ChoreographHeadless
import ChoreographPreview
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Whether XML 1.0 can carry `scalar` at all, its production `Char`: tab, line feed, carriage return, U+0020 to
/// U+D7FF, U+E000 to U+FFFD and U+10000 up.
private func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
}

/// The data of the HTML `<script>` element that `page` opens with `start`, as an HTML parser reads it from a page
/// that keeps out of the "script data escaped" states: everything up to the first `</script`, in any case.
private func scriptData(in page: String, after start: String) throws -> (data: String, rest: Substring) {
    let opening = try #require(page.range(of: start))
    let tail = page[opening.upperBound...]
    let end = try #require(tail.range(of: "</script", options: .caseInsensitive))
    return (String(tail[..<end.lowerBound]), tail[end.lowerBound...])
}

/// Texts that break markup written without care: control characters XML cannot carry, markup, HTML's comment and
/// script openers, the JavaScript line separators and noncharacters.
private let hostileTexts = [
    "a\u{0}b\u{1B}c", "q\u{1}", "<!--<script>", "</SCRIPT><script>alert(1)</script>", "x\u{FFFE}\u{FFFF}y",
    "l\u{2028}p\u{2029}", "&amp;\"'<>", "tab\tline\nreturn\r",
]

@MainActor
@Suite("Hostile text in previews")
struct HostileTextTests {
    /// A run of two screens whose views carry the hostile texts, as identifiers (given in code, which no file
    /// checks) and as labels.
    private func recording() throws -> Recording {
        freshHost()
        let size = CGSize(width: 390, height: 844)
        let views = hostileTexts.enumerated().map { index, text in
            ScreenFile.ViewSpec(
                identifier: text, frame: CGRect(x: 10, y: 10 + 50 * CGFloat(index), width: 300, height: 40),
                content: .text(text))
        }
        let scenario = ScreenPairScenario(
            from: ScreenFile(size: size, views: views), to: ScreenFile(size: size), transition: .fade, style: .modal)
        return try FrameRecorder(framesPerSecond: 10).record(scenario, operation: .present)
    }

    @Test("an SVG frame and a filmstrip are well-formed XML, the characters XML cannot carry shown as U+FFFD")
    func svgOutput() throws {
        let recording = try recording()
        let frame = try SVGRenderer().render(recording, frameAt: 0)
        let strip = try Filmstrip(frameCount: 2).render(recording)
        for output in [frame, strip] {
            let outside = output.unicodeScalars.filter { !isXMLCharacter($0) }
            #expect(outside.isEmpty, "\(outside.map { String($0.value, radix: 16) })")
            #expect(throws: Never.self) { try XMLOutline(parsing: output) }
            // Each name as XML's rules alone say it must read: markup escaped, what XML cannot carry as U+FFFD.
            let names = [
                "a\u{FFFD}b\u{FFFD}c", "q\u{FFFD}", "&lt;!--&lt;script&gt;",
                "&lt;/SCRIPT&gt;&lt;script&gt;alert(1)&lt;/script&gt;", "x\u{FFFD}\u{FFFD}y", "l\u{2028}p\u{2029}",
                "&amp;amp;&quot;&apos;&lt;&gt;", "tab\tline\nreturn\r",
            ]
            #expect(names.count == hostileTexts.count)
            for name in names {
                #expect(output.contains("data-name=\"\(name)\""), "\(name.debugDescription)")
            }
            // Labels are drawn a line per tspan: the first text's one line, replaced characters and all.
            #expect(output.contains(">a\u{FFFD}b\u{FFFD}c</tspan>"))
            #expect(output.contains(">x\u{FFFD}\u{FFFD}y</tspan>"))
        }
    }

    @Test("the player's embedded JSON ends only at its own </script>, holds no <!--, and reads back as the recording")
    func playerEmbedding() throws {
        let recording = try recording()
        let page = HTMLPlayer().render(recording)
        let (data, rest) = try scriptData(in: page, after: "<script type=\"application/json\" id=\"recording\">")
        #expect(!data.contains("<!--"))
        #expect(!data.contains("<"), "no markup can start inside the data")
        #expect(!data.unicodeScalars.contains("\u{2028}") && !data.unicodeScalars.contains("\u{2029}"))
        // The element ends where the page closes it, and the player's own script follows intact.
        #expect(rest.hasPrefix("</script>\n<script>\n"))
        #expect(rest.contains("JSON.parse(document.getElementById(\"recording\").textContent)"))
        let embedded = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? NSDictionary)
        let written = try #require(
            try JSONSerialization.jsonObject(with: Data(recording.json.utf8)) as? NSDictionary)
        #expect(embedded == written)
        // The hostile texts read back unchanged: JSON carries every character.
        let frames = try #require(embedded["frames"] as? [[String: Any]])
        let views = try #require(frames.first?["views"] as? [[String: Any]])
        let identifiers = Set(views.compactMap { $0["id"] as? String })
        for text in hostileTexts {
            #expect(identifiers.contains(text), "\(text.debugDescription)")
        }
    }
}
