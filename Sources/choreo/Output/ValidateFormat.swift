import ArgumentParser

/// What `choreo validate` prints.
enum ValidateFormat: String, CaseIterable, ExpressibleByArgument {
    /// `{"results":[…]}`, keys sorted.
    case json
    /// One line per operation and mode, and a summary.
    case text
}
