/// One row of the tableau, `basic = constant + Σ coefficient · symbol`, or an equation `0 = constant + Σ …` before a
/// basic symbol is chosen for it. Only parametric (non-basic) symbols appear among the terms.
struct Row {
    /// Coefficients this close to 0 are dropped: they are round-off, not structure.
    static let epsilon = 1e-9

    /// The constant part: the basic symbol's value when every parametric symbol is 0.
    var constant: Double
    /// The coefficient of each parametric symbol; none is 0.
    var terms: [Symbol: Double]

    /// A row of `constant` and no terms. Default constant 0.
    init(constant: Double = 0, terms: [Symbol: Double] = [:]) {
        self.constant = constant
        self.terms = terms
    }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(of symbol: Symbol) -> Double {
        terms[symbol] ?? 0
    }

    /// Whether every term is a dummy (or there is none).
    var hasOnlyDummies: Bool {
        terms.keys.allSatisfy { $0.kind == .dummy }
    }

    /// Multiplies the constant and every coefficient by −1.
    mutating func negate() {
        constant = -constant
        terms = terms.mapValues { -$0 }
    }

    /// The equation `0 = self` solved for `subject`: `subject = −(constant + Σ other terms) / a`, where `a` is the
    /// subject's coefficient. The subject must have a coefficient.
    func solved(for subject: Symbol) -> Row {
        let scale = -1 / terms[subject]!
        var result = Row(constant: constant * scale)
        result.terms.reserveCapacity(terms.count - 1)
        for (symbol, coefficient) in terms where symbol != subject {
            result.terms[symbol] = coefficient * scale
        }
        return result
    }
}

extension Row {
    /// Adds `coefficient · symbol`, dropping the term when the sum is within ``epsilon`` of 0.
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        let sum = (terms[symbol] ?? 0) + coefficient
        if abs(sum) < Self.epsilon {
            terms[symbol] = nil
        } else {
            terms[symbol] = sum
        }
    }

    /// Adds `scale · other`, term by term.
    mutating func add(_ other: Row, times scale: Double) {
        constant += other.constant * scale
        for (symbol, coefficient) in other.terms {
            add(symbol, coefficient * scale)
        }
    }
}
