import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Matched geometry marks a ghost's motions that hold a new view's value at both ends; combining and element rules
/// see them as any motion, and the planner leaves out only those still marked when it assembles the tracks. So a
/// user's effect combined with matched geometry, and keyframes on a custom effect's ghost, plan as they did when every
/// motion was kept: the expected values below follow from the combining rules (the first effect's motion of a
/// property that does not compose is kept, with a conflict diagnostic) and the keyframe rules.
@Suite("Ghost motions holding a new view's values")
struct GhostNewViewHoldTests {
    /// The two photos of ``GhostDefaultTracksTests``: plain, so every shadow motion of their ghost holds a new view's.
    private func screens() throws -> (Scene, Scene) {
        (try screen([GhostDefaultTracksTests.listPhoto]), try screen([GhostDefaultTracksTests.detailPhoto]))
    }

    /// An effect fading `ghost:photo`'s shadow in, from opacity 0 to 0.5 over the whole transition.
    private static let shadowFade = Transition(
        TransitionEffect(name: "shadow") { _ in
            EffectOutput(
                motions: [Motion(.ghost("photo"), .shadowOpacity, from: .scalar(0), to: .scalar(0.5))], stacking: [])
        })

    /// The shadow opacity a plan shows on `ghost:photo` at `time`: a new view's `+0` where no track animates it.
    private func shadowOpacity(_ plan: TransitionPlan, at time: Double) -> Double {
        if case .scalar(let value)? = plan.value(of: .ghost("photo"), .shadowOpacity, at: time) { return Double(value) }
        return 0
    }

