import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A `present(_:transition:)` the host refuses leaves the controller exactly as it was: its transitioning delegate,
/// the delegate it keeps alive and its presentation style (<doc:RunningTransitions#One-line-transitions>).
@MainActor
@Suite("Refused library presentations")
struct RefusedLibraryPresentationTests {
    private let width = Double(Window.defaultSize.width)

    @Test("Refused while another presentation runs: the style stays automatic and the app's delegate stays")
    func refusedWhileTransitioning() {
        let (host, clock, window, first, second) = modalScene(style: .automatic)
        let vendor = CardVendor()
        defer { withExtendedLifetime((window, vendor)) {} }
        let third = ViewController(identifier: "third")
        third.transitioningDelegate = vendor
        first.present(second, transition: .slide(from: .right))
        clock.advance(by: 0.1)
        first.present(third, transition: .fade)
        #expect(host.diagnostics.codes == [.presentWhileTransitioning])
        #expect(third.modalPresentationStyle == .automatic)
        #expect(third.transitioningDelegate === vendor)
        clock.advance(by: 1)
        // Presented plainly later, it uses the app's delegate: its presentation controller is asked for nothing
        // (the style is not custom), and the standard animation runs.
        second.dismiss(animated: false)
        let mark = host.trace.lines.count
        first.present(third, animated: true)
        clock.advance(by: 1)
        #expect(first.presentedViewController === third)
        let asked = host.trace.lines.dropFirst(mark).filter { $0.contains(".transitionDuration(using:)") }
        #expect(asked.count == 1 && asked.allSatisfy { $0.hasPrefix("StandardModalAnimator.") })
    }

    @Test("A refused present of a controller already presented keeps its transition: it dismisses with its own")
    func refusedAlreadyPresented() {
        let (host, clock, window, first, second) = modalScene(style: .automatic)
        defer { withExtendedLifetime(window) {} }
        first.present(second, transition: .slide(from: .right))
        clock.advance(by: 1)
        let delegate = second.transitioningDelegate
        // Refused twice: `first` left the window under the full-screen presentation, and `second` is on screen.
        first.present(second, transition: .cube(from: .top))
        second.present(second, transition: .cube(from: .top))
        #expect(host.diagnostics.codes == [.presentNotInWindow, .alreadyPresented])
        #expect(second.transitioningDelegate === delegate)
        #expect(
            (second.transitioningDelegate as? TimelineTransitioningDelegate)?.transition.name
                == Transition.slide(from: .right).name)
        second.dismiss(animated: true)
        clock.advance(by: 0.2)
        // The slide's inverse, half way through its ease-in-out: the screen is half way out to the right, flat.
        #expect(isClose(shownX(second.view), width * easeInOut(0.5), within: 1e-6))
        // No perspective: the cube would turn it in depth.
        #expect(second.view.presentation.transform.m34 == 0)
        clock.advance(by: 1)
        #expect(first.presentedViewController == nil)
    }

    @Test("Refused from a controller that is not in a window: nothing changes")
    func refusedNotInWindow() {
        let (host, _, window, _, _) = modalScene(style: .automatic)
        defer { withExtendedLifetime(window) {} }
        let loose = ViewController(identifier: "loose")
        let other = ViewController(identifier: "other")
        loose.present(other, transition: .fade)
        #expect(host.diagnostics.codes == [.presentNotInWindow])
        #expect(other.modalPresentationStyle == .automatic && other.transitioningDelegate == nil)
    }

    @Test("A refused card presentation leaves the controller's style and delegate as they were")
    func refusedCard() {
        let (host, clock, window, first, second) = modalScene(style: .automatic)
        defer { withExtendedLifetime(window) {} }
        let card = ViewController(identifier: "card")
        first.present(second, transition: .fade)
        clock.advance(by: 0.1)
        first.presentCard(card)
        #expect(host.diagnostics.codes == [.presentWhileTransitioning])
        #expect(card.modalPresentationStyle == .automatic && card.transitioningDelegate == nil)
    }
}
