import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("Buttons and controls")
struct ButtonTests {
    /// A system button titled "Play" at (20, 100, 100, 44) in the scene's container.
    private func sceneWithButton() -> (WidgetScene, Button, EventLog) {
        let scene = WidgetScene()
        let button = Button(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        button.setTitle("Play", for: .normal)
        scene.container.addSubview(button)
        return (scene, button, EventLog(button))
    }

    @Test("The intrinsic size is the image and the single-line title side by side, in the stand-in metrics")
    func intrinsicSize() {
        let button = Button(type: .system)
        #expect(button.intrinsicContentSize == .zero)
        button.setTitle("Play", for: .normal)
        // 4 characters of the 15-point title font: 4 × 7.5 by 1.2 × 15.
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 18))
        button.setImage(Image(name: "play", size: CGSize(width: 20, height: 24)), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 50, height: 24))
        button.titleLabel?.font = .systemFont(ofSize: 30)
        button.setTitle("Pause", for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 20 + 5 * 15, height: 36))
        button.sizeToFit()
        #expect(button.bounds.size == CGSize(width: 95, height: 36))
        button.layoutIfNeeded()
        #expect(button.imageView?.frame == CGRect(x: 0, y: 6, width: 20, height: 24))
        #expect(button.titleLabel?.frame == CGRect(x: 20, y: 0, width: 75, height: 36))
    }

    @Test("A state without its own title, colour or image uses the normal state's, as UIKit")
    func stateFallbacks() {
        let button = Button(type: .system)
        #expect(button.title(for: .normal) == nil)
        #expect(button.titleColor(for: .normal) == Color(red: 0, green: 0.478, blue: 1))
        #expect(Button(type: .custom).titleColor(for: .highlighted) == .white)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        button.setTitleColor(.black, for: .normal)
        button.setTitleColor(.white, for: .disabled)
        let star = Image(named: "star")
        button.setImage(star, for: .normal)
        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.title(for: [.selected, .highlighted]) == "Play")
        #expect(button.title(for: .selected) == "Pause")
        #expect(button.titleColor(for: .selected) == .black)
        #expect(button.titleColor(for: .disabled) == .white)
        #expect(button.image(for: .disabled) === star)
        #expect(button.currentTitle == "Play")
        button.isSelected = true
        #expect(button.state == .selected)
        #expect(button.currentTitle == "Pause")
        #expect(button.titleLabel?.text == "Pause")
        button.isEnabled = false
        #expect(button.state == [.selected, .disabled])
        #expect(button.currentTitle == "Play")
        // Selected and disabled has no colour of its own: the normal one, not the disabled one.
        #expect(button.currentTitleColor == .black)
        button.isSelected = false
        #expect(button.currentTitleColor == .white)
        #expect(button.titleLabel?.textColor == .white)
        button.isSelected = true
        button.setTitle(nil, for: .selected)
        button.isEnabled = true
        #expect(button.currentTitle == "Play")
        #expect(Button(frame: .zero).buttonType == .custom)
        #expect(Button.ButtonType.roundedRect == .system)
    }

    @Test("A tap inside sends touch-down, touch-up-inside and the primary action; the button highlights meanwhile")
    func tapInside() throws {
        let (scene, button, log) = sceneWithButton()
        try scene.simulator.press(at: CGPoint(x: 60, y: 120))
        #expect(button.isHighlighted && button.isTracking)
        #expect(button.state == .highlighted)
        try scene.simulator.release()
        #expect(!button.isHighlighted && !button.isTracking)
        #expect(log.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("A finger that leaves the touch area and lifts sends touch-up-outside; 70 points out still counts inside")
    func dragOutside() throws {
        let (scene, button, log) = sceneWithButton()
        try scene.simulator.press(at: CGPoint(x: 60, y: 120))
        // The bottom edge is at y = 144; 60 points below it is inside the 70-point margin.
        try scene.simulator.move(to: CGPoint(x: 60, y: 204), duration: 0.1)
        #expect(button.isHighlighted)
        try scene.simulator.move(to: CGPoint(x: 60, y: 230), duration: 0.1)
        #expect(!button.isHighlighted && button.isTracking && !button.isTouchInside)
        try scene.simulator.release()
        #expect(
            log.compact == ["touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchUpOutside"])

        let (again, _, nearLog) = sceneWithButton()
        try again.simulator.press(at: CGPoint(x: 60, y: 120))
        try again.simulator.move(to: CGPoint(x: 60, y: 204), duration: 0.1)
        try again.simulator.release()
        #expect(nearLog.compact == ["touchDown", "touchDragInside", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("Out and back in sends drag-exit then drag-enter, and the lift inside is a tap")
    func outAndBack() throws {
        let (scene, _, log) = sceneWithButton()
        try scene.simulator.press(at: CGPoint(x: 60, y: 120))
        try scene.simulator.move(to: CGPoint(x: 60, y: 300))
        try scene.simulator.move(to: CGPoint(x: 60, y: 130))
        try scene.simulator.release()
        #expect(
            log.compact == [
                "touchDown", "touchDragExit", "touchDragOutside", "touchDragEnter", "touchDragInside", "touchUpInside",
                "primaryActionTriggered",
            ])
    }

    @Test("A disabled button tracks nothing")
    func disabled() throws {
        let (scene, button, log) = sceneWithButton()
        button.isEnabled = false
        try scene.simulator.tap(at: CGPoint(x: 60, y: 120))
        #expect(log.events.isEmpty)
        #expect(!button.isHighlighted)
    }

    @Test("A tap recognizer on a superview leaves a single tap on the button to the button")
    func tapRecognizerOnSuperview() throws {
        let (scene, button, log) = sceneWithButton()
        var recognized = 0
        let tap = TapGestureRecognizer { recognizer in if recognizer.state == .ended { recognized += 1 } }
        scene.container.addGestureRecognizer(tap)
        try scene.simulator.tap(at: CGPoint(x: 60, y: 120))
        #expect(log.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(recognized == 0)
        // Elsewhere the recognizer recognizes.
        try scene.simulator.tap(at: CGPoint(x: 200, y: 500))
        #expect(recognized == 1)
        // A disabled button keeps nothing: the recognizer takes the tap.
        button.isEnabled = false
        try scene.simulator.tap(at: CGPoint(x: 60, y: 120))
        #expect(recognized == 2)
        // A double tap is not the button's gesture.
        button.isEnabled = true
        tap.numberOfTapsRequired = 2
        try scene.simulator.tap(at: CGPoint(x: 200, y: 500))
        try scene.simulator.wait(0.1)
        try scene.simulator.tap(at: CGPoint(x: 200, y: 500))
        #expect(recognized == 3)
    }

    @Test("A tap recognizer on the button itself takes the tap, and the button sends touch-cancel")
    func tapRecognizerOnButton() throws {
        let (scene, button, log) = sceneWithButton()
        var recognized = 0
        button.addGestureRecognizer(TapGestureRecognizer { _ in recognized += 1 })
        try scene.simulator.tap(at: CGPoint(x: 60, y: 120))
        #expect(recognized == 1)
        #expect(log.events == ["touchDown", "touchCancel"])
    }

    @Test("A pan on a superview takes a drag that starts on the button: touch-cancel, no tap")
    func panOnSuperview() throws {
        let (scene, _, log) = sceneWithButton()
        scene.container.addGestureRecognizer(PanGestureRecognizer())
        try scene.simulator.drag(from: CGPoint(x: 60, y: 120), to: CGPoint(x: 60, y: 125), duration: 0.05)
        #expect(log.compact == ["touchDown", "touchDragInside", "touchUpInside", "primaryActionTriggered"])
        let (again, _, dragLog) = sceneWithButton()
        again.container.addGestureRecognizer(PanGestureRecognizer())
        try again.simulator.drag(from: CGPoint(x: 60, y: 120), to: CGPoint(x: 60, y: 200), duration: 0.2)
        #expect(dragLog.compact == ["touchDown", "touchDragInside", "touchCancel"])
    }

    @Test("Actions run with the control as sender; one identifier keeps one action; removed actions stop")
    func actions() {
        let button = Button(type: .system)
        var senders: [String] = []
        let first = Action(title: "first", identifier: Action.Identifier("play")) { action in
            senders.append("first:\((action.sender as? Button)?.identifier ?? "?")")
        }
        let second = Action(title: "second", identifier: Action.Identifier("play")) { _ in senders.append("second") }
        button.identifier = "button"
        button.addAction(first, for: [.touchUpInside, .valueChanged])
        button.sendActions(for: .touchUpInside)
        #expect(senders == ["first:button"])
        #expect(first.sender == nil)
        button.addAction(second, for: .touchUpInside)
        button.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(senders == ["first:button", "first:button", "second"])
        button.removeAction(second, for: .touchUpInside)
        button.sendActions(for: .allEvents)
        #expect(senders == ["first:button", "first:button", "second", "first:button"])
        button.removeAction(identifiedBy: Action.Identifier("play"), for: .allEvents)
        #expect(button.actions(for: .allEvents).isEmpty)
        let unnamed = Action { _ in }
        let other = Action { _ in }
        #expect(unnamed.identifier != other.identifier)
    }

    @Test("A primary action titles the button and runs for each tap")
    func primaryAction() throws {
        let scene = WidgetScene()
        var runs = 0
        let button = Button(primaryAction: Action(title: "Go") { _ in runs += 1 })
        #expect(button.buttonType == .system)
        #expect(button.currentTitle == "Go")
        button.sizeToFit()
        button.center = CGPoint(x: 100, y: 100)
        scene.container.addSubview(button)
        try scene.simulator.tap(at: CGPoint(x: 100, y: 100))
        #expect(runs == 1)
    }
}
