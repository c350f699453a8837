import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Internal API

/// What the modifiers of one element add up to, once conditions are checked and later modifiers have overridden
/// earlier ones.
struct ResolvedModifiers {
    /// How an element's duration is asked for.
    enum DurationRequest: Equatable {
        case seconds(Double)
        case automatic
    }

    /// How an element's away corner radius is asked for.
    enum CornerRadiusRequest: Equatable {
        /// In points.
        case points(CGFloat)
        /// As a fraction of the element's width.
        case fractionOfWidth(CGFloat)

        /// The radius in points for an element `width` points wide.
        func radius(forWidth width: CGFloat) -> CGFloat {
            switch self {
            case .points(let radius): radius
            case .fractionOfWidth(let fraction): fraction * width
            }
        }
    }

    var opacity: CGFloat?
    var scale: (x: CGFloat, y: CGFloat, z: CGFloat)?
    var translate: (x: CGFloat, y: CGFloat, z: CGFloat)?
    var rotate: (x: CGFloat, y: CGFloat, z: CGFloat)?
    var perspective: CGFloat?
    var cornerRadius: CornerRadiusRequest?
    /// Whether the element is held invisible for the whole transition.
    var hidden = false
    var zPosition: CGFloat?
    var delay: Double?
    var duration: DurationRequest?
    var timing: TransitionCurve?
    var arc: CGFloat?
    var cascade: (delta: Double, direction: CascadeDirection)?
    var source: String?
    var space: ElementCoordinateSpace?
    /// The stops of a keyframed motion; `nil` when none are given (an empty list counts as none).
    var keyframes: [ElementKeyframe]?

    /// Whether anything changes the element's transform away.
    var changesTransform: Bool {
        scale != nil || translate != nil || rotate != nil || perspective != nil
    }

    /// Whether anything changes how the element looks away (or where it is held).
    var changesAppearance: Bool {
        changesTransform || opacity != nil || cornerRadius != nil || zPosition != nil || hidden
    }

    /// Whether anything times or bends the element's motion.
    var changesTiming: Bool {
        delay != nil || duration != nil || timing != nil || arc != nil || cascade != nil || keyframes != nil
    }

    /// `modifiers` applied in order over these, those under a condition only when `conditions` hold it.
    mutating func apply(_ modifiers: [ElementModifier], conditions: Set<ElementCondition>) {
        for modifier in modifiers {
            switch modifier.kind {
            case .opacity(let value): opacity = value
            case .scale(let x, let y, let z): scale = (x, y, z)
            case .translate(let x, let y, let z): translate = (x, y, z)
            case .rotate(let x, let y, let z): rotate = (x, y, z)
            case .perspective(let distance): perspective = distance
            case .cornerRadius(let radius): cornerRadius = .points(radius)
            case .relativeCornerRadius(let fraction): cornerRadius = .fractionOfWidth(fraction)
            case .hidden: hidden = true
            case .zPosition(let z): zPosition = z
            case .delay(let seconds): delay = seconds
            case .duration(let seconds): duration = .seconds(seconds)
            case .automaticDuration: duration = .automatic
            case .timing(let curve): timing = curve
            case .arc(let intensity): arc = intensity
            case .cascade(let delta, let direction): cascade = (delta, direction)
            case .source(let identifier): source = identifier
            case .coordinateSpace(let space): self.space = space
            case .keyframes(let stops): keyframes = stops.isEmpty ? nil : stops
            case .conditional(let condition, let inner):
                if conditions.contains(condition) { apply(inner, conditions: conditions) }
            }
        }
    }

    /// The element's transform away: the scale, then the rotation about x, y and z, then `own`, then the
    /// translation (all of it, or only its z part when the x-y offset moves the element's position instead),
    /// then the perspective.
    func awayTransform(from own: Transform3D, translatingXY: Bool) -> Transform3D {
        var result = Transform3D.identity
        if let scale {
            result = result.concatenating(
                Transform3D(
                    scaleX: Self.usable(scale.x), y: Self.usable(scale.y), z: Self.usable(scale.z)))
        }
        if let rotate {
            result = result.concatenating(Transform3D(rotationAngle: rotate.x, x: 1, y: 0, z: 0))
                .concatenating(Transform3D(rotationAngle: rotate.y, x: 0, y: 1, z: 0))
                .concatenating(Transform3D(rotationAngle: rotate.z, x: 0, y: 0, z: 1))
        }
        result = result.concatenating(own)
        if let translate {
            result = result.concatenating(
                Transform3D(
                    translationX: translatingXY ? translate.x : 0, y: translatingXY ? translate.y : 0,
                    z: translate.z))
        }
        if let perspective {
            result = result.concatenating(.perspective(eyeDistance: perspective))
        }
        return result
    }

