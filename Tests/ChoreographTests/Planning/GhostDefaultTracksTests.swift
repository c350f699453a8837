import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A ghost is a new view, so matched geometry leaves out of its timeline the properties both elements hold at a new
/// view's value, bit for bit: the transform (identity), border width (`+0`), border colour (opaque black) and the
/// shadow's opacity (`+0`), radius (3), offset (`+0`, −3) and colour (opaque black). Expected track sets are worked out
/// from that rule by hand; the frames of each plan are compared with those of the same plan that keeps the motions
/// left out (the plan made before they were).
@Suite("Ghosts leave out a new view's values")
struct GhostDefaultTracksTests {
    /// What a new `UIView` (and the headless host's `View`) starts with, as UIKit documents it, for each property a
    /// ghost may leave out.
    static let newViewValues: [(AnimatableProperty, AnimatableValue)] = [
        (.transform, .transform(.identity)),
        (.borderWidth, .scalar(0)),
        (.borderColor, .color(Color(red: 0, green: 0, blue: 0, alpha: 1))),
        (.shadowOpacity, .scalar(0)),
        (.shadowRadius, .scalar(3)),
        (.shadowOffset, .size(CGSize(width: 0, height: -3))),
        (.shadowColor, .color(Color(red: 0, green: 0, blue: 0, alpha: 1))),
    ]

    /// The properties every ghost carries.
    static let alwaysCarried: Set<String> = ["position", "bounds", "cornerRadii", "backgroundColor"]

    /// A plain photo in the list: 100 × 50 at (20, 100), red.
    static var listPhoto: Scene.Element {
        var photo = Scene.Element(identifier: "photo", frame: CGRect(x: 20, y: 100, width: 100, height: 50))
        photo.backgroundColor = Color(red: 1, green: 0, blue: 0)
        return photo
    }

