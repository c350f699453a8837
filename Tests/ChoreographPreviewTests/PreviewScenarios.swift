import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A fresh host on a manual clock at time 0, installed as the current one.
@MainActor
@discardableResult
func freshHost() -> HostEnvironment {
    HostEnvironment.install(clock: ManualClock())
}

/// A 20 × 20 box at (0, 40) in a 200 × 100 window that moves right by 100 points and fades out, linearly, over
/// `duration` seconds. Its container `stage` has alpha 0.5 and an unnamed, static label inside it.
@MainActor
final class SlideAndFadeScenario: Scenario {
    let name = "slide"
    let summary = "A box slides right and fades out"
    let window = Window(size: CGSize(width: 200, height: 100))
    let operations: [ScenarioOperation] = [.present]
    let stage = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100), identifier: "stage")
    let box = View(frame: CGRect(x: 0, y: 40, width: 20, height: 20), identifier: "box")
    let label = View(frame: CGRect(x: 150, y: 10, width: 40, height: 20))
    let duration: TimeInterval

    init(duration: TimeInterval = 0.5) {
        self.duration = duration
        window.backgroundColor = .white
        stage.alpha = 0.5
        box.backgroundColor = Color(red: 1, green: 0, blue: 0)
        label.content = .text(TextContent("Hi"))
        window.addSubview(stage)
        stage.addSubview(box)
        stage.addSubview(label)
    }

    func perform(_ operation: ScenarioOperation) {
        View.animate(withDuration: duration, options: .curveLinear) {
            self.box.center.x += 100
            self.box.alpha = 0
        }
    }
}

/// A card whose snapshot ("ghost") flies up by 50 points over 0.25 s, linearly, while the card is hidden.
@MainActor
final class GhostScenario: Scenario {
    let name = "ghost"
    let summary = "A ghost of a card flies up"
    let window = Window(size: CGSize(width: 100, height: 100))
    let operations: [ScenarioOperation] = [.push]
    let card = View(frame: CGRect(x: 10, y: 60, width: 30, height: 30), identifier: "card")

    init() {
        card.backgroundColor = Color(red: 0, green: 0, blue: 1)
        card.addSubview(View(frame: CGRect(x: 5, y: 5, width: 10, height: 10)))
        window.addSubview(card)
    }

    func perform(_ operation: ScenarioOperation) {
        let ghost = card.snapshotView()
        window.addSubview(ghost)
        card.isHidden = true
        View.animate(withDuration: 0.25, options: .curveLinear) {
            ghost.center.y -= 50
        } completion: { _ in
            ghost.removeFromSuperview()
            self.card.isHidden = false
        }
    }
}

/// A 40 × 40 handle that follows a pan, then springs back to where it started over 0.2 s when the finger lifts.
@MainActor
final class DragHandleScenario: Scenario {
    let name = "handle"
    let summary = "A handle follows the finger and returns"
    let window = Window(size: CGSize(width: 300, height: 100))
    let operations: [ScenarioOperation] = []
    let handle = View(frame: CGRect(x: 0, y: 30, width: 40, height: 40), identifier: "handle")
    private(set) var translations: [CGFloat] = []

    init() {
        let home = handle.center
        let pan = PanGestureRecognizer { [unowned self] recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            switch pan.state {
            case .began, .changed:
                let translation = pan.translation(in: self.window)
                self.translations.append(translation.x)
                self.handle.center = CGPoint(x: home.x + translation.x, y: home.y)
            case .ended, .cancelled:
                View.animate(withDuration: 0.2, options: .curveLinear) { self.handle.center = home }
            default:
                break
            }
        }
        handle.addGestureRecognizer(pan)
        window.addSubview(handle)
    }

    func perform(_ operation: ScenarioOperation) {}
}

/// A still 200 × 100 scene with one of each kind of drawing, and a `tick` view whose alpha moves over 0.1 s so that
/// there is a run to record:
///
/// - `card`: a 60 × 40 green card at (10, 10) with corner radius 8, a 2-point blue border and a shadow;
/// - `clip`: an 80 × 40 view at (100, 10) that clips, with `photo`, a 40 × 20 image `basil` shown aspect-filled;
/// - `title`: a 100 × 20 bold, centred, 14-point label at (0, 60);
/// - `bar`: a 40 × 20 grey view centred at (150, 80), rotated a quarter turn.
@MainActor
final class StillScenario: Scenario {
    let name = "still"
    let summary = "One of each kind of drawing"
    let window = Window(size: CGSize(width: 200, height: 100))
    let operations: [ScenarioOperation] = [.present]
    let tick = View(frame: CGRect(x: 190, y: 90, width: 10, height: 10), identifier: "tick")

