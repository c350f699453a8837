import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The headless host's examples, run as their documentation shows them (see `CoreExampleTests`).
@MainActor
@Suite("Documentation examples: headless host")
struct HeadlessExampleTests {
    @Test("HostEnvironment: install a host on a manual clock")
    func installHost() {
        // example: Sources/ChoreographHeadless/Runtime/HostEnvironment.swift
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        // end example
        #expect(HostEnvironment.current === host)
        #expect(host.clock as? ManualClock === clock)
    }

    @Test("TouchSimulator: a drag advances the clock by its duration and pans a view")
    func drag() throws {
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let window = Window()
        let card = View(frame: window.bounds, identifier: "card")
        window.addSubview(card)
        let pan = PanGestureRecognizer()
        card.addGestureRecognizer(pan)
        var states: [GestureRecognizer.State] = []
        pan.addTarget { states.append($0.state) }
        // example: Sources/ChoreographHeadless/Gestures/TouchSimulator.swift
        let simulator = TouchSimulator(window: window, clock: clock)
        try simulator.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        // end example
        #expect(abs(clock.now - 0.3) < 1e-9)
        #expect(states.first == .began)
        #expect(states.last == .ended)
    }

    @Test("TraceLog: the order UIKit promises is asserted on the trace")
    func trace() {
        HostEnvironment.install(clock: ManualClock())
        let first = ViewController(identifier: "vc1")
        let navigation = NavigationController(rootViewController: first)
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(ViewController(identifier: "vc2"), animated: true)
        // example: Sources/ChoreographHeadless/Runtime/TraceLog.swift
        #expect(HostEnvironment.current.trace.lines.contains("vc2.viewWillAppear(animated: true)"))
        // end example
    }

    @Test("ChoreographHeadless article: a quarter of a second into a presentation")
    func presentation() {
        let first = ViewController(identifier: "first")
        let second = ViewController(identifier: "second")
        // example: Sources/ChoreographHeadless/ChoreographHeadless.docc/ChoreographHeadless.md
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let window = Window()
        window.rootViewController = first
        window.makeKeyAndVisible()
        first.present(second, animated: true)
        clock.advance(by: 0.25)  // a quarter of a second into the transition
        let seen = second.view.visibleRect  // where the user sees it now
        // end example
        // The standard sheet slides up from the bottom edge to 56 points below the top: on its way at 0.25 s.
        #expect(seen.minY > 56)
        #expect(seen.minY < window.bounds.height)
        clock.advance(by: 1)
        #expect(second.view.visibleRect.minY == 56)
    }

    @Test("Masks article: a circle mask growing over a screen")
    func circleMask() {
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        // example: Sources/ChoreographHeadless/ChoreographHeadless.docc/Masks.md
        let details = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let circle = View(frame: CGRect(x: 170, y: 400, width: 50, height: 50))
        circle.backgroundColor = .black
        circle.layer.cornerRadius = 25
        details.mask = circle
        View.animate(withDuration: 0.5) {
            circle.frame = CGRect(x: -305, y: -75, width: 1000, height: 1000)
            circle.layer.cornerRadius = 500
        }
        // end example
        #expect(circle.superview == nil && details.subviews.isEmpty)
        #expect(details.maskOpacity(at: CGPoint(x: 195, y: 425)) == 1)
        #expect(details.maskOpacity(at: CGPoint(x: 10, y: 10)) == 0)
        clock.advance(by: 1)
        #expect(details.maskOpacity(at: CGPoint(x: 10, y: 10)) == 1)
    }
}
