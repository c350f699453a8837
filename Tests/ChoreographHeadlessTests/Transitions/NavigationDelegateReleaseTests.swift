import ChoreographHeadless
import Foundation
import Testing

@MainActor
@Suite("Released navigation delegates")
struct NavigationDelegateReleaseTests {
    @Test("A navigation delegate released before a push means the standard animation, reported")
    func releasedDelegate() {
        let (host, clock, window, navigation, _) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        do {
            let vendor = NavigationVendor(animator: FadeAnimator(presenting: true, duration: 0.5))
            navigation.delegate = vendor
        }
        #expect(navigation.delegate == nil)
        navigation.pushViewController(ViewController(identifier: "B"), animated: true)
        clock.advance(by: 1)
        #expect(host.diagnostics.codes == [.delegateReleased])
        #expect(host.trace.lines.contains("StandardNavigationAnimator.animateTransition(using:)"))
        #expect(navigation.topViewController?.traceName == "B")
    }

    @Test("Clearing the delegate on purpose is not a release")
    func clearedDelegate() {
        let (host, clock, window, navigation, _) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let vendor = NavigationVendor(animator: nil)
        navigation.delegate = vendor
        navigation.delegate = nil
        navigation.pushViewController(ViewController(identifier: "B"), animated: true)
        clock.advance(by: 1)
        #expect(host.diagnostics.entries.isEmpty)
        withExtendedLifetime(vendor) {}
    }
}
