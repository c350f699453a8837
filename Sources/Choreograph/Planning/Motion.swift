import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How one property of one target changes during part of a transition: the building block of a
/// ``TransitionEffect``.
///
/// A motion runs over a ``span`` of the transition, given as fractions of its duration (0…1 is all of it). Over its
/// span it goes from one value to another — or along a path — following the transition's timing, which is applied
/// to the span on its own: a motion over 0.5…1 of a 0.4 s ease-in-out transition eases in and out over the last
/// 0.2 s. Before its span a motion holds its first value, after it its last.
///
/// An effect may give several motions for the same target and property, as long as their spans do not overlap;
/// the planner joins them into one track, holding each end value until the next motion starts and stepping when
/// the next one starts elsewhere.
public struct Motion: Sendable {
    /// The target the motion animates.
    public var target: TransitionTarget
    /// The property the motion animates.
    public var property: AnimatableProperty
    /// The part of the transition the motion runs over, as fractions of its duration; inside 0…1.
    public var span: ClosedRange<Double>

    /// The motion's shape and timing, kept compactly (see ``Storage``); read them as ``shape`` and ``timing``.
    var storage: Storage

    /// Whether the motion holds, at both ends, the value a new view starts with, so that the planner may leave it
    /// out of the timeline: a matched ghost's such motions (``MatchedMorph/addGhostMotions(_:from:to:to:)``) are
    /// marked when they are made from the properties its output keeps (``NewViewHolds``). Combining and element rules
    /// see a marked motion as any other; a motion made from one (composed, retimed, keyframed, reversed) is not
    /// marked, and the planner's track assembly leaves out the track of a motion still marked (``TrackAssembly``).
    /// Default `false`.
    var holdsNewViewValue = false

    /// How a motion's value follows its eased progress.
    enum Shape: Sendable {
        /// From one value to another, interpolated as the timeline interpolates (exact, two keyframes).
        case change(from: AnimatableValue, to: AnimatableValue)
        /// Along a path: the value at each eased progress, sampled into keyframes.
        case path(@Sendable (Double) -> AnimatableValue)
        /// Along a path that runs straight from one value to the other while progress stays inside 0…1 (it may
        /// bend outside it): planned as a change (two keyframes) under a timing whose progress never leaves 0…1,
        /// sampled as a path otherwise. `from` and `to` are the path's values at 0 and 1.
        case line(from: AnimatableValue, to: AnimatableValue, path: @Sendable (Double) -> AnimatableValue)
        /// Two joined motions of two combined effects, composed at every sample.
        case composite(MotionComposite)
    }

    /// Creates a motion from one value to another over part of the transition.
    ///
    /// - Parameters:
    ///   - target: The animated target.
    ///   - property: The animated property; both values must have its kind.
    ///   - from: The value at the start of the span.
    ///   - to: The value at the end of the span.
    ///   - span: The part of the transition, as fractions of its duration, inside 0…1. Default `0...1`.
    public init(
        _ target: TransitionTarget,
        _ property: AnimatableProperty,
        from: AnimatableValue,
        to: AnimatableValue,
        during span: ClosedRange<Double> = 0...1
    ) {
        let values = MotionValues(from, to)
        self.init(
            target: target, property: property, span: span,
            storage: values.map(Storage.change) ?? .boxed(Box(shape: .change(from: from, to: to), timing: nil)))
    }

    /// Creates a motion that holds one value for the whole transition.
    ///
    /// - Parameters:
    ///   - target: The target.
    ///   - property: The property; the value must have its kind.
    ///   - value: The value held.
    public init(_ target: TransitionTarget, _ property: AnimatableProperty, holding value: AnimatableValue) {
        self.init(target, property, from: value, to: value)
    }

    /// Creates a motion along a path that a straight interpolation cannot follow (an arc, a turn about an axis
    /// away from the view).
    ///
    /// The planner samples the path at ``TransitionDefaults/pathSampleCount`` evenly spaced moments of the span:
    /// at each it computes the eased progress p and takes `path(p)`; the timeline interpolates between samples.
    /// `path` gets progress outside 0…1 when a spring overshoots.
    ///
    /// - Parameters:
    ///   - target: The animated target.
    ///   - property: The animated property; every value of the path must have its kind.
    ///   - span: The part of the transition, inside 0…1. Default `0...1`.
    ///   - path: The value at each eased progress; 0 is the start and 1 the end.
    public init(
        _ target: TransitionTarget,
        _ property: AnimatableProperty,
        during span: ClosedRange<Double> = 0...1,
        path: @escaping @Sendable (Double) -> AnimatableValue
    ) {
        self.init(target: target, property: property, span: span, storage: .path(path))
    }

