import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("Touch dispatcher")
struct TouchDispatcherTests {
    @Test("A touch sticks to the view it landed on and reaches the recognizers of its ancestors")
    func hitViewAndAncestors() throws {
        let scene = GestureScene()
        let pan = scene.attach(PanGestureRecognizer(), to: scene.card, as: "card")
        try scene.simulator.press(at: CGPoint(x: 50, y: 480))
        #expect(scene.dispatcher.activeTouches.first?.view === scene.button)
        try scene.simulator.move(to: CGPoint(x: 300, y: 100), duration: 0.1)
        try scene.simulator.release()
        #expect(scene.states(of: "card").first == "began")
        #expect(pan.view === scene.card)
        // The pan began at the first move, before the view saw it: the view gets the touch-down, then a cancel.
        #expect(scene.button.received == ["began@button", "cancelled@button"])
        #expect(scene.card.received.isEmpty)
        #expect(scene.back.received.isEmpty)
    }

    @Test("Hidden and non-interactive views pass touches to the views behind them")
    func skippedViews() throws {
        let scene = GestureScene()
        scene.attach(TapGestureRecognizer(), to: scene.card, as: "card")
        scene.attach(TapGestureRecognizer(), to: scene.back, as: "back")
        scene.button.isHidden = true
        try scene.simulator.tap(at: CGPoint(x: 50, y: 480))
        #expect(scene.states(of: "card") == ["ended", "possible"])
        #expect(scene.states(of: "back").isEmpty)

        scene.card.isUserInteractionEnabled = false
        try scene.simulator.tap(at: CGPoint(x: 50, y: 480))
        #expect(scene.states(of: "card").count == 2)
        #expect(scene.states(of: "back") == ["ended", "possible"])
        #expect(scene.back.received == ["began@back", "cancelled@back"])
    }

    @Test("Recognizers compete deepest first: the first to begin wins and the others fail")
    func deepestFirstWins() throws {
        let scene = GestureScene()
        let inner = scene.attach(PanGestureRecognizer(), to: scene.button, as: "inner")
        scene.attach(PanGestureRecognizer(), to: scene.card, as: "outer")
        try scene.simulator.drag(from: CGPoint(x: 50, y: 480), to: CGPoint(x: 200, y: 480), duration: 0.2)
        #expect(scene.states(of: "outer") == ["failed", "possible"])
        #expect(scene.states(of: "inner").first == "began")
        #expect(scene.states(of: "inner").suffix(2) == ["ended", "possible"])
        #expect(inner.state == .possible)
    }

    @Test("A delegate veto fails the recognizer and leaves the gesture to an ancestor's")
    func delegateVeto() throws {
        let scene = GestureScene()
        let delegate = ScriptedDelegate()
        delegate.shouldBegin = false
        let inner = scene.attach(PanGestureRecognizer(), to: scene.button, as: "inner")
        inner.delegate = delegate
        scene.attach(PanGestureRecognizer(), to: scene.card, as: "outer")
        try scene.simulator.drag(from: CGPoint(x: 50, y: 480), to: CGPoint(x: 200, y: 480), duration: 0.2)
        #expect(delegate.asked == ["shouldBegin inner"])
        #expect(scene.states(of: "inner") == ["failed", "possible"])
        #expect(scene.states(of: "outer").first == "began")
    }

    @Test("A delegate that allows simultaneous recognition lets both recognizers run")
    func simultaneous() throws {
        let scene = GestureScene()
        let delegate = ScriptedDelegate()
        delegate.simultaneous = true
        let inner = scene.attach(PanGestureRecognizer(), to: scene.button, as: "inner")
        inner.delegate = delegate
        scene.attach(PanGestureRecognizer(), to: scene.card, as: "outer")
        try scene.simulator.drag(from: CGPoint(x: 50, y: 480), to: CGPoint(x: 200, y: 480), duration: 0.2)
        #expect(scene.states(of: "inner").first == "began")
        #expect(scene.states(of: "outer").first == "began")
        #expect(scene.states(of: "outer").suffix(2) == ["ended", "possible"])
    }

    @Test("Without cancelsTouchesInView the view keeps getting the touches of a recognized gesture")
    func cancelsTouchesInView() throws {
        let scene = GestureScene()
        let pan = scene.attach(PanGestureRecognizer(), to: scene.back, as: "pan")
        try scene.simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
        // The first move (16.7 points) passes the hysteresis before the view sees it: the view loses the touch.
        #expect(scene.back.phases == ["began", "cancelled"])
        pan.cancelsTouchesInView = false
        try scene.simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
        #expect(scene.back.phases == ["began", "cancelled", "began", "moved", "ended"])
    }

