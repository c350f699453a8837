/// A linear expression `c₁·x₁ + c₂·x₂ + … + constant` over ``SolverVariable``s.
///
/// Terms keep the order they were written in, and a variable may appear more than once (the solver adds the
/// coefficients up), so an expression and its description are the same on every run.
struct LinearExpression: Sendable, CustomStringConvertible {
    /// One coefficient times one variable.
    struct Term: Sendable {
        /// The variable.
        var variable: SolverVariable
        /// What the variable is multiplied by.
        var coefficient: Double
    }

    /// The terms, in the order they were written.
    var terms: [Term]
    /// The constant part.
    var constant: Double

    /// Creates `terms + constant`. Default: no terms, constant 0.
    init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1·variable`.
    init(_ variable: SolverVariable) {
        self.init(terms: [Term(variable: variable, coefficient: 1)])
    }

    /// The constant expression `constant`.
    init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// The first coefficient or constant that is NaN or infinite, if any.
    var firstNonFiniteNumber: Double? {
        if let term = terms.first(where: { !$0.coefficient.isFinite }) { return term.coefficient }
        return constant.isFinite ? nil : constant
    }

    /// For example `2.0·a + -1.0·b + 8.0`.
    var description: String {
        let parts = terms.map { "\($0.coefficient)·\($0.variable.name)" }
        return (parts + (constant != 0 || parts.isEmpty ? ["\(constant)"] : [])).joined(separator: " + ")
    }
}
