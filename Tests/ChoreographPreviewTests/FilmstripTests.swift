import Choreograph
import ChoreographHeadless
import ChoreographPreview
import ChoreographTestSupport
import ChoreographTesting
import Foundation
import SnapshotTesting
import Testing

@MainActor
@Suite("Filmstrip", .transitionSnapshots)
struct FilmstripTests {
    private func slideRecording(framesPerSecond: Int = 60) throws -> Recording {
        freshHost()
        return try FrameRecorder(framesPerSecond: framesPerSecond).record(SlideAndFadeScenario(), operation: .present)
    }

    @Test("N frames evenly spaced from the first to the last, each labelled with its time")
    func evenlySpacedFrames() throws {
        let recording = try slideRecording()
        let svg = try Filmstrip().render(recording)
        let outline = try XMLOutline(parsing: svg)
        #expect(outline.rootElement == "svg")
        let frameTags = svg.components(separatedBy: "<g data-frame=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        // 31 frames (0…30); 8 evenly spaced: 30 · k / 7, rounded.
        #expect(frameTags == ["0", "4", "9", "13", "17", "21", "26", "30"])
        let labels = outline.texts.filter { $0.hasPrefix("t = ") }
        #expect(labels.first == "t = 0 s")
        #expect(labels.last == "t = 0.5 s")
        #expect(labels.count == 8)
        // 8 frames of 50 × 25 with 12 points around and between them; the label under each.
        #expect(outline.rootAttributes["width"] == "508")
        #expect(outline.rootAttributes["height"] == "67")
    }

    @Test("frame counts: 3 frames give the first, middle and last; 1 gives the first; 0 is refused")
    func frameCounts() throws {
        let recording = try slideRecording()
        let three = try Filmstrip(frameCount: 3).render(recording)
        #expect(three.components(separatedBy: "<g data-frame=").count - 1 == 3)
        #expect(three.contains("data-frame=\"15\""))
        let one = try Filmstrip(frameCount: 1).render(recording)
        #expect(one.components(separatedBy: "<g data-frame=").count - 1 == 1)
        let zero = #expect(throws: PreviewError.self) { try Filmstrip(frameCount: 0).render(recording) }
        #expect(zero?.description == "frame count = 0: must be from 1 to 1000")
        #expect(throws: PreviewError.self) { try Filmstrip(scale: 0).render(recording) }
        var empty = recording
        empty.frames = []
        let none = #expect(throws: PreviewError.self) { try Filmstrip().render(empty) }
        #expect(none?.description == "recording frames = 0: a recording needs a frame to show")
        #expect(throws: PreviewError.self) { try SVGRenderer().render(empty, frameAt: 0) }
    }

    @Test(
        "A recording gives 1 to 100,000 evenly spaced indices; any other count is refused with the count and the rule")
    func evenlySpacedIndexBounds() throws {
        let recording = try slideRecording()
        let last = recording.frames.count - 1
        let most = try recording.evenlySpacedFrameIndices(Recording.maximumEvenlySpacedCount)
        #expect(most.count == 100_000)
        #expect(most.first == 0 && most.last == last)
        // Never decreasing, and each index the nearest to its even place: k · last / (count − 1).
        #expect(zip(most, most.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(most[50_000] == Int((50_000.0 * Double(last) / 99_999).rounded()))
        for count in [0, -1, 100_001, Int.max, Int.min] {
            let error = #expect(throws: PreviewError.self) { try recording.evenlySpacedFrameIndices(count) }
            #expect(error?.description == "frame count = \(count): must be from 1 to 100000")
        }
    }

    @Test("at most 1,000 frames: 1,000 are drawn, more are refused naming the count and the rule")
    func frameCountBound() throws {
        let recording = try slideRecording()
        #expect(Filmstrip.maximumFrameCount == 1000)
        // 31 recorded frames spread over 1,000 places: every place is drawn, repeating frames.
        let most = try Filmstrip(frameCount: 1000, scale: 0.01, spacing: 0).render(recording)
        #expect(most.components(separatedBy: "<g data-frame=").count - 1 == 1000)
        for count in [1001, 1_000_000, Int.max] {
            let refused = #expect(throws: PreviewError.self) { try Filmstrip(frameCount: count).render(recording) }
            #expect(refused?.description == "frame count = \(count): must be from 1 to 1000")
        }
    }

    @Test("ids are unique across the frames of a strip")
    func uniqueIDs() throws {
        freshHost()
        let recording = try FrameRecorder().record(StillScenario(), operation: .present)
        let svg = try Filmstrip(frameCount: 4).render(recording)
        let ids = svg.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(ids.count == Set(ids).count)
        #expect(ids.count == 4 * 3)
    }

    @Test("snapshot of a small filmstrip")
    func smallFilmstrip() throws {
        let run = try runTransition(.present, framesPerSecond: 10) { SlideAndFadeScenario() }
        assertSnapshot(of: run, as: .filmstrip(Filmstrip(frameCount: 3, scale: 0.5)))
    }
}
