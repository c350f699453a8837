import Choreograph
import Foundation

/// One property animation the host started: what moved, from what to what, and with which timing.
///
/// The host keeps these in ``HostEnvironment/animationLog`` so that previews can list the animations of a run and
/// tests can check them. A record keeps its two values where the block that started the animation keeps them, shared
/// with the block's other records and animations; it compares, hashes and prints as its values.
public struct AnimationRecord: Hashable, Sendable {
    /// The animated view's identifier, or what it is a snapshot of (`"snapshot of x"`), or `"unnamed"`.
    public var view: String
    /// The animated property.
    public var property: AnimatableProperty
    // The two values are kept as where they are (``ValueSlots``, 12 bytes) and what keeps them, apart rather than as
    // one ``ValuePair``: the slots then fit beside ``property``'s last byte, and a record takes 64 bytes, not 72.
    /// Where the value at the start and the value at the end are in ``valueStore``.
    private var slots: ValueSlots
    /// What keeps the two values, shared with the block's other records and animations.
    private var valueStore: AnimationValues
    /// The timing, start time, delay and duration, shared with the block's other records that have the same: a
    /// record then takes 64 bytes, not 88.
    private(set) var times: RecordTimes

    /// The timing as it is kept, shared with the block's animations.
    var sharedTiming: SharedTiming { times.timing }

    /// The host time the animation was started at, in seconds.
    public var startTime: TimeInterval {
        get { times.startTime }
        set { times = RecordTimes(timing: times.timing, startTime: newValue, delay: delay, duration: duration) }
    }
    /// Seconds between the start and the moment the value starts moving.
    public var delay: TimeInterval {
        get { times.delay }
        set { times = RecordTimes(timing: times.timing, startTime: startTime, delay: newValue, duration: duration) }
    }
    /// Seconds the value moves for (for a property animator, its duration).
    public var duration: TimeInterval {
        get { times.duration }
        set { times = RecordTimes(timing: times.timing, startTime: startTime, delay: delay, duration: newValue) }
    }

    /// The timing, for example a curve or a spring.
    public var timing: TimingParameters {
        get { times.timing.timing }
        set {
            times = RecordTimes(timing: SharedTiming(newValue), startTime: startTime, delay: delay, duration: duration)
        }
    }

    /// The value at the start and the value at the end.
    var values: ValuePair {
        get { ValuePair(values: valueStore, slots: slots) }
        set {
            valueStore = newValue.values
            slots = newValue.slots
        }
    }

    /// The value at the start.
    public var from: AnimatableValue {
        get { values.from }
        set { values = ValuePair(from: newValue, to: to) }
    }

    /// The value at the end.
    public var to: AnimatableValue {
        get { values.to }
        set { values = ValuePair(from: from, to: newValue) }
    }

    /// Creates a record.
    public init(
        view: String,
        property: AnimatableProperty,
        from: AnimatableValue,
        to: AnimatableValue,
        timing: TimingParameters,
        startTime: TimeInterval,
        delay: TimeInterval,
        duration: TimeInterval
    ) {
        self.init(
            view: view, property: property, values: ValuePair(from: from, to: to),
            times: RecordTimes(timing: SharedTiming(timing), startTime: startTime, delay: delay, duration: duration))
    }

    /// Creates a record of values kept in `values`, with a timing and times kept in `times`.
    init(view: String, property: AnimatableProperty, values: ValuePair, times: RecordTimes) {
        self.view = view
        self.property = property
        slots = values.slots
        valueStore = values.values
        self.times = times
    }

    /// Whether the two records are equal field by field, their values compared as values.
    public static func == (lhs: AnimationRecord, rhs: AnimationRecord) -> Bool {
        lhs.view == rhs.view && lhs.property == rhs.property && lhs.from == rhs.from && lhs.to == rhs.to
            && lhs.timing == rhs.timing && lhs.startTime == rhs.startTime && lhs.delay == rhs.delay
            && lhs.duration == rhs.duration
    }

    /// Hashes every field in order, the values as values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(view)
        hasher.combine(property)
        hasher.combine(from)
        hasher.combine(to)
        hasher.combine(timing)
        hasher.combine(startTime)
        hasher.combine(delay)
        hasher.combine(duration)
    }
}

extension AnimationRecord: CustomReflectable {
    /// The record's fields in order, its values as values: a record prints as
    /// `AnimationRecord(view: …, property: …, from: …, to: …, timing: …, startTime: …, delay: …, duration: …)`.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "view": view, "property": property, "from": from, "to": to, "timing": timing,
                "startTime": startTime, "delay": delay, "duration": duration,
            ],
            displayStyle: .struct)
    }
}

extension View {
    /// How the view is named in records and traces: its identifier, what it is a snapshot of, or `"unnamed"`.
    public var recordName: String {
        identifier ?? snapshotOf.map { "snapshot of \($0)" } ?? "unnamed"
    }
}
