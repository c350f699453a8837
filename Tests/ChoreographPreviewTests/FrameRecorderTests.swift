import Choreograph
import ChoreographHeadless
import ChoreographPreview
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("Frame recorder")
struct FrameRecorderTests {
    @Test("a run of d seconds at f frames per second has d·f + 1 frames, evenly spaced from t = 0")
    func frameCountAndSpacing() throws {
        for (duration, fps) in [(0.5, 60), (0.5, 10), (1.2, 30)] {
            freshHost()
            let scenario = SlideAndFadeScenario(duration: duration)
            let recording = try FrameRecorder(framesPerSecond: fps).record(scenario, operation: .present)
            let expectedCount = Int((duration * Double(fps)).rounded()) + 1
            #expect(recording.frames.count == expectedCount, "\(duration) s at \(fps) fps")
            #expect(isClose(recording.duration, duration, within: 1e-9))
            #expect(recording.settled)
            for (index, frame) in recording.frames.enumerated() {
                #expect(isClose(frame.time, Double(index) / Double(fps), within: 1e-12))
                #expect(isClose(frame.progress, frame.time / duration, within: 1e-12))
            }
        }
    }

    @Test("a view's visible rect at each frame follows the animation's linear curve")
    func visibleRectFollowsCurve() throws {
        freshHost()
        let recording = try FrameRecorder().record(SlideAndFadeScenario(), operation: .present)
        for (index, frame) in recording.frames.enumerated() {
            let fraction = Double(index) / 30
            let box = try #require(frame.view(named: "box"))
            let expectedX = 100 * fraction
            #expect(isClose(box.visibleRect.minX, expectedX, within: 1e-9), "frame \(index)")
            #expect(box.visibleRect.minY == 40)
            #expect(isClose(box.visibleRect.width, 20, within: 1e-9))
            #expect(box.visibleRect.height == 20)
            #expect(isClose(box.center.x, expectedX + 10, within: 1e-9))
            #expect(box.transform == .identity)
        }
    }

    @Test("opacity is the product of the view's and its ancestors' alphas")
    func opacityThroughParent() throws {
        freshHost()
        let recording = try FrameRecorder().record(SlideAndFadeScenario(), operation: .present)
        for (index, frame) in recording.frames.enumerated() {
            let box = try #require(frame.view(named: "box"))
            #expect(isClose(box.opacity, 0.5 * (1 - Double(index) / 30), within: 1e-9), "frame \(index)")
            #expect(frame.view(named: "stage")?.opacity == 0.5)
        }
    }

    @Test("a child's center and transform compose its ancestors' transforms")
    func ancestorTransforms() throws {
        freshHost()
        let recording = try FrameRecorder().record(GrowingParentScenario(), operation: .present)
        #expect(recording.frames.count == 31)
        for (index, frame) in recording.frames.enumerated() {
            let scale = 1 + Double(index) / 30
            let child = try #require(frame.view(named: "child"))
            // The child's middle (5, 5) is (-45, -45) from the parent's middle, which stays at (100, 50).
            #expect(isClose(child.center.x, 100 - 45 * scale, within: 1e-9), "frame \(index)")
            #expect(isClose(child.center.y, 50 - 45 * scale, within: 1e-9), "frame \(index)")
            #expect(isClose(child.transform.m11, scale, within: 1e-9))
            #expect(isClose(child.transform.m22, scale, within: 1e-9))
            #expect(child.transform.m12 == 0 && child.transform.m21 == 0)
            #expect(isClose(child.visibleRect.minX, 100 - 50 * scale, within: 1e-9))
            #expect(isClose(child.visibleRect.width, 10 * scale, within: 1e-9))
            #expect(child.size == CGSize(width: 10, height: 10))
        }
    }

    @Test("views without an identifier are named by a path from the nearest named ancestor")
    func pathNaming() throws {
        freshHost()
        let recording = try FrameRecorder().record(SlideAndFadeScenario(), operation: .present)
        let names = recording.frames[0].views.map(\.name)
        #expect(names == [.id("window"), .id("stage"), .id("box"), .path("stage/1")])
        let label = try #require(recording.frames[0].view(named: "stage/1"))
        #expect(label.parent == 1)
        #expect(label.visibleRect == CGRect(x: 150, y: 10, width: 40, height: 20))
    }

