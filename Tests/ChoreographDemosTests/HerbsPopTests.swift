import Choreograph
import ChoreographDemos
import ChoreographHeadless
import ChoreographSeeds
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the herbs-pop seed says a user sees, checked on the manual clock.
///
/// Geometry by hand, portrait 390 × 844: herbs are 120 × 120, 10 points apart starting 10 points in, in a row whose
/// bottom is 40 points above the screen's: herb-2 is at x = 10 + 2 × 130 = 270, y = 844 − 40 − 120 = 684. herb-3
/// starts at x = 400, past the 390-point row: scrolled out of view.
@MainActor
@Suite("herbs-pop")
struct HerbsPopTests {
    static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let herb2 = CGRect(x: 270, y: 684, width: 120, height: 120)
    static let herb2Landscape = CGRect(x: 270, y: 390 - 40 - 120, width: 120, height: 120)

    @Test("Presenting starts exactly over the tapped herb, hides it, and ends filling the screen")
    func presentFromHerb() throws {
        let (_, clock) = freshHost()
        let scenario = HerbsPopScenario()
        let herb = try #require(scenario.window.view(withIdentifier: "herb-2"))
        #expect(herb.convert(herb.bounds, to: nil) == Self.herb2)
        let simulator = TouchSimulator(window: scenario.window, clock: clock)
        try simulator.tap(at: CGPoint(x: Self.herb2.midX, y: Self.herb2.midY))
        let detail = try #require(scenario.herbsController.detailController?.view)
        #expect(detail.identifier == "detail")
        #expect(rectsClose(detail.visibleRect, Self.herb2))
        #expect(detail.clipsToBounds)
        // The herb's 20-point radius, seen through a horizontal scale of 120/390.
        #expect(abs(detail.presentation.cornerRadii.topLeft - 20 * 390 / 120) < 1e-9)
        #expect(herb.isHidden)
        let description = try #require(detail.view(withIdentifier: "detail-description"))
        #expect(description.presentation.alpha == 0)
        clock.advance(by: 0.5)
        #expect(herb.isHidden)
        clock.advance(by: 0.5)
        #expect(detail.visibleRect == Self.screen)
        #expect(detail.presentation.cornerRadii == .zero)
        #expect(description.visibleOpacity == 1)
        #expect(herb.isHidden, "the herb stays hidden while its details are up")
        #expect(scenario.herbsController.presentedViewController === scenario.herbsController.detailController)
    }

    @Test("The details view follows the 0.4 spring frame by frame and overshoots the screen")
    func springOvershoot() throws {
        let (host, clock) = freshHost()
        let scenario = HerbsPopScenario()
        scenario.perform(.present)
        let detail = try #require(scenario.herbsController.detailController?.view)
        let spring = try Spring(dampingRatio: 0.4, duration: 1)
        var widest: CGFloat = 0
        var expectedWidest: CGFloat = 0
        // Frames 1…59 follow the spring; at the end (frame 60) the animation lands exactly, as UIKit's does.
        for frame in 1...59 {
            clock.advance(frames: 1)
            let progress = spring.value(at: Double(frame) / 60)
            let expected = zoomRect(from: Self.herb2, to: Self.screen, progress: progress)
            #expect(rectsClose(detail.visibleRect, expected, within: 1e-6), "frame \(frame)")
            widest = max(widest, detail.visibleRect.width)
            expectedWidest = max(expectedWidest, expected.width)
        }
        clock.advance(frames: 1)
        #expect(detail.visibleRect == Self.screen)
        #expect(widest > Self.screen.width, "a visible overshoot")
        #expect(abs(widest - expectedWidest) < 1e-6)
        let transform = try #require(host.animationLog.first { $0.view == "detail" && $0.property == .transform })
        #expect(transform.timing == .spring(spring))
        #expect(transform.duration == 1)
    }

