/// Arithmetic that builds ``LinearExpression``s from variables and numbers: `2 * x + y - 8`.
extension LinearExpression {
    static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    static func + (lhs: LinearExpression, rhs: SolverVariable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }

    static func + (lhs: SolverVariable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    static func - (lhs: LinearExpression, rhs: SolverVariable) -> LinearExpression {
        lhs - LinearExpression(rhs)
    }

    static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + -rhs
    }

    static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(
            terms: lhs.terms.map { Term(variable: $0.variable, coefficient: $0.coefficient * rhs) },
            constant: lhs.constant * rhs)
    }

    static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs * lhs
    }
}

/// Arithmetic on variables that yields ``LinearExpression``s.
extension SolverVariable {
    static func + (lhs: SolverVariable, rhs: SolverVariable) -> LinearExpression {
        LinearExpression(lhs) + LinearExpression(rhs)
    }

    static func + (lhs: SolverVariable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    static func - (lhs: SolverVariable, rhs: SolverVariable) -> LinearExpression {
        LinearExpression(lhs) - LinearExpression(rhs)
    }

    static func - (lhs: SolverVariable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    static func * (lhs: Double, rhs: SolverVariable) -> LinearExpression {
        LinearExpression(rhs) * lhs
    }

    static func * (lhs: SolverVariable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) * rhs
    }
}
