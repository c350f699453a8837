import Foundation

/// The calls a host made into controllers and their delegates, in order: lifecycle and appearance callbacks,
/// containment calls, delegate calls.
///
/// Controllers record the callbacks the host makes into them here — lifecycle, appearance, layout and size
/// callbacks, and the containment calls ``ViewController/addChild(_:)``, ``ViewController/removeFromParent()`` and the
/// containers make — before the callback runs, whether or not an override calls `super`. Calls an app makes directly
/// (a custom container calling `didMove(toParent:)`) are not host calls and are not recorded. Tests assert the order
/// UIKit promises:
///
/// ```swift
/// #expect(HostEnvironment.current.trace.lines.contains("vc2.viewWillAppear(animated: true)"))
/// ```
@MainActor
public final class TraceLog {
    /// Every entry recorded so far, oldest first.
    public private(set) var entries: [TraceEntry] = []
    private let clock: any Clock

    /// Creates an empty trace that stamps entries with `clock`'s time.
    public init(clock: any Clock) {
        self.clock = clock
    }

    /// Records that `event` happened to `subject`, stamped with the current time.
    public func record(_ subject: String, _ event: String) {
        entries.append(TraceEntry(time: clock.now, subject: subject, event: event))
    }

    /// Every entry's ``TraceEntry/line`` (`subject.event`), in order.
    public var lines: [String] {
        entries.map(\.line)
    }

    /// The lines of the entries whose event starts with one of `prefixes`, in order.
    ///
    /// `lines(matching: "viewWill", "viewDid")` keeps the appearance and layout callbacks.
    public func lines(matching prefixes: String...) -> [String] {
        entries.filter { entry in prefixes.contains { entry.event.hasPrefix($0) } }.map(\.line)
    }

    /// The events recorded for `subject`, in order.
    public func events(of subject: String) -> [String] {
        entries.filter { $0.subject == subject }.map(\.event)
    }

    /// Removes every entry.
    public func removeAll() {
        entries.removeAll()
    }
}