    @Test("Matched geometry first: its held shadow is kept over the other effect's, with a conflict, and shows none")
    func matchedFirstKeepsItsHold() throws {
        let (from, to) = try screens()
        let transition = Transition.fade.combined(with: .matchedGeometry()).combined(with: Self.shadowFade)
        let planned = try plan(transition, .push, from: from, to: to)
        let conflicts = planned.diagnostics.filter { $0.code == .combinedConflict }
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.message.contains("ghost:photo.shadowOpacity") == true)
        for step in 0...10 {
            #expect(shadowOpacity(planned, at: planned.duration * Double(step) / 10) == 0)
        }
        // The kept hold is a new view's value: no track is needed to show it.
        #expect(!planned.timeline.tracks.contains { $0.target == "ghost:photo" && $0.property == .shadowOpacity })
    }

    @Test("The other effect first: its shadow fade is kept, with a conflict")
    func otherFirstKeepsItsFade() throws {
        let (from, to) = try screens()
        let transition = Self.shadowFade.combined(with: Transition.fade.combined(with: .matchedGeometry()))
        let planned = try plan(transition, .push, from: from, to: to)
        #expect(planned.diagnostics.filter { $0.code == .combinedConflict }.count == 1)
        #expect(shadowOpacity(planned, at: 0) == 0)
        #expect(shadowOpacity(planned, at: planned.duration) == 0.5)
    }

    @Test("Keyframes leave alone the transform of a custom effect's ghost that has no transform motion")
    func keyframesLeaveCustomGhostUntransformed() throws {
        let (from, to) = try screens()
        let ghost = TransitionTarget.ghost("photo")
        let flying = Transition(
            TransitionEffect(name: "flying ghost") { _ in
                EffectOutput(
                    motions: [
                        Motion(
                            ghost, .position, from: .point(CGPoint(x: 70, y: 125)), to: .point(CGPoint(x: 195, y: 150)))
                    ],
                    stacking: [ghost])
            }
        ).modifying(
            "photo",
            .keyframes(
                ElementKeyframe(at: 0.4, progress: 0.2, .scale(0.5), .rotate(.pi / 6)),
                ElementKeyframe(at: 1, progress: 1)))
        let planned = try plan(flying, .push, from: from, to: to)
        #expect(planned.timeline.tracks.contains { $0.target == ghost.name && $0.property == .position })
        #expect(!planned.timeline.tracks.contains { $0.target == ghost.name && $0.property == .transform })
    }

    @Test("A matched ghost's held transform made into another motion keeps its track: retimed, keyframed, composed")
    func derivedMotionsKeepTheirTracks() throws {
        let (from, to) = try screens()
        let matched = Transition.fade.combined(with: .matchedGeometry())
        func hasTransform(_ transition: Transition) throws -> Bool {
            let planned = try plan(transition, .push, from: from, to: to)
            return planned.timeline.tracks.contains { $0.target == "ghost:photo" && $0.property == .transform }
        }
        // Left out as it is.
        #expect(try !hasTransform(matched))
        // Retimed by a delay: moved to another part of the timeline, so another motion.
        #expect(try hasTransform(matched.modifying("photo", .delay(0.1))))
        // Keyframed: halfway scaled to a half, by the keyframe.
        let keyframed = try plan(
            matched.modifying("photo", .keyframes(ElementKeyframe(at: 0.5, progress: 0.5, .scale(0.5)))), .push,
            from: from, to: to)
        let halfway = transform(keyframed, .ghost("photo"), at: keyframed.duration / 2)
        #expect(halfway.m11 == 0.5 && halfway.m22 == 0.5)
        // Composed with another effect's transform: the composition is the other's, so the ghost scales to 2.
        let scaling = Transition(
            TransitionEffect(name: "scaling") { _ in
                EffectOutput(
                    motions: [
                        Motion(
                            .ghost("photo"), .transform, from: .transform(.identity),
                            to: .transform(Transform3D(scaleX: 2, y: 2, z: 1)))
                    ], stacking: [])
            })
        let composed = try plan(matched.combined(with: scaling), .push, from: from, to: to)
        #expect(transform(composed, .ghost("photo"), at: composed.duration).m11 == 2)
    }

    @Test("The mark is cleared on every motion made from a marked one")
    func markClearedOnDerivedMotions() throws {
        var held = Motion(.ghost("photo"), .transform, holding: .transform(.identity))
        held.holdsNewViewValue = true
        #expect(!held.remapped { $0 / 2 }.holdsNewViewValue)
        #expect(!held.inverse.holdsNewViewValue)
        let other = Motion(
            .ghost("photo"), .transform, from: .transform(.identity), to: .transform(Transform3D(scaleX: 2, y: 2, z: 1))
        )
        let combined = EffectOutput.combining(
            EffectOutput(motions: [held], stacking: []), EffectOutput(motions: [other], stacking: []), effect: "both")
        #expect(combined.motions.count == 1)
        #expect(combined.motions.allSatisfy { !$0.holdsNewViewValue })
        // Kept as it is where nothing is made from it.
        let alone = EffectOutput.combining(
            EffectOutput(motions: [held], stacking: []), EffectOutput(motions: [], stacking: []), effect: "alone")
        #expect(alone.motions.map(\.holdsNewViewValue) == [true])
    }

    @Test("A slide with matched geometry between plain elements plans 11 tracks a pair: a ghost's 5, its snapshots' 6")
    func plainSlideTrackCount() throws {
        // Ten plain coloured elements shared by the two screens, each moving and growing.
        let old = try screen(
            (0..<10).map { index in
                var element = Scene.Element(
                    identifier: "item-\(index)", frame: CGRect(x: 10, y: 60 * Double(index), width: 80, height: 40))
                element.backgroundColor = Color(red: 0.1 * Double(index), green: 0, blue: 1)
                return element
            })
        let new = try screen(
            (0..<10).map { index in
                Scene.Element(
                    identifier: "item-\(index)", frame: CGRect(x: 100, y: 70 * Double(index), width: 160, height: 60))
            })
        let planned = try plan(
            .slide(from: .right).combined(with: .matchedGeometry()), .push, from: old, to: new)
        // The slide's 2 screen tracks; per pair the ghost's position, bounds, corner radii, background colour and clear
        // border colour, and each snapshot's position, bounds and opacity.
        #expect(planned.timeline.tracks.count == 2 + 10 * (5 + 2 * 3))
    }

    @Test("Matched geometry marks exactly the ghost motions holding a new view's value at both ends")
    func marksNewViewHolds() throws {
        let (from, to) = try screens()
        let context = EffectContext(
            from: from, to: to, containerSize: container, layoutDirection: .leftToRight, operation: .push)
        let output = try Transition.matchedGeometry().presenting.output(in: context)
        let marked = Set(output.motions.filter(\.holdsNewViewValue).map { "\($0.target).\($0.property.name)" })
        // Plain photos: no transform, no border width, a new view's shadow; the missing border colour is clear.
        #expect(
            marked
                == Set(
                    ["transform", "borderWidth", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor"].map {
                        "ghost:photo.\($0)"
                    }))
        #expect(output.motions.count == MatchedMorph.motionsPerMorph)
    }
}