    /// A plain photo in the detail: 390 × 300 at the top, rounded.
    static var detailPhoto: Scene.Element {
        var photo = Scene.Element(identifier: "photo", frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        photo.cornerRadii = .uniform(12)
        return photo
    }

    /// The names of the properties of the ghost of "photo" that `plan`'s timeline animates.
    private func ghostProperties(_ plan: TransitionPlan) -> Set<String> {
        let ghost = TransitionTarget.ghost("photo").name
        return Set(plan.timeline.tracks.filter { $0.target == ghost }.map(\.property.name))
    }

    /// The ghost properties planned by `.fade` with matched geometry between the two photos, changed by `change`.
    private func planned(
        old: (inout Scene.Element) -> Void = { _ in },
        new: (inout Scene.Element) -> Void = { _ in }
    ) throws -> Set<String> {
        var (a, b) = (Self.listPhoto, Self.detailPhoto)
        old(&a)
        new(&b)
        let transition = Transition.fade.combined(with: .matchedGeometry())
        return ghostProperties(try plan(transition, .push, from: screen([a]), to: screen([b])))
    }

    @Test("A ghost of two plain elements has no transform, border width, border colour-as-black or shadow tracks")
    func plainElements() throws {
        // Neither photo has a transform, a border or a shadow; the missing border colour is clear, not black.
        #expect(try planned() == Self.alwaysCarried.union(["borderColor"]))
        // The same elements morphing automatically under a push.
        let pushed = try plan(
            .push(from: .right), .push, from: screen([Self.listPhoto]), to: screen([Self.detailPhoto]))
        #expect(ghostProperties(pushed) == Self.alwaysCarried.union(["borderColor"]))
    }

    @Test("Each property one element holds away from a new view's value keeps its track")
    func keptWhereOneSideDiffers() throws {
        let carried = Self.alwaysCarried.union(["borderColor"])
        // A shadow on one side: its opacity, radius and offset differ from a new view's; its colour is black on both.
        #expect(
            try planned(old: { $0.shadow = Scene.Shadow(opacity: 0.5, radius: 6, offset: CGSize(width: 0, height: 4)) })
                == carried.union(["shadowOpacity", "shadowRadius", "shadowOffset"]))
        // Only the shadow's colour differs (a shadow of opacity 0 in red): that track alone.
        #expect(
            try planned(new: { $0.shadow.color = Color(red: 1, green: 0, blue: 0) }) == carried.union(["shadowColor"]))
        // A border on one side: its width; its colour black on one side and missing (clear) on the other.
        #expect(
            try planned(old: {
                $0.borderWidth = 2
                $0.borderColor = .black
            }) == carried.union(["borderWidth"]))
        // A black border on both sides: the colour is a new view's on both, so only the width moves.
        let blackBorder: (inout Scene.Element) -> Void = {
            $0.borderWidth = 1
            $0.borderColor = .black
        }
        #expect(try planned(old: blackBorder, new: blackBorder) == Self.alwaysCarried.union(["borderWidth"]))
        // A rotation on one side only.
        #expect(
            try planned(new: { $0.transform = Transform3D(rotationAngle: .pi / 8) }) == carried.union(["transform"]))
        // A scale on one side only (a transform kept as its four numbers).
        #expect(try planned(old: { $0.transform = Transform3D(scaleX: 2, y: 2, z: 1) }) == carried.union(["transform"]))
    }

    @Test("A value equal on both sides but not a new view's keeps its track, holding it")
    func keptWhereBothSidesHoldAnotherValue() throws {
        let shadow = Scene.Shadow(
            opacity: 0.3, radius: 8, offset: CGSize(width: 2, height: 2), color: Color(white: 0.2))
        let properties = try planned(old: { $0.shadow = shadow }, new: { $0.shadow = shadow })
        #expect(
            properties
                == Self.alwaysCarried.union([
                    "borderColor", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor",
                ]))
        // Negative zeros compare equal to a new view's zeros but are not its bits: kept.
        let negative = try planned(old: {
            $0.borderWidth = -0.0
            $0.shadow.opacity = -0.0
        })
        #expect(negative == Self.alwaysCarried.union(["borderColor", "borderWidth", "shadowOpacity"]))
    }

    @Test("An element inside a turned parent has a global transform: its ghost keeps the transform track")
    func turnedParent() throws {
        var card = Scene.Element(identifier: "card", frame: CGRect(x: 0, y: 200, width: 390, height: 200))
        card.transform = Transform3D(rotationAngle: .pi / 12)
        var photo = Self.listPhoto
        photo.parent = 0
        let planned = try plan(
            Transition.fade.combined(with: .matchedGeometry()), .push, from: screen([card, photo]),
            to: screen([Self.detailPhoto]))
        #expect(ghostProperties(planned) == Self.alwaysCarried.union(["borderColor", "transform"]))
    }

    /// The transitions whose frames are compared: the ghost retimed, bent, sprung, played backwards and chosen
    /// automatically.
    static let transitions: [(String, Transition)] = [
        ("fade + matched", .fade.combined(with: .matchedGeometry())),
        ("slide + matched, spring", .slide(from: .right).combined(with: .matchedGeometry()).spring(dampingRatio: 0.6)),
        ("reversed", .slide(from: .right).combined(with: .matchedGeometry()).reversed),
        ("push, automatic matching", .push(from: .trailing)),
        (
            "keyframes scale and turn",
            .fade.combined(with: .matchedGeometry()).modifying(
                "photo",
                .keyframes(
                    ElementKeyframe(at: 0.4, progress: 0.2, .scale(0.5), .rotate(.pi / 6)),
                    ElementKeyframe(at: 1, progress: 1))
            )
        ),
        ("arc and delay", .fade.combined(with: .matchedGeometry()).modifying("photo", .arc(), .delay(0.1))),
    ]

    @Test(
        "Sampled frames agree with the same plan keeping the motions it leaves out",
        arguments: 0..<6, [TransitionOperation.push, .pop])
    func framesAgree(index: Int, operation: TransitionOperation) throws {
        let (name, transition) = Self.transitions[index]
        var shadowed = Self.listPhoto
        shadowed.identifier = "badge"
        shadowed.shadow = Scene.Shadow(opacity: 0.4, radius: 3, offset: CGSize(width: 0, height: 2))
        var badge = Self.detailPhoto
        badge.identifier = "badge"
        let list = try screen([Self.listPhoto, shadowed])
        let detail = try screen([Self.detailPhoto, badge])
        let (from, to) = operation.isForward ? (list, detail) : (detail, list)
        let omitted = try plan(transition, operation, from: from, to: to)
        var keeping = Planner()
        keeping.keepsNewViewHolds = true
        let full = try keeping.plan(
            transition, from: from, to: to, operation: operation, containerSize: container,
            layoutDirection: .leftToRight)
        #expect(full.duration == omitted.duration, "\(name)")
        #expect(full.diagnostics.map(\.code) == omitted.diagnostics.map(\.code), "\(name)")
        #expect(full.stacking == omitted.stacking, "\(name)")
        let ghosts = omitted.stacking.filter { $0.name.hasPrefix(TransitionTarget.ghostPrefix) }
        #expect(ghosts.map(\.name) == ["ghost:photo", "ghost:badge"], "\(name)")
        // Only a ghost's tracks of a new view's values are left out, and only some of them.
        let fullKeys = Set(full.timeline.tracks.map { "\($0.target).\($0.property.name)" })
        let omittedKeys = Set(omitted.timeline.tracks.map { "\($0.target).\($0.property.name)" })
        #expect(omittedKeys.isSubset(of: fullKeys), "\(name)")
        for key in fullKeys.subtracting(omittedKeys) {
            #expect(
                key.hasPrefix(TransitionTarget.ghostPrefix)
                    && Self.newViewValues.contains { key.hasSuffix(".\($0.0.name)") }, "\(name) \(key)")
        }
        for track in full.timeline.tracks {
            let target = try #require(full.stacking.first { $0.name == track.target })
            // A host leaves a property without a track at the new view's value.
            let newView = Self.newViewValues.first { $0.0 == track.property }?.1
            for step in 0...40 {
                let time = omitted.duration * Double(step) / 40
                let shown = omitted.value(of: target, track.property, at: time) ?? newView
                let reference = try #require(full.value(of: target, track.property, at: time))
                #expect(
                    shown?.components.map(\.bitPattern) == reference.components.map(\.bitPattern),
                    "\(name) \(operation) \(track.target).\(track.property.name) at \(time)")
            }
        }
    }
}
