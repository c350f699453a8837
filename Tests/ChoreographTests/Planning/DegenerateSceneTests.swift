import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Scenes with nothing in them and elements with no size, given to the planner: every plan is finite, and an
/// effect that needs an element it cannot use says so and falls back (a planning diagnostic), never a crash.
@Suite("Planner with empty scenes and zero-size elements")
struct DegenerateSceneTests {
    /// Every value of `plan` at 21 moments through its duration is finite.
    private func isFinite(_ plan: TransitionPlan) -> Bool {
        var frame = plan.timeline.makeFrame()
        return stride(from: 0.0, through: 1.0, by: 0.05).allSatisfy { fraction in
            plan.timeline.sample(at: fraction * plan.duration, into: &frame)
            return frame.components.allSatisfy(\.isFinite)
        }
    }

    /// The effects that look for the element `cell`; every other preset needs no element.
    private func looksForCell(_ preset: Transition) -> Bool {
        let text = "\(preset)"
        return text.contains("zoom(from:") || text.contains("circularReveal(from:")
    }

    @Test("Every preset plans between scenes with no elements; only those that look for an element say it is missing")
    func emptyScenes() throws {
        for preset in PlannerInputTests.presets {
            for operation in TransitionOperation.allCases {
                let planned = try plan(preset, operation, from: screen(), to: screen())
                #expect(isFinite(planned), "\(preset) \(operation)")
                let expected: [PlanningDiagnostic.Code] = looksForCell(preset) ? [.missingElement] : []
                #expect(planned.diagnostics.map(\.code) == expected, "\(preset) \(operation)")
            }
        }
    }

    @Test("Every preset plans between scenes of no size at all (0 × 0) in a phone's container, with finite values")
    func zeroSizeScenes() throws {
        let nothing = try Scene(size: .zero)
        for preset in PlannerInputTests.presets {
            for operation in TransitionOperation.allCases {
                let planned = try plan(preset, operation, from: nothing, to: nothing)
                #expect(isFinite(planned), "\(preset) \(operation)")
            }
        }
    }

    @Test("zoom(from:) with a 0 × 0 element falls back to zoom, naming it; circularReveal(from:) grows from its point")
    func zeroSizeSource() throws {
        let dot = try screen([Scene.Element(identifier: "cell", frame: CGRect(x: 100, y: 200, width: 0, height: 0))])
        let zoom = try plan(.zoom(from: "cell"), .present, from: dot)
        #expect(zoom.diagnostics.map(\.code) == [.degenerateElement])
        #expect(zoom.diagnostics.first?.message.contains("cell") == true)
        #expect(zoom.timeline == (try plan(.zoom, .present)).timeline)
        // The circle starts on the element's center with the radius of the circle inscribed in it: 0.
        let reveal = try plan(Transition.circularReveal(from: "cell").duration(1), .present, from: dot)
        #expect(isFinite(reveal))
        #expect(reveal.diagnostics.isEmpty)
        if case .rect(let start)? = reveal.value(of: .toScreen, .circularMask, at: 0) {
            #expect(start == CGRect(x: 100, y: 200, width: 0, height: 0))
        } else {
            Issue.record("no circular mask at the start")
        }
    }

    @Test("Matched geometry between a 0 × 0 element and a full-size one plans finite values")
    func zeroSizeMatch() throws {
        let dot = try screen([Scene.Element(identifier: "photo", frame: CGRect(x: 100, y: 200, width: 0, height: 0))])
        let full = try screen([Scene.Element(identifier: "photo", frame: CGRect(x: 0, y: 0, width: 390, height: 390))])
        let transition = Transition.fade.combined(with: .matchedGeometry(fade: .through, fit: .auto))
        for operation in TransitionOperation.allCases {
            #expect(isFinite(try plan(transition, operation, from: dot, to: full)), "\(operation) from the dot")
            #expect(isFinite(try plan(transition, operation, from: full, to: dot)), "\(operation) to the dot")
        }
    }
}
