import Choreograph
import Foundation

/// One property animation the host started: what moved, from what to what, and with which timing.
///
/// The host keeps these in ``HostEnvironment/animationLog`` so that previews can list the animations of a run and
/// tests can check them.
public struct AnimationRecord: Hashable, Sendable {
    /// The animated view's identifier, or what it is a snapshot of (`"snapshot of x"`), or `"unnamed"`.
    public var view: String
    /// The animated property.
    public var property: AnimatableProperty
    /// The value at the start.
    public var from: AnimatableValue
    /// The value at the end.
    public var to: AnimatableValue
    /// The timing, for example a curve or a spring.
    public var timing: TimingParameters
    /// The host time the animation was started at, in seconds.
    public var startTime: TimeInterval
    /// Seconds between the start and the moment the value starts moving.
    public var delay: TimeInterval
    /// Seconds the value moves for (for a property animator, its duration).
    public var duration: TimeInterval

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
        self.view = view
        self.property = property
        self.from = from
        self.to = to
        self.timing = timing
        self.startTime = startTime
        self.delay = delay
        self.duration = duration
    }
}

extension View {
    /// How the view is named in records and traces: its identifier, what it is a snapshot of, or `"unnamed"`.
    public var recordName: String {
        identifier ?? snapshotOf.map { "snapshot of \($0)" } ?? "unnamed"
    }
}
