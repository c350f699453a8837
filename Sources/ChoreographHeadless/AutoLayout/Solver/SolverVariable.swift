/// An unknown of the constraint solver (``Solver``): a frame edge or size of a view, or any quantity a test names.
///
/// A variable is an identity: two variables with the same name are different unknowns. Its value is read from the
/// solver that constrains it (``Solver/value(of:)``).
final class SolverVariable: Hashable, Sendable, CustomStringConvertible {
    /// The name used in descriptions and error messages.
    let name: String

    /// Creates a variable named `name`.
    init(_ name: String) {
        self.name = name
    }

    /// The name.
    var description: String { name }

    static func == (lhs: SolverVariable, rhs: SolverVariable) -> Bool {
        lhs === rhs
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
