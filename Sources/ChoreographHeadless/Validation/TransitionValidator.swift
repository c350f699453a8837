import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Runs a scenario's transitions in every way an app can run them, on a ``ManualClock``, and returns what went wrong
/// as values: the host's diagnostics, and what only a finished run shows (<doc:ValidatingTransitions>).
///
/// Every operation of the scenario (``Scenario/operations``: present and dismiss, push and pop, a tab switch) is run
/// in each of ``modes``, each time on a fresh host with a fresh scenario: the operations before it are performed and
/// left to settle first (a dismissal needs a presentation), then the operation runs in the mode, the clock advances
/// one frame at a time until nothing moves, and the result lists every diagnostic the run's host reported since it
/// was installed (while the scenario was made, during the earlier operations and during the operation), followed by
/// the validator's own checks (``Diagnostic/Code/validationNeverSettled``,
/// ``Diagnostic/Code/validationShownViewNotVisible``).
///
/// Any transitioning, navigation controller or tab bar controller delegate is validated through the scenario that
/// hosts it — ``TransitioningDelegateScenario``, ``NavigationDelegateScenario``, ``TabBarDelegateScenario`` — and so
/// are the interaction and presentation controllers it vends:
///
/// ```swift
/// let violations = TransitionValidator().violations {
///     TransitioningDelegateScenario(delegate: CrossFadeDelegate())
/// }
/// #expect(violations.isEmpty)
/// ```
///
/// The validator installs its hosts as ``HostEnvironment/current`` while it runs and puts the previous one back when
/// it returns.
@MainActor
public struct TransitionValidator {
    /// The ways each operation is run. Default: every ``Mode``, in declaration order.
    public var modes: [Mode]
    /// Frames per second of the clock's steps, 1…1000. Default 60. A value outside the range reads as 60.
    public var framesPerSecond: Int
    /// The most virtual seconds an operation may take to settle, more than 0 and at most 600. Default 10. A value
    /// outside the range reads as 10.
    public var timeLimit: TimeInterval
    /// How far the interactive modes drag the transition before they finish or cancel it, 0…1. Default 0.5. A value
    /// outside the range, or not a number, reads as 0.5.
    public var interactiveProgress: CGFloat
    /// The window size ``Mode/sizeChange`` resizes to mid-flight, or `nil` for the window's size with its width and
    /// height swapped (a rotation). Default `nil`. A size a window refuses (a negative or non-finite width or height)
    /// reads as `nil`, as the other settings out of range read as their defaults: it is the validator's setting, not
    /// the app's mistake.
    public var resizedSize: CGSize?

    /// Creates a validator (defaults: every mode, 60 frames per second, a 10 s limit, interactive modes dragged to
    /// half way, a size change that rotates the window).
    public init(
        modes: [Mode] = Mode.allCases,
        framesPerSecond: Int = 60,
        timeLimit: TimeInterval = 10,
        interactiveProgress: CGFloat = 0.5,
        resizedSize: CGSize? = nil
    ) {
        self.modes = modes
        self.framesPerSecond = framesPerSecond
        self.timeLimit = timeLimit
        self.interactiveProgress = interactiveProgress
        self.resizedSize = resizedSize
    }

    /// Validates every operation of the scenarios `makeScenario` makes, in every mode: one ``Result`` per operation
    /// and mode, in the scenario's order of operations, then ``modes``' order. A mode that does not apply has no
    /// result: ``Mode/notAnimated`` for a scenario that is not a ``NonAnimatedScenario``, and
    /// ``Mode/interactiveCancelled`` for a push, which UIKit never cancels (<doc:HostRules#Cancelled-pops-and-pushes>).
    ///
    /// - Parameter makeScenario: Makes a fresh scenario on ``HostEnvironment/current``; called once per run, and once
    ///   first to learn the scenario's operations. Every call is on a fresh host of the validator's own: the host
    ///   current before the call is put back afterwards, untouched.
    public func validate(_ makeScenario: () -> any Scenario) -> [Result] {
        let previous = HostEnvironment.current
        defer { HostEnvironment.current = previous }
        // The scenario made to learn the operations is made on a host of its own too, so that its windows and what
        // its making reports stay off the caller's host.
        HostEnvironment.install(clock: ManualClock())
        let probe = makeScenario()
        let operations = probe.operations
        let runsWithoutAnimation = probe is any NonAnimatedScenario
        var results: [Result] = []
        for index in operations.indices {
            for mode in modes where Self.applies(mode, to: operations[index], withoutAnimation: runsWithoutAnimation) {
                let (name, violations) = run(operationAt: index, mode: mode, makeScenario)
                results.append(
                    Result(scenario: name, operation: operations[index], mode: mode, violations: violations))
            }
        }
        return results
    }

    /// Every violation of ``validate(_:)``'s results, in order: empty when the scenario validates clean.
    ///
    /// - Parameter makeScenario: Makes a fresh scenario on ``HostEnvironment/current``; called once per run, and once
    ///   first to learn the scenario's operations, each time on a fresh host of the validator's own.
    public func violations(_ makeScenario: () -> any Scenario) -> [TransitionViolation] {
        validate(makeScenario).flatMap(\.violations)
    }

    /// Whether `mode` applies to `operation` of a scenario that can (`withoutAnimation`) run without animation.
    static func applies(_ mode: Mode, to operation: ScenarioOperation, withoutAnimation: Bool) -> Bool {
        switch mode {
        case .notAnimated: withoutAnimation
        case .interactiveCancelled: operation != .push
        default: true
        }
    }
}
