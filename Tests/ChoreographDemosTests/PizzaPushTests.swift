import Choreograph
import ChoreographDemos
import ChoreographHeadless
import ChoreographSeeds
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the pizza seed says a user sees: the selected card is pressed for the first half second, then grows to the
/// full screen while its picture turns half a turn onto the detail picture — all done with mirror copies while the
/// real views hide — and this project's pop plays it backwards onto the cell.
@MainActor
@Suite("pizza-push")
struct PizzaPushTests {
    typealias Geometry = PizzaGeometry

    /// The scenario with the push of pizza-2 started at time 0.
    func pushing() -> (HostEnvironment, ManualClock, PizzaPushScenario) {
        let (host, clock) = freshHost()
        let scenario = PizzaPushScenario()
        scenario.perform(.push)
        return (host, clock, scenario)
    }

    @Test("The layout puts pizza-2's card, picture and the detail picture where the tests expect them")
    func layout() throws {
        let (host, clock) = freshHost()
        let scenario = PizzaPushScenario()
        let window = scenario.window
        let card = try #require(window.view(withIdentifier: "pizza-2-card"))
        let image = try #require(window.view(withIdentifier: "pizza-2-image"))
        #expect(rectsClose(card.visibleRect, Geometry.card(2)))
        #expect(rectsClose(image.visibleRect, Geometry.image(2)))
        #expect(card.layer.cornerRadius == 16)
        scenario.navigationController.pushViewController(
            PizzaDetailViewController(pizza: Pizza.all[2]), animated: false)
        let detailImage = try #require(window.view(withIdentifier: "detail-image"))
        #expect(rectsClose(detailImage.visibleRect, Geometry.detailImage))
        #expect(window.view(withIdentifier: "detail-background")?.visibleRect == Geometry.screen)
        clock.advance(by: 1)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("Phase 1: mirrors start on the cell, the originals and the grid hide, the card is pressed to 0.9 by 0.5 s")
    func pushPhaseOne() throws {
        let (host, clock, scenario) = pushing()
        let window = scenario.window
        let background = try #require(mirror(.background, in: window))
        let image = try #require(mirror(.image, in: window))
        // The mirrors are new views: a plain view in the card's colour and corners, an image view with its picture.
        let card = try #require(window.view(withIdentifier: "pizza-2-card"))
        #expect(background !== card && background.backgroundColor == Pizza.all[2].color)
        #expect(background.layer.cornerRadius == 16)
        #expect((image as? ImageView)?.image == Image(named: "quattro-formaggi"))
        #expect((image as? ImageView)?.contentMode == .scaleAspectFit)
        #expect(rectsClose(background.visibleRect, Geometry.card(2)))
        #expect(rectsClose(image.visibleRect, Geometry.image(2)))
        #expect(background.subviews.isEmpty, "one picture, not two")
        for name in [
            "pizza-2-card", "pizza-2-image", "pizza-grid", "pizza-detail", "detail-background", "detail-image",
        ] {
            #expect(window.view(withIdentifier: name)?.isHidden == true, "\(name) hides while the mirrors fly")
        }
        #expect(window.view(withIdentifier: "pizzas")?.isHidden == false, "the grid screen's own view stays")

        // Half way through phase 1 the critically damped spring has pressed the card part of the way.
        clock.advance(to: 0.25)
        let progress = Geometry.criticalSpring(at: 0.25, duration: 0.5)
        let scale = 1 - 0.1 * CGFloat(progress)
        #expect(transformsClose(background.presentation.transform, Transform3D(scaleX: scale, y: scale), within: 1e-6))
        #expect(scale > 0.9 && scale < 0.95)

        clock.advance(to: 0.5)
        #expect(transformsClose(background.presentation.transform, Transform3D(scaleX: 0.9, y: 0.9)))
        #expect(rectsClose(background.visibleRect, Geometry.scaled(Geometry.card(2), by: 0.9), within: 1e-9))
        #expect(rectsClose(image.visibleRect, Geometry.image(2)), "the picture waits for phase 2")
        #expect(image.presentation.transform == .identity)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test(
        "Phase 2: halfway the picture has turned a quarter; at 1.5 s the card fills the screen, the picture is on the detail picture turned by π"
    )
    func pushPhaseTwo() throws {
        let (host, clock, scenario) = pushing()
        let window = scenario.window
        clock.advance(to: 1.0)
        let background = try #require(mirror(.background, in: window))
        let image = try #require(mirror(.image, in: window))
        // Ease-in-out is half way at half time, by symmetry: a quarter turn, still a rotation (determinant 1).
        let quarter = image.presentation.transform
        #expect(transformsClose(quarter, Transform3D(rotationAngle: .pi / 2)))
        #expect(abs(quarter.m11 * quarter.m22 - quarter.m12 * quarter.m21 - 1) < 1e-9, "a rotation, not a squash")
        // The picture's size and center are half way; turned by a quarter, its square box keeps its size.
        let start = Geometry.image(2)
        let end = Geometry.detailImage
        #expect(rectsClose(image.visibleRect, zoomRect(from: start, to: end, progress: 0.5), within: 1e-9))
        // The card is half way from its pressed scale back to 1, and half way from the cell to the screen.
        #expect(transformsClose(background.presentation.transform, Transform3D(scaleX: 0.95, y: 0.95)))
        let halfway = zoomRect(from: Geometry.card(2), to: Geometry.screen, progress: 0.5)
        #expect(rectsClose(background.visibleRect, Geometry.scaled(halfway, by: 0.95), within: 1e-9))

        let end1 = try #require(
            sightMirrors(at: 1.5, window: window, clock: clock))
        #expect(rectsClose(end1.backgroundRect, Geometry.screen, within: 1e-9))
        #expect(end1.backgroundTransform == .identity)
        #expect(rectsClose(end1.imageRect, Geometry.detailImage, within: 1e-9))
        #expect(transformsClose(end1.imageTransform, Transform3D(rotationAngle: .pi)))
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("After the push the originals are shown, every mirror is gone and the detail screen is on top")
    func pushEnds() throws {
        let (host, clock, scenario) = pushing()
        let window = scenario.window
        clock.advance(to: 1.5)
        #expect(mirrors(in: window).isEmpty)
        #expect(scenario.navigationController.viewControllers.map { $0.view.identifier } == ["pizzas", "pizza-detail"])
        let detail = try #require(scenario.navigationController.topViewController as? PizzaDetailViewController)
        #expect(detail.pizza == Pizza.all[2])
        #expect(detail.view.window === window && !detail.view.isHidden)
        #expect(scenario.gridController.view.window == nil)
        for name in ["pizza-2-card", "pizza-2-image", "pizza-grid"] {
            #expect(scenario.gridController.view.view(withIdentifier: name)?.isHidden == false, "\(name)")
        }
        for name in ["detail-background", "detail-image"] {
            #expect(window.view(withIdentifier: name)?.isHidden == false, "\(name)")
        }
        #expect(window.view(withIdentifier: "detail-image")?.visibleRect == Geometry.detailImage)
        #expect(animatingViews(in: window).isEmpty)
        #expect(host.trace.lines.contains("PizzaTransitionAnimator.animationEnded(true)"))
        #expect(
            host.animationLog.map(\.duration).allSatisfy {
                isClose($0, 0.5, within: 1e-12) || isClose($0, 1, within: 1e-12)
            })
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("The pop plays the push backwards from the detail screen and ends on the cell's rect")
    func popReverses() throws {
        let (host, clock, scenario) = pushing()
        let window = scenario.window
        clock.advance(to: 2)
        scenario.perform(.pop)
        #expect(scenario.navigationController.viewControllers.map { $0.view.identifier } == ["pizzas"])
        let background = try #require(mirror(.background, in: window))
        let image = try #require(mirror(.image, in: window))
        #expect(rectsClose(background.visibleRect, Geometry.screen))
        #expect(rectsClose(image.visibleRect, Geometry.detailImage, within: 1e-9))
        #expect(transformsClose(image.presentation.transform, Transform3D(rotationAngle: .pi)), "as the push left it")
        for name in ["pizza-2-card", "pizza-2-image", "pizza-grid", "pizza-detail"] {
            #expect(window.view(withIdentifier: name)?.isHidden == true, "\(name) hides while the mirrors fly")
        }

        // The long phase comes first now: half way through it the picture has turned back a quarter.
        clock.advance(to: 2.5)
        #expect(transformsClose(image.presentation.transform, Transform3D(rotationAngle: .pi / 2)))
        let imageHalfway = zoomRect(from: Geometry.detailImage, to: Geometry.image(2), progress: 0.5)
        #expect(rectsClose(image.visibleRect, imageHalfway, within: 1e-9))

        // At 1.0 s the card is back on its cell, still pressed to 0.9.
        clock.advance(to: 3)
        #expect(transformsClose(background.presentation.transform, Transform3D(scaleX: 0.9, y: 0.9)))
        #expect(rectsClose(background.visibleRect, Geometry.scaled(Geometry.card(2), by: 0.9), within: 1e-9))
        #expect(rectsClose(image.visibleRect, Geometry.image(2), within: 1e-9))

        // The spring releases the press over the last half second.
        clock.advance(to: 3.25)
        let scale = 0.9 + 0.1 * CGFloat(Geometry.criticalSpring(at: 0.25, duration: 0.5))
        #expect(transformsClose(background.presentation.transform, Transform3D(scaleX: scale, y: scale), within: 1e-6))

        let end = try #require(
            sightMirrors(at: 3.5, window: window, clock: clock))
        #expect(rectsClose(end.backgroundRect, Geometry.card(2), within: 1e-9))
        #expect(end.backgroundTransform == .identity)
        #expect(rectsClose(end.imageRect, Geometry.image(2), within: 1e-9))
        #expect(end.imageTransform == .identity)

        #expect(mirrors(in: window).isEmpty)
        #expect(scenario.navigationController.viewControllers.map { $0.view.identifier } == ["pizzas"])
        #expect(scenario.gridController.view.window === window)
        for name in ["pizza-2-card", "pizza-2-image", "pizza-grid"] {
            #expect(window.view(withIdentifier: name)?.isHidden == false, "\(name)")
        }
        #expect(window.view(withIdentifier: "pizza-detail") == nil)
        #expect(animatingViews(in: window).isEmpty)
        #expect(host.trace.lines.filter { $0 == "PizzaTransitionAnimator.animationEnded(true)" }.count == 2)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("The card's background copy grows from its own corner radius to the detail panel's square corners")
    func cornerRadius() throws {
        let (_, clock, scenario) = pushing()
        let background = try #require(mirror(.background, in: scenario.window))
        #expect(background.presentation.cornerRadii == CornerRadii(all: 16))
        clock.advance(to: 1.0)
        #expect(abs(background.presentation.cornerRadii.topLeft - 8) < 1e-9)
    }

    @Test("A chosen cell, tapped: the mirrors start on that cell and the pop ends on it")
    func chosenCell() throws {
        let (host, clock) = freshHost()
        let scenario = PizzaPushScenario()
        let window = scenario.window
        let simulator = TouchSimulator(window: window, clock: clock)
        let cell = Geometry.card(5)
        try simulator.tap(at: CGPoint(x: cell.midX, y: cell.midY))
        let start = clock.now
        #expect(scenario.gridController.selectedIndex == 5)
        let background = try #require(mirror(.background, in: window))
        #expect(rectsClose(background.visibleRect, Geometry.card(5)))
        clock.advance(to: start + 1.5)
        #expect((scenario.navigationController.topViewController as? PizzaDetailViewController)?.pizza == Pizza.all[5])
        scenario.perform(.pop)
        let end = try #require(
            sightMirrors(at: clock.now + 1.5, window: window, clock: clock))
        #expect(rectsClose(end.backgroundRect, Geometry.card(5), within: 1e-9))
        #expect(rectsClose(end.imageRect, Geometry.image(5), within: 1e-9))
        #expect(scenario.navigationController.viewControllers.count == 1)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A push asked for while one runs is refused and reported, and the running one keeps its cell")
    func pushWhilePushing() throws {
        let (host, clock, scenario) = pushing()
        clock.advance(to: 0.3)
        scenario.push(pizzaAt: 4)
        #expect(host.diagnostics.codes == [.navigationWhileTransitioning])
        #expect(scenario.gridController.selectedIndex == 2)
        clock.advance(to: 2)
        #expect(scenario.navigationController.viewControllers.count == 2)
        #expect((scenario.navigationController.topViewController as? PizzaDetailViewController)?.pizza == Pizza.all[2])
        #expect(mirrors(in: scenario.window).isEmpty)
        // With the detail screen on top and nothing running, a push has no cell to start from: nothing happens.
        scenario.perform(.push)
        clock.advance(by: 2)
        #expect(scenario.navigationController.viewControllers.count == 2)
        #expect(host.diagnostics.codes == [.navigationWhileTransitioning])
        scenario.perform(.present)
        #expect(host.diagnostics.codes.last == .unsupportedOperation)
    }

    @Test("The delegate vends a 1.5 s animator of the right type for each operation and none otherwise")
    func delegateVends() throws {
        let (_, _) = freshHost()
        let scenario = PizzaPushScenario()
        let delegate = scenario.navigationDelegate
        #expect(scenario.navigationController.delegate === delegate)
        let grid = scenario.gridController
        let detail = PizzaDetailViewController(pizza: Pizza.all[0])
        let navigation = scenario.navigationController
        let push = delegate.navigationController(navigation, animationControllerFor: .push, from: grid, to: detail)
        let pop = delegate.navigationController(navigation, animationControllerFor: .pop, from: detail, to: grid)
        #expect((push as? PizzaTransitionAnimator)?.animationType == .present)
        #expect((pop as? PizzaTransitionAnimator)?.animationType == .dismiss)
        #expect(push?.transitionDuration(using: nil) == 1.5 && pop?.transitionDuration(using: nil) == 1.5)
        #expect(delegate.navigationController(navigation, animationControllerFor: .none, from: grid, to: detail) == nil)
    }

    @Test("Both screens answer the protocol: the grid for its selected cell's card and picture, the detail for its own")
    func transitionableAnswers() throws {
        let (_, clock) = freshHost()
        let scenario = PizzaPushScenario()
        let grid = scenario.gridController
        #expect(grid.pizzaBackgroundView == nil && grid.pizzaImageView == nil, "no selection yet")
        #expect(grid.pizzaTransitionContent?.identifier == "pizza-grid")
        scenario.push(pizzaAt: 5)
        clock.advance(by: 1.5)
        #expect(grid.pizzaBackgroundView?.identifier == "pizza-5-card")
        #expect(grid.pizzaImageView?.identifier == "pizza-5-image")
        let detail = try #require(scenario.navigationController.topViewController as? PizzaDetailViewController)
        #expect(detail.pizzaBackgroundView?.identifier == "detail-background")
        #expect(detail.pizzaImageView?.identifier == "detail-image")
        #expect(detail.pizzaTransitionContent == nil)
    }

    @Test("The edge swipe's release rule: progress plus the scroll-view deceleration distance of the velocity > 1/2")
    func edgeSwipeReleaseRule() {
        // Distance carried at UIScrollView's normal rate 0.998: v/1000 · 0.998/0.002 = 0.499 v.
        #expect(InteractiveRelease.finishes(progress: 0.3, velocity: 0.5))  // 0.3 + 0.2495 = 0.5495
        #expect(!InteractiveRelease.finishes(progress: 0.3, velocity: 0.3))  // 0.4497
        #expect(!InteractiveRelease.finishes(progress: 0.6, velocity: -0.3))  // 0.4503
        #expect(InteractiveRelease.finishes(progress: 0.6, velocity: -0.1))  // 0.5501
        #expect(!InteractiveRelease.finishes(progress: .nan, velocity: 5))
        #expect(InteractiveRelease.finishes(progress: 0.51, velocity: .infinity), "no velocity when not finite")
        // The same rule as the core's, which the host's own interactive code uses.
        for progress in stride(from: -0.2, through: 1.2, by: 0.05) {
            for velocity in stride(from: -3.0, through: 3.0, by: 0.25) {
                #expect(
                    InteractiveRelease.finishes(progress: progress, velocity: velocity)
                        == InteractiveCompletion.finishes(progress: progress, velocity: velocity))
            }
        }
    }
}
