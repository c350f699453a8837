import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The library transitions' examples, run as their documentation shows them.
@MainActor
@Suite("Documentation examples: library transitions")
struct LibraryTransitionExampleTests {
    @Test("ViewSceneCapture: a screen captured in its container")
    func capture() throws {
        HostEnvironment.install(clock: ManualClock())
        let container = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = View(frame: container.bounds, identifier: "screen")
        screen.addSubview(View(frame: CGRect(x: 20, y: 300, width: 100, height: 100), identifier: "herb-2"))
        container.addSubview(screen)
        // example: Sources/ChoreographHeadless/Library/ViewSceneCapture.swift
        let scene = try ViewSceneCapture().captureScene(of: screen, in: container)
        // end example
        #expect(scene.element(withIdentifier: "herb-2")?.center == CGPoint(x: 70, y: 350))
    }

    @Test("TimelineAnimator: an animator for a push")
    func animator() {
        HostEnvironment.install(clock: ManualClock())
        // example: Sources/ChoreographHeadless/Library/TimelineAnimator.swift
        let animator = TimelineAnimator(.slide(from: .right), operation: .push)
        // end example
        #expect(animator.transitionDuration(using: nil) == 0.35)
    }

    @Test("RunningTransitions: the duration of a zoom push")
    func article() {
        HostEnvironment.install(clock: ManualClock())
        // example: Sources/ChoreographHeadless/ChoreographHeadless.docc/RunningTransitions.md
        let animator = TimelineAnimator(.zoom(from: "herb-2"), operation: .push)
        let duration = animator.transitionDuration(using: nil)  // 0.35 s, the navigation default
        // end example
        #expect(duration == 0.35)
    }
}
