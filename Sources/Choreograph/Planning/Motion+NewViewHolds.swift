import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Internal API

/// The motions of one matched ghost that hold a new view's value at both ends (``Motion/holdsNewViewValue``), kept as
/// which of the ghost's properties they animate rather than as motions: their values are fixed, so the properties say
/// everything about them.
///
/// Matched geometry gives each ghost 11 motions, one per property of ``ghostProperties``, in that order
/// (``MatchedMorph/addGhostMotions(_:from:to:to:)``). An output (``EffectOutput/newViewHolds``) keeps the ones that
/// are not held as motions, one after another from ``start``, and the held ones as bits of ``properties``. The motions
/// are made (``EffectOutput/materializingNewViewHolds()``) wherever something needs them as motions: an effect's
/// public output, combining with an effect that animates ghosts, element rules, a planner that keeps them; the
/// planner otherwise makes only the ones another motion shares a target and property with, and leaves out the rest,
/// as its track assembly would leave out their tracks.
struct NewViewHolds: Sendable {
    /// Where the ghost's first motion (its position, never held) is in the output's motions: its motions that are not
    /// held follow it, in the order of ``ghostProperties``.
    var start: Int
    /// The held properties: bit `n` stands for `ghostProperties[n]`.
    var properties: UInt16

    /// How many of the ghost's motions the output keeps as motions: those not held.
    var storedCount: Int { Self.ghostProperties.count - properties.nonzeroBitCount }

    /// The properties of a ghost's motions, in the order matched geometry gives them.
    static let ghostProperties: [AnimatableProperty] = [
        .position, .bounds, .transform, .cornerRadii, .backgroundColor, .borderWidth, .borderColor, .shadowOpacity,
        .shadowRadius, .shadowOffset, .shadowColor,
    ]

    /// The place of `property` in ``ghostProperties``, or `nil` when a ghost gives no motion of it.
    static func slot(of property: AnimatableProperty) -> Int? {
        ghostProperties.firstIndex(of: property)
    }

    /// The motion of the ghost `ghost` holding a new view's value of the property at `slot` of ``ghostProperties``
    /// at both ends, marked as such: the identity, a border of width `+0` in opaque black, and
    /// ``Scene/Shadow/none``'s opacity, radius, offset and colour (opaque black). `nil` for the position, the
    /// bounds, the corner radii and the background colour, which are never held.
    static func motion(_ ghost: TransitionTarget, slot: Int) -> Motion? {
        typealias Numbers = MotionValues.Numbers
        let plain = Scene.Shadow.none
        let held: (MotionValues.Kind, Numbers)
        switch ghostProperties[slot] {
        case .transform: held = (.scaleAndTranslation, MatchedMorph.identityNumbers)
        case .borderWidth: held = (.scalar, Numbers(a: 0))
        case .borderColor: held = (.color, Numbers(Color.black))
        case .shadowOpacity: held = (.scalar, Numbers(a: plain.opacity))
        case .shadowRadius: held = (.scalar, Numbers(a: plain.radius))
        case .shadowOffset: held = (.size, Numbers(plain.offset))
        case .shadowColor: held = (.color, Numbers(Color.black))
        default: return nil
        }
        return Motion(
            target: ghost, property: ghostProperties[slot], values: MotionValues(held.0, from: held.1, to: held.1),
            holdsNewViewValue: true)
    }
}

extension MatchedMorph {
    /// The numbers of the identity transform, as ``MotionValues/Numbers`` keeps a scale and a translation: `m11`,
    /// `m22`, `m41` and `m42`.
    static let identityNumbers = MotionValues.Numbers(
        a: Transform3D.identity.m11, b: Transform3D.identity.m22, c: Transform3D.identity.m41,
        d: Transform3D.identity.m42)
}

extension EffectOutput {
    /// The output with every held motion of ``newViewHolds`` made and put where matched geometry gives it: the
    /// motions a caller of ``TransitionEffect/output(in:)`` sees.
    /// The motions of the compact ghosts (``ghostRuns``) are made first.
    func materializingNewViewHolds() -> EffectOutput {
        guard ghostRuns.isEmpty else { return materializingGhostRuns().materializingNewViewHolds() }
        guard !newViewHolds.isEmpty else { return self }
        var output = self
        output.motions = materializedMotions { _, _ in true }
        output.newViewHolds = []
        return output
    }

    /// The motions with the held motions of ``newViewHolds`` for which `keeps` (given a hold's index and the slot of
    /// its property in ``NewViewHolds/ghostProperties``) is true made and put in their places, and the others left
    /// out.
    func materializedMotions(keeping keeps: (_ hold: Int, _ slot: Int) -> Bool) -> [Motion] {
        var result: [Motion] = []
        // At most every held motion is made: room for the motions and those.
        result.reserveCapacity(motions.count + newViewHolds.reduce(0) { $0 + $1.properties.nonzeroBitCount })
        var copied = 0
        for (index, hold) in newViewHolds.enumerated() {
            result += motions[copied..<hold.start]
            let ghost = motions[hold.start].target
            var next = hold.start
            for slot in NewViewHolds.ghostProperties.indices {
                if hold.properties & (1 << slot) == 0 {
                    result.append(motions[next])
                    next += 1
                } else if keeps(index, slot), let motion = NewViewHolds.motion(ghost, slot: slot) {
                    result.append(motion)
                }
            }
            copied = next
        }
        result += motions[copied...]
        return result
    }

    /// The motions the planner's track assembly is given when it leaves out the tracks of motions still marked as
    /// holding a new view's value: the held motions of ``newViewHolds`` that share their target and property with
    /// another motion are made (a track of several keeps every motion); the others, whose tracks the assembly would
    /// leave out, are not. Without such a motion (the usual case: only a ghost's own motions name it), the motions are
    /// returned as they are.
    func motionsDroppingUnsharedHolds() -> [Motion] {
        assert(ghostRuns.isEmpty, "the compact ghosts' motions are made or assembled before")
        guard !newViewHolds.isEmpty else { return motions }
        // The ghosts' motions outside their own runs: a ghost's own motions never share a property with its holds.
        var outside: [Int] = []
        motions.withUnsafeBufferPointer { motions in
            var (index, hold) = (0, 0)
            while index < motions.count {
                if hold < newViewHolds.count, index == newViewHolds[hold].start {
                    index += newViewHolds[hold].storedCount
                    hold += 1
                    continue
                }
                if motions[index].target.kind == .ghost { outside.append(index) }
                index += 1
            }
        }
        guard !outside.isEmpty else { return motions }
        // Matched geometry gives each identifier one ghost; should two runs be of one ghost, all holds are made.
        var holds: [TransitionTarget: Int] = [:]
        for (index, hold) in newViewHolds.enumerated()
        where holds.updateValue(index, forKey: motions[hold.start].target) != nil {
            return materializedMotions { _, _ in true }
        }
        var shared = Set<Int>()
        for index in outside {
            guard let hold = holds[motions[index].target], let slot = NewViewHolds.slot(of: motions[index].property),
                newViewHolds[hold].properties & (1 << slot) != 0
            else { continue }
            shared.insert(hold * NewViewHolds.ghostProperties.count + slot)
        }
        return materializedMotions { hold, slot in shared.contains(hold * NewViewHolds.ghostProperties.count + slot) }
    }
}
