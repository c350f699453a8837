import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Random scenes and effects planned, each checked against a plain reference computation of what the plan must hold:
/// the ghosts matched geometry makes (found by scanning the scenes one identifier at a time), their diagnostics,
/// and the order of the tracks (by stacking and first appearance of the target, then the property's rank, then the
/// property's name), with several motions of one track joined in span order.
@Suite("Plan ordering against a reference")
struct PlanOrderingTests {
    /// Identifiers drawn from a small pool, so scenes share some, repeat some and miss some.
    static let pool = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]

    /// A scene of `count` random elements: identifiers from ``pool`` or none, some hidden or transparent, parents
    /// earlier elements.
    static func randomScene(_ count: Int, using random: inout SeededRandom) throws -> Scene {
        var elements: [Scene.Element] = []
        for index in 0..<count {
            let identifier = Bool.random(using: &random) ? pool.randomElement(using: &random) : nil
            let frame = CGRect(
                x: Double.random(in: 0...300, using: &random), y: Double.random(in: 0...700, using: &random),
                width: Double.random(in: 0...120, using: &random), height: Double.random(in: 0...120, using: &random))
            let parent = index > 0 && Bool.random(using: &random) ? Int.random(in: 0..<index, using: &random) : nil
            var element = Scene.Element(identifier: identifier, frame: frame, parent: parent)
            element.isHidden = Int.random(in: 0..<6, using: &random) == 0
            element.opacity = Int.random(in: 0..<6, using: &random) == 0 ? 0 : 1
            element.cornerRadii = CornerRadii(all: CGFloat(Int.random(in: 0...8, using: &random)))
            element.backgroundColor = Bool.random(using: &random) ? Color(white: 0.5) : nil
            elements.append(element)
        }
        return try Scene(size: container, elements: elements)
    }

    /// The place of a property among one target's tracks: a view's properties in their order, then the circular
    /// mask, then the rest after them.
    static func rank(_ property: AnimatableProperty) -> Int {
        (AnimatableProperty.viewProperties + [.circularMask]).firstIndex(of: property)
            ?? AnimatableProperty.viewProperties.count + 1
    }

    /// Whether track `a` must come before track `b`, by the reference rule.
    static func precedes(_ a: Track, _ b: Track, targets: [String]) -> Bool {
        let (ta, tb) = (targets.firstIndex(of: a.target) ?? -1, targets.firstIndex(of: b.target) ?? -1)
        if ta != tb { return ta < tb }
        let (ra, rb) = (rank(a.property), rank(b.property))
        if ra != rb { return ra < rb }
        return a.property.name < b.property.name
    }

    @Test("matched geometry's ghosts, diagnostics and track order match a scan of random scenes", arguments: 0..<24)
    func matchedGeometryMatchesReference(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 7919 &+ 17)
        let from = try Self.randomScene(Int.random(in: 1...40, using: &random), using: &random)
        let to = try Self.randomScene(Int.random(in: 1...40, using: &random), using: &random)
        let matched = Transition.matchedGeometry()
        let plan = try Planner().plan(
            Transition.slide(from: .right).combined(with: matched), from: from, to: to, operation: .push,
            containerSize: container)

        // Reference: every identifier of the old scene in drawing order, once, that the new scene has too, looked up
        // by scanning; a ghost when it names one element in each scene.
        let context = EffectContext(from: from, to: to, containerSize: container, operation: .push)
        let name = "matchedGeometry(fade: cross, fit: auto)"
        var seen: [String] = []
        var ghosts: [String] = []
        var diagnostics: [PlanningDiagnostic] = []
        for element in from.elements {
            guard let identifier = element.identifier, !seen.contains(identifier) else { continue }
            seen.append(identifier)
            guard !to.indexes(ofIdentifier: identifier).isEmpty else { continue }
            let old = context.elementIndex(identifier, in: .from, effect: name, fallback: "no ghost")
            let new = context.elementIndex(identifier, in: .to, effect: name, fallback: "no ghost")
            diagnostics += old.diagnostics + new.diagnostics
            if old.index != nil, new.index != nil { ghosts.append(identifier) }
        }
        #expect(plan.diagnostics == diagnostics)
        let expectedStacking =
            [TransitionTarget.fromScreen, .toScreen]
            + ghosts.flatMap { [.ghost($0), .snapshot($0, of: .from), .snapshot($0, of: .to)] }
        #expect(plan.stacking == expectedStacking)
        let tracks = plan.timeline.tracks
        let targets = expectedStacking.map(\.name)
        for index in tracks.indices.dropFirst() {
            #expect(Self.precedes(tracks[index - 1], tracks[index], targets: targets))
        }
        let ghostTracks = tracks.filter { $0.target.hasPrefix(TransitionTarget.ghostPrefix) }
        // The random elements have no transform (nor a turned parent), border or shadow: by the rule a ghost carries
        // its position, bounds, corner radii, background colour and border colour (missing, so clear), and leaves
        // out the transform, border width and four shadow properties a new view already shows.
        #expect(ghostTracks.count == ghosts.count * 5)
        for identifier in ghosts {
            let reference = plan.references[.snapshot(identifier, of: .to)]
            #expect(reference?.index == to.resolvedIndex(ofIdentifier: identifier))
        }
    }

    @Test(
        "tracks of a custom effect come by target, rank and name, each joining its motions in span order",
        arguments: 0..<16)
    func customEffectTrackOrder(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 104_729 &+ 3)
        let properties: [AnimatableProperty] = [
            .opacity, .position, .zPosition, .circularMask, AnimatableProperty(name: "zeta", kind: .scalar),
            AnimatableProperty(name: "alpha", kind: .point), AnimatableProperty(name: "alpha", kind: .scalar),
        ]
        // Each (target, property) gets one to three motions over consecutive spans, all of them shuffled.
        var motions: [Motion] = []
        var heldValues: [String: [(middle: Double, value: AnimatableValue)]] = [:]
        for target in (0..<Int.random(in: 1...6, using: &random)).map({ TransitionTarget(name: "t\($0)") }) {
            for property in properties.shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random)) {
                let count = Int.random(in: 1...3, using: &random)
                for step in 0..<count {
                    let span = Double(step) / Double(count)...Double(step + 1) / Double(count)
                    let value = Self.value(of: property.kind, Double(step + 1))
                    motions.append(Motion(target, property, from: value, to: value, during: span))
                    heldValues["\(target.name).\(property.name).\(property.kind.rawValue)", default: []].append(
                        ((span.lowerBound + span.upperBound) / 2, value))
                }
            }
        }
        motions.shuffle(using: &random)
        let stacking = [TransitionTarget(name: "t3"), TransitionTarget(name: "t1")]
        let shuffled = motions
        let effect = TransitionEffect(name: "custom") { _ in EffectOutput(motions: shuffled, stacking: stacking) }
        let plan = try Planner().plan(
            Transition(effect), from: screen(), to: screen(), operation: .present, containerSize: container)

        var targets = stacking.map(\.name)
        for motion in motions where !targets.contains(motion.target.name) { targets.append(motion.target.name) }
        let tracks = plan.timeline.tracks
        #expect(tracks.count == heldValues.count)
        for index in tracks.indices.dropFirst() {
            let (a, b) = (tracks[index - 1], tracks[index])
            #expect(
                Self.precedes(a, b, targets: targets) || (a.property.name == b.property.name && a.target == b.target))
        }
        for track in tracks {
            let held = heldValues["\(track.target).\(track.property.name).\(track.property.kind.rawValue)"] ?? []
            for (middle, value) in held {
                #expect(plan.timeline.value(of: track.target, track.property, at: middle * plan.duration) == value)
            }
        }
    }

    /// A value of `kind` made of `number`.
    static func value(of kind: AnimatableValue.Kind, _ number: Double) -> AnimatableValue {
        let components = [Double](repeating: number, count: kind.componentCount)
        return AnimatableValue(kind: kind, components: components) ?? .scalar(CGFloat(number))
    }
}
