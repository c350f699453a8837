import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Effects that write their motions straight after another effect's (matched geometry, an inverse) give, combined,
/// what the general path gives for the same motions returned by a plain effect: checked against orders written out
/// by hand and against the general path.
@Suite("Combined effects written in place")
struct CombinedAppendingTests {
    /// A motion's target name, property name, span start and whether it is a composite, to compare orders by.
    private func names(_ motions: [Motion]) -> [String] {
        motions.map { motion in
            let composite = if case .composite = motion.shape { " composite" } else { "" }
            return "\(motion.target.name).\(motion.property.name)@\(motion.span.lowerBound)\(composite)"
        }
    }

    /// The same effect made from a function of the context, so that combining it takes the general path.
    private func plain(_ effect: TransitionEffect) -> TransitionEffect {
        TransitionEffect(name: effect.name) { context in try effect.output(in: context) }
    }

    private func output(_ effect: TransitionEffect, from: Scene? = nil, to: Scene? = nil) throws -> EffectOutput {
        try effect.output(
            in: EffectContext(from: from ?? screen(), to: to ?? screen(), containerSize: container, operation: .present)
        )
    }

    /// The new screen's opacity in two halves given last half first, the old one's in one piece between them, and a
    /// dimming view fading in its last quarter; a reference for element "x".
    private let first = TransitionEffect(name: "first") { context in
        var motions = [Motion(.toScreen, .opacity, from: .scalar(0), to: .scalar(1), during: 0.5...1)]
        motions.append(Motion(.fromScreen, .opacity, from: .scalar(1), to: .scalar(0)))
        motions += context.dimming(from: 0, to: 0.4, during: 0.75...1).filter { $0.property == .opacity }
        motions.append(Motion(.toScreen, .opacity, holding: .scalar(0)))
        motions[3].span = 0...0.5
        let reference = ElementReference(role: .from, index: 0, placement: .inPlace)
        return EffectOutput(
            motions: motions, stacking: [.fromScreen, .toScreen], references: [.element("x", of: .from): reference])
    }

    /// An effect that writes its motions after those it is given: other targets' motions and, when `sharing`, one
    /// for the "from" screen's opacity, which the first effect animates too.
    private func appending(sharing: Bool) -> TransitionEffect {
        TransitionEffect(
            name: "second",
            appending: { _, output in
                output.motions += [
                    Motion(TransitionTarget(name: "c"), .opacity, from: .scalar(1), to: .scalar(0), during: 0.5...1),
                    Motion(TransitionTarget(name: "a"), .borderWidth, from: .scalar(0), to: .scalar(8)),
                    Motion(TransitionTarget(name: "c"), .opacity, from: .scalar(0), to: .scalar(1), during: 0...0.5),
                ]
                if sharing {
                    output.motions.append(Motion(.fromScreen, .opacity, from: .scalar(1), to: .scalar(0.5)))
                }
                output.stacking = [.toScreen, TransitionTarget(name: "a")]
                output.diagnostics = [PlanningDiagnostic(code: .missingElement, effect: "second", message: "noted")]
                output.references = [
                    .element("x", of: .from): ElementReference(role: .from, index: 1, placement: .container),
                    .element("y", of: .to): ElementReference(role: .to, index: 2, placement: .container),
                ]
                output.matchesSharedElements = true
            })
    }

    @Test("Without shared motions: the first effect's grouped by key and span, then the second's as written")
    func withoutSharedMotions() throws {
        let second = appending(sharing: false)
        let combined = try output(first.combined(with: second))
        let expected = [
            "transition.to.opacity@0.0", "transition.to.opacity@0.5", "transition.from.opacity@0.0",
            "transition.dimming.opacity@0.75", "c.opacity@0.5", "a.borderWidth@0.0", "c.opacity@0.0",
        ]
        #expect(names(combined.motions) == expected)
        #expect(combined.stacking == [.fromScreen, .toScreen, TransitionTarget(name: "a")])
        #expect(combined.diagnostics.map(\.message) == ["noted"])
        #expect(combined.references[.element("x", of: .from)]?.index == 0)
        #expect(combined.references[.element("y", of: .to)]?.index == 2)
        #expect(combined.matchesSharedElements)
        // The second effect's own output, alone, holds only its motions.
        #expect(names(try output(second).motions) == Array(expected.dropFirst(4)))
        try expectSame(combined, try output(first.combined(with: plain(second))))
    }

