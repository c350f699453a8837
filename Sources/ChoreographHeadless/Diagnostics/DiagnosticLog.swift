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

    /// Records a diagnostic stamped with the current time; its severity is the code's.
    public func report(_ code: Diagnostic.Code, _ message: String) {
        entries.append(Diagnostic(code: code, message: message, time: clock.now))
    }

    /// The codes of every entry, in order: handy in test expectations, where they are compared as typed values
    /// (`#expect(host.diagnostics.codes == [.neverCompleted])`).
    public var codes: [Diagnostic.Code] { entries.map(\.code) }

    /// Removes every entry.
    public func removeAll() {
        entries.removeAll()
    }
}
