import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("Screen-edge pan gesture recognizer")
struct ScreenEdgePanGestureRecognizerTests {
    private func edgePan(_ edges: RectEdge, from start: CGPoint, to end: CGPoint) throws -> [String] {
        let scene = GestureScene()
        let pan = ScreenEdgePanGestureRecognizer()
        pan.edges = edges
        scene.attach(pan, to: scene.window, as: "edge")
        try scene.simulator.drag(from: start, to: end, duration: 0.2)
        return scene.states(of: "edge").filter { $0 != "changed" }
    }

    @Test("A drag from within 20 points of the left edge begins, changes and ends")
    func fromTheEdge() throws {
        let states = try edgePan(.left, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 200, y: 400))
        #expect(states == ["began", "ended", "possible"])
        #expect(try edgePan(.left, from: CGPoint(x: 20, y: 400), to: CGPoint(x: 200, y: 400)).first == "began")
    }

    @Test("A drag that starts mid-screen or just past the zone fails at touch-down")
    func fromMidScreen() throws {
        #expect(
            try edgePan(.left, from: CGPoint(x: 195, y: 400), to: CGPoint(x: 300, y: 400)) == ["failed", "possible"])
        #expect(
            try edgePan(.left, from: CGPoint(x: 20.5, y: 400), to: CGPoint(x: 300, y: 400)) == ["failed", "possible"])
        #expect(try edgePan([], from: CGPoint(x: 0, y: 400), to: CGPoint(x: 300, y: 400)) == ["failed", "possible"])
    }

    @Test("Each edge of the set is measured against the window's bounds")
    func otherEdges() throws {
        #expect(try edgePan(.right, from: CGPoint(x: 375, y: 400), to: CGPoint(x: 100, y: 400)).first == "began")
        #expect(try edgePan(.right, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400)).first == "failed")
        #expect(try edgePan(.bottom, from: CGPoint(x: 200, y: 830), to: CGPoint(x: 200, y: 500)).first == "began")
        #expect(try edgePan(.top, from: CGPoint(x: 200, y: 2), to: CGPoint(x: 200, y: 300)).first == "began")
        #expect(try edgePan(.all, from: CGPoint(x: 200, y: 400), to: CGPoint(x: 300, y: 400)).first == "failed")
    }

    @Test("The edge pan wins over a plain pan on a subview when it begins first")
    func winsOverInnerPan() throws {
        let scene = GestureScene()
        let edge = ScreenEdgePanGestureRecognizer()
        edge.edges = .left
        scene.attach(edge, to: scene.window, as: "edge")
        let inner = scene.attach(PanGestureRecognizer(), to: scene.back, as: "inner")
        inner.require(toFail: edge)
        try scene.simulator.drag(from: CGPoint(x: 4, y: 300), to: CGPoint(x: 150, y: 300), duration: 0.2)
        #expect(scene.states(of: "inner") == ["failed", "possible"])
        #expect(scene.states(of: "edge").first == "began")
        try scene.simulator.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 250, y: 300), duration: 0.2)
        #expect(scene.states(of: "inner").dropFirst(2).first == "began")
    }
}
