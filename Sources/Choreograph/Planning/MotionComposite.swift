import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Internal API

/// The motions two combined effects give the same target and property, composed: opacities multiply, transforms
/// concatenate (the first effect's, then the second's). The planner samples the composition over the span of both.
struct MotionComposite: Sendable {
    /// How the two values combine.
    enum Rule: Sendable {
        /// Scalars multiply (opacity).
        case multiply
        /// Transforms concatenate: the first's, then the second's.
        case concatenate
    }

    /// The first effect's motions for the property, in span order.
    var first: [Motion]
    /// The second effect's motions for the property, in span order.
    var second: [Motion]
    var rule: Rule

    /// The rule for a property both effects animate, or `nil` when the property does not compose.
    static func rule(for property: AnimatableProperty) -> Rule? {
        switch property {
        case .opacity: .multiply
        case .transform: .concatenate
        default: nil
        }
    }

    /// The composed value at `time`, a fraction of the transition's duration.
    func value(atTime time: Double, timing: TimingParameters) -> AnimatableValue? {
        guard let a = Self.value(of: first, atTime: time, timing: timing),
            let b = Self.value(of: second, atTime: time, timing: timing)
        else { return nil }
        switch (rule, a, b) {
        case (.multiply, .scalar(let x), .scalar(let y)): return .scalar(x * y)
        case (.concatenate, .transform(let x), .transform(let y)): return .transform(x.concatenating(y))
        default: return nil
        }
    }

    /// Both sides inverted (see ``Motion/inverse``).
    var inverse: MotionComposite {
        MotionComposite(
            first: first.map(\.inverse).sorted(by: Motion.spanOrder),
            second: second.map(\.inverse).sorted(by: Motion.spanOrder),
            rule: rule)
    }

    /// The value of a sequence of motions in span order at `time`: before the first, its start value; between
    /// two, the earlier one's end value; inside one, its value at the eased progress through its span.
    static func value(of motions: [Motion], atTime time: Double, timing: TimingParameters) -> AnimatableValue? {
        guard let firstMotion = motions.first else { return nil }
        if case .composite(let composite) = firstMotion.shape, motions.count == 1 {
            return composite.value(atTime: time, timing: timing)
        }
        guard let current = motions.last(where: { $0.span.lowerBound <= time }) else {
            return firstMotion.startValue(timing: timing)
        }
        if case .composite(let composite) = current.shape {
            return composite.value(atTime: min(time, current.span.upperBound), timing: timing)
        }
        let length = current.span.upperBound - current.span.lowerBound
        guard time < current.span.upperBound, length > 0 else { return current.endValue(timing: timing) }
        let local = (time - current.span.lowerBound) / length
        let eased = current.timing ?? timing
        return current.value(atProgress: eased.progress(at: local), timing: eased)
    }
}

extension Motion {
    /// Orders motions by the start of their span, then by its end.
    static func spanOrder(_ a: Motion, _ b: Motion) -> Bool {
        (a.span.lowerBound, a.span.upperBound) < (b.span.lowerBound, b.span.upperBound)
    }
}
