/// Recording the host's calls into a controller in `HostEnvironment.current.trace`.
extension ViewController {
    /// The controller's name in traces and diagnostics: its ``identifier``, or its type's name when it has none.
    public var traceName: String {
        identifier ?? String(describing: type(of: self))
    }

    /// Records `event` for this controller in the current host's trace.
    func record(_ event: String) {
        HostEnvironment.current.trace.record(traceName, event)
    }

    /// How a controller argument reads in a trace line: its ``traceName``, or `nil`.
    static func traceName(of controller: ViewController?) -> String {
        controller?.traceName ?? "nil"
    }
}
