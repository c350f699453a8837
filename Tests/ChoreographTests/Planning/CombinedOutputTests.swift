import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The motions of a combined effect, in the order ``TransitionEffect/combined(with:)`` gives them: the first
/// effect's grouped by target and property (in order of first appearance, each group by span), then the second
/// effect's motions it does not share, in the order given. With no shared motion the second effect's array is taken
/// over rather than copied; these tests check the order both paths give, written out by hand.
@Suite("Combined effects' motions")
struct CombinedOutputTests {
    /// A motion's target name, property name and span, to compare orders by.
    private func names(_ motions: [Motion]) -> [String] {
        motions.map { "\($0.target.name).\($0.property.name)@\($0.span.lowerBound)" }
    }

    private func output(_ effect: TransitionEffect) throws -> EffectOutput {
        let scene = try screen()
        return try effect.output(
            in: EffectContext(from: scene, to: scene, containerSize: container, operation: .present))
    }

    /// The first effect: two screens' motions, given out of span order and interleaved by target.
    private let first = TransitionEffect(name: "first") { _ in
        EffectOutput(
            motions: [
                Motion(.toScreen, .opacity, from: .scalar(0), to: .scalar(1), during: 0.5...1),
                Motion(.fromScreen, .opacity, from: .scalar(1), to: .scalar(0)),
                Motion(.toScreen, .opacity, from: .scalar(0), to: .scalar(0), during: 0...0.5),
            ],
            stacking: [.fromScreen, .toScreen]
        )
    }

    /// Motions of other targets only, given in an order that no sort would keep.
    private static let others: [Motion] = [
        Motion(TransitionTarget(name: "c"), .opacity, from: .scalar(1), to: .scalar(0), during: 0.5...1),
        Motion(TransitionTarget(name: "a"), .borderWidth, from: .scalar(0), to: .scalar(8)),
        Motion(TransitionTarget(name: "c"), .opacity, from: .scalar(0), to: .scalar(1), during: 0...0.5),
        Motion(TransitionTarget(name: "b"), .opacity, from: .scalar(1), to: .scalar(0)),
    ]

    @Test("Without shared motions: the first effect's grouped and sorted, then the second's exactly as given")
    func withoutSharedMotions() throws {
        let second = TransitionEffect(name: "second") { _ in
            EffectOutput(motions: Self.others, stacking: [TransitionTarget(name: "a")])
        }
        let combined = try output(first.combined(with: second))
        #expect(
            names(combined.motions) == [
                "transition.to.opacity@0.0", "transition.to.opacity@0.5", "transition.from.opacity@0.0",
                "c.opacity@0.5", "a.borderWidth@0.0", "c.opacity@0.0", "b.opacity@0.0",
            ])
        #expect(combined.stacking == [.fromScreen, .toScreen, TransitionTarget(name: "a")])
    }

    @Test("With a shared motion: it becomes one composite, the second's other motions follow in their order")
    func withSharedMotion() throws {
        let second = TransitionEffect(name: "second") { _ in
            EffectOutput(
                motions: Self.others + [Motion(.fromScreen, .opacity, from: .scalar(1), to: .scalar(0.5))],
                stacking: [])
        }
        let combined = try output(first.combined(with: second))
        #expect(
            names(combined.motions) == [
                "transition.to.opacity@0.0", "transition.to.opacity@0.5", "transition.from.opacity@0.0",
                "c.opacity@0.5", "a.borderWidth@0.0", "c.opacity@0.0", "b.opacity@0.0",
            ])
        // The shared opacity multiplies: halfway, 0.5 × 0.75 (24 samples, one of them halfway).
        let planned = try plan(Transition(first.combined(with: second)).duration(1).curve(.linear), .present)
        #expect(isClose(opacity(planned, .fromScreen, at: 0.5), 0.375, within: 1e-12))
    }
}
