import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A window with a full-screen background, a card at the bottom and a button on the card, on a manual clock with its
/// own diagnostics log, and a simulator to touch it.
@MainActor
final class GestureScene {
    let clock = ManualClock()
    let diagnostics: DiagnosticLog
    let window = Window()
    let back = RecordingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), identifier: "back")
    let card = RecordingView(frame: CGRect(x: 0, y: 444, width: 390, height: 400), identifier: "card")
    let button = RecordingView(frame: CGRect(x: 20, y: 20, width: 100, height: 60), identifier: "button")
    let dispatcher: TouchDispatcher
    let simulator: TouchSimulator
    /// Every state change of the watched recognizers, as `name.state`.
    private(set) var states: [String] = []

    init(samplesPerSecond: Double = 60) {
        diagnostics = DiagnosticLog(clock: clock)
        window.addSubview(back)
        window.addSubview(card)
        card.addSubview(button)
        dispatcher = TouchDispatcher(window: window, clock: clock, diagnostics: diagnostics)
        simulator = TouchSimulator(dispatcher: dispatcher, clock: clock, samplesPerSecond: samplesPerSecond)
    }

    /// Attaches `recognizer` to `view` under `name` and logs its state changes.
    @discardableResult
    func attach<Recognizer: GestureRecognizer>(_ recognizer: Recognizer, to view: View, as name: String)
        -> Recognizer
    {
        recognizer.name = name
        view.addGestureRecognizer(recognizer)
        recognizer.observeState { [unowned self] _, state in states.append("\(name).\(state)") }
        return recognizer
    }

    /// The logged states of one recognizer, without its name.
    func states(of name: String) -> [String] {
        states.filter { $0.hasPrefix(name + ".") }.map { String($0.dropFirst(name.count + 1)) }
    }

    /// Sends one touch straight to the dispatcher.
    func send(_ id: Int, _ x: CGFloat, _ y: CGFloat, _ phase: Touch.Phase) {
        dispatcher.send(Touch(id: id, location: CGPoint(x: x, y: y), phase: phase))
    }
}

/// A view that handles touches itself and records what it receives, as `phase@identifier-of-the-touch's-view`.
@MainActor
final class RecordingView: View, TouchResponder {
    private(set) var received: [String] = []

    func touchesBegan(_ touches: [Touch]) { record("began", touches) }
    func touchesMoved(_ touches: [Touch]) { record("moved", touches) }
    func touchesEnded(_ touches: [Touch]) { record("ended", touches) }
    func touchesCancelled(_ touches: [Touch]) { record("cancelled", touches) }

    private func record(_ phase: String, _ touches: [Touch]) {
        for touch in touches {
            received.append("\(phase)@\(touch.view?.identifier ?? "none")")
        }
    }

    /// The phases received, without repeated moves.
    var phases: [String] {
        var result: [String] = []
        for entry in received.map({ String($0.prefix { $0 != "@" }) }) where result.last != entry || entry != "moved" {
            result.append(entry)
        }
        return result
    }
}

/// A delegate whose answers are set per test.
@MainActor
final class ScriptedDelegate: GestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var asked: [String] = []

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        asked.append("shouldBegin \(recognizer.name ?? "?")")
        return shouldBegin
    }

    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        simultaneous
    }
}
