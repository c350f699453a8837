import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// example: Sources/Choreograph/Planning/TransitionEffect.swift
extension Transition {
    /// The new screen drops in from above while the old one fades away.
    static let drop = Transition(
        TransitionEffect(name: "drop") { context in
            let above = context.offset(toward: .top)
            return EffectOutput(
                motions: [
                    Motion(.toScreen, .transform, from: context.translation(above), to: .transform(.identity)),
                    Motion(.fromScreen, .opacity, from: .scalar(1), to: .scalar(0)),
                ],
                stacking: [.fromScreen, .toScreen]
            )
        }
    )
}
// end example

// example: Sources/Choreograph/Choreograph.docc/DeclarativeTransitions.md
extension Transition {
    /// The new screen rises a quarter of the container while it fades in.
    static let rise = Transition(
        TransitionEffect(name: "rise") { context in
            let start = context.translation(context.offset(toward: .bottom), times: 0.25)
            return EffectOutput(
                motions: [
                    Motion(.toScreen, .transform, from: start, to: .transform(.identity)),
                    Motion(.toScreen, .opacity, from: .scalar(0), to: .scalar(1)),
                ],
                stacking: [.fromScreen, .toScreen]
            )
        }
    )
}
// end example

/// The planning examples, run as their documentation shows them.
@Suite("Documentation examples: planning")
struct PlanningExampleTests {
    @Test("Transition: presets, combinators and timing chain")
    func transitionChain() throws {
        // example: Sources/Choreograph/Planning/Transition.swift
        let transition = Transition.slide(from: .trailing)
            .combined(with: .fade)
            .duration(0.5)
            .spring(dampingRatio: 0.8)
        // end example
        let screen = try Scene(size: CGSize(width: 390, height: 844))
        let plan = try Planner().plan(
            transition, from: screen, to: screen, operation: .push, containerSize: CGSize(width: 390, height: 844))
        #expect(plan.duration == 0.5)
        #expect(plan.value(of: .toScreen, .transform, at: 0) == .transform(Transform3D(translationX: 390, y: 0)))
        #expect(plan.value(of: .toScreen, .opacity, at: 0) == .scalar(0))
    }

    @Test("Planner: plan a slide and sample it half way")
    func planner() throws {
        let list = try Scene(size: CGSize(width: 390, height: 844))
        let detail = try Scene(size: CGSize(width: 390, height: 844))
        // example: Sources/Choreograph/Planning/Planner.swift
        let planner = Planner()
        let plan = try planner.plan(
            .slide(from: .right),
            from: list,
            to: detail,
            operation: .push,
            containerSize: CGSize(width: 390, height: 844)
        )
        var frame = plan.timeline.makeFrame()
        plan.timeline.sample(at: plan.duration / 2, into: &frame)
        // end example
        // Half way through an ease-in-out curve, by symmetry, the new screen is half way in.
        let index = try #require(plan.timeline.tracks.firstIndex { $0.target == TransitionTarget.toScreen.name })
        guard case .transform(let half)? = frame.value(ofTrack: index) else {
            Issue.record("no transform")
            return
        }
        #expect(abs(half.m41 - 195) < 1e-6)
    }

    @Test("A custom effect in an extension")
    func customEffect() throws {
        let screen = try Scene(size: CGSize(width: 390, height: 844))
        let plan = try Planner().plan(
            Transition.drop.curve(.linear).duration(1), from: screen, to: screen, operation: .present,
            containerSize: CGSize(width: 390, height: 844))
        #expect(plan.value(of: .toScreen, .transform, at: 0.5) == .transform(Transform3D(translationX: 0, y: -422)))
        #expect(plan.value(of: .fromScreen, .opacity, at: 0.5) == .scalar(0.5))
        let rise = try Planner().plan(
            Transition.rise.curve(.linear).duration(1), from: screen, to: screen, operation: .present,
            containerSize: CGSize(width: 390, height: 844))
        #expect(rise.value(of: .toScreen, .transform, at: 0) == .transform(Transform3D(translationX: 0, y: 211)))
    }

    @Test("Declarative transitions article: zoom from a herb, then the combinators")
    func article() throws {
        // example: Sources/Choreograph/Choreograph.docc/DeclarativeTransitions.md
        let list = try Scene(
            size: CGSize(width: 390, height: 844),
            elements: [Scene.Element(identifier: "herb-2", frame: CGRect(x: 20, y: 300, width: 100, height: 100))]
        )
        let detail = try Scene(size: CGSize(width: 390, height: 844))
        let plan = try Planner().plan(
            .zoom(from: "herb-2"),
            from: list,
            to: detail,
            operation: .push,
            containerSize: CGSize(width: 390, height: 844)
        )
        let start = plan.value(of: .toScreen, .transform, at: 0)
        // end example
        // The detail starts scaled to the herb's 100 × 100 frame and centred on it, worked out by hand.
        let expected = Transform3D(scaleX: 100.0 / 390, y: 100.0 / 844)
            .concatenating(Transform3D(translationX: 70 - 195, y: 350 - 422))
        #expect(start == .transform(expected))
        #expect(plan.diagnostics.isEmpty)

        // example: Sources/Choreograph/Choreograph.docc/DeclarativeTransitions.md
        let sheet = Transition.asymmetric(
            presenting: .cover(from: .bottom).spring(dampingRatio: 0.9),
            dismissing: .fade.duration(0.2)
        )
        let growing = Transition.zoom.combined(with: .fade)
        // end example
        let dismissal = try Planner().plan(
            sheet, from: detail, to: list, operation: .dismiss, containerSize: CGSize(width: 390, height: 844))
        #expect(dismissal.duration == 0.2)
        let grown = try Planner().plan(
            growing.duration(1).curve(.linear), from: list, to: detail, operation: .present,
            containerSize: CGSize(width: 390, height: 844))
        #expect(grown.value(of: .toScreen, .opacity, at: 0.5) == .scalar(0.25))
    }
}
