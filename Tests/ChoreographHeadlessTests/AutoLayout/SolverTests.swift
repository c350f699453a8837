import Testing

@testable import ChoreographHeadless

/// The Cassowary solver against solutions worked out by hand.
@Suite("Constraint solver")
struct SolverTests {
    /// `lhs relation rhs` at `strength`.
    static func constraint(
        _ lhs: LinearExpression, _ relation: SolverConstraint.Relation, _ rhs: LinearExpression,
        _ strength: Strength = .required, name: String? = nil
    ) -> SolverConstraint {
        SolverConstraint(lhs, relation, rhs, strength: strength, name: name)
    }

    static func strength(_ priority: Double, weight: Double = 1) -> Strength {
        Strength(priority: priority, weight: weight)
    }

    @Test("Equalities chain through substitution")
    func equalities() throws {
        let solver = Solver()
        let x = SolverVariable("x")
        let y = SolverVariable("y")
        let z = SolverVariable("z")
        // z = 2y − 4, y = x + 5, x = 10 → y = 15, z = 26.
        try solver.add(Self.constraint(LinearExpression(z), .equal, 2 * y - 4))
        try solver.add(Self.constraint(LinearExpression(y), .equal, x + 5))
        try solver.add(Self.constraint(LinearExpression(x), .equal, LinearExpression(10)))
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
        #expect(solver.value(of: z) == 26)
    }

    @Test("A higher priority beats any number of lower ones, whatever their weights")
    func priorities() throws {
        let solver = Solver()
        let x = SolverVariable("x")
        try solver.add(Self.constraint(LinearExpression(x), .equal, LinearExpression(100), Self.strength(751)))
        for index in 0..<50 {
            let target = Double(index)
            try solver.add(
                Self.constraint(LinearExpression(x), .equal, LinearExpression(target), Self.strength(750, weight: 1e6)))
        }
        #expect(solver.value(of: x) == 100)
    }

    @Test("Within one priority the weighted errors add up: the heavier preference wins")
    func weightsWithinPriority() throws {
        let solver = Solver()
        let x = SolverVariable("x")
        // Minimize |x − 0| + 3·|x − 10|: 10 (cost 10) beats 0 (cost 30).
        try solver.add(Self.constraint(LinearExpression(x), .equal, LinearExpression(0), Self.strength(500)))
        try solver.add(
            Self.constraint(LinearExpression(x), .equal, LinearExpression(10), Self.strength(500, weight: 3)))
        #expect(solver.value(of: x) == 10)
    }

