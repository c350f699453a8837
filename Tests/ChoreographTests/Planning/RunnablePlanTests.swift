import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Runnable plans")
struct RunnablePlanTests {
    private func runnable(
        _ transition: Transition, interactive: Bool, reducesMotion: Bool = false
    ) throws -> RunnablePlan {
        try Planner(options: PlanningOptions(reducesMotion: reducesMotion)).runnablePlan(
            transition, from: screen(), to: screen(), operation: .present, containerSize: container,
            interactive: interactive, layoutDirection: .leftToRight)
    }

    @Test("A transition that starts by itself runs as planned on a linear animator")
    func byItself() throws {
        let transition = Transition.slide(from: .right).duration(0.4).curve(.easeIn)
        let runnable = try runnable(transition, interactive: false)
        #expect(runnable.plan == (try plan(transition, .present)))
        #expect(runnable.plannedPlan == runnable.plan)
        #expect(runnable.animatorTiming == .linear)
    }

    @Test("An interactive start moves the screens linearly and eases the animator by the planned curve")
    func interactive() throws {
        let transition = Transition.slide(from: .right).duration(0.4).curve(.easeIn)
        let runnable = try runnable(transition, interactive: true)
        #expect(runnable.animatorTiming == .curve(.easeIn))
        #expect(runnable.plan.duration == 0.4)
        // Linear: a quarter of the time is a quarter of the way (the eased plan would be far behind).
        let width = Double(container.width)
        #expect(isClose(transform(runnable.plan, .toScreen, at: 0.1), translation(width * 0.75, 0)))
        #expect(isClose(transform(runnable.plan, .fromScreen, at: 0.2), translation(-width * 0.5, 0)))
        // The eased plan, kept for its diagnostics, is behind at a quarter: ease-in is slow at first.
        let eased = transform(runnable.plannedPlan, .toScreen, at: 0.1)
        #expect(Double(eased.m41) > width * 0.75 + 1)
    }

    @Test("Under Reduce Motion an interactive start runs a linear 0.2 s cross-fade on the reduced curve")
    func reducedMotion() throws {
        let runnable = try runnable(.slide(from: .right), interactive: true, reducesMotion: true)
        #expect(runnable.plan.duration == TransitionDefaults.reducedMotionDuration)
        #expect(runnable.animatorTiming == .curve(TransitionDefaults.reducedMotionCurve))
        #expect(abs(opacity(runnable.plan, .toScreen, at: 0.05) - 0.25) < 1e-9)
        #expect(isClose(transform(runnable.plan, .toScreen, at: 0.1), .identity))
    }

    @Test("A still plan has no tracks and no duration, the screens stacked from then to")
    func still() {
        let still = RunnablePlan.still(named: "broken")
        #expect(still.plan.timeline.tracks.isEmpty)
        #expect(still.plan.duration == 0)
        #expect(still.plan.stacking == [.fromScreen, .toScreen])
        #expect(still.plan.effectName == "broken")
        #expect(still.animatorTiming == .linear)
    }

    @Test("Planning errors reach the caller, named as the planner names them")
    func refusal() {
        #expect(throws: PlanningError.self) {
            try Planner().runnablePlan(
                .fade, from: screen(), to: screen(), operation: .present, containerSize: CGSize(width: 0, height: 10),
                interactive: true)
        }
    }
}
