import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Sources, nested transforms, duplicates and retimed ghosts")
struct SourceAndMatchTests {
    /// A list with a thumbnail 100 × 100 at (20, 100): center (70, 150).
    var list: Scene {
        get throws {
            try screen([Scene.Element(identifier: "thumb", frame: CGRect(x: 20, y: 100, width: 100, height: 100))])
        }
    }

    /// A detail with a header image 390 × 300 at the top: center (195, 150).
    var detail: Scene {
        get throws {
            try screen([Scene.Element(identifier: "header", frame: CGRect(x: 0, y: 0, width: 390, height: 300))])
        }
    }

    @Test("source(id): the header flies from the thumbnail as a ghost, and back to it when popped")
    func source() throws {
        let transition = linearFade.modifying("header", .fade, .source("thumb"))
        let pushed = try plan(transition, .push, from: list, to: detail)
        let ghost = TransitionTarget.ghost("header")
        for q in sampleFractions {
            #expect(areClose(components(pushed, ghost, .position, at: q), [70 + 125 * q, 150]))
            #expect(areClose(components(pushed, ghost, .bounds, at: q), [0, 0, 100 + 290 * q, 100 + 200 * q]))
            #expect(areClose(components(pushed, .snapshot("header", of: .from), .opacity, at: q), [1 - q]))
        }
        // Sourced, the header is a ghost: its own fade is not planned.
        #expect(pushed.value(of: .element("header", of: .to), .opacity, at: 0) == nil)
        #expect(
            pushed.references[.snapshot("header", of: .from)]
                == ElementReference(role: .from, index: 0, identifier: "thumb", placement: .ghost(ghost)))
        #expect(
            pushed.references[.snapshot("header", of: .to)]
                == ElementReference(role: .to, index: 0, identifier: "header", placement: .ghost(ghost)))
        #expect(
            pushed.stacking == [
                .fromScreen, .toScreen, ghost, .snapshot("header", of: .from), .snapshot("header", of: .to),
            ])
        let popped = try plan(transition, .pop, from: detail, to: list)
        #expect(areClose(components(popped, ghost, .position, at: 0.25), [195 - 125 * 0.25, 150]))
        #expect(popped.references[.snapshot("header", of: .to)]?.identifier == "thumb")
    }

    @Test("A missing source leaves the element to its other modifiers; a matched element is not sourced")
    func sourceFallbacks() throws {
        let missing = try plan(linearFade.modifying("header", .fade, .source("nothing")), .push, from: list, to: detail)
        #expect(missing.diagnostics.map(\.code) == [.missingElement])
        #expect(areClose(components(missing, .element("header", of: .to), .opacity, at: 0.5), [0.5]))
        let both = try screen(detail.elements + list.elements)
        // In both screens, the header is matched: its source is not used. (It is where its twin is, so it stays
        // with its screen rather than fly.)
        let sourced = linearFade.modifying("header", .fade, .source("thumb"))
        let matched = try plan(sourced, .push, from: both, to: both)
        // Reported once, though the header is selected in each screen.
        #expect(matched.diagnostics.map(\.code) == [.sourceOfMatchedElement])
        #expect(matched.value(of: .ghost("header"), .position, at: 0) == nil)
        // Moved on the new screen, it flies as a ghost, and the source is still not used.
        let lowered = try screen(
            both.elements.map { element in
                var element = element
                if element.identifier == "header" { element.center.y += 50 }
                return element
            })
        let flown = try plan(sourced, .push, from: both, to: lowered)
        #expect(flown.diagnostics.map(\.code) == [.sourceOfMatchedElement])
        let header = try #require(both.elements.first { $0.identifier == "header" })
        #expect(flown.value(of: .ghost("header"), .position, at: 0) == .point(header.center))
        // Matching turned off, the element is still in both scenes, so the source is refused all the same.
        let unmatched = try plan(sourced.matching(.none), .push, from: both, to: both)
        #expect(unmatched.diagnostics.map(\.code) == [.sourceOfMatchedElement])
        #expect(unmatched.value(of: .ghost("header"), .position, at: 0) == nil)
        // Popped, the same: once.
        #expect(try plan(sourced, .pop, from: both, to: both).diagnostics.map(\.code) == [.sourceOfMatchedElement])
        // Two different sources, one for each screen's header, are two things not used: each is reported.
        let twoSources = linearFade.modifying(
            "header", .when(.appearing, .source("thumb")), .when(.disappearing, .source("other")))
        let both2 = try plan(twoSources, .push, from: both, to: both)
        #expect(both2.diagnostics.map(\.code) == [.sourceOfMatchedElement, .sourceOfMatchedElement])
        #expect(both2.diagnostics.map(\.message).filter { $0.contains("source(\"other\")") }.count == 1)
    }

    @Test("A ghost of an element inside a turned, scaled parent carries the parent's turn and scale")
    func nestedTransforms() throws {
        // The card turns 30° and doubles, and is also moved 10 points (a move already in the badge's center).
        var card = Scene.Element(identifier: "card", frame: CGRect(x: 100, y: 200, width: 200, height: 100))
        card.transform = Transform3D(scaleX: 2, y: 2).concatenating(Transform3D(rotationAngle: .pi / 6))
            .concatenating(Transform3D(translationX: 10, y: 0))
        var badge = Scene.Element(identifier: "badge", frame: CGRect(x: 240, y: 310, width: 20, height: 20), parent: 0)
        badge.transform = Transform3D(rotationAngle: .pi / 12)
        let list = try screen([card, badge])
        let detail = try screen([Scene.Element(identifier: "badge", frame: CGRect(x: 0, y: 0, width: 40, height: 40))])
        // Its own 15°, then the card's 30° and ×2: a 45° turn at twice the size.
        #expect(areClose(entries(list.globalTransform(ofElementAt: 1)), turn(.pi / 4, scale: 2)))
        // Drawn, a 20-point square turned 45° at twice the size spans 40·√2 on each axis.
        let frame = list.displayedFrame(ofElementAt: 1)
        #expect(
            areClose(
                [frame.midX, frame.midY, frame.width, frame.height],
                [250, 320, 40 * 2.squareRoot(), 40 * 2.squareRoot()]))
        let morph = try plan(linearFade.combined(with: .matchedGeometry()), .push, from: list, to: detail)
        let ghost = TransitionTarget.ghost("badge")
        #expect(areClose(components(morph, ghost, .transform, at: 0), turn(.pi / 4, scale: 2)))
        // Half way, the turn and the scale are each half way: 22.5° at 1.5.
        #expect(areClose(components(morph, ghost, .transform, at: 0.5), turn(.pi / 8, scale: 1.5)))
        #expect(areClose(components(morph, ghost, .transform, at: 1), entries(.identity)))
        #expect(list.globalOpacity(ofElementAt: 1) == 1)
    }

    @Test("Duplicates in matched geometry: the only one shown is used; two shown make no ghost")
    func matchedDuplicates() throws {
        let offScreen = Scene.Element(identifier: "header", frame: CGRect(x: 0, y: 2000, width: 390, height: 300))
        let reused = try screen(detail.elements + [offScreen])
        let chosen = try plan(Transition.matchedGeometry().duration(1).curve(.linear), .present, from: list, to: reused)
        #expect(chosen.diagnostics.map(\.code) == [])  // "thumb" and "header" differ: nothing is matched
        let sameName = try screen([
            Scene.Element(identifier: "header", frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        ])
        let one = try plan(
            Transition.matchedGeometry().duration(1).curve(.linear), .present, from: sameName, to: reused)
        #expect(one.diagnostics.map(\.code) == [.duplicateIdentifier])
        #expect(areClose(components(one, .ghost("header"), .position, at: 1), [195, 150]))
        #expect(one.references[.snapshot("header", of: .to)]?.index == 0)
        let twice = try screen(
            detail.elements + [
                Scene.Element(identifier: "header", frame: CGRect(x: 0, y: 400, width: 390, height: 300))
            ])
        let none = try plan(
            Transition.matchedGeometry().duration(1).curve(.linear), .present, from: sameName, to: twice)
        #expect(none.diagnostics.map(\.code) == [.ambiguousIdentifier])
        #expect(none.value(of: .ghost("header"), .position, at: 0) == nil)
        #expect(none.references.isEmpty)
    }

    @Test("Popped, matched snapshots name the elements of the real scenes")
    func popReferences() throws {
        let thumb = try screen([
            Scene.Element(identifier: "spacer", frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
            Scene.Element(identifier: "photo", frame: CGRect(x: 20, y: 100, width: 100, height: 100)),
        ])
        let large = try screen([
            Scene.Element(identifier: "photo", frame: CGRect(x: 0, y: 300, width: 390, height: 300))
        ])
        let popped = try plan(Transition.matchedGeometry(), .pop, from: large, to: thumb)
        let ghost = TransitionTarget.ghost("photo")
        // The screen that leaves the pop is the large photo (index 0); the one it returns to has it at index 1.
        #expect(
            popped.references[.snapshot("photo", of: .from)]
                == ElementReference(role: .from, index: 0, identifier: "photo", placement: .ghost(ghost)))
        #expect(
            popped.references[.snapshot("photo", of: .to)]
                == ElementReference(role: .to, index: 1, identifier: "photo", placement: .ghost(ghost)))
    }

    @Test("Modifiers of a matched identifier time its ghost and bend its path")
    func retimedGhost() throws {
        let thumb = try screen([
            Scene.Element(identifier: "photo", frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        ])
        let large = try screen([
            Scene.Element(identifier: "photo", frame: CGRect(x: 0, y: 300, width: 390, height: 300))
        ])
        let transition = linearFade.combined(with: .matchedGeometry())
            .modifying("photo", .when(.matched, .delay(0.2), .duration(0.5), .arc()))
        let timed = try plan(transition, .push, from: thumb, to: large)
        let ghost = TransitionTarget.ghost("photo")
        // From (70, 150) down to (195, 450) over 0.2…0.7 s; k = (195, 150), m = (132.5, 300);
        // midpoint 0.25·(70, 150) + 0.5·(195, 150) + 0.25·(195, 450) = (163.75, 225).
        #expect(areClose(components(timed, ghost, .position, at: 0.2), [70, 150]))
        #expect(areClose(components(timed, ghost, .position, at: 0.45), [163.75, 225]))
        #expect(areClose(components(timed, ghost, .position, at: 0.7), [195, 450]))
        #expect(areClose(components(timed, ghost, .bounds, at: 0.45), [0, 0, 245, 200]))
        // The arc bends the ghost only: its snapshots stay centred in it, at half its size.
        for role in SceneRole.allCases {
            #expect(areClose(components(timed, .snapshot("photo", of: role), .position, at: 0.45), [122.5, 100]))
        }
        #expect(areClose(components(timed, .snapshot("photo", of: .to), .opacity, at: 0.45), [0.5]))
        // The real elements are hidden behind the ghost: no element motions are planned for them.
        #expect(timed.value(of: .element("photo", of: .to), .opacity, at: 0) == nil)
        // Automatic duration from the distance between the two centers: √(125² + 300²) = 325 points → 0.33 s.
        let automatic = try plan(
            linearFade.combined(with: .matchedGeometry()).modifying("photo", .automaticDuration), .push, from: thumb,
            to: large)
        #expect(areClose(components(automatic, ghost, .position, at: 0.33), [195, 450]))
        #expect(areClose(components(automatic, ghost, .position, at: 0.165), [132.5, 300]))
    }
}
