import Foundation

/// The environment a headless run happens in: its clock, its diagnostics and its trace of controller calls.
///
/// UIKit's static entry points (`UIView.animate`) act on the app's one main run loop; the headless host's act on
/// ``current``. Tests and previews install a fresh host with a ``ManualClock`` at the start of each run, so runs
/// never share time or diagnostics.
///
/// ```swift
/// let clock = ManualClock()
/// let host = HostEnvironment.install(clock: clock)
/// ```
@MainActor
public final class HostEnvironment {
    /// The host that static entry points use. Default: a host on a fresh ``ManualClock`` at time 0.
    public static var current = HostEnvironment(clock: ManualClock())

    /// The clock every animation, display link and gesture of this host runs on.
    public let clock: any Clock
    /// What the host noticed: programmer errors, contract violations and fallbacks.
    public let diagnostics: DiagnosticLog
    /// The transitions running now, oldest first.
    var runningTransitions: [TransitionRun] = []
    /// Every property animation started on this host, in order (see ``AnimationRecord``).
    public internal(set) var animationLog: [AnimationRecord] = []
    /// The clock new animations run on: ``clock``, except while a transition sets up animations it will scrub
    /// (see ``withAnimationClock(_:_:)``).
    public private(set) var animationClock: any Clock
    /// The calls made into controllers and their delegates, in order (``TraceLog``).
    public let trace: TraceLog

    /// Creates a host on `clock`.
    public init(clock: any Clock) {
        self.clock = clock
        animationClock = clock
        diagnostics = DiagnosticLog(clock: clock)
        trace = TraceLog(clock: clock)
    }

    /// Runs `body` with `clock` as the ``animationClock``, so that the animations it starts run on that clock.
    public func withAnimationClock<Result>(_ clock: any Clock, _ body: () -> Result) -> Result {
        let outer = animationClock
        animationClock = clock
        defer { animationClock = outer }
        return body()
    }

    /// Creates a host on `clock`, makes it ``current`` and returns it.
    @discardableResult
    public static func install(clock: any Clock) -> HostEnvironment {
        let host = HostEnvironment(clock: clock)
        current = host
        return host
    }
}
