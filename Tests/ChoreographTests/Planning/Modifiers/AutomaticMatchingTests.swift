import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Every transition morphs the elements both screens have, unless told otherwise.
@Suite("Automatic matching")
struct AutomaticMatchingTests {
    /// A 100 × 100 photo at (20, 100) in the list, and 390 × 300 at the top of the detail screen.
    let small = CGRect(x: 20, y: 100, width: 100, height: 100)
    let large = CGRect(x: 0, y: 0, width: 390, height: 300)
    let photo = TransitionTarget.ghost("photo")

    func scenes() throws -> (list: Scene, detail: Scene) {
        (
            try screen([Scene.Element(identifier: "photo", frame: small)]),
            try screen([Scene.Element(identifier: "photo", frame: large)])
        )
    }

    /// The point `fraction` of the way from `a` to `b`.
    func between(_ a: CGPoint, _ b: CGPoint, _ fraction: Double) -> [Double] {
        [Double(a.x + (b.x - a.x) * fraction), Double(a.y + (b.y - a.y) * fraction)]
    }

    @Test("A slide morphs the shared photo from the list's place to the detail's, above both screens")
    func slideMorphs() throws {
        let (list, detail) = try scenes()
        let pushed = try plan(Transition.slide(from: .right).duration(1).curve(.linear), .push, from: list, to: detail)
        for t in [0.0, 0.25, 0.5, 1] {
            let expected = between(CGPoint(x: small.midX, y: small.midY), CGPoint(x: large.midX, y: large.midY), t)
            #expect(areClose(components(pushed, photo, .position, at: t), expected))
        }
        #expect(areClose(components(pushed, photo, .bounds, at: 0.5), [0, 0, 245, 200]))
        #expect(pushed.stacking.suffix(3) == [photo, .snapshot("photo", of: .from), .snapshot("photo", of: .to)])
        #expect(pushed.diagnostics.isEmpty)
        // The screens still slide: the new one enters from the right.
        #expect(abs(Double(transform(pushed, .toScreen, at: 0.5).m41) - 195) < 1e-9)
        // Popped, the photo flies back.
        let popped = try plan(Transition.slide(from: .right).duration(1).curve(.linear), .pop, from: detail, to: list)
        #expect(areClose(components(popped, photo, .position, at: 1), [Double(small.midX), Double(small.midY)]))
    }

    @Test("matching(.none) leaves shared elements to their screens; Reduce Motion does too")
    func none() throws {
        let (list, detail) = try scenes()
        let plain = try plan(Transition.slide(from: .right).matching(.none), .push, from: list, to: detail)
        #expect(plain.value(of: photo, .position, at: 0) == nil)
        #expect(!plain.stacking.contains(photo))
        let reduced = try plan(
            Transition.slide(from: .right), .push, from: list, to: detail,
            options: PlanningOptions(reducesMotion: true))
        #expect(reduced.value(of: photo, .position, at: 0) == nil)
        #expect(reduced.duration == TransitionDefaults.reducedMotionDuration)
    }

    @Test("The modes given to matching(_:) blend the snapshots: .through shows the old one only in the first half")
    func modes() throws {
        let (list, detail) = try scenes()
        let through = try plan(
            Transition.fade.duration(1).curve(.linear).matching(.morph(fade: .through, fit: .width)), .present,
            from: list, to: detail)
        #expect(areClose(components(through, .snapshot("photo", of: .from), .opacity, at: 0.25), [0.5]))
        #expect(areClose(components(through, .snapshot("photo", of: .from), .opacity, at: 0.75), [0]))
        #expect(areClose(components(through, .snapshot("photo", of: .to), .opacity, at: 0.25), [0]))
    }

    @Test("An effect that matches by itself is not matched again: no second ghost, no repeated diagnostics")
    func explicitWins() throws {
        let (list, detail) = try scenes()
        let twin = Scene.Element(identifier: "photo", frame: small.offsetBy(dx: 0, dy: 200))
        let ambiguous = try screen([Scene.Element(identifier: "photo", frame: large), twin])
        let explicit = Transition.fade.combined(with: .matchedGeometry(fade: .out))
        let matched = try plan(explicit, .present, from: list, to: detail)
        #expect(matched.stacking.filter { $0 == photo }.count == 1)
        // `.out`: the new snapshot shows throughout.
        #expect(areClose(components(matched, .snapshot("photo", of: .to), .opacity, at: 0), [1]))
        let refused = try plan(explicit, .present, from: list, to: ambiguous)
        #expect(refused.diagnostics.map(\.code) == [.ambiguousIdentifier])
        let automatic = try plan(.fade, .present, from: list, to: ambiguous)
        #expect(automatic.diagnostics.map(\.code) == [.ambiguousIdentifier])
        #expect(automatic.diagnostics.first?.effect == Transition.automaticMatchingName)
        #expect(!automatic.stacking.contains(photo))
    }

    @Test("Each side keeps its own matching through asymmetric and reversed; combined keeps the receiver's")
    func sides() throws {
        let (list, detail) = try scenes()
        let mixed = Transition.asymmetric(presenting: .slide(from: .right), dismissing: .fade.matching(.none))
        #expect(try plan(mixed, .push, from: list, to: detail).stacking.contains(photo))
        #expect(try !plan(mixed, .pop, from: detail, to: list).stacking.contains(photo))
        #expect(try plan(mixed.reversed, .pop, from: detail, to: list).stacking.contains(photo))
        #expect(try !plan(mixed.reversed, .push, from: list, to: detail).stacking.contains(photo))
        #expect(mixed.matching(for: .push) == .morph() && mixed.matching(for: .pop) == ElementMatching.none)
        let combined = Transition.fade.matching(.none).combined(with: .slide(from: .left))
        #expect(try !plan(combined, .push, from: list, to: detail).stacking.contains(photo))
    }

    @Test("An element already where its twin is stays with its screen: a screen pushed onto its twin slides as usual")
    func unmovedStays() throws {
        let header = Scene.Element(identifier: "header", frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let same = try screen([header, Scene.Element(identifier: "photo", frame: small)])
        let twin = try plan(Transition.push(from: .right), .push, from: same, to: same)
        #expect(!twin.stacking.contains { $0.ghostIdentifier != nil })
        // The photo moves, the header does not: only the photo flies.
        let moved = try screen([header, Scene.Element(identifier: "photo", frame: large)])
        let one = try plan(Transition.push(from: .right), .push, from: same, to: moved)
        #expect(one.stacking.filter { $0.ghostIdentifier != nil } == [photo])
        // Turned in place, it moves: it flies.
        var turned = header
        turned.transform = Transform3D(rotationAngle: 0.1)
        let spun = try plan(Transition.push(from: .right), .push, from: same, to: try screen([turned]))
        #expect(spun.stacking.contains(.ghost("header")))
        // matchedGeometry() matches what it is given, moved or not.
        let explicit = try plan(.matchedGeometry(), .push, from: same, to: same)
        #expect(explicit.stacking.contains(.ghost("header")) && explicit.stacking.contains(photo))
    }
}