    init() {
        let card = View(frame: CGRect(x: 10, y: 10, width: 60, height: 40), identifier: "card")
        card.backgroundColor = Color(red: 0, green: 0.5, blue: 0)
        card.layer.cornerRadius = 8
        card.layer.borderWidth = 2
        card.layer.borderColor = Color(red: 0, green: 0, blue: 1).cgColor
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 4
        let clip = View(frame: CGRect(x: 100, y: 10, width: 80, height: 40), identifier: "clip")
        clip.clipsToBounds = true
        let photo = View(frame: CGRect(x: 0, y: 0, width: 80, height: 40), identifier: "photo")
        photo.content = .image(ImageContent(name: "basil", size: CGSize(width: 40, height: 40)))
        clip.addSubview(photo)
        let title = View(frame: CGRect(x: 0, y: 60, width: 100, height: 20), identifier: "title")
        title.content = .text(TextContent("Herbs & <Spices>", fontSize: 14, isBold: true, alignment: .center))
        let bar = View(frame: CGRect(x: 130, y: 70, width: 40, height: 20), identifier: "bar")
        bar.backgroundColor = Color(white: 0.5)
        bar.layer.transform = Transform3D(rotationAngle: .pi / 2)
        tick.backgroundColor = .black
        for view in [card, clip, title, bar, tick] {
            window.addSubview(view)
        }
    }

    func perform(_ operation: ScenarioOperation) {
        View.animate(withDuration: 0.1, options: .curveLinear) { self.tick.alpha = 0.5 }
    }
}

/// A 100 × 100 `parent` centred at (100, 50) that scales up from 1× to 2× about its center over 0.5 s, linearly,
/// with a 10 × 10 `child` at the parent's top-left corner.
@MainActor
final class GrowingParentScenario: Scenario {
    let name = "grow"
    let summary = "A parent scales up with its child"
    let window = Window(size: CGSize(width: 200, height: 100))
    let operations: [ScenarioOperation] = [.present]
    let parent = View(frame: CGRect(x: 50, y: 0, width: 100, height: 100), identifier: "parent")

    init() {
        parent.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10), identifier: "child"))
        window.addSubview(parent)
    }

    func perform(_ operation: ScenarioOperation) {
        View.animate(withDuration: 0.5, options: .curveLinear) {
            self.parent.layer.transform = Transform3D(scaleX: 2, y: 2)
        }
    }
}

/// A card that clips, scaled down inside a clipping tray, like a details card growing out of a thumbnail:
///
/// - `tray`: a 180 × 90 view at (10, 5) that clips, with square corners;
/// - `card`: a 100 × 100 view in the tray, centred at (100, 50) in the window, with corner radius 10, that clips;
/// - `photo`: a 200 × 100 image view at (−50, 0) in the card, twice the card's width, overflowing both its sides
///   and the tray's top and bottom edges once scaled back;
/// - `badge`: a 20 × 20 view at (0, 0) in the photo, outside the card.
///
/// The card scales from 1× to 0.5× about its center over 0.5 s, linearly, and turns by `turn` radians as it does.
@MainActor
final class ClippedCardScenario: Scenario {
    let name = "clipped-card"
    let summary = "A clipping card scales down inside a clipping tray"
    let window = Window(size: CGSize(width: 200, height: 100))
    let operations: [ScenarioOperation] = [.present]
    let tray = View(frame: CGRect(x: 10, y: 5, width: 180, height: 90), identifier: "tray")
    let card = View(frame: CGRect(x: 40, y: -5, width: 100, height: 100), identifier: "card")
    let turn: CGFloat

    init(turn: CGFloat = 0) {
        self.turn = turn
        tray.clipsToBounds = true
        tray.backgroundColor = Color(white: 0.9)
        card.clipsToBounds = true
        card.layer.cornerRadius = 10
        card.backgroundColor = Color(red: 0, green: 0.5, blue: 0)
        let photo = View(frame: CGRect(x: -50, y: 0, width: 200, height: 100), identifier: "photo")
        photo.content = .image(ImageContent(name: "marjoram", size: CGSize(width: 200, height: 100)))
        let badge = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20), identifier: "badge")
        badge.backgroundColor = Color(red: 1, green: 0, blue: 0)
        photo.addSubview(badge)
        card.addSubview(photo)
        tray.addSubview(card)
        window.addSubview(tray)
    }

    func perform(_ operation: ScenarioOperation) {
        View.animate(withDuration: 0.5, options: .curveLinear) {
            self.card.layer.transform = Transform3D(scaleX: 0.5, y: 0.5).concatenating(
                Transform3D(rotationAngle: self.turn))
        }
    }
}