    @Test("With a shared motion: the general path's composite, the second effect's others after it in order")
    func withSharedMotion() throws {
        let second = appending(sharing: true)
        let combined = try output(first.combined(with: second))
        #expect(
            names(combined.motions) == [
                "transition.to.opacity@0.0", "transition.to.opacity@0.5", "transition.from.opacity@0.0 composite",
                "transition.dimming.opacity@0.75", "c.opacity@0.5", "a.borderWidth@0.0", "c.opacity@0.0",
            ])
        try expectSame(combined, try output(first.combined(with: plain(second))))
    }

    @Test("An inverse written in place gives what its plain copy gives, also combined")
    func inverse() throws {
        let second = appending(sharing: false)
        let inverse = try output(second.inverse)
        #expect(names(inverse.motions) == ["c.opacity@0.0", "a.borderWidth@0.0", "c.opacity@0.5"])
        #expect(inverse.stacking == [.fromScreen, TransitionTarget(name: "a")])
        #expect(inverse.references[.element("x", of: .to)]?.role == .to)
        #expect(inverse.references[.element("y", of: .from)]?.index == 2)
        try expectSame(
            try output(first.combined(with: second.inverse)),
            try output(first.combined(with: plain(second.inverse))))
    }

    /// Two screens sharing "photo" (moved and recoloured) and "title", with "badge" twice in the new screen (one
    /// hidden, so the shown one is chosen) and "gone" only in the old one.
    private func scenes() throws -> (from: Scene, to: Scene) {
        var photo = Scene.Element(identifier: "photo", frame: CGRect(x: 20, y: 100, width: 100, height: 50))
        photo.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let from = try screen([
            photo, Scene.Element(identifier: "title", frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
            Scene.Element(identifier: "gone", frame: CGRect(x: 5, y: 5, width: 10, height: 10)),
            Scene.Element(identifier: "badge", frame: CGRect(x: 50, y: 50, width: 10, height: 10)),
        ])
        var hidden = Scene.Element(identifier: "badge", frame: CGRect(x: 60, y: 60, width: 10, height: 10))
        hidden.isHidden = true
        let to = try screen([
            Scene.Element(identifier: "title", frame: CGRect(x: 0, y: 20, width: 30, height: 10)),
            hidden, Scene.Element(identifier: "photo", frame: CGRect(x: 0, y: 0, width: 390, height: 300)),
            Scene.Element(identifier: "badge", frame: CGRect(x: 70, y: 70, width: 20, height: 20)),
        ])
        return (from, to)
    }

    @Test(
        "A slide with matched geometry plans as through the general path, pushed and popped",
        arguments: [
            TransitionOperation.push, .pop,
        ])
    func matchedGeometry(operation: TransitionOperation) throws {
        let (from, to) = try scenes()
        let matched = Transition.matchedGeometry()
        // Popped, both run as the inverse of the slide combined with the ghosts.
        let general = Transition(plain(matched.presenting))
        let slide = Transition.slide(from: .right)
        let fast = try plan(slide.combined(with: matched), operation, from: from, to: to)
        let slow = try plan(slide.combined(with: general), operation, from: from, to: to)
        #expect(fast == slow)
        // Ghosts for the three identifiers both screens have, in the order the screen the effect sees as the old one
        // draws them (the new screen, played backwards, when popping).
        let ghosts = operation.isForward ? ["photo", "title", "badge"] : ["title", "badge", "photo"]
        #expect(fast.stacking.filter { $0.ghostIdentifier != nil } == ghosts.map(TransitionTarget.ghost))
        #expect(fast.diagnostics.map(\.code) == [.duplicateIdentifier])
        let side = slide.combined(with: matched).side(for: operation).effect
        let generalSide = slide.combined(with: general).side(for: operation).effect
        let context = EffectContext(from: from, to: to, containerSize: container, operation: operation)
        try expectSame(try side.output(in: context), try generalSide.output(in: context))
    }

    /// The case of a motion's shape, without its values.
    private func shapeKind(_ motion: Motion) -> String {
        switch motion.shape {
        case .change: "change"
        case .path: "path"
        case .line: "line"
        case .composite: "composite"
        }
    }

    /// Expects two outputs to hold the same motions in the same order, the same stacking, diagnostics and
    /// references.
    private func expectSame(_ a: EffectOutput, _ b: EffectOutput) throws {
        #expect(names(a.motions) == names(b.motions))
        #expect(a.motions.count == b.motions.count)
        for (x, y) in zip(a.motions, b.motions) {
            #expect(x.startValue(timing: .linear) == y.startValue(timing: .linear))
            #expect(x.endValue(timing: .linear) == y.endValue(timing: .linear))
            #expect(x.span == y.span)
            #expect(x.timing == y.timing)
            #expect(shapeKind(x) == shapeKind(y))
        }
        #expect(a.stacking == b.stacking)
        #expect(a.diagnostics == b.diagnostics)
        #expect(a.references == b.references)
        #expect(a.matchesSharedElements == b.matchesSharedElements)
    }
}
