extension TransitionValidator {
    /// One way of running an operation.
    public enum Mode: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// Animated, running by itself to the end.
        case animated
        /// Without animation (`animated: false`); only for a ``NonAnimatedScenario``.
        case notAnimated
        /// Animated and interactive: dragged to ``TransitionValidator/interactiveProgress`` one frame at a time, then
        /// finished. The delegate's own interaction controller is driven when it vends one; otherwise the validator
        /// lends a ``PercentDrivenInteractiveTransition``, as an app's gesture would drive the animator.
        case interactiveFinished
        /// As ``interactiveFinished``, but cancelled at the end of the drag: the transition must put everything back.
        case interactiveCancelled
        /// Animated, running by itself, then grabbed half way (paused, as a finger landing on a moving view does),
        /// held for a few frames, nudged back and let go to finish. Only an interruptible animator can be grabbed; any
        /// other runs on to the end, as in UIKit.
        case interrupted
        /// Animated, with the window resized half way (``TransitionValidator/resizedSize``).
        case sizeChange

        /// The mode's name in words, for example `interactive cancelled`.
        public var description: String {
            switch self {
            case .animated: "animated"
            case .notAnimated: "not animated"
            case .interactiveFinished: "interactive finished"
            case .interactiveCancelled: "interactive cancelled"
            case .interrupted: "interrupted"
            case .sizeChange: "size change"
            }
        }
    }

    /// What validating one operation in one mode found.
    public struct Result: Hashable, Sendable {
        /// The scenario's name (``Scenario/name``).
        public var scenario: String
        /// The operation run.
        public var operation: ScenarioOperation
        /// How it was run.
        public var mode: Mode
        /// What went wrong, in the order it was found; empty when the run was clean.
        public var violations: [TransitionViolation]

        /// Creates a result.
        public init(scenario: String, operation: ScenarioOperation, mode: Mode, violations: [TransitionViolation]) {
            self.scenario = scenario
            self.operation = operation
            self.mode = mode
            self.violations = violations
        }
    }
}
