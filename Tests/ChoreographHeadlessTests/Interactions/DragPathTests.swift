import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// `DragInteractionController`'s `edgePanToDismiss` and `panToPop` paths, in a 390 × 844 window, each driving a
/// `.slide(from: .right)` transition whose dismissing side moves the leaving screen `p · 390` points to the right.
///
/// The finger travels the width, 390 points, for the whole transition: `d` points set the progress to `d/390`. A
/// release finishes when `p + v·0.998/(1 − 0.998)/1000 = p + 0.499·v > 0.5` (`v` in progress per second). Touch
/// samples are 1/64 s apart, so a step of `s` points moves the finger at `64·s` points per second.
@MainActor
@Suite("Drag interaction paths")
struct DragPathTests {
    let dt = 1.0 / 64
    static let full = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// Answers the dismissal's and the pop's interaction controller with the drag's while it starts one.
    @MainActor
    final class Forwarder: TransitioningDelegate, NavigationControllerDelegate {
        weak var drag: DragInteractionController?
        var popTransition: Transition = .slide(from: .right)

        func interactionControllerForDismissal(
            using animator: any AnimatedTransitioning
        ) -> (any InteractiveTransitioning)? {
            drag?.interactionController
        }

        func navigationController(
            _ navigationController: NavigationController,
            animationControllerFor operation: NavigationOperation,
            from fromVC: ViewController,
            to toVC: ViewController
        ) -> (any AnimatedTransitioning)? {
            operation == .pop ? TimelineAnimator(popTransition, operation: .pop) : nil
        }

        func navigationController(
            _ navigationController: NavigationController,
            interactionControllerFor animationController: any AnimatedTransitioning
        ) -> (any InteractiveTransitioning)? {
            drag?.interactionController
        }
    }

    /// A presented stage: `A` in the window presenting `C` with the slide, `C` carrying a left-edge pan.
    @MainActor
    struct Presented {
        let clock: ManualClock
        let window: Window
        let a: ViewController
        let c: ViewController
        let drag: DragInteractionController
        let forwarder: Forwarder
    }

    func presented() -> Presented {
        let forwarder = Forwarder()
        let (clock, window, a, c) = slidePresentation(delegate: forwarder)
        let drag = DragInteractionController.edgePanToDismiss(c)
        forwarder.drag = drag
        drag.attach(to: c.view)
        return Presented(clock: clock, window: window, a: a, c: c, drag: drag, forwarder: forwarder)
    }

    /// A navigation stage: `A` and `B` in a stack whose delegate pops with the slide, a `pan-to-pop` on its view.
    @MainActor
    struct Stacked {
        let clock: ManualClock
        let window: Window
        let navigation: NavigationController
        let b: ViewController
        let drag: DragInteractionController
        let forwarder: Forwarder
    }

    func stacked() -> Stacked {
        let (_, clock, window, navigation, _) = navigationScene()
        let b = ViewController(identifier: "B")
        navigation.pushViewController(b, animated: false)
        let forwarder = Forwarder()
        navigation.delegate = forwarder
        clock.advance(by: 0.1)
        let drag = DragInteractionController.panToPop(navigation)
        forwarder.drag = drag
        drag.attach(to: navigation.view)
        return Stacked(clock: clock, window: window, navigation: navigation, b: b, drag: drag, forwarder: forwarder)
    }

    /// Presses at (`x`, 400) and moves along `xs`, one sample per 1/64 s.
    func drag(_ window: Window, _ clock: ManualClock, from x: CGFloat, through xs: [CGFloat]) throws -> TouchSimulator {
        let simulator = TouchSimulator(window: window, clock: clock, samplesPerSecond: 64)
        try simulator.press(at: CGPoint(x: x, y: 400))
        for next in xs {
            try simulator.move(to: CGPoint(x: next, y: 400), duration: dt)
        }
        return simulator
    }

    /// `count` steps of `step` points from `start`.
    func steps(_ count: Int, of step: CGFloat, from start: CGFloat) -> [CGFloat] {
        (1...count).map { start + CGFloat($0) * step }
    }

