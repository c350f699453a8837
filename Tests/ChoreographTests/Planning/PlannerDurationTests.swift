import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// `Planner.duration(of:from:to:operation:containerSize:layoutDirection:)`: the duration a host answers before the
/// transition is staged, against the defaults and modifier arithmetic of the planning rules.
@Suite("Planner: the duration before staging")
struct PlannerDurationTests {
    @Test("Missing screens plan as empty ones: the operation's default, the transition's own, Reduce Motion's")
    func defaults() throws {
        let planner = Planner()
        #expect(planner.duration(of: .fade, from: nil, to: nil, operation: .push, containerSize: container) == 0.35)
        #expect(planner.duration(of: .fade, from: nil, to: nil, operation: .present, containerSize: container) == 0.4)
        #expect(
            planner.duration(
                of: .slide(from: .right).duration(0.6), from: nil, to: nil, operation: .pop, containerSize: container)
                == 0.6)
        let reduced = Planner(options: PlanningOptions(reducesMotion: true))
        #expect(reduced.duration(of: .fade, from: nil, to: nil, operation: .push, containerSize: container) == 0.2)
    }

    @Test("An element modifier that ends after the screens counts when its element is on the screen")
    func elementDelay() throws {
        // The screens fade over 0.3 s; the title waits 0.4 s, then fades in over the base 0.3 s: 0.7 s in all.
        let transition = Transition.fade.duration(0.3).modifying("b-title", .opacity(0), .delay(0.4))
        let detail = try screen([
            Scene.Element(identifier: "b-title", frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        ])
        let planner = Planner()
        let withTitle = planner.duration(
            of: transition, from: try screen(), to: detail, operation: .push, containerSize: container)
        #expect(isClose(withTitle, 0.7, within: 1e-9))
        // Without the title on screen (or without the screen) only the screens' 0.3 s remain.
        #expect(planner.duration(of: transition, from: nil, to: nil, operation: .push, containerSize: container) == 0.3)
        #expect(
            planner.duration(of: transition, from: nil, to: try screen(), operation: .push, containerSize: container)
                == 0.3)
    }

    @Test("What the planner refuses answers 0: a container without area or not finite, a negative duration")
    func refused() {
        let planner = Planner()
        for size in [CGSize.zero, CGSize(width: 390, height: 0), CGSize(width: CGFloat.nan, height: 844)] {
            #expect(planner.duration(of: .fade, from: nil, to: nil, operation: .push, containerSize: size) == 0)
        }
        #expect(
            planner.duration(of: .fade.duration(-1), from: nil, to: nil, operation: .push, containerSize: container)
                == 0)
    }
}
