import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Library transitions of tab switches and presentations resolve leading and trailing edges in the layout direction
/// of the controller that runs them, as navigation already does: right to left, the trailing edge is the left one.
@MainActor
@Suite("Library tab switches and presentations, right to left")
struct RightToLeftLibraryTransitionTests {
    private let width = Double(Window.defaultSize.width)

    /// Two tabs in a window, the tab bar controller laid out right to left when `rightToLeft`, switched to the second
    /// with `.slide(from: .trailing)`; the x of both tabs' views halfway through the switch.
    private func switchedTabs(rightToLeft: Bool) -> (first: Double, second: Double) {
        let (clock, window, tabs, first, second) = twoTabs()
        defer { withExtendedLifetime(window) {} }
        if rightToLeft { tabs.view.semanticContentAttribute = .forceRightToLeft }
        tabs.setSelectedIndex(1, transition: .slide(from: .trailing))
        clock.advance(by: 0.15)
        let shown = (shownX(first.view), shownX(second.view))
        clock.advance(by: 1)
        #expect(
            tabs.selectedIndex == 1 && second.view.transform == .identity,
            "\(HostEnvironment.current.diagnostics.entries)")
        return shown
    }

    @Test("A tab switch sliding from the trailing edge enters from the left, the mirror image of left to right")
    func tabSwitch() {
        let ltr = switchedTabs(rightToLeft: false)
        let rtl = switchedTabs(rightToLeft: true)
        // Left to right the new tab comes in from the right; the reference independent of the package's curves.
        #expect(isClose(ltr.second, width * (1 - easeInOut(0.5)), within: 1e-6))
        #expect(isClose(ltr.first, -width * easeInOut(0.5), within: 1e-6))
        // Right to left: mirrored about the window's left edge.
        #expect(isClose(rtl.second, -width * (1 - easeInOut(0.5)), within: 1e-6))
        #expect(isClose(rtl.first, width * easeInOut(0.5), within: 1e-6))
    }

    /// `second` presented by a root controller with `.slide(from: .trailing)`, then dismissed, with the root's view
    /// (`first`) and the presented one's (`second`) laid out right to left or not; the x of `second`'s view halfway
    /// through each.
    private func presentedAndDismissed(first firstRightToLeft: Bool, second secondRightToLeft: Bool) -> (
        presenting: Double, dismissing: Double
    ) {
        let (_, clock, window, first, second) = modalScene(style: .automatic)
        defer { withExtendedLifetime(window) {} }
        if firstRightToLeft { first.view.semanticContentAttribute = .forceRightToLeft }
        if secondRightToLeft { second.view.semanticContentAttribute = .forceRightToLeft }
        first.present(second, transition: .slide(from: .trailing))
        clock.advance(by: 0.2)
        let presenting = shownX(second.view)
        clock.advance(by: 1)
        second.dismiss(animated: true)
        clock.advance(by: 0.2)
        let dismissing = shownX(second.view)
        clock.advance(by: 1)
        #expect(first.presentedViewController == nil)
        return (presenting, dismissing)
    }

    @Test("A presentation sliding from the trailing edge enters from the left and its dismissal leaves to the left")
    func presentation() {
        let ltr = presentedAndDismissed(first: false, second: false)
        let rtl = presentedAndDismissed(first: true, second: true)
        #expect(isClose(ltr.presenting, width * (1 - easeInOut(0.5)), within: 1e-6))
        #expect(isClose(ltr.dismissing, width * easeInOut(0.5), within: 1e-6))
        #expect(isClose(rtl.presenting, -width * (1 - easeInOut(0.5)), within: 1e-6))
        #expect(isClose(rtl.dismissing, -width * easeInOut(0.5), within: 1e-6))
    }

    @Test("A presentation reads the source's layout direction, a dismissal the dismissed view's")
    func presentationReadsEachSide() {
        // Only the source right to left: in from the left, out to the right.
        let source = presentedAndDismissed(first: true, second: false)
        #expect(isClose(source.presenting, -width * (1 - easeInOut(0.5)), within: 1e-6))
        #expect(isClose(source.dismissing, width * easeInOut(0.5), within: 1e-6))
        // Only the presented view right to left: in from the right, out to the left.
        let presented = presentedAndDismissed(first: false, second: true)
        #expect(isClose(presented.presenting, width * (1 - easeInOut(0.5)), within: 1e-6))
        #expect(isClose(presented.dismissing, -width * easeInOut(0.5), within: 1e-6))
    }
}
