import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The geometry of `Transition.zoom(fromFrame:…)` in the 390 × 844 container, against transforms worked by hand. A
/// transform here scales about the screen's center (195, 422) and then translates, so it puts a point `p` at
/// `c + s·(p − c) + t`.
@Suite("Zoom from a frame")
struct ZoomFrameTests {
    let source = CGRect(x: 20, y: 300, width: 100, height: 50)
    func linear(_ transition: Transition) -> Transition { transition.duration(1).curve(.linear) }

    /// Where `transform` puts `point` of a full-screen root.
    func place(_ point: CGPoint, _ transform: Transform3D) -> CGPoint {
        CGPoint(
            x: 195 + transform.m11 * (point.x - 195) + transform.m41,
            y: 422 + transform.m22 * (point.y - 422) + transform.m42)
    }

    func pointsClose(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) <= 1e-9 && abs(a.y - b.y) <= 1e-9
    }

    @Test("Without an alignment rect the whole screen starts on the source frame, each axis scaled on its own")
    func wholeScreen() throws {
        let present = try plan(linear(.zoom(fromFrame: source)), .push)
        // Scale 100/390 by 50/844; the screen's center (195, 422) goes to the frame's (70, 325).
        let start = transform(present, .toScreen, at: 0)
        #expect(isClose(start, scaling(100.0 / 390, 50.0 / 844).concatenating(translation(-125, -97))))
        #expect(transform(present, .toScreen, at: 1) == .identity)
        // Halfway: scale halfway between, center halfway between (132.5, 373.5).
        let middle = transform(present, .toScreen, at: 0.5)
        #expect(isClose(middle, scaling(0.5 + 50.0 / 390, 0.5 + 25.0 / 844).concatenating(translation(-62.5, -48.5))))
        #expect(present.stacking == [.fromScreen, .dimming, .toScreen])
        #expect(present.diagnostics.isEmpty)
    }

    @Test("An alignment rect lines up with the source: its corners land on the source's corners")
    func alignment() throws {
        // A square photo at (0, 100) in the zoomed screen, onto a square cell at (20, 300): scale 100/390 both ways,
        // the rect's center (195, 295) moving to c + s·(a − c) = (195, 422 − 127·100/390) and then onto (70, 350).
        let cell = CGRect(x: 20, y: 300, width: 100, height: 100)
        let photo = CGRect(x: 0, y: 100, width: 390, height: 390)
        let present = try plan(linear(.zoom(fromFrame: cell, alignmentRect: photo)), .present)
        let start = transform(present, .toScreen, at: 0)
        let s = 100.0 / 390
        #expect(isClose(start, scaling(s, s).concatenating(translation(-125, -72 + 127 * s))))
        #expect(pointsClose(place(CGPoint(x: 0, y: 100), start), CGPoint(x: 20, y: 300)))
        #expect(pointsClose(place(CGPoint(x: 390, y: 490), start), CGPoint(x: 120, y: 400)))
    }

    @Test("The dimming covers the container and goes from 0 to 1 on the way in, 1 to 0 on the way out")
    func dimming() throws {
        let black = Color(red: 0, green: 0, blue: 0, alpha: 0.4)
        let present = try plan(linear(.zoom(fromFrame: source, dimmingColor: black)), .push)
        let dismiss = try plan(linear(.zoom(fromFrame: source, dimmingColor: black)), .pop)
        for q in sampleFractions {
            #expect(isClose(opacity(present, .dimming, at: q), q, within: 1e-12))
            #expect(isClose(opacity(dismiss, .dimming, at: q), 1 - q, within: 1e-12))
        }
        #expect(present.value(of: .dimming, .backgroundColor, at: 0.5) == .color(black))
        #expect(present.value(of: .dimming, .bounds, at: 0.5) == .rect(CGRect(x: 0, y: 0, width: 390, height: 844)))
        #expect(dismiss.stacking == [.toScreen, .dimming, .fromScreen])
        let plain = try plan(linear(.zoom(fromFrame: source)), .push)
        #expect(plain.value(of: .dimming, .opacity, at: 0.5) == nil, "no colour, no dimming view")
    }

    @Test("With a drag phase the zoom-out moves down and shrinks over it, then flies onto the source")
    func dragPhase() throws {
        let zoom = Transition.zoom(fromFrame: source, dragPhase: 0.5, dragOffset: 422, dragScale: 0.6)
        let dismiss = try plan(linear(zoom), .pop)
        #expect(transform(dismiss, .fromScreen, at: 0) == .identity)
        // A quarter of the way: half the drag phase, scale 0.8 and 211 points down.
        #expect(
            isClose(transform(dismiss, .fromScreen, at: 0.25), scaling(0.8, 0.8).concatenating(translation(0, 211))))
        #expect(isClose(transform(dismiss, .fromScreen, at: 0.5), scaling(0.6, 0.6).concatenating(translation(0, 422))))
        // Three quarters: halfway from (0.6, 0.6; 0, 422) to (100/390, 50/844; −125, −97).
        let threeQuarters = scaling(0.3 + 50.0 / 390, 0.3 + 25.0 / 844).concatenating(translation(-62.5, 162.5))
        #expect(isClose(transform(dismiss, .fromScreen, at: 0.75), threeQuarters))
        #expect(
            isClose(
                transform(dismiss, .fromScreen, at: 1),
                scaling(100.0 / 390, 50.0 / 844).concatenating(translation(-125, -97))))
        // Without a drag phase it shrinks straight onto the source: halfway is halfway from the identity.
        let straight = try plan(linear(.zoom(fromFrame: source)), .pop)
        #expect(
            isClose(
                transform(straight, .fromScreen, at: 0.5),
                scaling(0.5 + 50.0 / 390, 0.5 + 25.0 / 844).concatenating(translation(-62.5, -48.5))))
    }

    @Test("A source frame with no area zooms from the center instead, and says so")
    func degenerate() throws {
        let flat = CGRect(x: 20, y: 300, width: 0, height: 50)
        let present = try plan(linear(.zoom(fromFrame: flat)), .push)
        #expect(present.diagnostics.map(\.code) == [.degenerateElement])
        #expect(isClose(transform(present, .toScreen, at: 0), scaling(0.8, 0.8)))
        #expect(isClose(opacity(present, .toScreen, at: 0), 0, within: 1e-12))
        let infinite = try plan(
            linear(.zoom(fromFrame: CGRect(x: CGFloat.infinity, y: 0, width: 10, height: 10))), .pop)
        #expect(infinite.diagnostics.map(\.code) == [.degenerateElement])
        #expect(isClose(transform(infinite, .fromScreen, at: 1), scaling(0.8, 0.8)))
        let noAlignment = try plan(
            linear(.zoom(fromFrame: source, alignmentRect: CGRect(x: 0, y: 0, width: 390, height: 0))), .push)
        #expect(noAlignment.diagnostics.map(\.code) == [.degenerateElement])
    }
}