    func expectDismissed(_ stage: Presented) {
        #expect(stage.a.presentedViewController == nil)
        #expect(stage.c.view.window == nil)
        #expect(stage.window.subviews.map(\.identifier) == ["A"], "only the presenting screen is left")
        #expect(stage.a.view.visibleRect == Self.full)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    func expectStillPresented(_ stage: Presented) {
        #expect(stage.a.presentedViewController === stage.c)
        #expect(stage.c.view.visibleRect == Self.full)
        #expect(stage.c.view.transform == .identity)
        #expect(stage.c.transitionCoordinator == nil)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("The edge variants move away from their edge; the names say which path they are")
    func directions() {
        let (_, _) = freshHost()
        let c = ViewController(identifier: "C")
        let navigation = NavigationController(rootViewController: ViewController(identifier: "A"))
        #expect(DragInteractionController.edgePanToDismiss(c).direction == .right)
        #expect(DragInteractionController.edgePanToDismiss(c, edge: .right).direction == .left)
        #expect(DragInteractionController.edgePanToDismiss(c, edge: .top).direction == .down)
        #expect(DragInteractionController.edgePanToDismiss(c, edge: .bottom).direction == .up)
        let edge = DragInteractionController.edgePanToDismiss(c)
        #expect(edge.recognizer is ScreenEdgePanGestureRecognizer)
        #expect((edge.recognizer as? ScreenEdgePanGestureRecognizer)?.edges == .left)
        #expect(edge.recognizer.name == "edge-pan-to-dismiss")
        let pop = DragInteractionController.panToPop(navigation)
        #expect(pop.direction == .right && pop.recognizer.name == "pan-to-pop")
        #expect(!(pop.recognizer is ScreenEdgePanGestureRecognizer))
        #expect(DragInteractionController.panToPop(navigation, direction: .down).direction == .down)
    }

    @Test("edgePanToDismiss: a slow swipe from the edge past half dismisses, the screen under the finger till then")
    func edgeDismissFinishes() throws {
        let stage = presented()
        // From x 4, 2 points a sample (128 pt/s) for 120 samples: 240 points, progress 240/390.
        let simulator = try drag(stage.window, stage.clock, from: 4, through: steps(120, of: 2, from: 4))
        let interaction = try #require(stage.drag.interaction)
        #expect(isClose(Double(interaction.percentComplete), 240.0 / 390, within: 1e-12))
        stage.clock.advance(by: dt)
        #expect(isClose(Double(stage.c.view.visibleRect.minX), 240, within: 1e-9), "the screen follows the finger")
        // The slide's dismissing side brings the presenting screen back from the left: at −390 + 240.
        #expect(isClose(Double(stage.a.view.visibleRect.minX), -150, within: 1e-9))
        try simulator.release()
        let release = try #require(interaction.lastRelease)
        #expect(release.finishes && !release.rewardsMomentum)
        #expect(isClose(release.velocity, 128.0 / 390, within: 1e-9))
        stage.clock.advance(by: 2)
        expectDismissed(stage)
    }

    @Test("edgePanToDismiss: a short slow swipe springs back; a swipe away from the edge starts nothing")
    func edgeDismissCancels() throws {
        let stage = presented()
        // 60 points at 64 pt/s: progress 0.154, velocity 0.164/s, projected 0.236 < 0.5.
        let simulator = try drag(stage.window, stage.clock, from: 4, through: steps(60, of: 1, from: 4))
        try simulator.release()
        let release = try #require(stage.drag.interaction?.lastRelease)
        #expect(!release.finishes)
        stage.clock.advance(by: 2)
        expectStillPresented(stage)
        // 100 points from the left edge is outside the 20-point zone: the edge pan fails, the drag starts nothing.
        let away = try drag(stage.window, stage.clock, from: 100, through: steps(60, of: 4, from: 100))
        #expect(stage.drag.recognizer.state == .failed)
        #expect(!stage.drag.isInteracting)
        try away.release()
        stage.clock.advance(by: 2)
        expectStillPresented(stage)
    }

    @Test("edgePanToDismiss: a fast flick short of half dismisses on the momentum spring")
    func edgeDismissFlick() throws {
        let stage = presented()
        // 15 points a sample: 960 pt/s = 2.46 progress/s, for 6 samples: 90 points, progress 0.23.
        let simulator = try drag(stage.window, stage.clock, from: 4, through: steps(6, of: 15, from: 4))
        try simulator.release()
        let release = try #require(stage.drag.interaction?.lastRelease)
        #expect(release.finishes && release.rewardsMomentum)
        #expect(isClose(release.progress, 90.0 / 390, within: 1e-12))
        #expect(isClose(release.velocity, 960.0 / 390, within: 1e-9))
        stage.clock.advance(by: 2)
        expectDismissed(stage)
    }

    @Test("panToPop: a slow drag past half pops B, which slides out under the finger")
    func popFinishes() throws {
        let stage = stacked()
        let simulator = try drag(stage.window, stage.clock, from: 100, through: steps(120, of: 2, from: 100))
        let interaction = try #require(stage.drag.interaction)
        #expect(isClose(Double(interaction.percentComplete), 240.0 / 390, within: 1e-12))
        stage.clock.advance(by: dt)
        #expect(isClose(Double(stage.b.view.visibleRect.minX), 240, within: 1e-9))
        try simulator.release()
        #expect(interaction.lastRelease?.finishes == true)
        stage.clock.advance(by: 2)
        #expect(stage.navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(stage.b.view.superview == nil && stage.b.view.transform == .identity)
        #expect(stage.window.view(withIdentifier: "A")?.visibleRect == Self.full)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("panToPop: a flick the wrong way after a long drag keeps B, the velocity deciding against the progress")
    func popWrongWay() throws {
        let stage = stacked()
        // Right 240 points slowly (progress 0.615), then back left 40 points in two fast samples.
        let simulator = try drag(
            stage.window, stage.clock, from: 100, through: steps(120, of: 2, from: 100) + [320, 300])
        let interaction = try #require(stage.drag.interaction)
        #expect(isClose(Double(interaction.percentComplete), 200.0 / 390, within: 1e-12))
        try simulator.release()
        let release = try #require(interaction.lastRelease)
        #expect(!release.finishes && release.rewardsMomentum && release.velocity < 0)
        stage.clock.advance(by: 2)
        #expect(stage.navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(stage.b.view.visibleRect == Self.full && stage.b.view.transform == .identity)
        #expect(stage.window.view(withIdentifier: "A") == nil, "the revealed screen is gone again")
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("panToPop: grabbed while it springs back, the pop holds where it shows and a flick then finishes it")
    func popGrab() throws {
        let stage = stacked()
        let simulator = try drag(stage.window, stage.clock, from: 100, through: steps(60, of: 1, from: 100))
        try simulator.release()
        let interaction = try #require(stage.drag.interaction)
        #expect(interaction.lastRelease?.finishes == false)
        stage.clock.advance(by: 0.05)
        let before = Double(stage.b.view.visibleRect.minX)
        #expect(before > 0 && before < 60, "on its way back")
        let grab = TouchSimulator(window: stage.window, clock: stage.clock, samplesPerSecond: 64)
        try grab.press(at: CGPoint(x: 200, y: 400))
        let justBefore = Double(stage.b.view.visibleRect.minX)
        try grab.move(to: CGPoint(x: 211, y: 400), duration: dt)
        #expect(stage.drag.isInteracting)
        #expect(stage.drag.interaction === interaction, "the same transition, grabbed")
        let held = Double(stage.b.view.visibleRect.minX)
        #expect(abs(held - justBefore) < 12, "continuous: no jump")
        try grab.move(to: CGPoint(x: 241, y: 400), duration: dt)
        stage.clock.advance(by: dt)
        #expect(isClose(Double(stage.b.view.visibleRect.minX), held + 30, within: 1e-9), "follows point for point")
        try grab.move(to: CGPoint(x: 271, y: 400), duration: dt)
        try grab.release()
        #expect(interaction.lastRelease?.finishes == true)
        stage.clock.advance(by: 2)
        #expect(stage.navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("panToPop with one controller in the stack starts nothing")
    func popRootOnly() throws {
        let stage = stacked()
        stage.navigation.popViewController(animated: false)
        stage.clock.advance(by: 0.1)
        let simulator = try drag(stage.window, stage.clock, from: 100, through: steps(60, of: 4, from: 100))
        try simulator.release()
        #expect(stage.drag.interaction == nil)
        #expect(stage.navigation.viewControllers.map(\.traceName) == ["A"])
    }
}
