import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a hostile user does to the zoom: source views that cannot be zoomed from, alignment rects of extreme numbers,
/// degenerate windows, requests and size changes mid-flight, fingers lifted one by one. The zoom either runs or falls
/// back to the plain transition; it never leaves a view hidden, half-animated or with a non-finite frame.
@MainActor
@Suite("Zoom under hostile input")
struct ZoomHostileTests {
    struct Stage {
        let host: HostEnvironment
        let clock: ManualClock
        let window: Window
        let a: ViewController
        let b: ViewController
        let thumb: View
    }

    /// `A` in a window of `size` with a 100 × 100 `thumb` at (20, 300); `B` zooms out of what `source` returns.
    func stage(
        size: CGSize = Window.defaultSize, options: ViewController.PreferredTransition.ZoomOptions? = nil,
        source: @escaping @MainActor (View) -> View?
    ) -> Stage {
        let (host, clock) = freshHost()
        let a = ViewController(identifier: "A")
        let window = Window(size: size)
        window.rootViewController = a
        window.makeKeyAndVisible()
        let thumb = View(frame: CGRect(x: 20, y: 300, width: 100, height: 100), identifier: "thumb")
        a.view.addSubview(thumb)
        let b = ViewController(identifier: "B")
        b.preferredTransition = .zoom(options: options) { [weak thumb] _ in thumb.flatMap(source) }
        return Stage(host: host, clock: clock, window: window, a: a, b: b, thumb: thumb)
    }

    /// Every view of the window's tree is finite and still; the thumb is shown as before.
    func atRest(_ stage: Stage, thumbHidden: Bool = false) {
        for view in stage.window.subtree {
            #expect(isFiniteState(view), "\(view.identifier ?? "?") has a non-finite value")
            #expect(!view.isAnimating, "\(view.identifier ?? "?") is still animating")
        }
        #expect(stage.thumb.isHidden == thumbHidden)
        #expect(stage.thumb.alpha == 1)
        #expect(stage.b.transitionCoordinator == nil)
    }

    func isFiniteState(_ view: View) -> Bool {
        ViewState.animatableProperties.allSatisfy { view.presentation[$0]?.isFinite ?? true }
    }

    /// Presents, then dismisses with a drag far down, and checks the hierarchy after each. In a window with no area
    /// the drag touches nothing (`dragDismisses` false): it is dismissed by code instead.
    func presentAndDragDismiss(_ stage: Stage, thumbHidden: Bool = false, dragDismisses: Bool = true) throws {
        stage.a.present(stage.b, animated: true)
        stage.clock.advance(by: 2)
        atRest(stage, thumbHidden: thumbHidden)
        #expect(stage.a.presentedViewController === stage.b)
        let simulator = TouchSimulator(window: stage.window, clock: stage.clock)
        let size = stage.window.bounds.size
        if dragDismisses {
            try simulator.drag(
                from: CGPoint(x: size.width / 2, y: size.height / 3), to: CGPoint(x: size.width / 2, y: size.height),
                duration: 0.1)
            stage.clock.advance(by: 2)
        } else {
            stage.b.dismiss(animated: true)
            stage.clock.advance(by: 2)
        }
        atRest(stage, thumbHidden: thumbHidden)
        #expect(stage.a.presentedViewController == nil)
        #expect(stage.b.view.window == nil)
    }

    /// Rests the finger, lifts it and lets the zoom spring back: `B` ends presented, full screen, at rest.
    func releaseSpringingBack(_ stage: Stage, _ simulator: TouchSimulator) throws {
        try simulator.wait(0.3)
        try simulator.release()
        stage.clock.advance(by: 3)
        atRest(stage)
        #expect(stage.a.presentedViewController === stage.b)
        #expect(stage.b.view.frame == stage.window.bounds)
    }

