import ChoreographHeadless
import Foundation

/// One animation started during a recorded run, as the player lists it: view, property, from → to, timing and
/// times, already written as text.
public struct RecordedAnimation: Hashable, Sendable {
    /// The animated view's name (``/ChoreographHeadless/View/recordName``).
    public var view: String
    /// The property's name, for example `position`.
    public var property: String
    /// The start value, for example `(10, 20)`.
    public var from: String
    /// The end value.
    public var to: String
    /// The timing, for example `easeInOut` or `spring(damping 0.4, 1 s)`.
    public var timing: String
    /// Seconds after the run started at which the animation was started.
    public var start: TimeInterval
    /// Seconds between the start and the moment the value starts moving.
    public var delay: TimeInterval
    /// Seconds the value moves for.
    public var duration: TimeInterval

    /// Creates a listed animation from a host record, with `start` measured from `runStart`.
    public init(_ record: AnimationRecord, runStart: TimeInterval) {
        view = record.view
        property = record.property.name
        from = record.from.previewText
        to = record.to.previewText
        timing = record.timing.previewText
        start = record.startTime - runStart
        delay = record.delay
        duration = record.duration
    }
}
