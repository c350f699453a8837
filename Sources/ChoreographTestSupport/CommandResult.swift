/// What a finished subprocess left behind.
public struct CommandResult: Sendable, Equatable {
    /// The exit status (or the terminating signal's number).
    public var exitCode: Int32
    /// Everything written to standard output, decoded as UTF-8.
    public var standardOutput: String
    /// Everything written to standard error, decoded as UTF-8.
    public var standardError: String

    /// A result with the given status and output.
    public init(exitCode: Int32, standardOutput: String, standardError: String) {
        self.exitCode = exitCode
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// The non-empty lines of standard error.
    public var standardErrorLines: [String] {
        standardError.split(whereSeparator: \.isNewline).map(String.init)
    }
}
