import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ViewController {
    /// This controller and every controller presented above it, this one first and the top one last.
    var presentationChain: [ViewController] {
        var chain: [ViewController] = [self]
        while let next = chain[chain.count - 1].presentedViewController { chain.append(next) }
        return chain
    }
}

extension TouchSimulator {
    /// Drags from the left edge of `window`, halfway down, to `x` over 0.2 s, as a swipe back does; a drag the
    /// simulator refuses is ignored, as a random sequence may ask for one at any time.
    func swipeBack(in window: Window, to x: CGFloat) {
        let y = window.bounds.height / 2
        try? drag(from: CGPoint(x: 2, y: y), to: CGPoint(x: x, y: y), duration: 0.2)
    }
}

/// The host a random sequence of operations runs on: a fresh host on a manual clock, a window of `size` whose root is
/// a tab bar controller holding a navigation controller (with a root controller) and another controller, and a
/// touch simulator on the window. Each random test adds what it tracks in a subclass.
@MainActor
class RandomSequenceHost {
    let clock = ManualClock()
    let host: HostEnvironment
    let window: Window
    let navigation: NavigationController
    let tabs = TabBarController(identifier: "tabs")
    let touches: TouchSimulator

    init(size: CGSize) {
        host = HostEnvironment.install(clock: clock)
        window = Window(size: size)
        navigation = NavigationController(rootViewController: ViewController(identifier: "root"))
        tabs.setViewControllers([navigation, ViewController(identifier: "other")], animated: false)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        touches = TouchSimulator(window: window, clock: clock)
    }

    /// The controller at the top of the presentation chain.
    var top: ViewController { tabs.presentationChain[tabs.presentationChain.count - 1] }
}
