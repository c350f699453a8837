import Foundation

/// The source of time for everything that moves in the headless host: animations, display links, gesture samples.
///
/// Nothing in the host reads the wall clock. Tests and previews use a ``ManualClock`` and advance it by hand, so a run
/// is the same every time.
@MainActor
public protocol Clock: AnyObject {
    /// The current time in seconds.
    var now: TimeInterval { get }

    /// Runs `action` once when the clock reaches `time` (at once, at the next advance, when `time` has passed).
    /// Actions due at the same time run in the order they were scheduled.
    @discardableResult
    func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ClockToken

    /// Calls `observer` with the new time every time the clock moves, before the actions due at that time run.
    /// Observers are told in the order they were added; one added while the clock tells its observers is first told
    /// at the next move.
    @discardableResult
    func observeTime(_ observer: @escaping @MainActor (TimeInterval) -> Void) -> ClockToken

    /// Cancels a scheduled action or removes a time observer; unknown or spent tokens are ignored.
    func cancel(_ token: ClockToken)
}

/// Identifies an action scheduled on a ``Clock`` or a time observer, so that it can be cancelled.
public struct ClockToken: Hashable, Sendable {
    /// A number unique within the clock that made the token.
    public let id: Int

    /// Creates a token with an identifier; clocks make their own.
    public init(id: Int) {
        self.id = id
    }
}
