import ChoreographHeadless

extension Scenario {
    /// Reports an operation the scenario does not support as a `scenario.unsupportedOperation` programmer error and
    /// changes nothing, as ``/ChoreographHeadless/Scenario/perform(_:)`` promises.
    func reportUnsupported(_ operation: ScenarioOperation) {
        HostEnvironment.current.diagnostics.report(
            .unsupportedOperation,
            "\(name) cannot \(operation.rawValue); it supports \(operations.map(\.rawValue)); nothing changed"
        )
    }
}