    init(
        target: TransitionTarget,
        property: AnimatableProperty,
        span: ClosedRange<Double>,
        shape: Shape,
        timing: TimingParameters? = nil
    ) {
        self.init(target: target, property: property, span: span, storage: Self.storage(shape, timing: timing))
    }

    /// A motion under the plan's timing from one value to another, both given by their numbers; marked as holding a
    /// new view's value when `holdsNewViewValue` (default `false`).
    init(
        target: TransitionTarget, property: AnimatableProperty, span: ClosedRange<Double> = 0...1, values: MotionValues,
        holdsNewViewValue: Bool = false
    ) {
        self.init(target: target, property: property, span: span, storage: .change(values))
        self.holdsNewViewValue = holdsNewViewValue
    }

    /// A motion under the plan's timing along `path`, which runs straight from one value to the other (see
    /// ``Shape/line(from:to:path:)``), the two given by their numbers.
    init(
        target: TransitionTarget,
        property: AnimatableProperty,
        line values: MotionValues,
        path: @escaping @Sendable (Double) -> AnimatableValue
    ) {
        self.init(target: target, property: property, span: 0...1, storage: .line(values, path: path))
    }

    /// A motion under the plan's timing along a matched snapshot's `line` (see ``Storage/snapshotLine(_:)``).
    init(target: TransitionTarget, property: AnimatableProperty, snapshotLine line: MatchedMorph.SnapshotLine) {
        self.init(target: target, property: property, span: 0...1, storage: .snapshotLine(line))
    }

    /// A motion kept as `storage`.
    init(target: TransitionTarget, property: AnimatableProperty, span: ClosedRange<Double>, storage: Storage) {
        self.target = target
        self.property = property
        self.span = span
        self.storage = storage
    }

    /// The value at eased progress `progress` through the span (for a composite, `progress` is the time fraction
    /// of the transition and `timing` eases its parts).
    func value(atProgress progress: Double, timing: TimingParameters) -> AnimatableValue? {
        if case .snapshotLine(let line) = storage { return line.value(progress) }
        return switch shape {
        case .change(let from, let to): from.interpolated(to: to, fraction: progress)
        case .path(let path), .line(_, _, let path): path(progress)
        case .composite(let composite): composite.value(atTime: progress, timing: timing)
        }
    }

    /// The value at the start of the span.
    func startValue(timing: TimingParameters) -> AnimatableValue? {
        if case .snapshotLine(let line) = storage { return line.values.start }
        return switch shape {
        case .change(let from, _), .line(let from, _, _): from
        case .path(let path): path(0)
        case .composite(let composite): composite.value(atTime: span.lowerBound, timing: timing)
        }
    }

    /// The value at the end of the span.
    func endValue(timing: TimingParameters) -> AnimatableValue? {
        if case .snapshotLine(let line) = storage { return line.values.end }
        return switch shape {
        case .change(_, let to), .line(_, let to, _): to
        case .path(let path): path(1)
        case .composite(let composite): composite.value(atTime: span.upperBound, timing: timing)
        }
    }

    /// The same motion seen from the other side of the transition and played backwards in place: the screens trade
    /// places, the span is mirrored (t becomes 1 − t), and the values run from end to start under the same timing.
    var inverse: Motion {
        let mirrored = (1 - span.upperBound)...(1 - span.lowerBound)
        if case .change(let values) = storage {
            return Motion(target: target.swappingScreens, property: property, span: mirrored, values: values.reversed)
        }
        let inverted: Shape
        switch shape {
        case .change(let from, let to):
            inverted = .change(from: to, to: from)
        case .path(let path):
            inverted = .path { progress in path(1 - progress) }
        case .line(let from, let to, let path):
            inverted = .line(from: to, to: from) { progress in path(1 - progress) }
        case .composite(let composite):
            inverted = .composite(composite.inverse)
        }
        return Motion(
            target: target.swappingScreens, property: property, span: mirrored, shape: inverted, timing: timing)
    }

    /// The value if the motion holds one value throughout, else `nil`.
    var constantValue: AnimatableValue? {
        if case .change(let from, let to) = shape, from == to { return from }
        return nil
    }
}