    /// A scale factor the transform can still be interpolated with: one nearer 0 than
    /// ``TransitionDefaults/smallestScale`` becomes that scale, keeping its sign.
    static func usable(_ factor: CGFloat) -> CGFloat {
        let smallest = TransitionDefaults.smallestScale
        guard abs(factor) < smallest else { return factor }
        return factor < 0 ? -smallest : smallest
    }
}

// MARK: - Checking

extension ElementRule {
    /// Throws the first value of the rule's modifiers that breaks a rule, naming it as
    /// `modifying(selector).modifier.field`.
    func validate() throws(PlanningError) {
        try Self.validate(modifiers, prefix: "modifying(\(selector))")
    }

    private static func validate(_ modifiers: [ElementModifier], prefix: String) throws(PlanningError) {
        func fail(_ name: String, _ value: Double, _ rule: String) -> PlanningError {
            .invalidParameter(parameter: "\(prefix).\(name)", value: value, rule: rule)
        }
        func finite(_ name: String, _ value: CGFloat) throws(PlanningError) {
            guard value.isFinite else { throw fail(name, Double(value), "must be a finite number") }
        }
        func coordinate(_ name: String, _ value: CGFloat) throws(PlanningError) {
            try finite(name, value)
            guard abs(value) <= Scene.maximumCoordinate else {
                throw fail(name, Double(value), "must lie within ±\(Scene.maximumCoordinate)")
            }
        }
        func seconds(_ name: String, _ value: Double) throws(PlanningError) {
            guard value.isFinite, value >= 0, value <= TransitionDefaults.maximumDuration else {
                throw fail(
                    name, value, "must be a finite number of seconds from 0 to \(TransitionDefaults.maximumDuration)")
            }
        }
        for modifier in modifiers {
            switch modifier.kind {
            case .opacity(let value):
                guard value.isFinite, value >= 0, value <= 1 else {
                    throw fail("opacity", Double(value), "must be a number from 0 to 1")
                }
            case .scale(let x, let y, let z):
                try coordinate("scale.x", x)
                try coordinate("scale.y", y)
                try coordinate("scale.z", z)
            case .translate(let x, let y, let z):
                try coordinate("translate.x", x)
                try coordinate("translate.y", y)
                try coordinate("translate.z", z)
            case .rotate(let x, let y, let z):
                try coordinate("rotate.x", x)
                try coordinate("rotate.y", y)
                try coordinate("rotate.z", z)
            case .perspective(let distance):
                let nearest = TransitionDefaults.smallestPerspectiveEyeDistance
                guard distance.isFinite, distance >= nearest else {
                    throw fail("perspective", Double(distance), "must be a finite number of points, \(nearest) or more")
                }
            case .cornerRadius(let radius):
                try coordinate("cornerRadius", radius)
                guard radius >= 0 else { throw fail("cornerRadius", Double(radius), "must be 0 or greater") }
            case .relativeCornerRadius(let fraction):
                try coordinate("cornerRadius.fractionOfWidth", fraction)
                guard fraction >= 0 else {
                    throw fail("cornerRadius.fractionOfWidth", Double(fraction), "must be 0 or greater")
                }
            case .zPosition(let z):
                try coordinate("zPosition", z)
            case .delay(let value):
                try seconds("delay", value)
            case .duration(let value):
                try seconds("duration", value)
            case .arc(let intensity):
                try coordinate("arc.intensity", intensity)
            case .cascade(let delta, let direction):
                try seconds("cascade.delta", delta)
                if case .radial(let x, let y) = direction {
                    try coordinate("cascade.radial.x", x)
                    try coordinate("cascade.radial.y", y)
                }
                if case .inverseRadial(let x, let y) = direction {
                    try coordinate("cascade.inverseRadial.x", x)
                    try coordinate("cascade.inverseRadial.y", y)
                }
            case .conditional(let condition, let inner):
                try validate(inner, prefix: "\(prefix).when(\(condition.rawValue))")
            case .keyframes(let stops):
                var previous = 0.0
                for (index, stop) in stops.enumerated() {
                    let name = "keyframes[\(index)]"
                    guard stop.time.isFinite, stop.time > previous, stop.time <= 1 else {
                        let rule =
                            index == 0
                            ? "must be a fraction of the span greater than 0 and at most 1"
                            : "must be greater than the time of the stop before (\(previous)) and at most 1"
                        throw fail("\(name).time", stop.time, rule)
                    }
                    previous = stop.time
                    try coordinate("\(name).progress", stop.progress)
                    try validate(stop.modifiers, prefix: "\(prefix).\(name)")
                }
            case .automaticDuration, .timing, .source, .coordinateSpace, .hidden:
                break
            }
        }
    }
}
