import Choreograph
import ChoreographHeadless
import Foundation

/// `A` in a 390 × 844 window on a fresh host, presenting `C` with `.slide(from: .right)` and `delegate` as `C`'s own
/// transitioning delegate (the library forwards the interaction controller to it), settled.
@MainActor
func slidePresentation(delegate: any TransitioningDelegate) -> (ManualClock, Window, ViewController, ViewController) {
    let (_, clock) = freshHost()
    let a = ViewController(identifier: "A")
    let window = Window(size: Window.defaultSize)
    window.rootViewController = a
    window.makeKeyAndVisible()
    let c = ViewController(identifier: "C")
    c.transitioningDelegate = delegate
    a.present(c, transition: .slide(from: .right))
    clock.advance(by: 1)
    return (clock, window, a, c)
}
