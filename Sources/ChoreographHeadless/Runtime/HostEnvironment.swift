import Foundation

/// The environment a headless run happens in: its clock, its diagnostics and its trace of controller calls.
///
/// UIKit's static entry points (`UIView.animate`) act on the app's one main run loop; the headless host's act on
/// ``current``. Tests and previews install a fresh host with a ``ManualClock`` at the start of each run, so runs
/// never share time or diagnostics.
///
/// ``current`` is one value for the whole process. Swift Testing runs tests in parallel, and a test on the main actor
/// runs uninterrupted only until its next `await`: while it waits, another test may install its own host, and the
/// static entry points it calls afterwards act on that host. Keep a test's host work free of suspension points; a
/// test that has to wait belongs in a suite marked `.serialized`, and sets `HostEnvironment.current = host` again
/// after each `await`, since tests of other suites may still run meanwhile ("Testing your transitions" in
/// ChoreographTesting shows one).
///
/// ```swift
/// let clock = ManualClock()
/// let host = HostEnvironment.install(clock: clock)
/// ```
@MainActor
public final class HostEnvironment {
    /// The host that static entry points use, one for the whole process (see the type's discussion of async tests).
    /// Default: a host on a fresh ``ManualClock`` at time 0.
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
    public internal(set) var animationLog: [AnimationRecord] {
        get { log.allRecords() }
        set { log = AnimationLog(records: newValue) }
    }
    /// The records behind ``animationLog``, kept compactly until it is read.
    var log = AnimationLog()
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
    /// The windows made on this host, without keeping them alive: each is laid out before every frame.
    ///
    /// Held without weak references: a weakly referenced object keeps its reference counts in a side table, which
    /// makes every retain and release of it take the runtime's slow path. A window never outlives its place here: it
    /// takes itself off when it goes away (``forget(_:)``, from its `deinit`, on the main thread as UIKit's windows
    /// go away), and it keeps this host alive until then (``Window/host``).
    nonisolated(unsafe) private var windows: [HostedWindow] = []
    /// How many windows were ever made on this host: the number of the next one's ``HostedWindow/serial``.
    private var windowsMade = 0
    /// The clock observer that runs the layout pass, once the first window exists.
    private var layoutObserver: ClockToken?
    /// What the layout observer's closure holds to reach this host: the clock keeps the closure, and the host keeps
    /// the clock, so the closure must not keep the host. It holds this link, which the host clears as it goes away,
    /// rather than a weak reference to the host: a weakly referenced object keeps its reference counts in a side
    /// table, which makes every retain and release of it take the runtime's slow path, and the host is read at every
    /// change of a view's opacity or transform.
    private var layoutLink: HostLink?

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
    ///
    /// A window is on the host's list until `Window`'s own `deinit` runs: a subclass's `deinit` and its stored
    /// properties go before that, so they must not run a layout pass (nor move the host's clock), which would reach
    /// the window they are tearing down.
    public func runLayoutPass() {
        guard Self.layoutMarks != marksAtLastPass else { return }
        marksAtLastPass = Self.layoutMarks
        // The windows there when the pass begins, in the order they were made: one made during the pass (numbered
        // after `newest`) waits for the next, and one that goes away during the pass (taking itself off the list) is
        // skipped. The list stays in the order of the windows' numbers, so one walk finds each window's successor
        // where the previous one was, a step back for each window that went away before it meanwhile.
        let newest = windowsMade
        var laidOut = 0
        var index = 0
        while index < windows.count {
            let entry = windows[index]
            guard entry.serial <= newest else { break }
            entry.window.takeUnretainedValue().layoutIfNeeded()
            laidOut = entry.serial
            index = Self.index(after: laidOut, in: windows, from: index)
        }
    }

    /// The place in `list` (ordered by number) of the first window numbered after `serial`, searched from `start`:
    /// back while the window before is numbered after `serial` (windows before `start` went away), then forward.
    private static func index(after serial: Int, in list: [HostedWindow], from start: Int) -> Int {
        var index = min(start, list.count)
        while index > 0, list[index - 1].serial > serial { index -= 1 }
        while index < list.count, list[index].serial <= serial { index += 1 }
        return index
    }

    /// Adds `window` to the windows laid out before every frame.
    func register(_ window: Window) {
        windowsMade += 1
        windows.append(HostedWindow(window: Unmanaged.passUnretained(window), serial: windowsMade))
        guard layoutObserver == nil else { return }
        let link = HostLink(host: self)
        layoutLink = link
        layoutObserver = clock.observeTime { _ in link.host?.runLayoutPass() }
    }

    /// Takes a window that is going away off the windows laid out before every frame; called from its `deinit`, on
    /// the main thread (checked in debug builds): the list has no lock.
    nonisolated func forget(_ window: Unmanaged<Window>) {
        let address = window.toOpaque()
        for index in windows.indices where windows[index].window.toOpaque() == address {
            windows.remove(at: index)
            return
        }
    }

    /// A host going away (on the main thread, as it is made and used there) is no longer reached by its clock's layout
    /// observer, which a clock that outlives it still calls.
    deinit {
        #if DEBUG
            MainActor.preconditionIsolated("a host goes away on the main thread")
        #endif
        layoutLink?.host = nil
    }

    /// Creates a host on `clock`, makes it ``current`` and returns it.
    @discardableResult
    public static func install(clock: any Clock) -> HostEnvironment {
        let host = HostEnvironment(clock: clock)
        current = host
        return host
    }
}

/// A window the host lays out, without keeping it alive (see ``HostEnvironment/windows``), and the number of its
/// registration: a window made during a layout pass at the address of one that went away is told from it.
private struct HostedWindow {
    let window: Unmanaged<Window>
    let serial: Int
}

/// The way a clock's layout observer reaches its host (``HostEnvironment/register(_:)``), without keeping it alive:
/// the host clears it as it goes away, so reading it afterwards gives `nil`, as a weak reference would.
private final class HostLink: Sendable {
    nonisolated(unsafe) unowned(unsafe) var host: HostEnvironment?

    init(host: HostEnvironment) {
        self.host = host
    }
}
