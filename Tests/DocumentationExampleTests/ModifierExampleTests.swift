import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The element modifier examples, run as their documentation shows them.
@Suite("Documentation examples: element modifiers")
struct ModifierExampleTests {
    let size = CGSize(width: 390, height: 844)

    @Test("ElementModifier: a title that rises and fades in, rows that cascade")
    func modifierList() throws {
        // example: Sources/Choreograph/Planning/Modifiers/ElementModifier.swift
        let transition = Transition.fade
            .modifying("title", .fade, .translate(x: 0, y: 40), .delay(0.05))
            .modifying(elements: .prefix("row-"), .fade, .scale(0.9), .cascade())
        // end example
        let list = try Scene(size: size)
        let detail = try Scene(
            size: size,
            elements: [
                Scene.Element(identifier: "title", frame: CGRect(x: 20, y: 60, width: 200, height: 40)),
                Scene.Element(identifier: "row-0", frame: CGRect(x: 0, y: 200, width: 390, height: 60)),
                Scene.Element(identifier: "row-1", frame: CGRect(x: 0, y: 260, width: 390, height: 60)),
            ])
        let plan = try Planner().plan(
            transition.curve(.linear), from: list, to: detail, operation: .present, containerSize: size)
        // The title runs 0.05…0.45 s; the second row starts 0.02 s after the first and ends at 0.42 s.
        #expect(plan.duration == 0.45)
        #expect(
            plan.value(of: .element("title", of: .to), .transform, at: 0.05)
                == .transform(Transform3D(translationX: 0, y: 40)))
        #expect(plan.value(of: .element("row-1", of: .to), .opacity, at: 0.02) == .scalar(0))
        let ended = try #require(plan.value(of: .element("row-1", of: .to), .opacity, at: 0.42)?.components.first)
        #expect(abs(ended - 1) < 1e-12)
    }

    @Test("Transition.modifying: per-element modifiers with a condition and the global coordinate space")
    func modifying() throws {
        // example: Sources/Choreograph/Planning/Modifiers/Transition+Modifiers.swift
        let transition = Transition.slide(from: .trailing)
            .modifying("title", .fade, .translate(x: 0, y: 40), .delay(0.05))
            .modifying("avatar", .when(.appearing, .scale(0.5)), .useGlobalCoordinateSpace)
        // end example
        let list = try Scene(size: size)
        let detail = try Scene(
            size: size,
            elements: [Scene.Element(identifier: "avatar", frame: CGRect(x: 20, y: 60, width: 80, height: 80))])
        let plan = try Planner().plan(transition, from: list, to: detail, operation: .push, containerSize: size)
        let avatar = TransitionTarget.element("avatar", of: .to)
        #expect(plan.value(of: avatar, .transform, at: 0) == .transform(Transform3D(scaleX: 0.5, y: 0.5)))
        #expect(plan.value(of: avatar, .position, at: 0) == .point(CGPoint(x: 60, y: 100)))
        #expect(plan.references[avatar]?.placement == .container)
        #expect(plan.diagnostics.map(\.code) == [.unusedModifiers])
    }

    @Test("Declarative transitions article: a title, cascading rows and a springing badge")
    func article() throws {
        // example: Sources/Choreograph/Choreograph.docc/DeclarativeTransitions.md
        let card = Transition.push(from: .trailing)
            .modifying("title", .fade, .translate(x: 0, y: 40), .delay(0.05))
            .modifying(elements: .prefix("row-"), .fade, .scale(0.9), .cascade(delta: 0.03))
            .modifying("badge", .when(.appearing, .rotate(.pi / 4), .scale(0)), .spring(dampingRatio: 0.7))
        // end example
        let list = try Scene(size: size)
        let detail = try Scene(
            size: size,
            elements: [
                Scene.Element(identifier: "row-0", frame: CGRect(x: 0, y: 200, width: 390, height: 60)),
                Scene.Element(identifier: "row-1", frame: CGRect(x: 0, y: 260, width: 390, height: 60)),
                Scene.Element(identifier: "badge", frame: CGRect(x: 300, y: 60, width: 40, height: 40)),
            ])
        let plan = try Planner().plan(card, from: list, to: detail, operation: .push, containerSize: size)
        // The push lasts 0.35 s; the second row starts 0.03 s late, so the plan lasts 0.38 s.
        #expect(abs(plan.duration - 0.38) < 1e-12)
        #expect(plan.value(of: .element("row-1", of: .to), .opacity, at: 0.03) == .scalar(0))
        let badge = try #require(plan.value(of: .element("badge", of: .to), .transform, at: 0)?.components)
        // Turned 45° at the smallest scale, 0.001.
        #expect(
            abs(badge[0] - 0.001 * cos(Double.pi / 4)) < 1e-15 && abs(badge[1] - 0.001 * sin(Double.pi / 4)) < 1e-15)
        // Popped, the badge does not turn: the condition names the screen that enters.
        let popped = try Planner().plan(card, from: detail, to: list, operation: .pop, containerSize: size)
        #expect(popped.value(of: .element("badge", of: .from), .transform, at: 0) == nil)
    }

    @Test("Declarative transitions article: a card pressed in place, then flown, in two keyframed phases")
    func keyframes() throws {
        // example: Sources/Choreograph/Choreograph.docc/DeclarativeTransitions.md
        let pressAndFly = Transition.matchedGeometry()
            .duration(1.5)
            .modifying(
                "panel", .source("card"),
                .keyframes(
                    ElementKeyframe(
                        at: 1.0 / 3, progress: 0, timing: .springDampingRatio(1, initialVelocity: 0), .scale(0.9)),
                    ElementKeyframe(at: 1, progress: 1, timing: .bezier(.easeInOut))
                )
            )
        // end example
        let list = try Scene(
            size: size,
            elements: [Scene.Element(identifier: "card", frame: CGRect(x: 20, y: 300, width: 100, height: 100))])
        let detail = try Scene(
            size: size, elements: [Scene.Element(identifier: "panel", frame: CGRect(origin: .zero, size: size))])
        let pushed = try Planner().plan(pressAndFly, from: list, to: detail, operation: .push, containerSize: size)
        let ghost = TransitionTarget.ghost("panel")
        // Pressed to 0.9 on the card by 0.5 s, not moved yet.
        #expect(pushed.value(of: ghost, .position, at: 0.5) == .point(CGPoint(x: 70, y: 350)))
        let pressed = try #require(pushed.value(of: ghost, .transform, at: 0.5)?.components)
        #expect(abs(pressed[0] - 0.9) < 1e-3 && abs(pressed[5] - 0.9) < 1e-3)
        #expect(pushed.value(of: ghost, .bounds, at: 1.5) == .rect(CGRect(origin: .zero, size: size)))
        // Dismissed, the flight back comes first: by 1 s the panel has landed on the card, pressed to 0.9.
        let popped = try Planner().plan(pressAndFly, from: detail, to: list, operation: .pop, containerSize: size)
        #expect(popped.value(of: ghost, .position, at: 1) == .point(CGPoint(x: 70, y: 350)))
        #expect(popped.value(of: ghost, .transform, at: 1) == .transform(Transform3D(scaleX: 0.9, y: 0.9)))
    }
}
