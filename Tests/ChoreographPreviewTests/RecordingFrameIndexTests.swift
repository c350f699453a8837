import Choreograph
import ChoreographPreview
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Recording frame indices")
struct RecordingFrameIndexTests {
    /// A recording of `count` empty frames at 60 fps, as the recorder times them: frame k at k / 60 s.
    private func recording(frames count: Int) -> Recording {
        let duration = Double(count - 1) / 60
        let frames = (0..<count).map { index in
            RecordedFrame(time: Double(index) / 60, progress: Double(index) / 60 / duration, views: [])
        }
        return Recording(
            demo: "empty", operation: "present", framesPerSecond: 60, duration: duration,
            size: CGSize(width: 10, height: 10), settled: true, frames: frames, animations: [])
    }

    @Test("progress picks round(progress · (frames − 1)), halves up, as the player's Math.round does")
    func progressPicksThePlayersFrame() throws {
        let fortyThree = recording(frames: 43)
        #expect(try fortyThree.frameIndex(atProgress: 0) == 0)
        #expect(try fortyThree.frameIndex(atProgress: 1) == 42)
        #expect(try fortyThree.frameIndex(atProgress: 0.5) == 21)
        // 0.75 · 42 = 31.5 exactly: up to 32. Rounding 0.75 · 0.7 s = 0.525 s at 60 fps would give 31
        // (31.499999999999996 in double precision), one frame short of the player's.
        #expect(try fortyThree.frameIndex(atProgress: 0.75) == 32)
        #expect(try fortyThree.frameIndex(at: 0.75 * fortyThree.duration) == 31)
        // 0.05 · 90 = 4.5: up to 5.
        #expect(try recording(frames: 91).frameIndex(atProgress: 0.05) == 5)
        #expect(try recording(frames: 1).frameIndex(atProgress: 0.5) == 0)
    }

    @Test("progress outside 0…1, not a number, or a recording without frames is refused")
    func badProgress() {
        let frames = recording(frames: 5)
        for value in [-0.01, 1.01, .nan, .infinity] {
            let error = #expect(throws: PreviewError.self) { try frames.frameIndex(atProgress: value) }
            #expect(error?.description.hasSuffix("must be from 0 to 1") == true, "\(value)")
        }
        var empty = frames
        empty.frames = []
        #expect(throws: PreviewError.self) { try empty.frameIndex(atProgress: 0.5) }
    }
}