    @Test("Inequalities bound a preference")
    func inequalities() throws {
        let solver = Solver()
        let x = SolverVariable("x")
        try solver.add(Self.constraint(LinearExpression(x), .greaterThanOrEqual, LinearExpression(10)))
        try solver.add(Self.constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(20)))
        let high = Self.constraint(LinearExpression(x), .equal, LinearExpression(30), Self.strength(250))
        try solver.add(high)
        #expect(solver.value(of: x) == 20)
        try solver.remove(high)
        try solver.add(Self.constraint(LinearExpression(x), .equal, LinearExpression(-5), Self.strength(250)))
        #expect(solver.value(of: x) == 10)
    }

    @Test("A preferred ≤ beats a weaker preferred ==, and loses to a stronger one")
    func preferredInequality() throws {
        let solver = Solver()
        let width = SolverVariable("width")
        let cap = Self.constraint(LinearExpression(width), .lessThanOrEqual, LinearExpression(200), Self.strength(750))
        try solver.add(cap)
        try solver.add(Self.constraint(LinearExpression(width), .equal, LinearExpression(320), Self.strength(500)))
        #expect(solver.value(of: width) == 200)
        try solver.add(Self.constraint(LinearExpression(width), .equal, LinearExpression(300), Self.strength(800)))
        #expect(solver.value(of: width) == 300)
    }

    @Test("Edit variables follow suggestions, within the required constraints")
    func editVariables() throws {
        let solver = Solver()
        let x = SolverVariable("x")
        let y = SolverVariable("y")
        try solver.add(Self.constraint(LinearExpression(y), .equal, 2 * x))
        try solver.add(Self.constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(100)))
        try solver.addEditVariable(x)
        try solver.suggestValue(x, 42)
        #expect(solver.value(of: x) == 42)
        #expect(solver.value(of: y) == 84)
        try solver.suggestValue(x, 150)
        #expect(solver.value(of: x) == 100)
        #expect(solver.value(of: y) == 200)
        try solver.suggestValue(x, -7)
        #expect(solver.value(of: x) == -7)
        #expect(solver.value(of: y) == -14)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x) }
        #expect(throws: SolverError.requiredEditStrength(y)) { try solver.addEditVariable(y, strength: .required) }
        #expect(throws: SolverError.unknownEditVariable(y)) { try solver.suggestValue(y, 1) }
        #expect(throws: SolverError.nonFiniteSuggestion(x, .infinity)) { try solver.suggestValue(x, .infinity) }
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
    }

    @Test("Changing a constant re-solves: a chain moves with its first link")
    func updateConstant() throws {
        let solver = Solver()
        let a = SolverVariable("a")
        let b = SolverVariable("b")
        let c = SolverVariable("c")
        let start = Self.constraint(LinearExpression(a), .equal, LinearExpression(0))
        try solver.add(start)
        try solver.add(Self.constraint(LinearExpression(b), .equal, a + 28))
        try solver.add(Self.constraint(LinearExpression(c), .greaterThanOrEqual, b + 28))
        try solver.add(Self.constraint(LinearExpression(c), .equal, LinearExpression(0), Self.strength(250)))
        #expect(solver.value(of: c) == 56)
        // a − 16 = 0: a = 16, b = 44, c = 72.
        try solver.updateConstant(of: start, to: -16)
        #expect(solver.value(of: a) == 16)
        #expect(solver.value(of: b) == 44)
        #expect(solver.value(of: c) == 72)
        #expect(solver.constant(of: start) == -16)
    }

    @Test("Removing a constraint restores the solution from before it was added")
    func removeRestores() throws {
        let solver = Solver()
        let x = SolverVariable("x")
        let y = SolverVariable("y")
        try solver.add(Self.constraint(x + y, .equal, LinearExpression(100)))
        try solver.add(Self.constraint(LinearExpression(x), .equal, LinearExpression(30), Self.strength(250)))
        #expect(solver.value(of: x) == 30)
        #expect(solver.value(of: y) == 70)
        let strong = Self.constraint(LinearExpression(y), .equal, LinearExpression(10), Self.strength(750))
        try solver.add(strong)
        #expect(solver.value(of: x) == 90)
        #expect(solver.value(of: y) == 10)
        let bound = Self.constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(50))
        try solver.add(bound)
        #expect(solver.value(of: x) == 50)
        try solver.remove(bound)
        #expect(solver.value(of: x) == 90)
        try solver.remove(strong)
        #expect(solver.value(of: x) == 30)
        #expect(solver.value(of: y) == 70)
        #expect(solver.constraints.count == 2)
    }

    @Test("A contradicting required equality is refused by name, and the solution stays")
    func unsatisfiableEquality() throws {
        let solver = Solver()
        let x = SolverVariable("x")
        let y = SolverVariable("y")
        try solver.add(Self.constraint(x + y, .equal, LinearExpression(10)))
        try solver.add(Self.constraint(LinearExpression(y), .equal, LinearExpression(3)))
        // After substitution the row has only dummies and a constant of 2: no solution.
        let conflict = Self.constraint(x + y, .equal, LinearExpression(12), name: "x + y == 12")
        #expect(throws: SolverError.unsatisfiable(conflict)) { try solver.add(conflict) }
        #expect(!solver.contains(conflict))
        #expect(solver.value(of: x) == 7)
        // A redundant one is accepted.
        try solver.add(Self.constraint(x + y, .equal, LinearExpression(10)))
        #expect(SolverError.unsatisfiable(conflict).description.contains("x + y == 12"))
    }

    @Test("A contradicting required inequality is refused through phase one, and the solution stays")
    func unsatisfiableInequality() throws {
        let solver = Solver()
        let x = SolverVariable("x")
        try solver.add(Self.constraint(LinearExpression(x), .equal, LinearExpression(10)))
        let conflict = Self.constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(5))
        #expect(throws: SolverError.unsatisfiable(conflict)) { try solver.add(conflict) }
        #expect(solver.value(of: x) == 10)
        #expect(solver.constraints.count == 1)
        try solver.add(Self.constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(10)))
        #expect(solver.value(of: x) == 10)
    }

    @Test("A constant change that contradicts a required constraint is refused; the old constant stays")
    func unsatisfiableConstantChange() throws {
        let solver = Solver()
        let x = SolverVariable("x")
        try solver.add(Self.constraint(LinearExpression(x), .equal, LinearExpression(10)))
        let cap = Self.constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(20))
        try solver.add(cap)
        #expect(throws: SolverError.unsatisfiable(cap)) { try solver.updateConstant(of: cap, to: -5) }
        #expect(solver.constant(of: cap) == -20)
        #expect(solver.value(of: x) == 10)
        try solver.updateConstant(of: cap, to: -12)
        #expect(solver.value(of: x) == 10)
    }

    @Test("Duplicates, unknown removals and non-finite numbers are refused by name")
    func refusals() throws {
        let solver = Solver()
        let x = SolverVariable("x")
        let held = Self.constraint(LinearExpression(x), .equal, LinearExpression(1))
        try solver.add(held)
        #expect(throws: SolverError.duplicateConstraint(held)) { try solver.add(held) }
        let stranger = Self.constraint(LinearExpression(x), .equal, LinearExpression(2))
        #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.remove(stranger) }
        try solver.remove(held)
        #expect(throws: SolverError.unknownConstraint(held)) { try solver.remove(held) }
        let nan = Self.constraint(Double.nan * x, .equal, LinearExpression(0))
        #expect(throws: SolverError.nonFiniteNumber(nan, .nan)) { try solver.add(nan) }
        let infinite = Self.constraint(LinearExpression(x), .equal, LinearExpression(.infinity))
        #expect(throws: SolverError.nonFiniteNumber(infinite, -.infinity)) { try solver.add(infinite) }
        let weightless = Self.constraint(
            LinearExpression(x), .equal, LinearExpression(0), Self.strength(500, weight: 0))
        #expect(throws: SolverError.invalidStrength(weightless)) { try solver.add(weightless) }
        let tooStrong = Self.constraint(LinearExpression(x), .equal, LinearExpression(0), Self.strength(1001))
        #expect(throws: SolverError.invalidStrength(tooStrong)) { try solver.add(tooStrong) }
        try solver.add(stranger)
        #expect(throws: SolverError.nonFiniteNumber(stranger, .infinity)) {
            try solver.updateConstant(of: stranger, to: .infinity)
        }
        #expect(solver.value(of: x) == 2)
    }

    @Test("A value overflowing to infinity is refused and leaves the solution as it was")
    func overflow() throws {
        let solver = Solver()
        let x = SolverVariable("x")
        let y = SolverVariable("y")
        try solver.add(Self.constraint(LinearExpression(x), .equal, LinearExpression(1e308)))
        let double = Self.constraint(LinearExpression(y), .equal, 10 * x)
        #expect(throws: SolverError.overflow(double)) { try solver.add(double) }
        #expect(solver.value(of: x) == 1e308)
        #expect(solver.constraints.count == 1)
    }

    @Test("Ambiguity: a variable with more than one optimal value is reported; one pinned is not")
    func ambiguity() throws {
        let solver = Solver()
        let x = SolverVariable("x")
        let y = SolverVariable("y")
        let free = SolverVariable("free")
        try solver.add(Self.constraint(x + y, .equal, LinearExpression(10)))
        #expect(solver.ambiguousVariables(among: [x, y, free]) == [x, y, free])
        try solver.add(Self.constraint(LinearExpression(x), .equal, LinearExpression(3)))
        #expect(solver.ambiguousVariables(among: [x, y]).isEmpty)
        // Pinned by two inequalities meeting at 0: a degenerate corner, still one value.
        let z = SolverVariable("z")
        try solver.add(Self.constraint(LinearExpression(z), .greaterThanOrEqual, LinearExpression(0)))
        #expect(solver.ambiguousVariables(among: [z]) == [z])
        try solver.add(Self.constraint(LinearExpression(z), .lessThanOrEqual, LinearExpression(0)))
        #expect(solver.ambiguousVariables(among: [z]).isEmpty)
        // Two equal preferences pulling apart: any value between 5 and 7 costs 2.
        let w = SolverVariable("w")
        try solver.add(Self.constraint(LinearExpression(w), .equal, LinearExpression(5), Self.strength(250)))
        try solver.add(Self.constraint(LinearExpression(w), .equal, LinearExpression(7), Self.strength(250)))
        #expect(solver.ambiguousVariables(among: [w]) == [w])
        let value = solver.value(of: w)
        #expect(value >= 5 && value <= 7)
        // A stronger or heavier preference settles it.
        try solver.add(Self.constraint(LinearExpression(w), .equal, LinearExpression(6), Self.strength(100)))
        #expect(solver.ambiguousVariables(among: [w]).isEmpty)
        #expect(solver.value(of: w) == 6)
        #expect(solver.value(of: x) == 3)
    }

    @Test("Degenerate systems — many constraints tight at one corner — end without cycling")
    func degenerate() throws {
        let solver = Solver()
        let variables = (0..<6).map { SolverVariable("v\($0)") }
        // Every pair sums to at least 0 and at most 0 through redundant, tight inequalities at the origin.
        for (index, a) in variables.enumerated() {
            for b in variables[(index + 1)...] {
                try solver.add(Self.constraint(a + b, .greaterThanOrEqual, LinearExpression(0)))
                try solver.add(Self.constraint(a - b, .lessThanOrEqual, LinearExpression(0), Self.strength(500)))
                try solver.add(Self.constraint(a + b, .lessThanOrEqual, LinearExpression(0), Self.strength(250)))
            }
            try solver.add(Self.constraint(LinearExpression(a), .greaterThanOrEqual, LinearExpression(0)))
        }
        for variable in variables {
            try solver.add(Self.constraint(LinearExpression(variable), .equal, LinearExpression(0), Self.strength(1)))
        }
        for variable in variables {
            #expect(abs(solver.value(of: variable)) <= 1e-12)
        }
        #expect(solver.ambiguousVariables(among: variables).isEmpty)
    }
}

@Suite("Constraint solver, regressions")
struct SolverRegressionTests {
    @Test("Removing one of two identical equalities keeps the other, even against a stronger edit")
    func redundantEqualityRemoval() throws {
        let solver = Solver()
        let x = SolverVariable("x")
        let first = SolverConstraint(-3 * x - 150, .equal, LinearExpression())
        let second = SolverConstraint(-3 * x - 150, .equal, LinearExpression())
        try solver.add(first)
        try solver.add(second)
        try solver.addEditVariable(x)
        try solver.suggestValue(x, -200)
        #expect(solver.value(of: x) == -50)
        try solver.remove(first)
        #expect(solver.value(of: x) == -50)
        try solver.remove(second)
        #expect(solver.value(of: x) == -200)
    }
}