    /// `B` presented with the zoom out of the thumb and dragged 200 points down, the finger still on it.
    func held() throws -> (Stage, TouchSimulator) {
        let stage = stage { $0 }
        stage.a.present(stage.b, animated: true)
        stage.clock.advance(by: 2)
        let simulator = TouchSimulator(window: stage.window, clock: stage.clock)
        try simulator.press(at: CGPoint(x: 195, y: 300))
        try simulator.move(to: CGPoint(x: 195, y: 500), duration: 0.2)
        return (stage, simulator)
    }

    @Test("A source view outside the window falls back to the plain transition")
    func sourceNotInWindow() throws {
        let stray = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50), identifier: "stray")
        let stage = stage { _ in stray }
        try presentAndDragDismiss(stage)
        #expect(!stray.isHidden && stray.alpha == 1)
        #expect(!stage.host.diagnostics.codes.contains { $0.name.hasPrefix("audit.") })
    }

    @Test("A zero-size source view falls back to the plain transition")
    func zeroSizeSource() throws {
        let stage = stage { thumb in
            thumb.frame.size = .zero
            return thumb
        }
        try presentAndDragDismiss(stage)
        #expect(!stage.host.diagnostics.codes.contains { $0.name.hasPrefix("audit.") })
    }

    @Test("A hidden source view falls back to the plain transition and stays hidden")
    func hiddenSource() throws {
        let stage = stage { thumb in
            thumb.isHidden = true
            return thumb
        }
        stage.a.present(stage.b, animated: true)
        stage.clock.advance(by: 0.1)
        #expect(stage.b.zoomCoordinator.map { _ in true } == true)
        let frame = stage.b.view.presentation.frame
        #expect(frame.width == 390, "the plain cover slides the full-size screen up, no zoom from a hidden view")
        stage.clock.advance(by: 2)
        stage.b.dismiss(animated: true)
        stage.clock.advance(by: 2)
        atRest(stage, thumbHidden: true)
    }

    @Test("A source view inside a hidden or transparent ancestor falls back to the plain transition")
    func sourceInHiddenAncestor() throws {
        let stage = stage { thumb in
            let holder = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), identifier: "holder")
            holder.alpha = 0
            thumb.superview?.addSubview(holder)
            holder.addSubview(thumb)
            return thumb
        }
        stage.a.present(stage.b, animated: true)
        stage.clock.advance(by: 0.1)
        #expect(stage.b.view.presentation.frame.width == 390)
        stage.clock.advance(by: 2)
        #expect(stage.a.presentedViewController === stage.b)
    }

    @Test(
        "An alignment rect of NaN, infinite or zero size is ignored: the zoom lines the whole screen up",
        arguments: [
            CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
            CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
            CGRect(x: 0, y: 0, width: 0, height: 0), CGRect(x: 0, y: 0, width: 1e308, height: 1e308),
            CGRect(x: 0, y: 0, width: -20, height: 10),
        ])
    func badAlignmentRect(_ rect: CGRect) throws {
        let options = ViewController.PreferredTransition.ZoomOptions()
        options.alignmentRectProvider = { _ in rect }
        let stage = stage(options: options) { $0 }
        stage.a.present(stage.b, animated: true)
        stage.clock.advance(by: 0.001)
        for view in stage.window.subtree {
            #expect(isFiniteState(view), "\(view.identifier ?? "?") has a non-finite value")
        }
        stage.clock.advance(by: 2)
        atRest(stage)
        try presentAndDragDismissAfterPresented(stage)
        #expect(!stage.host.diagnostics.codes.contains(.nonFiniteValue))
    }

    func presentAndDragDismissAfterPresented(_ stage: Stage) throws {
        let simulator = TouchSimulator(window: stage.window, clock: stage.clock)
        try simulator.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 840), duration: 0.1)
        stage.clock.advance(by: 2)
        atRest(stage)
        #expect(stage.a.presentedViewController == nil)
    }

    @Test(
        "A zoom in a window of no area or of one point presents and dismisses",
        arguments: [
            CGSize.zero, CGSize(width: 1, height: 1),
        ])
    func degenerateWindow(_ size: CGSize) throws {
        let stage = stage(size: size) { $0 }
        // A finger cannot move 10 points in either window, so it is dismissed by code.
        try presentAndDragDismiss(stage, dragDismisses: false)
        #expect(!stage.host.diagnostics.codes.contains(.nonFiniteValue))
        #expect(!stage.host.diagnostics.codes.contains { $0.name.hasPrefix("audit.") })
    }

    @Test("A size change to 0 × 0 and back in the middle of the dismissing drag ends in one consistent state")
    func resizeMidDrag() throws {
        let (stage, simulator) = try held()
        stage.window.resize(to: .zero)
        stage.clock.advance(by: 0.05)
        stage.window.resize(to: Window.defaultSize)
        try simulator.move(to: CGPoint(x: 195, y: 800), duration: 0.2)
        try simulator.release()
        stage.clock.advance(by: 3)
        atRest(stage)
        let presented = stage.a.presentedViewController === stage.b
        #expect(presented ? stage.b.view.window != nil : stage.b.view.window == nil)
        if presented { #expect(stage.b.view.frame == stage.window.bounds) }
        #expect(!stage.host.diagnostics.codes.contains(.nonFiniteValue))
        #expect(!stage.host.diagnostics.codes.contains { $0.name.hasPrefix("audit.") })
    }

    @Test("Dismiss and present called in the middle of the drag are refused; the drag still decides")
    func requestsMidDrag() throws {
        let (stage, simulator) = try held()
        stage.b.dismiss(animated: true)
        stage.a.present(ViewController(identifier: "C"), animated: true)
        try simulator.move(to: CGPoint(x: 195, y: 310), duration: 0.5)
        try releaseSpringingBack(stage, simulator)
        let allowed: Set<Diagnostic.Code> = [.dismissWhileTransitioning, .presentWhileTransitioning]
        #expect(stage.host.diagnostics.codes.allSatisfy { allowed.contains($0) }, "\(stage.host.diagnostics.entries)")
    }

    @Test("Two fingers pinching, then one lifted: the pinch ends and the zoom finishes or springs back whole")
    func pinchOneFingerLifted() throws {
        let stage = stage { $0 }
        stage.a.present(stage.b, animated: true)
        stage.clock.advance(by: 2)
        let dispatcher = TouchDispatcher(window: stage.window, clock: stage.clock)
        dispatcher.send([
            Touch(id: 1, location: CGPoint(x: 45, y: 400), phase: .began),
            Touch(id: 2, location: CGPoint(x: 345, y: 400), phase: .began),
        ])
        for step in 1...16 {
            stage.clock.advance(by: 1.0 / 64)
            let d = CGFloat(step) * 5
            dispatcher.send([
                Touch(id: 1, location: CGPoint(x: 45 + d, y: 400), phase: .moved),
                Touch(id: 2, location: CGPoint(x: 345 - d, y: 400), phase: .moved),
            ])
        }
        #expect(stage.b.isBeingDismissed)
        dispatcher.send(Touch(id: 1, location: CGPoint(x: 125, y: 400), phase: .ended))
        for step in 1...16 {
            stage.clock.advance(by: 1.0 / 64)
            dispatcher.send(Touch(id: 2, location: CGPoint(x: 265, y: 400 + CGFloat(step) * 10), phase: .moved))
        }
        stage.clock.advance(by: 3)
        #expect(stage.b.isBeingDismissed, "the pinch holds while a finger is down, as UIKit's")
        dispatcher.send(Touch(id: 2, location: CGPoint(x: 265, y: 560), phase: .ended))
        stage.clock.advance(by: 3)
        atRest(stage)
        let presented = stage.a.presentedViewController === stage.b
        if presented { #expect(stage.b.view.frame == stage.window.bounds) } else { #expect(stage.b.view.window == nil) }
    }

    @Test(
        "An enormous pinch velocity or a pinch to a scale of almost 0 or far above 1 ends whole",
        arguments: [
            (300.0, 1e-6, 1e-6), (300.0, 3000.0, 0.1), (300.0, 1.0, 0.5), (300.0, 299.0, 1e-6),
        ])
    func extremePinch(_ spread: Double, _ end: Double, _ duration: Double) throws {
        let stage = stage { $0 }
        stage.a.present(stage.b, animated: true)
        stage.clock.advance(by: 2)
        let simulator = TouchSimulator(window: stage.window, clock: stage.clock, samplesPerSecond: 64)
        try simulator.press(fingersAt: TouchSimulator.pair(CGPoint(x: 195, y: 400), CGFloat(spread)))
        try simulator.move(fingersTo: TouchSimulator.pair(CGPoint(x: 195, y: 400), CGFloat(end)), duration: duration)
        for view in stage.window.subtree {
            #expect(isFiniteState(view), "\(view.identifier ?? "?") has a non-finite value mid-pinch")
        }
        try simulator.releaseFingers()
        stage.clock.advance(by: 3)
        atRest(stage)
        #expect(!stage.host.diagnostics.codes.contains(.nonFiniteValue))
    }
}

extension ZoomHostileTests {
    @Test("A short slow drag on a zoomed full-screen presentation springs back; the screen behind leaves the container")
    func cancelledDragDismissal() throws {
        let stage = stage { $0 }
        stage.a.present(stage.b, animated: true)
        stage.clock.advance(by: 2)
        #expect(stage.a.view.window == nil, "full screen: the presenting screen left the window")
        let simulator = TouchSimulator(window: stage.window, clock: stage.clock)
        try simulator.press(at: CGPoint(x: 195, y: 300))
        try simulator.move(to: CGPoint(x: 195, y: 340), duration: 0.5)
        #expect(stage.b.isBeingDismissed)
        try releaseSpringingBack(stage, simulator)
        #expect(stage.a.view.window == nil, "the screen behind is out of the window again")
        #expect(stage.host.diagnostics.entries.isEmpty)
    }
}

extension ZoomHostileTests {
    @Test("The options' dimming colour fills the container behind the zooming screen, and leaves with the transition")
    func dimmingColour() throws {
        let options = ViewController.PreferredTransition.ZoomOptions()
        let red = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        options.dimmingColor = red
        let stage = stage(options: options) { $0 }
        stage.a.present(stage.b, animated: true)
        stage.clock.advance(by: 0.25)
        let dimming = try #require(stage.window.view(withIdentifier: TransitionTarget.dimming.name))
        #expect(dimming.frame == stage.window.bounds)
        #expect(dimming.presentation.backgroundColor == red)
        stage.clock.advance(by: 2)
        #expect(stage.window.view(withIdentifier: TransitionTarget.dimming.name) == nil)
        atRest(stage)
    }
}

extension ZoomHostileTests {
    @Test("A provider answering the window itself, or the presenting screen's root view: nothing is left hidden")
    func sourceIsWindowOrRoot() throws {
        for pickWindow in [true, false] {
            let stage = stage { thumb in pickWindow ? thumb.window : thumb.superview }
            stage.a.present(stage.b, animated: true)
            stage.clock.advance(by: 0.1)
            #expect(!stage.window.isHidden)
            stage.clock.advance(by: 2)
            try presentAndDragDismissAfterPresented(stage)
            #expect(!stage.a.view.isHidden && stage.a.view.alpha == 1)
            #expect(!stage.window.isHidden && stage.window.alpha == 1)
            #expect(
                !stage.host.diagnostics.codes.contains { $0.name.hasPrefix("audit.") },
                "\(stage.host.diagnostics.entries)")
        }
    }

    @Test("Two views sharing the source view's identifier: both are shown again when the zoom ends")
    func sharedIdentifier() throws {
        let stage = stage { $0 }
        let twin = View(frame: CGRect(x: 200, y: 300, width: 100, height: 100), identifier: "thumb")
        stage.a.view.addSubview(twin)
        stage.a.present(stage.b, animated: true)
        stage.clock.advance(by: 2)
        try presentAndDragDismissAfterPresented(stage)
        #expect(!twin.isHidden && twin.alpha == 1)
        #expect(
            !stage.host.diagnostics.codes.contains { $0.name.hasPrefix("audit.") }, "\(stage.host.diagnostics.entries)")
    }
}
