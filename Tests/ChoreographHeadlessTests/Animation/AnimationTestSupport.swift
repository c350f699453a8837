import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A fresh host on a manual clock at time 0, installed as the current one.
@MainActor
func freshHost() -> (HostEnvironment, ManualClock) {
    let clock = ManualClock()
    return (HostEnvironment.install(clock: clock), clock)
}

/// A 100 × 100 view at the origin of a window.
@MainActor
func windowWithBox() -> (Window, View) {
    let window = Window()
    let box = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100), identifier: "box")
    window.addSubview(box)
    return (window, box)
}

/// A window with two named 100 × 100 views at the origin and at (100, 0), and an unnamed one at (0, 100).
@MainActor
func threeViews() -> (Window, View, View, View) {
    let window = Window()
    let a = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100), identifier: "a")
    let b = View(frame: CGRect(x: 100, y: 0, width: 100, height: 100), identifier: "b")
    let c = View(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    for view in [a, b, c] { window.addSubview(view) }
    return (window, a, b, c)
}

extension View {
    /// The x of the center on screen now.
    var shownX: Double { Double(presentation.center.x) }
    /// The alpha on screen now.
    var shownAlpha: Double { Double(presentation.alpha) }
}
