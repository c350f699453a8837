import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Internal API

/// The stops of an element's keyframed motion (``ElementModifier/keyframes(_:)``) in the order they are played, and
/// how they split the motions of the element's path into phases.
///
/// The path's motions run over 0…1 from the look the element starts the transition with to the look it ends with:
/// away to own as it appears, own to away as it disappears. A played stop says how far along that path the element
/// is (`along`) at a fraction of its span, and what it shows on top; an element that disappears plays the written
/// stops backwards.
struct KeyframeSchedule: Sendable {
    /// One stop, as played.
    struct Stop: Sendable {
        /// When, as a fraction of the span.
        var time: Double
        /// How far along the played path: 0 its start, 1 its end.
        var along: Double
        /// What the element shows on top of the path.
        var modifiers: ResolvedModifiers
    }

    /// The played stops, the first at time 0.
    var stops: [Stop]
    /// The curve of each segment, from `stops[k]` to `stops[k + 1]`; `nil` is the element's own timing.
    var curves: [TransitionCurve?]
    /// The element's own width, in points: what a stop's corner radius given as a fraction of the width is taken of.
    var width: CGFloat

    /// The schedule of `keyframes` for an element `width` points wide that appears or disappears, their modifiers
    /// resolved under `conditions`.
    init(_ keyframes: [ElementKeyframe], appearing: Bool, conditions: Set<ElementCondition>, width: CGFloat) {
        self.width = width
        var written = [Stop(time: 0, along: 0, modifiers: ResolvedModifiers())]
        for keyframe in keyframes {
            var modifiers = ResolvedModifiers()
            modifiers.apply(keyframe.modifiers, conditions: conditions)
            written.append(Stop(time: keyframe.time, along: Double(keyframe.progress), modifiers: modifiers))
        }
        if appearing {
            stops = written
            curves = keyframes.map(\.timing)
        } else {
            stops = written.reversed().map { Stop(time: 1 - $0.time, along: 1 - $0.along, modifiers: $0.modifiers) }
            curves = keyframes.map(\.timing).reversed()
        }
    }

    /// Whether a stop changes the transform, the opacity, the corners, or moves the position.
    private func uses(_ property: AnimatableProperty, movesPosition: Bool) -> Bool {
        stops.contains { stop in
            let modifiers = stop.modifiers
            switch property {
            case .transform: return modifiers.changesTransform
            case .opacity: return modifiers.opacity != nil
            case .cornerRadii: return modifiers.cornerRadius != nil
            case .position: return movesPosition && modifiers.translate != nil
            default: return false
            }
        }
    }

    /// The path's motions split into phases over `span` (in seconds).
    ///
    /// - Parameters:
    ///   - path: The motions of the element's path, over 0…1 of it.
    ///   - subject: The target the stops' modifiers change (the element, or its ghost); other targets (a ghost's
    ///     snapshots) only follow the path.
    ///   - defaults: The subject's value of each property the stops change but the path leaves alone; a hold
    ///     motion of it is split too.
    ///   - movesPosition: Whether a stop's x-y translation moves the subject's position (a ghost, a lifted
    ///     element) rather than its transform (an element in place).
    ///   - span: The element's span, in seconds.
    ///   - timing: The element's own timing, for segments without a curve of their own.
    func motions(
        _ path: [Motion],
        subject: TransitionTarget,
        defaults: [AnimatableProperty: AnimatableValue],
        movesPosition: Bool,
        span: ClosedRange<Double>,
        timing: TimingParameters
    ) throws(PlanningError) -> [Motion] {
        var path = path
        let present = Set(path.filter { $0.target == subject }.map(\.property))
        for property in [AnimatableProperty.position, .transform, .opacity, .cornerRadii]
        where !present.contains(property) && uses(property, movesPosition: movesPosition) {
            if let value = defaults[property] { path.append(Motion(subject, property, holding: value)) }
        }
        let length = span.upperBound - span.lowerBound
        var timings: [TimingParameters] = []
        for (index, curve) in curves.enumerated() {
            let seconds = (stops[index + 1].time - stops[index].time) * length
            if let curve, seconds > 0 {
                timings.append(try curve.resolved(duration: seconds).timing)
            } else {
                timings.append(timing)
            }
        }
        var result: [Motion] = []
        for motion in path {
            let isSubject = motion.target == subject
            for index in timings.indices {
                let (start, end) = (stops[index], stops[index + 1])
                let segment = (span.lowerBound + start.time * length)...(span.lowerBound + end.time * length)
                let shape = Self.shape(
                    of: motion, from: start, to: end, modifies: isSubject, movesPosition: movesPosition, width: width)
                result.append(
                    Motion(
                        target: motion.target, property: motion.property, span: segment, shape: shape,
                        timing: timings[index]))
            }
        }
        return result
    }

    /// The shape of `motion` between two stops: a straight change between the two stops' looks when the motion is
    /// one and both stops lie on it, else a path that follows the motion's progress and blends the two stops'
    /// modifiers.
    private static func shape(
        of motion: Motion,
        from start: Stop,
        to end: Stop,
        modifies: Bool,
        movesPosition: Bool,
        width: CGFloat
    ) -> Motion.Shape {
        let property = motion.property
        @Sendable func look(_ value: AnimatableValue, _ stop: Stop) -> AnimatableValue {
            modifies
                ? Self.modified(value, property, by: stop.modifiers, movesPosition: movesPosition, width: width) : value
        }
        let lower = motion.span.lowerBound
        let upper = motion.span.upperBound
        let onMotion = [start.along, end.along].allSatisfy { $0 >= lower && $0 <= upper }
        if case .change = motion.shape, onMotion, let a = value(of: motion, at: start.along),
            let b = value(of: motion, at: end.along)
        {
            return .change(from: look(a, start), to: look(b, end))
        }
        let (from, to) = (start.along, end.along)
        return .path { progress in
            let along = from + (to - from) * progress
            guard let value = Self.value(of: motion, at: along) else { return .scalar(0) }
            let (a, b) = (look(value, start), look(value, end))
            return a.interpolated(to: b, fraction: progress) ?? value
        }
    }

    /// The value of `motion` `along` of the way through the path (its span a part of 0…1), uneased.
    private static func value(of motion: Motion, at along: Double) -> AnimatableValue? {
        let (lower, upper) = (motion.span.lowerBound, motion.span.upperBound)
        var local = upper > lower ? (along - lower) / (upper - lower) : (along >= upper ? 1 : 0)
        if along >= 0, along <= 1 { local = min(max(local, 0), 1) }
        return motion.value(atProgress: local, timing: .linear)
    }

    /// `value` of `property` with a stop's modifiers on top.
    private static func modified(
        _ value: AnimatableValue,
        _ property: AnimatableProperty,
        by modifiers: ResolvedModifiers,
        movesPosition: Bool,
        width: CGFloat
    ) -> AnimatableValue {
        switch (property, value) {
        case (.transform, .transform(let transform)) where modifiers.changesTransform:
            return .transform(modifiers.awayTransform(from: transform, translatingXY: !movesPosition))
        case (.opacity, .scalar(let opacity)):
            return .scalar(opacity * (modifiers.opacity ?? 1))
        case (.cornerRadii, _):
            return modifiers.cornerRadius.map { .cornerRadii(.uniform($0.radius(forWidth: width))) } ?? value
        case (.position, .point(let point)) where movesPosition:
            guard let offset = modifiers.translate else { return value }
            return .point(CGPoint(x: point.x + offset.x, y: point.y + offset.y))
        default:
            return value
        }
    }
}
