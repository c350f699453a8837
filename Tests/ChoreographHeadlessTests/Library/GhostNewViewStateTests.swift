import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A ghost's timeline leaves out the transform, border and shadow properties both elements hold at a new view's
/// value: on the host the ghost, a new view, shows those values without a track. Expected values are UIKit's
/// defaults, written out.
@MainActor
@Suite("Ghosts show a new view's values")
struct GhostNewViewStateTests {
    /// The bits of a view state's values of the properties a ghost may leave out.
    private func bits(_ state: ViewState) -> [UInt64] {
        let properties: [AnimatableProperty] = [
            .transform, .borderWidth, .borderColor, .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor,
        ]
        return properties.flatMap { state[$0]?.components.map(\.bitPattern) ?? [] }
    }

    /// The bits of UIKit's defaults of those properties, with `borderColor` as given.
    private func expectedBits(borderColor: [Double]) -> [UInt64] {
        let identity: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
        let values = identity + [0] + borderColor + [0, 3, 0, -3, 0, 0, 0, 1]
        return values.map(\.bitPattern)
    }

    @Test("A new view starts with the values a ghost leaves out: identity, no border width, black, no shadow")
    func newView() {
        let view = View(frame: .zero)
        #expect(bits(view.model) == expectedBits(borderColor: [0, 0, 0, 1]))
    }

    @Test("Mid-flight, a plain element's ghost shows a new view's transform and shadow, and its clear border colour")
    func plainGhost() throws {
        let transition = Transition.fade.combined(with: .matchedGeometry())
        let (clock, window, navigation, a, b, vendor) = libraryNavigation(
            animator: TimelineAnimator(transition, operation: .push))
        defer { withExtendedLifetime((window, vendor)) {} }
        let small = View(frame: CGRect(x: 20, y: 300, width: 100, height: 100), identifier: "herb")
        small.backgroundColor = Color(red: 0, green: 0.5, blue: 0)
        a.view.addSubview(small)
        let large = View(frame: CGRect(x: 0, y: 0, width: 390, height: 300), identifier: "herb")
        large.layer.shadowOpacity = 0.5
        b.view.addSubview(large)
        navigation.pushViewController(b, animated: true)
        clock.advance(by: 0.175)
        let container = navigation.view.subviews[0]
        let ghost = try #require(container.subviews.last)
        #expect(ghost.identifier == "ghost:herb")
        // Half way in time, p = 0.5 on the symmetric curve: the shadow's opacity, the one property that moves, is
        // half way; the missing border colour is held clear; the rest are a new view's.
        let p = easeInOut(0.5)
        var state = ghost.presentation
        #expect(isClose(Double(state.shadowOpacity), 0.5 * p, within: 1e-6))
        state.shadowOpacity = 0
        #expect(bits(state) == expectedBits(borderColor: [0, 0, 0, 0]))
        clock.advance(by: 0.5)
        #expect(navigation.topViewController === b)
        #expect(libraryViews(in: container).isEmpty)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }
}
