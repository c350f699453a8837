/// A linear relation the ``Solver`` keeps: `expression relation 0`, with a ``Strength``.
///
/// A constraint is an identity: the solver holds each constraint object at most once, and removes it by identity. Its
/// constant can be changed while it is in a solver (``Solver/updateConstant(of:to:)``), which re-solves
/// incrementally; the solver keeps the current constant, and ``expression`` keeps the one the constraint was made with.
final class SolverConstraint: Sendable, CustomStringConvertible {
    /// How the expression relates to zero.
    enum Relation: String, Sendable, CustomStringConvertible {
        /// `expression == 0`.
        case equal = "=="
        /// `expression <= 0`.
        case lessThanOrEqual = "<="
        /// `expression >= 0`.
        case greaterThanOrEqual = ">="

        /// `==`, `<=` or `>=`.
        var description: String { rawValue }
    }

    /// `lhs − rhs`, as written.
    let expression: LinearExpression
    /// How ``expression`` relates to zero.
    let relation: Relation
    /// Required, or a preference at a priority. Default required.
    let strength: Strength
    /// A name for error messages (the host passes the layout constraint's description); `nil` describes the
    /// relation.
    let name: String?

    /// The constraint `lhs relation rhs` with `strength` (default ``Strength/required``) and an optional `name`.
    init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, strength: Strength = .required,
        name: String? = nil
    ) {
        self.expression = lhs - rhs
        self.relation = relation
        self.strength = strength
        self.name = name
    }

    /// The name, or `expression relation 0 (strength)`.
    var description: String {
        name ?? "\(expression) \(relation) 0 (\(strength))"
    }
}
