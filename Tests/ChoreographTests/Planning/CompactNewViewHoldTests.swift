import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The planner carries matched ghosts' motions that hold a new view's value compactly (which properties each ghost
/// holds) and makes them only where something needs them as motions. Each plan is checked against the same
/// transition whose effects are read through their public output (``TransitionEffect/output(in:)``), planned by a
/// planner that makes the held motions of the ghosts it matches itself at once: there every held motion is a motion,
/// marked, and the track assembly leaves out a track of one such motion. The two must be equal, and print alike (so
/// bit for bit, signs of zeros included).
@Suite("Matched ghosts' held motions carried compactly")
struct CompactNewViewHoldTests {
    /// Five elements both screens have, plain or not in each way a held property depends on, and one only the old
    /// screen has: a plain pair, a pair with a border, a shadowed pair, a pair turned by its parent, and a pair whose
    /// border is black but has no width.
    static func screens() throws -> (Scene, Scene) {
        func element(_ identifier: String, _ frame: CGRect, _ change: (inout Scene.Element) -> Void = { _ in })
            -> Scene.Element
        {
            var element = Scene.Element(identifier: identifier, frame: frame)
            change(&element)
            return element
        }
        let old = try screen([
            element("plain", CGRect(x: 10, y: 100, width: 100, height: 50)) { $0.backgroundColor = .black },
            element("bordered", CGRect(x: 10, y: 200, width: 60, height: 60)) { $0.borderWidth = 2 },
            element("shadowed", CGRect(x: 10, y: 300, width: 60, height: 60)) {
                $0.shadow = Scene.Shadow(opacity: 0.4, radius: 3, offset: CGSize(width: 0, height: 2))
            },
            element("frame", CGRect(x: 100, y: 400, width: 200, height: 200)) {
                $0.transform = Transform3D(rotationAngle: 0.3)
            },
            element("black", CGRect(x: 10, y: 650, width: 40, height: 40)) { $0.borderColor = .black },
            element("lonely", CGRect(x: 300, y: 20, width: 40, height: 40)),
        ])
        var turned = element("turned", CGRect(x: 20, y: 20, width: 50, height: 50))
        turned.parent = 3
        let new = try screen([
            element("black", CGRect(x: 200, y: 50, width: 80, height: 80)) { $0.borderColor = .black },
            element("shadowed", CGRect(x: 150, y: 300, width: 120, height: 90)),
            element("bordered", CGRect(x: 100, y: 500, width: 90, height: 60)) { $0.borderWidth = 2 },
            element("plain", CGRect(x: 0, y: 0, width: 390, height: 300)) { $0.cornerRadii = .uniform(12) },
            element("frame", CGRect(x: 0, y: 600, width: 200, height: 200)),
            element("turned", CGRect(x: 100, y: 650, width: 60, height: 60)),
        ])
        var withTurned = old.elements
        withTurned.append(turned)
        return (try screen(withTurned), new)
    }

    /// `effect` read through its public output: every held motion is a motion, under the same name.
    static func publicOutput(_ effect: TransitionEffect) -> TransitionEffect {
        TransitionEffect(name: effect.name) { context in try effect.output(in: context) }
    }

    /// `transition` with each side's effect (and its fallback's) read through its public output.
    static func readPublicly(_ transition: Transition) -> Transition {
        var copy = transition
        copy.presenting = publicOutput(transition.presenting)
        copy.dismissing = publicOutput(transition.resolvedDismissing)
        copy.fallbackStorage = transition.fallbackStorage.map(readPublicly)
        return copy
    }

    /// `first` combined with `second`, each side's effects combined from their public outputs by the general rule
    /// (``EffectOutput/combining(_:_:effect:)``), so that no held motion is ever carried compactly between them.
    static func combinedPublicly(_ first: Transition, _ second: Transition) -> Transition {
        func combined(_ a: TransitionEffect, _ b: TransitionEffect) -> TransitionEffect {
            let name = "\(a.name) + \(b.name)"
            return TransitionEffect(name: name) { context in
                EffectOutput.combining(try a.output(in: context), try b.output(in: context), effect: name)
            }
        }
        var result = first.combined(with: second)
        result.presenting = combined(first.presenting, second.presenting)
        if result.dismissing != nil {
            result.dismissing = combined(first.resolvedDismissing, second.resolvedDismissing)
        }
        return result
    }

    /// The plan of `transition` for `operation` between `screens` (default ``screens()``), or the error it throws,
    /// as text; `compact` false for the planner that makes the held motions of the ghosts it matches, and the ghosts'
    /// motions, itself as soon as it matches them.
    static func outcome(
        _ transition: Transition, _ operation: TransitionOperation, keeping: Bool = false, compact: Bool = true,
        screens given: (Scene, Scene)? = nil
    ) throws -> (TransitionPlan?, String) {
        let (list, detail) = try given ?? screens()
        let (from, to) = operation.isForward ? (list, detail) : (detail, list)
        var planner = Planner()
        planner.keepsNewViewHolds = keeping
        planner.carriesNewViewHoldsCompactly = compact
        do {
            let plan = try planner.plan(
                transition, from: from, to: to, operation: operation, containerSize: container,
                layoutDirection: .leftToRight)
            return (plan, "\(plan.timeline.tracks) \(plan.stacking) \(plan.diagnostics)")
        } catch {
            return (nil, "\(error)")
        }
    }

    /// Whether the planner gets the effect `transition` runs for `operation` with held motions kept compactly
    /// (``EffectOutput/newViewHolds``). A planner that makes them at once (one keeping them, or planning element
    /// rules) takes another path than the reference's only then: otherwise both make them at the same step.
    static func effectCarriesHolds(_ transition: Transition, _ operation: TransitionOperation) throws -> Bool {
        let (list, detail) = try screens()
        let (from, to) = operation.isForward ? (list, detail) : (detail, list)
        let context = EffectContext(from: from, to: to, containerSize: container, operation: operation)
        let output = try transition.side(for: operation).effect.compactOutput(in: context)
        // A compact ghost (``GhostRun``) carries its held motions as bits too.
        return !output.newViewHolds.isEmpty || output.ghostRuns.contains { $0.newViewHolds != 0 }
    }

    /// Expects `transition` to plan as `reference` (default: `transition` with its effects read publicly) does on a
    /// planner that makes every held motion, leaving held tracks out and, where the effect carries held motions
    /// compactly (``effectCarriesHolds(_:_:)``), keeping them; with `onlyWhereCarried` (element rules, which make
    /// them at once) only there. Returns how many operations were compared where the effect carries them.
    @discardableResult
    static func expectSamePlans(
        _ transition: Transition, _ label: String, reference: Transition? = nil, onlyWhereCarried: Bool = false
    ) throws -> Int {
        var carried = 0
        for operation in [TransitionOperation.push, .pop, .present, .dismiss] {
            let carries = try effectCarriesHolds(transition, operation)
            carried += carries ? 1 : 0
            if onlyWhereCarried, !carries { continue }
            for keeping in carries ? [false, true] : [false] {
                let compact = try outcome(transition, operation, keeping: keeping)
                let reference = try outcome(
                    reference ?? readPublicly(transition), operation, keeping: keeping, compact: false)
                #expect(compact.0 == reference.0, "\(label) \(operation) keeping: \(keeping)")
                #expect(compact.1 == reference.1, "\(label) \(operation) keeping: \(keeping)")
            }
        }
        return carried
    }

    static let presets: [(String, Transition)] = [
        ("fade", .fade), ("slide", .slide(from: .right)), ("push", .push(from: .left)),
        ("cover", .cover(from: .bottom)),
        ("uncover", .uncover(to: .top)), ("cube", .cube(from: .right)), ("flip", .flip(from: .left)),
        ("pageIn", .pageIn(from: .right)), ("pageOut", .pageOut(to: .left)), ("zoom", .zoom),
        ("zoom(from:)", .zoom(from: "plain")), ("circularReveal", .circularReveal(from: "plain")),
        ("automatic", .automatic),
        ("matchedGeometry(fade: .through)", .matchedGeometry(fade: .through, fit: .height)),
    ]

    @Test("Matched geometry combined with each preset, in both orders, plans as its public output does")
    func presetsInBothOrders() throws {
        // Matched geometry presents with its held motions kept compactly; its inverse reads them as motions.
        #expect(try Self.expectSamePlans(.matchedGeometry(), "matchedGeometry") == 2)
        let matched = Transition.matchedGeometry()
        for (name, preset) in Self.presets {
            let after = try Self.expectSamePlans(
                preset.combined(with: matched), "\(name) + matched", reference: Self.combinedPublicly(preset, matched))
            // Combined after a preset that animates no ghost, matched geometry's held motions stay compact when it
            // presents (a push, a presentation); after matched geometry, whose ghosts its own share, they are made.
            #expect(after == (name.hasPrefix("matchedGeometry") ? 0 : 2), "\(name) + matched")
            try Self.expectSamePlans(
                matched.combined(with: preset), "matched + \(name)", reference: Self.combinedPublicly(matched, preset))
            // Automatic matching of the preset's own shared elements.
            try Self.expectSamePlans(preset, name)
            try Self.expectSamePlans(preset.matching(.morph(fade: .through, fit: .height)), "\(name) morphing")
        }
    }

    /// An effect giving motions of held properties of the ghost of "plain" (which it does not stack): a transform
    /// that scales it to 2, and a shadow opacity jumping to 0.5 at the end.
    static let ghostEffect = Transition(
        TransitionEffect(name: "ghost effect") { _ in
            let ghost = TransitionTarget.ghost("plain")
            return EffectOutput(
                motions: [
                    Motion(
                        ghost, .transform, from: .transform(.identity),
                        to: .transform(Transform3D(scaleX: 2, y: 2, z: 1))),
                    Motion(ghost, .shadowOpacity, from: .scalar(0), to: .scalar(0.5), during: 1...1),
                    Motion(.ghost("lonely"), .borderWidth, from: .scalar(0), to: .scalar(1)),
                ],
                stacking: [.fromScreen, .toScreen])
        })

    @Test("Another effect's motions of a ghost's held properties, combined in both orders or matched automatically")
    func otherMotionsOfHeldProperties() throws {
        let (slide, geometry) = (Transition.slide(from: .right), Transition.matchedGeometry())
        let matched = Self.combinedPublicly(slide, geometry)
        try Self.expectSamePlans(slide.combined(with: geometry), "slide + matched", reference: matched)
        try Self.expectSamePlans(
            slide.combined(with: geometry).combined(with: Self.ghostEffect), "matched + ghost effect",
            reference: Self.combinedPublicly(matched, Self.ghostEffect))
        try Self.expectSamePlans(
            Self.ghostEffect.combined(with: slide.combined(with: geometry)), "ghost effect + matched",
            reference: Self.combinedPublicly(Self.ghostEffect, matched))
        try Self.expectSamePlans(
            Self.ghostEffect.combined(with: geometry), "ghost effect + matchedGeometry",
            reference: Self.combinedPublicly(Self.ghostEffect, geometry))
        try Self.expectSamePlans(Self.ghostEffect, "ghost effect, matched automatically")
        try Self.expectSamePlans(
            geometry.combined(with: geometry), "matched twice", reference: Self.combinedPublicly(geometry, geometry))
        // Worked by hand: matched automatically, the ghost's held transform (identity) and the effect's scaling share
        // a track, whose overlapping motions are refused; the shadow's jump at the end follows the hold.
        let (plan, text) = try Self.outcome(Self.ghostEffect, .push)
        #expect(plan == nil)
        #expect(text.contains("overlap"), "\(text)")
        var shadowOnly = Self.ghostEffect
        shadowOnly.presenting = TransitionEffect(name: "shadow") { context in
            var output = try Self.ghostEffect.presenting.output(in: context)
            output.motions.removeFirst()
            return output
        }
        try Self.expectSamePlans(shadowOnly, "ghost shadow, matched automatically")
        let (shadowPlan, _) = try Self.outcome(shadowOnly, .push)
        let planned = try #require(shadowPlan)
        let track = try #require(
            planned.timeline.tracks.first { $0.target == "ghost:plain" && $0.property == .shadowOpacity })
        // Held at a new view's 0 until the end, where it steps to 0.5.
        #expect(track.keyframes.map(\.time) == [0, 1, 1])
        #expect(track.keyframes.map(\.value) == [.scalar(0), .scalar(0), .scalar(0.5)])
    }

    @Test("Element rules touching the ghosts' held properties plan as the public output does")
    func elementRules() throws {
        let rules: [(String, (Transition) -> Transition)] = [
            ("delay", { $0.modifying("plain", .delay(0.1)) }),
            ("scale", { $0.modifying("shadowed", .scale(0.5), .rotate(0.2)) }),
            ("keyframes", { $0.modifying("plain", .keyframes(ElementKeyframe(at: 0.5, progress: 0.5, .scale(0.5)))) }),
            ("arc", { $0.modifying("bordered", .arc(), .duration(0.6)) }),
            ("cascade", { $0.modifying(elements: .prefix(""), .cascade(delta: 0.05, direction: .topToBottom)) }),
            ("lonely source", { $0.modifying("lonely", .source("plain")) }),
            ("other element", { $0.modifying("lonely", .fade, .delay(0.2)) }),
        ]
        let (fade, geometry) = (Transition.fade, Transition.matchedGeometry())
        // Element rules make the held motions at once, as the reference's effect did: the plans are compared where
        // the effect carried them compactly, which fade combined with matched geometry does when it presents. Matched
        // automatically, both planners would make them at the same step: there is nothing to compare.
        for (name, rule) in rules {
            let carried = try Self.expectSamePlans(
                rule(fade.combined(with: geometry)), name, reference: rule(Self.combinedPublicly(fade, geometry)),
                onlyWhereCarried: true)
            #expect(carried == 2, "\(name)")
        }
    }

    /// The properties of a matched pair's ghost, in the order its motions come, a star on the ones holding a new
    /// view's value, for the plain pair: a plain view's transform, no border width, the shadow of a new view.
    static let plainGhost = [
        "position", "bounds", "transform*", "cornerRadii", "backgroundColor", "borderWidth*", "borderColor",
        "shadowOpacity*", "shadowRadius*", "shadowOffset*", "shadowColor*",
    ]

    @Test("A user's effect reading matched geometry's output sees every held motion, marked, in its place")
    func publicOutputHasEveryMotion() throws {
        let (from, to) = try Self.screens()
        let context = EffectContext(from: from, to: to, containerSize: container, operation: .push)
        for effect in [
            Transition.matchedGeometry().presenting,
            Transition.slide(from: .right).combined(with: .matchedGeometry()).presenting,
        ] {
            let output = try effect.output(in: context)
            #expect(output.newViewHolds.isEmpty)
            let ghost = output.motions.filter { $0.target == .ghost("plain") }
            #expect(ghost.map { $0.property.name + ($0.holdsNewViewValue ? "*" : "") } == Self.plainGhost)
            // The ghost's motions come together, its snapshots' after them; 6 pairs of 11 ghost motions.
            let first = try #require(output.motions.firstIndex { $0.target == .ghost("plain") })
            #expect(output.motions[first..<first + 11].allSatisfy { $0.target == .ghost("plain") })
            #expect(output.motions.filter { $0.target.ghostIdentifier != nil }.count == 6 * 11)
            // Held values, as a new view has them: the identity, a border 0 wide, the shadow of `CALayer`.
            let values = ghost.filter(\.holdsNewViewValue).map { $0.startValue(timing: .linear) }
            #expect(
                values == [
                    .transform(.identity), .scalar(0), .scalar(0), .scalar(3), .size(CGSize(width: 0, height: -3)),
                    .color(Color(red: 0, green: 0, blue: 0, alpha: 1)),
                ])
            #expect(
                ghost.filter(\.holdsNewViewValue).allSatisfy {
                    $0.startValue(timing: .linear) == $0.endValue(timing: .linear)
                })
        }
    }

    @Test("A user's effect editing a held motion of matched geometry's output plans the edit")
    func userEditsAHeldMotion() throws {
        let matched = Transition.slide(from: .right).combined(with: .matchedGeometry())
        let editing = Transition(
            TransitionEffect(name: "editing") { context in
                var output = try matched.presenting.output(in: context)
                let index = try #require(
                    output.motions.firstIndex { $0.target == .ghost("plain") && $0.property == .transform })
                output.motions[index] = Motion(
                    .ghost("plain"), .transform, from: .transform(.identity),
                    to: .transform(Transform3D(scaleX: 2, y: 2, z: 1)))
                return output
            })
        let (plan, _) = try Self.outcome(editing, .push)
        let planned = try #require(plan)
        #expect(transform(planned, .ghost("plain"), at: planned.duration).m11 == 2)
        // Every other ghost's held transform is still left out: only "frame"'s and "turned"'s, which turn, remain.
        let transforms = planned.timeline.tracks.filter { $0.property == .transform && $0.target.hasPrefix("ghost:") }
        #expect(Set(transforms.map(\.target)) == ["ghost:plain", "ghost:frame", "ghost:turned"])
    }

    @Test("An output's held motions are made in their places, and only those asked for")
    func materializing() throws {
        let ghost = TransitionTarget.ghost("g")
        func motion(_ target: TransitionTarget, _ property: AnimatableProperty) -> Motion {
            Motion(target, property, holding: .scalar(1))
        }
        // Before the ghost a screen's motion; the ghost's 11 less the transform and the shadow's opacity held; after
        // it, a snapshot's.
        var output = EffectOutput(motions: [motion(.fromScreen, .opacity)], stacking: [])
        let held: Set = [2, 7]
        for (slot, property) in NewViewHolds.ghostProperties.enumerated() where !held.contains(slot) {
            output.motions.append(motion(ghost, property))
        }
        output.motions.append(motion(.snapshot("g", of: .from), .opacity))
        output.newViewHolds = [NewViewHolds(start: 1, properties: 1 << 2 | 1 << 7)]
        #expect(output.newViewHolds[0].storedCount == 9)
        let all = output.materializingNewViewHolds()
        #expect(all.newViewHolds.isEmpty)
        #expect(all.motions.count == 13)
        #expect(
            all.motions.map(\.property.name) == ["opacity"] + NewViewHolds.ghostProperties.map(\.name) + ["opacity"])
        #expect(all.motions.map(\.holdsNewViewValue) == (0..<13).map { $0 == 3 || $0 == 8 })
        let some = output.materializedMotions { _, slot in slot == 7 }
        #expect(some.map(\.property.name).filter { $0 == "transform" || $0 == "shadowOpacity" } == ["shadowOpacity"])
        #expect(some.count == 12)
        // Alone, the holds are left out; with another motion of the shadow's opacity, that one is made.
        #expect(output.motionsDroppingUnsharedHolds().count == 11)
        output.motions.append(motion(ghost, .shadowOpacity))
        let shared = output.motionsDroppingUnsharedHolds()
        #expect(shared.count == 13)
        #expect(shared.filter { $0.property == .shadowOpacity }.map(\.holdsNewViewValue) == [true, false])
    }

    @Test("A held motion holds a new view's values, bit for bit")
    func heldValues() throws {
        let ghost = TransitionTarget.ghost("g")
        func numbers(_ slot: Int) throws -> [UInt64] {
            let motion = try #require(NewViewHolds.motion(ghost, slot: slot))
            #expect(motion.holdsNewViewValue && motion.span == 0...1 && motion.target == ghost)
            #expect(motion.property == NewViewHolds.ghostProperties[slot])
            guard case .change(let values) = motion.storage else { return [] }
            return [values.from, values.to].flatMap { [$0.a, $0.b, $0.c, $0.d].map { Double($0).bitPattern } }
        }
        let (zero, one, three, minusThree) = (0.0.bitPattern, 1.0.bitPattern, 3.0.bitPattern, (-3.0).bitPattern)
        #expect(try numbers(2) == [one, one, zero, zero, one, one, zero, zero])  // m11, m22, m41, m42
        #expect(try numbers(5) == [zero, zero, zero, zero, zero, zero, zero, zero])
        #expect(try numbers(6) == [zero, zero, zero, one, zero, zero, zero, one])
        #expect(try numbers(7) == [zero, zero, zero, zero, zero, zero, zero, zero])
        #expect(try numbers(8) == [three, zero, zero, zero, three, zero, zero, zero])
        #expect(try numbers(9) == [zero, minusThree, zero, zero, zero, minusThree, zero, zero])
        #expect(try numbers(10) == [zero, zero, zero, one, zero, zero, zero, one])
        for slot in [0, 1, 3, 4] {
            #expect(NewViewHolds.motion(ghost, slot: slot) == nil)
        }
    }
}
