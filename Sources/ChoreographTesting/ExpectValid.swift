#if canImport(Testing)
    import ChoreographHeadless
    import Testing

    /// Records a Swift Testing issue for each violation of `run` (a diagnostic its host reported — while the scenario
    /// was made, during the earlier operations or during the recorded one — or a run that never settled); returns the
    /// violations.
    ///
    /// - Parameters:
    ///   - run: A run made by ``runTransition(_:framesPerSecond:timeLimit:drag:scenario:)``.
    ///   - sourceLocation: Where the issues are reported. Default: the caller.
    @discardableResult
    public func expectValid(
        _ run: TransitionRecording,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [TransitionViolation] {
        let violations = run.violations
        for violation in violations {
            Issue.record("\(violation)", sourceLocation: sourceLocation)
        }
        return violations
    }

    /// Validates every operation of the scenarios `scenario` makes with `validator` (every mode by default) and
    /// records a Swift Testing issue for each violation; returns the validator's results (<doc:TestingYourTransitions>).
    ///
    /// - Parameters:
    ///   - validator: The validator to run. Default: ``/ChoreographHeadless/TransitionValidator`` with its defaults.
    ///   - sourceLocation: Where the issues are reported. Default: the caller.
    ///   - scenario: Makes a fresh scenario on the current host; called once per run.
    @MainActor
    @discardableResult
    public func expectValidTransitions(
        _ validator: TransitionValidator = TransitionValidator(),
        sourceLocation: SourceLocation = #_sourceLocation,
        scenario: () -> any Scenario
    ) -> [TransitionValidator.Result] {
        let results = validator.validate(scenario)
        for violation in results.flatMap(\.violations) {
            Issue.record("\(violation)", sourceLocation: sourceLocation)
        }
        return results
    }
#endif
