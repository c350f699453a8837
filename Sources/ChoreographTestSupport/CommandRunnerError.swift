/// Why a ``CommandRunner`` could not run or finish a command.
public struct CommandRunnerError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public var description: String
}
