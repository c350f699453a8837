import Foundation

/// The diagnostics a host has reported, in order.
@MainActor
public final class DiagnosticLog {
    /// Every diagnostic reported so far, oldest first.
    public private(set) var entries: [Diagnostic] = []
    private let clock: any Clock

    /// Creates an empty log that stamps entries with `clock`'s time.
    public init(clock: any Clock) {
        self.clock = clock
    }

    /// Records a diagnostic stamped with the current time.
    public func report(_ code: String, _ severity: Diagnostic.Severity, _ message: String) {
        entries.append(Diagnostic(code: code, severity: severity, message: message, time: clock.now))
    }

    /// The codes of every entry, in order: handy in test expectations.
    public var codes: [String] { entries.map(\.code) }

    /// Removes every entry.
    public func removeAll() {
        entries.removeAll()
    }
}