    @Test("Tapping the details shrinks them back onto the herb, in front, and shows the herb again")
    func dismissOntoHerb() throws {
        let (host, clock) = freshHost()
        let scenario = HerbsPopScenario()
        scenario.perform(.present)
        clock.advance(by: 1)
        let herb = try #require(scenario.herbsController.view(identifiedBy: "herb-2"))
        let detail = try #require(scenario.herbsController.detailController?.view)
        let simulator = TouchSimulator(window: scenario.window, clock: clock)
        try simulator.tap(at: CGPoint(x: 195, y: 300))
        let container = try #require(detail.superview)
        #expect(container.subviews.last === detail, "the details view is brought to the front")
        #expect(container.subviews.contains { $0 === scenario.herbsController.view })
        // The model values are the animation's targets: exactly the herb's rect.
        #expect(rectsClose(detail.frame, Self.herb2))
        // The corner radius eases back to the herb's 20 points as seen through the 120/390 scale; the text fades.
        #expect(abs(detail.layer.cornerRadius - 20 * 390 / 120) < 1e-9)
        let description = try #require(detail.view(withIdentifier: "detail-description"))
        #expect(description.alpha == 0)
        let spring = try Spring(dampingRatio: 0.4, duration: 1)
        let start = clock.now
        clock.advance(by: 0.5)
        let expected = zoomRect(from: Self.screen, to: Self.herb2, progress: spring.value(at: 0.5))
        #expect(rectsClose(detail.visibleRect, expected))
        #expect(description.presentation.alpha == 0)
        #expect(abs(detail.presentation.cornerRadii.bottomRight - 20 * 390 / 120) < 1e-9)
        clock.advance(to: start + 59.0 / 60)
        let nearEnd = zoomRect(from: Self.screen, to: Self.herb2, progress: spring.value(at: 59.0 / 60))
        #expect(rectsClose(detail.visibleRect, nearEnd))
        #expect(herb.isHidden)
        clock.advance(to: start + 1)
        #expect(!herb.isHidden)
        #expect(detail.window == nil)
        #expect(scenario.herbsController.view.window === scenario.window)
        #expect(scenario.herbsController.presentedViewController == nil)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("After a rotation the details fill the landscape screen and shrink onto the herb's new place")
    func landscape() throws {
        let (host, clock) = freshHost()
        let scenario = HerbsPopScenario()
        scenario.perform(.present)
        clock.advance(by: 1)
        let detail = try #require(scenario.herbsController.detailController?.view)
        scenario.window.resize(to: CGSize(width: 844, height: 390))
        #expect(detail.visibleRect == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(
            try #require(detail.view(withIdentifier: "detail-background")).frame.size == CGSize(width: 844, height: 390)
        )
        let logged = host.animationLog.count
        scenario.perform(.dismiss)
        let dismissal = host.animationLog.dropFirst(logged)
        let position = try #require(dismissal.first { $0.view == "detail" && $0.property == .position })
        #expect(position.to == .point(CGPoint(x: Self.herb2Landscape.midX, y: Self.herb2Landscape.midY)))
        let transform = try #require(dismissal.first { $0.view == "detail" && $0.property == .transform })
        #expect(transform.to == .transform(Transform3D(scaleX: 120.0 / 844, y: 120.0 / 390)))
        clock.advance(by: 0.5)
        let spring = try Spring(dampingRatio: 0.4, duration: 1)
        let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
        let expected = zoomRect(from: landscape, to: Self.herb2Landscape, progress: spring.value(at: 0.5))
        #expect(rectsClose(detail.visibleRect, expected))
        clock.advance(by: 0.5)
        #expect(scenario.herbsController.view.frame == landscape)
        let herb = try #require(scenario.window.view(withIdentifier: "herb-2"))
        #expect(herb.convert(herb.bounds, to: nil) == Self.herb2Landscape)
    }