    @Test("ghosts carry what they copy; their copied subviews are named by path")
    func ghostNaming() throws {
        freshHost()
        let recording = try FrameRecorder().record(GhostScenario(), operation: .push)
        let middle = recording.frames[8].views
        let ghost = try #require(middle.first { $0.ghostOf == "card" && $0.parent == 0 })
        #expect(ghost.name == .path("window/1"))
        #expect(isClose(ghost.visibleRect.minY, 60 - 50 * 8 / 15, within: 1e-9))
        let copiedChild = try #require(middle.first { $0.parent == middle.firstIndex(of: ghost) })
        #expect(copiedChild.name == .path("window/1/0"))
        #expect(middle.first { $0.name == .id("card") }?.isHidden == true)
        #expect(recording.frames.count == 16)
        #expect(recording.frames.last?.views.contains { $0.ghostOf != nil } == false)
    }

    @Test("the animations of the run are kept, with times from the run's start")
    func animationsKept() throws {
        let host = freshHost()
        (host.clock as? ManualClock)?.advance(by: 2)
        let recording = try FrameRecorder().record(SlideAndFadeScenario(), operation: .present)
        #expect(recording.animations.map(\.property).sorted() == ["opacity", "position"])
        let move = try #require(recording.animations.first { $0.property == "position" })
        #expect(move.view == "box")
        #expect(move.from == "(10, 50)")
        #expect(move.to == "(110, 50)")
        #expect(move.timing == "linear")
        #expect(move.start == 0)
        #expect(move.duration == 0.5)
    }

    @Test("a scripted drag is played one move per frame and the run ends when its effects settle")
    func scriptedDrag() throws {
        freshHost()
        let scenario = DragHandleScenario()
        let script = try DragScript(parsing: "20,50 -> 120,50 in 0.5s")
        let recording = try FrameRecorder(drag: script).record(scenario, operation: nil)
        #expect(recording.operation == "drag")
        // 0.5 s of drag, then the 0.2 s return animation.
        #expect(recording.frames.count == 43)
        let lastMove = try #require(scenario.translations.last)
        #expect(lastMove == 100)
        let atRelease = try #require(recording.frames[30].view(named: "handle"))
        #expect(isClose(atRelease.visibleRect.minX, 100, within: 1e-9))
        #expect(recording.frames.last?.view(named: "handle")?.visibleRect.minX == 0)
    }

    @Test("a run that does not settle is cut off at the time limit and reported")
    func timeLimit() throws {
        let host = freshHost()
        let scenario = SlideAndFadeScenario(duration: 30)
        let recording = try FrameRecorder(framesPerSecond: 10, timeLimit: 1).record(scenario, operation: .present)
        #expect(!recording.settled)
        #expect(recording.frames.count == 11)
        #expect(host.diagnostics.entries.map(\.code) == [.previewTimeLimit])
    }

    @Test("bad settings and requests are refused with errors naming the value")
    func badInput() throws {
        freshHost()
        let scenario = SlideAndFadeScenario()
        let zero = PreviewError.invalidValue(parameter: "framesPerSecond", value: "0", rule: "must be from 1 to 1000")
        #expect(throws: zero) { try FrameRecorder(framesPerSecond: 0).record(scenario, operation: .present) }
        #expect(zero.description == "framesPerSecond = 0: must be from 1 to 1000")
        #expect(throws: PreviewError.self) { try FrameRecorder(timeLimit: .nan).record(scenario, operation: .present) }
        let unsupported = #expect(throws: PreviewError.self) { try FrameRecorder().record(scenario, operation: .pop) }
        #expect(unsupported?.description == "operation pop: scenario slide supports present")
        #expect(throws: PreviewError.nothingToRun(scenario: "slide")) {
            try FrameRecorder().record(scenario, operation: nil)
        }
        #expect(scenario.box.isAnimating == false)
    }
}
