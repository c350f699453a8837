import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The progress of the cubic Bézier with control points (`x1`, `y1`) and (`x2`, `y2`) at time fraction `x`, solved
/// by bisection on the curve parameter, independently of the package's curve code.
func bezierProgress(at x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    guard x > 0 else { return 0 }
    guard x < 1 else { return 1 }
    var low = 0.0
    var high = 1.0
    for _ in 0..<100 {
        let middle = (low + high) / 2
        if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
    }
    return coordinate((low + high) / 2, y1, y2)
}

/// Ease in, ease out — control points (0.42, 0) and (0.58, 1) — at time fraction `x`.
func easeInOut(_ x: Double) -> Double {
    bezierProgress(at: x, 0.42, 0, 0.58, 1)
}

/// A navigation controller showing `A` in a window on a fresh host, with `B` pushed without animation when `pushed`,
/// and a delegate that vends `animator` (and `interactor`) for every change.
@MainActor
func libraryNavigation(
    animator: (any AnimatedTransitioning)?,
    interactor: (any InteractiveTransitioning)? = nil,
    pushed: Bool = false
) -> (ManualClock, Window, NavigationController, ViewController, ViewController, NavigationVendor) {
    let (_, clock, window, navigation, a) = navigationScene()
    let b = ViewController(identifier: "B")
    if pushed { navigation.pushViewController(b, animated: false) }
    let vendor = NavigationVendor(animator: animator, interactor: interactor)
    navigation.delegate = vendor
    clock.advance(by: 0.1)
    return (clock, window, navigation, a, b, vendor)
}

/// The subviews of `view` that the library added for a transition: ghosts and dimming views.
@MainActor
func libraryViews(in view: View) -> [View] {
    view.subviews.filter { ($0.identifier ?? "").hasPrefix("ghost:") || $0.identifier == "transition.dimming" }
}

/// The x coordinate of the left edge of `view` on screen now.
@MainActor
func shownX(_ view: View) -> Double {
    Double(view.presentation.frame.minX)
}

/// A tab bar controller of two tabs, `first` then `second`, showing the first in a window on a fresh host, settled.
@MainActor
func twoTabs() -> (ManualClock, Window, TabBarController, first: ViewController, second: ViewController) {
    let clock = ManualClock()
    HostEnvironment.install(clock: clock)
    let tabs = TabBarController(identifier: "tabs")
    let first = ViewController(identifier: "first")
    let second = ViewController(identifier: "second")
    tabs.viewControllers = [first, second]
    let window = Window()
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    clock.advance(by: 0.1)
    return (clock, window, tabs, first, second)
}
