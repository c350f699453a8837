import Foundation

/// An event that carries touches, shaped like `UIEvent`: what hit testing receives as its `with` argument.
///
/// The host hit-tests with a touch event whose ``timestamp`` is the clock's time at touch-down; code that calls
/// ``View/hitTest(_:with:)`` itself may pass `nil`, as in UIKit.
@MainActor
public final class Event {
    /// The kind of an event, as `UIEvent.EventType`.
    public enum EventType: Hashable, Sendable {
        /// Fingers on the screen.
        case touches
    }

    /// The kind of event. Default ``EventType/touches``.
    public let type: EventType
    /// When the event happened, in the clock's seconds. Default 0.
    public let timestamp: TimeInterval

    /// Creates an event of `type` (default ``EventType/touches``) at `timestamp` (default 0).
    public init(type: EventType = .touches, timestamp: TimeInterval = 0) {
        self.type = type
        self.timestamp = timestamp
    }
}