    @Test("Disabling or removing a recognizer mid-gesture cancels it; it gets no more touches")
    func disableAndRemove() throws {
        let scene = GestureScene()
        let pan = scene.attach(PanGestureRecognizer(), to: scene.back, as: "pan")
        try scene.simulator.press(at: CGPoint(x: 100, y: 100))
        try scene.simulator.move(to: CGPoint(x: 150, y: 100), duration: 0.1)
        pan.isEnabled = false
        try scene.simulator.move(to: CGPoint(x: 200, y: 100), duration: 0.1)
        try scene.simulator.release()
        #expect(scene.states(of: "pan").suffix(3) == ["changed", "cancelled", "possible"])
        try scene.simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
        #expect(scene.states(of: "pan").last == "possible")
        #expect(scene.states(of: "pan").filter { $0 == "began" }.count == 1)

        pan.isEnabled = true
        try scene.simulator.press(at: CGPoint(x: 100, y: 100))
        try scene.simulator.move(to: CGPoint(x: 150, y: 100), duration: 0.1)
        scene.back.removeGestureRecognizer(pan)
        #expect(pan.view == nil)
        #expect(pan.state == .possible)
        #expect(scene.states(of: "pan").suffix(2) == ["cancelled", "possible"])
        try scene.simulator.release()
        #expect(scene.states(of: "pan").suffix(2) == ["cancelled", "possible"])
        #expect(scene.back.attachedGestureRecognizers.isEmpty)
    }

    @Test("Disabling an idle recognizer, before or after a gesture, leaves it possible: enabled again it recognizes")
    func disableIdle() throws {
        let scene = GestureScene()
        let pan = scene.attach(PanGestureRecognizer(), to: scene.back, as: "pan")
        pan.isEnabled = false
        #expect(pan.state == .possible)
        pan.isEnabled = true
        try scene.simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
        #expect(scene.states(of: "pan").first == "began" && scene.states(of: "pan").last == "possible")
        pan.isEnabled = false
        #expect(pan.state == .possible)
        pan.isEnabled = true
        try scene.simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
        #expect(scene.states(of: "pan").filter { $0 == "began" }.count == 2)
        #expect(!scene.states(of: "pan").contains("failed"))
        #expect(scene.diagnostics.entries.isEmpty)
    }

    @Test("Touches that break the rules are reported and dropped")
    func misuse() {
        let scene = GestureScene()
        scene.attach(PanGestureRecognizer(), to: scene.back, as: "pan")
        scene.send(7, 10, 10, .moved)
        scene.send(1, 10, 10, .began)
        scene.send(1, 20, 20, .began)
        scene.send(1, .nan, 20, .moved)
        scene.send(1, 10, 10, .ended)
        scene.send(1, 10, 10, .ended)
        #expect(
            scene.diagnostics.codes == [
                .touchUnknown, .touchDuplicateBegan, .touchInvalidLocation, .touchUnknown,
            ]
        )
        #expect(scene.dispatcher.activeTouches.isEmpty)
        #expect(scene.states(of: "pan") == ["failed", "possible"])
    }

    @Test("A transition UIKit forbids is reported and ignored")
    func invalidTransition() {
        let scene = GestureScene()
        let recognizer = scene.attach(GestureRecognizer(), to: scene.back, as: "custom")
        scene.send(1, 10, 10, .began)
        recognizer.state = .changed
        #expect(recognizer.state == .possible)
        #expect(scene.diagnostics.codes == [.gestureInvalidTransition])
        recognizer.state = .failed
        scene.send(1, 10, 10, .ended)
        #expect(scene.states(of: "custom") == ["failed", "possible"])
    }

    @Test("Moving a recognizer to another view detaches it from the first")
    func reattach() {
        let scene = GestureScene()
        let tap = TapGestureRecognizer()
        scene.back.addGestureRecognizer(tap)
        scene.card.addGestureRecognizer(tap)
        #expect(tap.view === scene.card)
        #expect(scene.back.attachedGestureRecognizers.isEmpty)
        #expect(scene.card.attachedGestureRecognizers.count == 1)
    }
}
