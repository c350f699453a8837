import Foundation

/// A runnable situation: a window with its controllers, and the operations it can perform — the unit that demos
/// provide and that previews, the validator and tests run on a manual clock.
///
/// A scenario builds its window when made, on ``HostEnvironment/current``. Performing an operation starts it (with
/// animation); the caller then advances the host clock to watch it run.
@MainActor
public protocol Scenario: AnyObject {
    /// The scenario's stable name, for example `"herbs-pop"`.
    var name: String { get }
    /// A one-line description for listings.
    var summary: String { get }
    /// The window the scenario runs in.
    var window: Window { get }
    /// The operations the scenario supports, the forward one first.
    var operations: [ScenarioOperation] { get }
    /// Starts `operation`; an operation the scenario does not support is reported as a diagnostic and ignored.
    func perform(_ operation: ScenarioOperation)
}

extension Scenario {
    /// The scenario's main operation: the first of ``operations``.
    public var forwardOperation: ScenarioOperation? { operations.first }
}

/// An operation a ``Scenario`` can perform.
public enum ScenarioOperation: String, Hashable, Sendable, CaseIterable {
    /// Present a controller modally.
    case present
    /// Dismiss the presented controller.
    case dismiss
    /// Push a controller onto a navigation stack.
    case push
    /// Pop the top controller of a navigation stack.
    case pop
    /// Select another tab.
    case selectTab
}
