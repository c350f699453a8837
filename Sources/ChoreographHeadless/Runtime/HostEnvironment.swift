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
    /// What the transition audits remember between transitions (<doc:TransitionAudit>).
    let auditBook = AuditBook()
    /// Every property animation started on this host, in order (see ``AnimationRecord``).
    public internal(set) var animationLog: [AnimationRecord] = []
    /// The clock new animations run on: ``clock``, except while a transition sets up animations it will scrub
    /// (see ``withAnimationClock(_:_:)``).
    public private(set) var animationClock: any Clock
    /// The calls made into controllers and their delegates, in order (``TraceLog``).
    public let trace: TraceLog
    /// The display this host draws on (``Screen/main``): windows made with `Window()` and view controllers' default
    /// views fill it. Default: 390 × 844 points at scale 3. Set it before building the screens that should use it.
    public lazy var screen = Screen()
    /// Whether the person prefers reduced motion, as `UIAccessibility.isReduceMotionEnabled`: every library transition
    /// (``TimelineAnimator``) then runs as a 0.2 s cross-fade, matched elements included
    /// (<doc:RunningTransitions#Reduce-Motion>). Default `false`.
    public var isReduceMotionEnabled = false
    /// How many times any view, on any host, has been marked as needing layout: a host's pass is skipped when no
    /// mark was made since its last one. Counted across hosts, because a view may be marked while another host is
    /// current.
    static var layoutMarks = 0
    /// ``layoutMarks`` when this host's last layout pass began.
    private var marksAtLastPass = -1
    /// The windows made on this host, held weakly: each is laid out before every frame.
    private var windows: [WeakWindow] = []
    /// The clock observer that runs the layout pass, once the first window exists.
    private var layoutObserver: ClockToken?

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

    // MARK: - Layout pass

    /// Runs the layout pass UIKit runs before it draws a frame: every window made on this host lays out the views
    /// that need it (``View/layoutIfNeeded()``), top down, with their controllers' and presentation controllers'
    /// callbacks.
    ///
    /// The host runs it every time its clock moves — after an advance has run the actions due, and before the
    /// actions due at each later time — so a view marked with ``View/setNeedsLayout()`` or resized is laid out by
    /// the next frame, as in UIKit. Call it to lay out at once without moving the clock.
    public func runLayoutPass() {
        guard Self.layoutMarks != marksAtLastPass else { return }
        marksAtLastPass = Self.layoutMarks
        windows.removeAll { $0.window == nil }
        for entry in windows {
            entry.window?.layoutIfNeeded()
        }
    }

    /// Adds `window` to the windows laid out before every frame.
    func register(_ window: Window) {
        windows.append(WeakWindow(window: window))
        guard layoutObserver == nil else { return }
        layoutObserver = clock.observeTime { [weak self] _ in self?.runLayoutPass() }
    }

    /// Creates a host on `clock`, makes it ``current`` and returns it.
    @discardableResult
    public static func install(clock: any Clock) -> HostEnvironment {
        let host = HostEnvironment(clock: clock)
        current = host
        return host
    }
}

/// A window the host lays out, without keeping it alive.
@MainActor
private struct WeakWindow {
    weak var window: Window?
}
