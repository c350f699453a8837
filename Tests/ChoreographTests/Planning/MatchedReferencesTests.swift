import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The elements each ghost's snapshots stand for, worked out by hand from scenes whose shared elements sit at
/// different indexes in the two screens.
@Suite("Matched geometry's references")
struct MatchedReferencesTests {
    /// A 40 × 30 element at `x`.
    func element(_ identifier: String?, x: CGFloat) -> Scene.Element {
        Scene.Element(identifier: identifier, frame: CGRect(x: x, y: 10, width: 40, height: 30))
    }

    /// The old screen: no identifier at 0, "b" at 1, "a" at 2, "c" (only here) at 3.
    func old() throws -> Scene {
        try screen([element(nil, x: 0), element("b", x: 10), element("a", x: 20), element("c", x: 30)])
    }

    /// The new screen: "x" (only here) at 0, "a" at 1, no identifier at 2, "b" at 3; "b" where the old one was
    /// when `keepingB`, otherwise moved.
    func new(keepingB: Bool = false) throws -> Scene {
        try screen([element("x", x: 0), element("a", x: 50), element(nil, x: 60), element("b", x: keepingB ? 10 : 70)])
    }

    /// The two references of a ghost of `identifier` whose element is at `old` in the old screen and at `new` in
    /// the new one.
    func references(_ identifier: String, old: Int, new: Int) -> [TransitionTarget: ElementReference] {
        let ghost = ElementPlacement.ghost(.ghost(identifier))
        return [
            .snapshot(identifier, of: .from): ElementReference(
                role: .from, index: old, identifier: identifier, placement: ghost),
            .snapshot(identifier, of: .to): ElementReference(
                role: .to, index: new, identifier: identifier, placement: ghost),
        ]
    }

    @Test("Each snapshot names its own screen's element, in the old screen's order of identifiers")
    func matchedGeometry() throws {
        let planned = try plan(Transition.fade.combined(with: .matchedGeometry()), .push, from: old(), to: new())
        let expected = references("b", old: 1, new: 3).merging(references("a", old: 2, new: 1)) { a, _ in a }
        #expect(planned.references == expected)
        #expect(
            planned.stacking == [
                .fromScreen, .toScreen, .ghost("b"), .snapshot("b", of: .from), .snapshot("b", of: .to), .ghost("a"),
                .snapshot("a", of: .from), .snapshot("a", of: .to),
            ])
    }

    @Test("Automatic matching names the same elements, and leaves out an element that stays where its twin is")
    func automaticMatching() throws {
        let moved = try plan(Transition.slide(from: .right), .push, from: old(), to: new())
        #expect(
            moved.references == references("b", old: 1, new: 3).merging(references("a", old: 2, new: 1)) { a, _ in a })
        let kept = try plan(Transition.slide(from: .right), .push, from: old(), to: new(keepingB: true))
        #expect(kept.references == references("a", old: 2, new: 1))
        #expect(!kept.stacking.contains(.ghost("b")))
    }
}
