/// Why the ``Solver`` refused a request. Each case names the constraint or variable and the value concerned; a
/// refused request leaves the solver as it was.
enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint contradicts the required constraints already held (or, for a constant change, would).
    case unsatisfiable(SolverConstraint)
    /// The constraint is already in the solver.
    case duplicateConstraint(SolverConstraint)
    /// The constraint is not in the solver.
    case unknownConstraint(SolverConstraint)
    /// A coefficient or constant of the constraint (or the new constant given for it) is NaN or infinite.
    case nonFiniteNumber(SolverConstraint, Double)
    /// The constraint's strength has a priority outside 0 < priority ≤ 1000 or a weight that is not positive and
    /// finite.
    case invalidStrength(SolverConstraint)
    /// Solving with the constraint makes a value overflow to infinity; the constraint was left out.
    case overflow(SolverConstraint)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(SolverVariable)
    /// The variable has no edit constraint.
    case unknownEditVariable(SolverVariable)
    /// An edit variable was asked for with a required strength; edits are preferences.
    case requiredEditStrength(SolverVariable)
    /// A suggested value is NaN or infinite.
    case nonFiniteSuggestion(SolverVariable, Double)
    /// The simplex method took more steps than its bound (a numerical breakdown; it never cycles); the constraint
    /// was left out.
    case iterationLimit(SolverConstraint)

    static func == (lhs: SolverError, rhs: SolverError) -> Bool {
        switch (lhs, rhs) {
        case (.unsatisfiable(let a), .unsatisfiable(let b)), (.duplicateConstraint(let a), .duplicateConstraint(let b)),
            (.unknownConstraint(let a), .unknownConstraint(let b)), (.invalidStrength(let a), .invalidStrength(let b)),
            (.overflow(let a), .overflow(let b)), (.iterationLimit(let a), .iterationLimit(let b)):
            return a === b
        case (.nonFiniteNumber(let a, let x), .nonFiniteNumber(let b, let y)):
            return a === b && (x == y || (x.isNaN && y.isNaN))
        case (.duplicateEditVariable(let a), .duplicateEditVariable(let b)),
            (.unknownEditVariable(let a), .unknownEditVariable(let b)),
            (.requiredEditStrength(let a), .requiredEditStrength(let b)):
            return a === b
        case (.nonFiniteSuggestion(let a, let x), .nonFiniteSuggestion(let b, let y)):
            return a === b && (x == y || (x.isNaN && y.isNaN))
        default:
            return false
        }
    }

    /// One line naming the request, the value and the rule.
    var description: String {
        switch self {
        case .unsatisfiable(let constraint):
            "unsatisfiable required constraint \(constraint): it contradicts the required constraints already held"
        case .duplicateConstraint(let constraint):
            "duplicate constraint \(constraint): a constraint can be added once"
        case .unknownConstraint(let constraint):
            "unknown constraint \(constraint): it is not in the solver"
        case .nonFiniteNumber(let constraint, let value):
            "constraint \(constraint) has the number \(value): coefficients and constants must be finite"
        case .invalidStrength(let constraint):
            "constraint \(constraint) has an invalid strength: the priority must lie in 0 < p ≤ 1000 and the weight "
                + "must be positive and finite"
        case .overflow(let constraint):
            "constraint \(constraint) makes a value overflow to infinity; it was left out"
        case .duplicateEditVariable(let variable):
            "duplicate edit variable \(variable): a variable can be edited once at a time"
        case .unknownEditVariable(let variable):
            "unknown edit variable \(variable): add it with addEditVariable first"
        case .requiredEditStrength(let variable):
            "edit variable \(variable) asked for with a required strength: edits must be preferences"
        case .nonFiniteSuggestion(let variable, let value):
            "suggested value \(value) for \(variable): a value must be finite"
        case .iterationLimit(let constraint):
            "constraint \(constraint): the simplex method exceeded its step bound; the constraint was left out"
        }
    }
}
