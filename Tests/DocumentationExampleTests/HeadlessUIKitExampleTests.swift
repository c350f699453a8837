import Foundation
import Testing

// example: Sources/HeadlessUIKit/HeadlessUIKit.docc/HeadlessUIKit.md
#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif
// end example

// example: README.md
#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif
// end example

// example: Sources/HeadlessUIKit/HeadlessUIKit.docc/PortingFromUIKit.md
#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif
// end example

// example: Sources/ChoreographSeeds/ChoreographSeeds.docc/ChoreographSeeds.md
#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif
// end example

/// HeadlessUIKit's examples, run as their documentation shows them (see `CoreExampleTests`).
@MainActor
@Suite("Documentation examples: HeadlessUIKit")
struct HeadlessUIKitExampleTests {
    @Test("Porting from UIKit: a presentation driven by the clock, then a drag")
    func drivingATransition() throws {
        // example: Sources/HeadlessUIKit/HeadlessUIKit.docc/PortingFromUIKit.md
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let window = UIWindow()
        let first = UIViewController()
        window.rootViewController = first
        window.makeKeyAndVisible()
        let second = UIViewController()
        first.present(second, animated: true)
        clock.advance(by: 0.2)  // part way: the standard sheet is still rising
        let midway = second.view.presentation.center.y
        clock.advance(by: 1)  // done
        let simulator = TouchSimulator(window: window, clock: clock)
        try simulator.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 800), duration: 0.3)
        // end example
        #expect(first.presentedViewController == second)
        #expect(midway > second.view.center.y)
    }

    @Test("GestureRecognizerHandlers: a pan's handler gets the pan")
    func panHandler() throws {
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let window = UIWindow()
        var seen: [CGPoint] = []
        // example: Sources/ChoreographHeadless/Gestures/GestureRecognizerHandlers.swift
        let pan = PanGestureRecognizer { pan in
            print(pan.translation(in: pan.view))
        }
        // end example
        pan.addHandler { pan in seen.append(pan.translation(in: pan.view)) }
        window.addGestureRecognizer(pan)
        try TouchSimulator(window: window, clock: clock).drag(
            from: CGPoint(x: 10, y: 10), to: CGPoint(x: 60, y: 10), duration: 0.1)
        #expect(seen.last == CGPoint(x: 50, y: 0))
    }
}