    @Test("A herb scrolled out of view has no origin: the details fade in and out, with no NaN or infinity")
    func zeroSizeOriginFades() throws {
        let (host, clock) = freshHost()
        let scenario = HerbsPopScenario(selectedHerb: 3)
        let herb = try #require(scenario.window.view(withIdentifier: "herb-3"))
        #expect(herb.visibleFrame(in: nil) == .zero)
        scenario.perform(.present)
        let detail = try #require(scenario.herbsController.detailController?.view)
        #expect(host.diagnostics.codes == [.herbsPopZeroSizeOrigin])
        #expect(host.diagnostics.entries.first?.severity == .fallback)
        #expect(herb.isHidden)
        var lastAlpha: CGFloat = -1
        for frame in 0...60 {
            if frame > 0 { clock.advance(frames: 1) }
            let state = detail.presentation
            #expect(isFinite(state), "frame \(frame)")
            #expect(state.transform == .identity)
            #expect(detail.visibleRect == Self.screen)
            #expect(state.alpha >= lastAlpha && state.alpha <= 1)
            lastAlpha = state.alpha
        }
        #expect(lastAlpha == 1)
        scenario.perform(.dismiss)
        clock.advance(by: 0.5)
        #expect(detail.presentation.alpha > 0 && detail.presentation.alpha < 1)
        #expect(isFinite(detail.presentation))
        clock.advance(by: 0.5)
        #expect(detail.window == nil)
        #expect(!herb.isHidden)
        #expect(host.diagnostics.codes == [.herbsPopZeroSizeOrigin, .herbsPopZeroSizeOrigin])
        #expect(host.animationLog.allSatisfy { $0.from.isFinite && $0.to.isFinite })
    }

    @Test("The description waits out the first half second, then fades in; the corners are square by then")
    func descriptionFadesInSecondHalf() throws {
        let (_, clock) = freshHost()
        let scenario = HerbsPopScenario()
        scenario.perform(.present)
        let detail = try #require(scenario.herbsController.detailController?.view)
        let description = try #require(detail.view(withIdentifier: "detail-description"))
        clock.advance(by: 0.25)
        #expect(description.presentation.alpha == 0)
        #expect(detail.presentation.cornerRadii.topLeft > 0, "the corners are still easing")
        clock.advance(to: 0.5)
        #expect(description.presentation.alpha == 0)
        #expect(detail.presentation.cornerRadii == .zero, "the corner radius eases out over the first half")
        // Half way through its 0.5 s ease-in-out fade the text is half visible, by the curve's symmetry.
        clock.advance(to: 0.75)
        #expect(abs(description.presentation.alpha - 0.5) < 1e-6)
        clock.advance(to: 1)
        #expect(description.presentation.alpha == 1)
    }

    @Test("The seed's screens work as an app sets them up, without the scenario: a tap on herb-0 grows from it")
    func appSetup() throws {
        let (host, clock) = freshHost()
        let herbs = HerbsViewController()
        let window = Window(size: CGSize(width: 390, height: 844))
        window.rootViewController = herbs
        window.makeKeyAndVisible()
        // herb-0 is 10 points in, 40 points above the bottom: (10, 844 − 40 − 120) = (10, 684).
        let herb0 = CGRect(x: 10, y: 684, width: 120, height: 120)
        try TouchSimulator(window: window, clock: clock).tap(at: CGPoint(x: herb0.midX, y: herb0.midY))
        let details = try #require(herbs.detailController)
        #expect(details.herb == Herb.all[0])
        #expect(herbs.transitioningDelegate == nil && details.transitioningDelegate === herbs)
        #expect(rectsClose(details.view.visibleRect, herb0))
        #expect(herbs.selectedImage?.isHidden == true)
        clock.advance(by: 1)
        #expect(details.view.visibleRect == Self.screen)
        #expect(herbs.presentedViewController === details)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("Operations other than present and dismiss are reported and change nothing")
    func unsupportedOperation() {
        let (host, _) = freshHost()
        let scenario = HerbsPopScenario()
        scenario.perform(.push)
        #expect(host.diagnostics.codes == [.unsupportedOperation])
        #expect(scenario.herbsController.presentedViewController == nil)
    }
}
