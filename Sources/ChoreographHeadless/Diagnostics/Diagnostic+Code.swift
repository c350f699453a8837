import Foundation

extension Diagnostic {
    /// What a diagnostic found: a stable dotted name (`area.finding`) and how serious it is.
    ///
    /// Every code is defined once, as a static member of this type (``neverCompleted``, ``popRoot``, …) or a static
    /// function for a family (``propertyAnimator(_:while:)``), and code everywhere — the host, tests, previews —
    /// names it through that member, never through its text. A test that expects a code to be absent therefore stops
    /// compiling when the code is renamed. Modules built on the host add their own codes in an extension:
    ///
    /// ```swift
    /// extension Diagnostic.Code {
    ///     static let cardMissing = Diagnostic.Code("myApp.cardMissing", .fallback)
    /// }
    /// ```
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The stable dotted name, for example `transition.neverCompleted`: what logs and JSON show.
        public let name: String
        /// How serious a finding with this code is.
        public let severity: Severity

        /// Creates a code. Define each code once, as a static member of `Diagnostic.Code`.
        public init(_ name: String, _ severity: Severity) {
            self.name = name
            self.severity = severity
        }

        /// The dotted ``name``.
        public var description: String { name }
    }
}
