/// A ``Scenario`` that can also perform its operations without animation, so that a ``TransitionValidator`` runs them
/// in ``TransitionValidator/Mode/notAnimated`` too.
@MainActor
public protocol NonAnimatedScenario: Scenario {
    /// Starts `operation` with `animated: false`; an unsupported operation is reported and ignored, as with
    /// ``Scenario/perform(_:)``.
    func performWithoutAnimation(_ operation: ScenarioOperation)
}
