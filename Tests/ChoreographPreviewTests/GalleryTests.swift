import Choreograph
import ChoreographHeadless
import ChoreographPreview
import ChoreographTestSupport
import Foundation
import Testing

@MainActor
@Suite("Gallery")
struct GalleryTests {
    private func recordings() throws -> [Recording] {
        freshHost()
        let slide = try FrameRecorder().record(SlideAndFadeScenario(), operation: .present)
        freshHost()
        let ghost = try FrameRecorder().record(GhostScenario(), operation: .push)
        return [slide, ghost]
    }

    private func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)", isDirectory: true)
    }

    @Test("writes an index with a filmstrip and a link per recording, and a player page per recording")
    func writesFiles() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let written = try Gallery.write(recordings: try recordings(), to: directory)
        let stills = { (stem: String) in [0, 5, 25, 50, 75, 100].map { "\(stem)-\(String(format: "%03d", $0)).svg" } }
        #expect(
            written.map(\.lastPathComponent)
                == ["index.html", "ghost-push.html"] + stills("ghost-push") + ["slide-present.html"]
                + stills("slide-present"))
        #expect(
            written.filter { $0.pathExtension == "svg" }.allSatisfy {
                $0.deletingLastPathComponent().lastPathComponent == "frames"
            })
        let index = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.components(separatedBy: "<a href=\"ghost-push.html\">").count == 2)
        #expect(index.components(separatedBy: "<a href=\"slide-present.html\">").count == 2)
        #expect(index.components(separatedBy: "<svg width=").count - 1 == 2)
        #expect(index.components(separatedBy: "<g data-frame=").count - 1 == 12)
        #expect(!index.lowercased().contains("http"))
        let ids = index.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(ids.count == Set(ids).count)
        let player = try String(contentsOf: directory.appendingPathComponent("ghost-push.html"), encoding: .utf8)
        #expect(player.contains("<title>ghost — push</title>"))
    }

    @Test("each still is the SVG of the frame the player shows at its progress: round(progress · 30) of 31 frames")
    func stillsMatchThePlayersFrames() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let slide = try recordings()[0]
        try #require(slide.frames.count == 31)
        try Gallery.write(recordings: [slide], to: directory)
        // 5% of 30 steps is 1.5 and 25% is 7.5, halves up as the player's Math.round.
        for (percent, frame) in [(0, 0), (5, 2), (25, 8), (50, 15), (75, 23), (100, 30)] {
            let url = directory.appendingPathComponent("frames/slide-present-\(String(format: "%03d", percent)).svg")
            let still = try String(contentsOf: url, encoding: .utf8)
            #expect(still == (try SVGRenderer().render(slide, frameAt: frame)), "\(percent)%")
        }
    }

    @Test("the same recordings in any order give the same bytes")
    func deterministic() throws {
        let first = temporaryDirectory()
        let second = temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let all = try recordings()
        try Gallery.write(recordings: all, to: first)
        try Gallery.write(recordings: all.reversed(), to: second)
        for name in ["index.html", "ghost-push.html", "slide-present.html", "frames/slide-present-005.svg"] {
            let a = try Data(contentsOf: first.appendingPathComponent(name))
            let b = try Data(contentsOf: second.appendingPathComponent(name))
            #expect(a == b, "\(name)")
        }
    }

    @Test("page names are made safe, and two recordings with one name are refused")
    func names() throws {
        var recording = try recordings()[0]
        recording.demo = "a b/c"
        #expect(Gallery.fileName(for: recording) == "a_b_c-present.html")
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clash = #expect(throws: PreviewError.self) {
            try Gallery.write(recordings: [recording, recording], to: directory)
        }
        #expect(clash?.description.hasPrefix("recordings = a_b_c-present.html: ") == true)
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }
}
