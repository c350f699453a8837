/// Why a drag script could not be parsed: the part at fault, its text and what was wrong with it.
///
/// The description reads `start point "12;40": expected two numbers separated by a comma, as in "12,40"`.
public struct DragScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The part at fault: `"script"`, `"start point"`, `"end point"` or `"duration"`.
    public var part: String
    /// The text of that part, as given (trimmed).
    public var text: String
    /// What is wrong with it.
    public var problem: String

    /// Creates an error for a part, its text and the problem.
    public init(part: String, text: String, problem: String) {
        self.part = part
        self.text = text
        self.problem = problem
    }

    /// `part "text": problem`.
    public var description: String {
        "\(part) \"\(text)\": \(problem)"
    }
}
