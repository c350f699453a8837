import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The core's examples, run as their documentation shows them. Each region between `// example: FILE` and
/// `// end example` is a code block of FILE, word for word; `scripts/doc-examples.py` checks that they stay equal.
@Suite("Documentation examples: core")
struct CoreExampleTests {
    @Test("Timeline: build from tracks and sample into a reusable frame")
    func timelineSampling() throws {
        let fade = try Track(target: "card", property: .opacity, from: .scalar(0), to: .scalar(1), duration: 1)
        let grow = try Track(
            target: "card", property: .bounds, from: .rect(.zero),
            to: .rect(CGRect(x: 0, y: 0, width: 200, height: 100)),
            timing: .linear, duration: 1)
        // example: Sources/Choreograph/Timeline/Timeline.swift
        let timeline = Timeline(tracks: [fade, grow])
        var frame = timeline.makeFrame()
        timeline.sample(at: 0.25, into: &frame)
        // end example
        // Linear growth a quarter of the way in: a quarter of the size, computed by hand.
        #expect(frame.value(ofTrack: 1) == .rect(CGRect(x: 0, y: 0, width: 50, height: 25)))
        // A quarter into an ease-in-ease-out fade: started, but slower than a linear fade (0.25).
        guard case .scalar(let opacity)? = frame.value(ofTrack: 0) else {
            Issue.record("the fade's value is not a scalar")
            return
        }
        #expect(opacity > 0 && opacity < 0.25)
    }

    @Test("Timelines article: a spring track grows a herb's frame to the screen")
    func timelinesArticle() throws {
        let herbFrame = CGRect(x: 20, y: 300, width: 100, height: 100)
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        // example: Sources/Choreograph/Choreograph.docc/Timelines.md
        let grow = try Track(
            target: "detail",
            property: .bounds,
            from: .rect(herbFrame),
            to: .rect(screen),
            timing: .spring(try Spring(dampingRatio: 0.4, duration: 1)),
            duration: 1
        )
        let timeline = Timeline(tracks: [grow])
        var frame = timeline.makeFrame()
        timeline.sample(at: 0.5, into: &frame)
        // end example
        guard case .rect(let rect)? = frame.value(ofTrack: 0) else {
            Issue.record("the track's value is not a rect")
            return
        }
        // Half-way through a spring of ratio 0.4 the frame is past its start, well on its way to the screen.
        #expect(rect.width > herbFrame.width + (screen.width - herbFrame.width) / 2)
        timeline.sample(at: 1, into: &frame)
        #expect(frame.value(ofTrack: 0) == .rect(screen))
    }
}
