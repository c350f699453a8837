import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

private func spring(_ plan: TransitionPlan) -> Spring? {
    if case .spring(let spring) = plan.timing { return spring }
    return nil
}

@Suite("Planner timing")
struct PlannerTimingTests {
    let width = Double(container.width)

    @Test("Default durations by operation, and the ease-in-out default curve")
    func defaults() throws {
        let expected: [(TransitionOperation, Double)] = [
            (.present, 0.4), (.dismiss, 0.4), (.push, 0.35), (.pop, 0.35), (.tabSwitch(.forward), 0.3),
            (.tabSwitch(.backward), 0.3),
        ]
        for (operation, duration) in expected {
            let planned = try plan(.slide(from: .right), operation)
            #expect(planned.duration == duration && planned.timeline.duration == duration, "\(operation)")
            #expect(planned.timing == .curve(.easeInOut))
        }
    }

    @Test("curve and curve(named:)")
    func curves() throws {
        #expect(try plan(Transition.fade.curve(.easeOut), .present).timing == .curve(.easeOut))
        #expect(try plan(Transition.fade.curve(named: "easeIn"), .present).timing == .curve(.easeIn))
        #expect(throws: PlanningError.unknownCurve(name: "bouncy")) {
            try plan(Transition.fade.curve(named: "bouncy"), .present)
        }
        #expect(
            PlanningError.unknownCurve(name: "bouncy").description.contains(
                "linear, easeIn, easeOut, easeInOut, default"))
    }

    @Test("The physical spring: its constants, and the transition lasts its settling duration")
    func springConstants() throws {
        let planned = try plan(Transition.slide(from: .right).spring(mass: 1, stiffness: 100, damping: 10), .push)
        let used = try #require(spring(planned))
        #expect(used.mass == 1 && used.stiffness == 100 && used.damping == 10)
        // Core Animation's settling duration for mass 1, stiffness 100, damping 10 is about 1.473 s.
        #expect(abs(planned.duration - 1.473) < 0.01)
        #expect(planned.diagnostics.isEmpty)
    }

    @Test("UIKit's spring is fitted to the transition's duration, which it keeps")
    func springDampingRatio() throws {
        let planned = try plan(Transition.slide(from: .right).duration(0.6).spring(dampingRatio: 0.7), .push)
        let used = try #require(spring(planned))
        #expect(abs(used.dampingRatio - 0.7) < 1e-12)
        #expect(used.duration == 0.6 && planned.duration == 0.6 && used.isFittedToDuration)
        // The default duration when none is given: push's 0.35 s.
        #expect(try plan(Transition.fade.spring(dampingRatio: 1), .push).duration == 0.35)
        // Progress follows the spring stretched over the duration.
        let value = used.value(at: 0.3 / 0.6 * used.duration)
        #expect(isClose(transform(planned, .toScreen, at: 0.3), translation(width * (1 - value), 0), within: 1e-9))
    }

    @Test("SwiftUI's spring: stiffness (2π/response)², damping 4π·fraction/response")
    func springResponse() throws {
        let planned = try plan(Transition.fade.spring(response: 0.4, dampingFraction: 0.6), .present)
        let used = try #require(spring(planned))
        #expect(abs(used.stiffness - pow(2 * .pi / 0.4, 2)) < 1e-9)
        #expect(abs(used.damping - 4 * .pi * 0.6 / 0.4) < 1e-9)
        #expect(planned.duration == used.settlingDuration)
    }

    @Test("The perceptual spring: stiffness (2π/duration)², damping 4π(1 − bounce)/duration")
    func springDuration() throws {
        let planned = try plan(Transition.fade.spring(duration: 0.5, bounce: 0.3), .present)
        let used = try #require(spring(planned))
        #expect(abs(used.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(used.damping - 4 * .pi * 0.7 / 0.5) < 1e-9)
        #expect(planned.duration == used.settlingDuration)
    }

    @Test("A duration a self-timed spring overrides is reported")
    func springOverridesDuration() throws {
        let planned = try plan(Transition.fade.duration(0.3).spring(response: 0.5), .present)
        #expect(planned.diagnostics.map(\.code) == [.durationSetBySpring])
        #expect(planned.duration != 0.3)
    }

    @Test("A spring that overshoots carries the screen past its rest")
    func overshoot() throws {
        let planned = try plan(Transition.slide(from: .right).duration(1).spring(dampingRatio: 0.3), .push)
        let positions = stride(from: 0.0, through: 1.0, by: 0.01).map { transform(planned, .toScreen, at: $0).m41 }
        #expect(positions.contains { $0 < -1 })
        #expect(positions.last == 0)
    }
}
