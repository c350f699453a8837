import Choreograph
import ChoreographHeadless
import ChoreographPreview
import ChoreographTestSupport
import Foundation
import Testing

@MainActor
@Suite("HTML player")
struct HTMLPlayerTests {
    private func slidePage() throws -> (Recording, String) {
        freshHost()
        let recording = try FrameRecorder().record(SlideAndFadeScenario(), operation: .present)
        return (recording, HTMLPlayer().render(recording))
    }

    /// The text between `start` and the next `end` after it.
    private func text(in page: String, from start: String, to end: String) throws -> String {
        let opening = try #require(page.range(of: start))
        let closing = try #require(page.range(of: end, range: opening.upperBound..<page.endIndex))
        return String(page[opening.upperBound..<closing.lowerBound])
    }

    @Test("the page refers to nothing on the network")
    func selfContained() throws {
        let (_, page) = try slidePage()
        #expect(!page.lowercased().contains("http"))
        #expect(!page.contains("<link"))
        #expect(!page.contains(" src="))
    }

    @Test("the page embeds the recording's frames JSON as it is")
    func embedsFrames() throws {
        let (recording, page) = try slidePage()
        let embedded = try text(in: page, from: "<script type=\"application/json\" id=\"recording\">", to: "</script>")
        #expect(embedded == recording.json)
        let parsed = try JSONSerialization.jsonObject(with: Data(embedded.utf8)) as? [String: Any]
        #expect((parsed?["frames"] as? [Any])?.count == 31)
    }

    @Test("each view has a div: named views carry data-id, the others data-path, each a distinct check colour")
    func viewDivisions() throws {
        let (_, page) = try slidePage()
        for id in ["window", "stage", "box"] {
            #expect(page.contains("<div class=\"view\" data-id=\"\(id)\" data-key=\"\(id)\""), "\(id)")
        }
        #expect(page.contains("<div class=\"view\" data-path=\"stage/1\" data-key=\"stage/1\""))
        let colors = page.components(separatedBy: "data-check-color=\"").dropFirst().map { $0.prefix(7) }
        #expect(colors.count == 4)
        #expect(Set(colors).count == 4)
        #expect(!colors.contains("#FFFFFF"))
    }

    @Test("the controls are there: play, scrub, speed 0.1×–1×, reverse, loop")
    func controls() throws {
        let (_, page) = try slidePage()
        #expect(page.contains("<button type=\"button\" id=\"play\">"))
        #expect(page.contains("<input type=\"range\" id=\"scrub\" min=\"0\" max=\"1000\""))
        #expect(page.contains("<input type=\"range\" id=\"speed\" min=\"0.1\" max=\"1\" step=\"0.1\""))
        #expect(page.contains("<input type=\"checkbox\" id=\"reverse\">"))
        #expect(page.contains("<input type=\"checkbox\" id=\"loop\" checked>"))
        #expect(page.contains("location.hash"))
    }

    @Test("the run's animations are listed: view, property, from → to, timing, delay")
    func animationList() throws {
        let (_, page) = try slidePage()
        let table = try text(in: page, from: "<tbody>", to: "</tbody>")
        let rows = table.components(separatedBy: "<tr>").dropFirst()
        #expect(rows.count == 2)
        #expect(
            rows.contains {
                $0.hasPrefix(
                    "<td>box</td><td>position</td><td>(10, 50) → (110, 50)</td><td>linear</td><td>0 s</td><td>0 s</td>"
                )
            })
        #expect(rows.contains { $0.hasPrefix("<td>box</td><td>opacity</td><td>1 → 0</td>") })
    }

    @Test("two renders of the same run are identical")
    func deterministic() throws {
        let (_, first) = try slidePage()
        let (_, second) = try slidePage()
        #expect(first == second)
        #expect(first.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(first.hasSuffix("</html>\n"))
    }
}
