import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The circular reveal on the host: a mask view on the new screen that follows the planned circle, removed (and the
/// screen's own mask put back) when the transition completes or is cancelled.
@MainActor
@Suite("Circular masks on the host")
struct CircularMaskTests {
    /// The element the reveal starts from, in `A`'s view: 60 × 40 at (40, 600).
    private let dotFrame = CGRect(x: 40, y: 600, width: 60, height: 40)

    /// A navigation scene running a one-second linear circular reveal from `dot`, for `operation`.
    private func revealScene(
        operation: TransitionOperation, interactor: (any InteractiveTransitioning)? = nil
    ) -> (ManualClock, Window, NavigationController, ViewController, ViewController, NavigationVendor) {
        let transition = Transition.circularReveal(from: "dot").duration(1).curve(.linear)
        let scene = libraryNavigation(
            animator: TimelineAnimator(transition, operation: operation), interactor: interactor,
            pushed: operation == .pop)
        scene.3.view.addSubview(View(frame: dotFrame, identifier: "dot"))
        return scene
    }

    /// The radius of the circle at progress `p`, computed from the element and the screen: from the radius inscribed
    /// in the element to the distance from its center to the screen's farthest corner.
    private func plannedRadius(center: CGPoint, screen: CGSize, at p: Double) -> Double {
        let start = Double(min(dotFrame.width, dotFrame.height)) / 2
        let xs = [0, Double(screen.width)].map { $0 - Double(center.x) }
        let ys = [0, Double(screen.height)].map { $0 - Double(center.y) }
        let end = xs.flatMap { x in ys.map { y in (x * x + y * y).squareRoot() } }.max() ?? 0
        return start + (end - start) * p
    }

    /// Checks that `view` shows through a circle of `radius` about `center` (its bounds coordinates) now: inside just
    /// within the radius, hidden just beyond it, straight out and along a diagonal.
    private func expectCircle(
        on view: View, center: CGPoint, radius: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let diagonal = 1 / 2.0.squareRoot()
        for (dx, dy) in [(1.0, 0.0), (0.0, -1.0), (diagonal, diagonal), (-diagonal, diagonal)] {
            func point(_ distance: Double) -> CGPoint {
                CGPoint(x: Double(center.x) + dx * distance, y: Double(center.y) + dy * distance)
            }
            #expect(view.maskOpacity(at: point(radius - 0.5)) == 1, sourceLocation: sourceLocation)
            #expect(view.maskOpacity(at: point(radius + 0.5)) == 0, sourceLocation: sourceLocation)
        }
    }

    @Test("Mid-push the new screen shows through a circle of the planned radius about the element; nothing is ignored")
    func midFlightCircle() throws {
        let (clock, window, navigation, a, b, vendor) = revealScene(operation: .push)
        defer { withExtendedLifetime((window, vendor)) {} }
        navigation.pushViewController(b, animated: true)
        clock.advance(by: 0.25)
        let mask = try #require(b.view.mask)
        #expect(mask.superview == nil && mask.identifier == "transition.mask")
        // The element's center in the new screen's coordinates: both screens are at rest in the container.
        let dotCenter = a.view.convert(CGPoint(x: dotFrame.midX, y: dotFrame.midY), to: nil)
        let origin = b.view.convert(CGPoint.zero, to: nil)
        let center = CGPoint(x: dotCenter.x - origin.x, y: dotCenter.y - origin.y)
        let size = b.view.bounds.size
        expectCircle(on: b.view, center: center, radius: plannedRadius(center: center, screen: size, at: 0.25))
        clock.advance(by: 0.25)
        let radius = plannedRadius(center: center, screen: size, at: 0.5)
        let state = mask.presentation
        #expect(isClose(Double(state.center.x), Double(center.x), within: 1e-9))
        #expect(isClose(Double(state.center.y), Double(center.y), within: 1e-9))
        #expect(isClose(Double(state.bounds.width), 2 * radius, within: 1e-9))
        #expect(isClose(Double(state.cornerRadii.topLeft), radius, within: 1e-9))
        expectCircle(on: b.view, center: center, radius: radius)
        clock.advance(by: 1)
        #expect(navigation.topViewController === b)
        #expect(b.view.mask == nil && !mask.isAnimating)
        #expect(!HostEnvironment.current.diagnostics.codes.contains(.libraryTrackIgnored))
    }

    @Test("After a completed push the screen gets back the mask it had")
    func restoresOwnMaskAfterCompletion() {
        let (clock, window, navigation, _, b, vendor) = revealScene(operation: .push)
        defer { withExtendedLifetime((window, vendor)) {} }
        let own = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100), identifier: "own")
        b.loadViewIfNeeded()
        b.view.mask = own
        navigation.pushViewController(b, animated: true)
        clock.advance(by: 0.5)
        #expect(b.view.mask !== own && b.view.mask != nil)
        clock.advance(by: 1)
        #expect(navigation.topViewController === b)
        #expect(b.view.mask === own)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("A cancelled interactive pop removes the mask and gives the screens back their own")
    func restoresAfterCancellation() throws {
        let interaction = TransitionInteraction()
        let (clock, window, navigation, a, b, vendor) = revealScene(operation: .pop, interactor: interaction)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        let own = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100), identifier: "own")
        b.view.mask = own
        navigation.popViewController(animated: true)
        interaction.update(0.4)
        clock.advance(by: 0.05)
        let masked = [a.view, b.view].compactMap { $0?.mask }.filter { $0.identifier == "transition.mask" }
        #expect(masked.count == 1)
        interaction.release(velocity: -0.5)
        clock.advance(by: 2)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(b.view.mask === own && a.view.mask == nil)
        let stageMask = try #require(masked.first)
        #expect(!stageMask.isAnimating)
        #expect(!HostEnvironment.current.diagnostics.codes.contains(.libraryTrackIgnored))
    }

    @Test("A screen whose own mask joined a hierarchy meanwhile is left unmasked, with the mask's diagnostic")
    func ownMaskInHierarchyAfterwards() {
        let (clock, window, navigation, a, b, vendor) = revealScene(operation: .push)
        defer { withExtendedLifetime((window, vendor)) {} }
        let own = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100), identifier: "own")
        b.loadViewIfNeeded()
        b.view.mask = own
        navigation.pushViewController(b, animated: true)
        clock.advance(by: 0.5)
        a.view.addSubview(own)
        clock.advance(by: 1)
        #expect(navigation.topViewController === b)
        #expect(b.view.mask == nil && own.superview === a.view)
        #expect(HostEnvironment.current.diagnostics.codes == [.maskInHierarchy])
    }
}
