/// An incremental solver for linear equalities and inequalities with priorities: the Cassowary algorithm (Badros,
/// Borning and Stuckey, 2001).
///
/// Constraints are added and removed one at a time, and each change re-solves from the current solution instead of
/// from scratch: an addition is substituted into the tableau and the objective re-optimized with the primal simplex
/// method; a constant change (``updateConstant(of:to:)``, and the suggested values of edit variables) shifts the
/// constants of the rows and restores feasibility with the dual simplex method.
///
/// Required constraints must hold; the solver refuses one that contradicts those it holds
/// (``SolverError/unsatisfiable(_:)``) and stays as it was. Preferences (``Strength``) are met as far as the required
/// constraints allow, higher priorities strictly first. Every refusal leaves the solver as it was.
final class Solver {
    /// What the solver keeps for each constraint it holds.
    private struct Record {
        /// The constraint.
        let constraint: SolverConstraint
        /// The symbol that marks the constraint's row: its slack, its dummy, or its first error.
        let marker: Symbol
        /// The second error of a preferred equality, or the error of a preferred inequality.
        let other: Symbol?
        /// The errors weighted in the objective.
        let errors: [Symbol]
        /// The expression's constant now.
        var constant: Double
        /// When the constraint was added: constraints are re-added in this order when the tableau is rebuilt.
        let sequence: Int
    }

    private var tableau = Tableau()
    private var records: [ObjectIdentifier: Record] = [:]
    private var externals: [SolverVariable: Symbol] = [:]
    private var edits: [SolverVariable: SolverConstraint] = [:]
    private var nextSymbol = 0
    private var nextSequence = 0

    /// Creates a solver with no constraint.
    init() {}

    // MARK: - Reading

    /// The value of `variable` in the current solution; 0 for a variable no constraint mentions.
    func value(of variable: SolverVariable) -> Double {
        externals[variable].map(tableau.value(of:)) ?? 0
    }

    /// Whether the solver holds `constraint`.
    func contains(_ constraint: SolverConstraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// The constraints held, in the order they were added.
    var constraints: [SolverConstraint] {
        records.values.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// The current constant of a constraint held (the constant of `lhs − rhs`), or `nil`.
    func constant(of constraint: SolverConstraint) -> Double? {
        records[ObjectIdentifier(constraint)]?.constant
    }

    /// The tableau as it is now, for read-only probes.
    var currentTableau: Tableau { tableau }

    /// The symbol of `variable`, or `nil` when no constraint ever mentioned it.
    func externalSymbol(of variable: SolverVariable) -> Symbol? {
        externals[variable]
    }

    // MARK: - Adding and removing

    /// Adds `constraint` and re-solves.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` when it is already held,
    ///   ``SolverError/nonFiniteNumber(_:_:)`` for a NaN or infinite coefficient or constant,
    ///   ``SolverError/invalidStrength(_:)``, ``SolverError/unsatisfiable(_:)`` for a required constraint that
    ///   contradicts the required constraints held, ``SolverError/overflow(_:)`` when solving overflows, and
    ///   ``SolverError/iterationLimit(_:)``. The solver is unchanged after any of them.
    func add(_ constraint: SolverConstraint) throws(SolverError) {
        guard !contains(constraint) else { throw .duplicateConstraint(constraint) }
        if let bad = constraint.expression.firstNonFiniteNumber { throw .nonFiniteNumber(constraint, bad) }
        guard constraint.strength.isValid else { throw .invalidStrength(constraint) }
        let sequence = nextSequence
        nextSequence += 1
        do {
            try insert(constraint, constant: constraint.expression.constant, sequence: sequence)
        } catch .overflow(let culprit) {
            rebuild(excluding: culprit)
            throw .overflow(culprit)
        } catch .iterationLimit(let culprit) {
            rebuild(excluding: culprit)
            throw .iterationLimit(culprit)
        }
    }

    /// Removes `constraint` and re-solves: the solution is what it would be had the constraint never been added.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not held.
    func remove(_ constraint: SolverConstraint) throws(SolverError) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        if let variable = edits.first(where: { $0.value === constraint })?.key { edits[variable] = nil }
        withdraw(record)
        if tableau.optimize() != .optimal || tableau.overflowed { rebuild(excluding: nil) }
    }

    /// Changes the constant of `lhs − rhs` of a constraint held to `constant`, and re-solves incrementally.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteNumber(_:_:)`` for a NaN or infinite
    ///   constant, ``SolverError/unsatisfiable(_:)`` when a required constraint with the new constant would
    ///   contradict the others (the old constant is kept), ``SolverError/overflow(_:)``.
    func updateConstant(of constraint: SolverConstraint, to constant: Double) throws(SolverError) {
        guard var record = records[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFiniteNumber(constraint, constant) }
        let delta = constant - record.constant
        guard delta != 0 else { return }
        let pending = shift(record, by: delta)
        record.constant = constant
        records[ObjectIdentifier(constraint)] = record
        let outcome = tableau.dualOptimize(pending: pending)
        guard outcome != .optimal || tableau.overflowed else { return }
        // Put the old constant back: from the same basis, the old system is feasible again.
        record.constant = constant - delta
        records[ObjectIdentifier(constraint)] = record
        let back = shift(record, by: -delta)
        if tableau.overflowed || tableau.dualOptimize(pending: back) != .optimal || tableau.overflowed {
            rebuild(excluding: nil)
        }
        switch outcome {
        case .infeasible: throw .unsatisfiable(constraint)
        case .optimal: throw .overflow(constraint)
        default: throw .iterationLimit(constraint)
        }
    }

    // MARK: - Edit variables

    /// Makes `variable` editable: adds the preference `variable == its current value` at `strength` (default priority
    /// 999, the strongest preference), whose value ``suggestValue(_:_:)`` then moves.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditStrength(_:)``,
    ///   ``SolverError/invalidStrength(_:)``.
    func addEditVariable(_ variable: SolverVariable, strength: Strength = Strength(priority: 999))
        throws(SolverError)
    {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        let constraint = SolverConstraint(
            LinearExpression(variable), .equal, LinearExpression(value(of: variable)), strength: strength,
            name: "edit \(variable.name)")
        try add(constraint)
        edits[variable] = constraint
    }

    /// Removes the edit constraint of `variable`.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    func removeEditVariable(_ variable: SolverVariable) throws(SolverError) {
        guard let constraint = edits[variable] else { throw .unknownEditVariable(variable) }
        try remove(constraint)
    }

    /// Whether `variable` has an edit constraint.
    func hasEditVariable(_ variable: SolverVariable) -> Bool {
        edits[variable] != nil
    }

    /// Asks for `variable` to take `value` at its edit strength, and re-solves with the dual simplex method.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteSuggestion(_:_:)``.
    func suggestValue(_ variable: SolverVariable, _ value: Double) throws(SolverError) {
        guard let constraint = edits[variable] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
        try updateConstant(of: constraint, to: -value)
    }

    // MARK: - Tableau work

    private func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbol += 1 }
        return Symbol(id: nextSymbol, kind: kind)
    }

    private func symbol(for variable: SolverVariable) -> Symbol {
        if let symbol = externals[variable] { return symbol }
        let symbol = makeSymbol(.external)
        externals[variable] = symbol
        return symbol
    }

    /// Adds the constraint to the tableau and re-optimizes; throws without changing the solver on failure, except
    /// for overflow and the step bound, after which the caller rebuilds.
    private func insert(_ constraint: SolverConstraint, constant: Double, sequence: Int) throws(SolverError) {
        let strength = constraint.strength
        // The equation `0 = expression`, in parametric symbols, oriented so that the relation reads `≥`.
        var row = Row(constant: constant)
        for term in constraint.expression.terms {
            let symbol = symbol(for: term.variable)
            if let basic = tableau.rows[symbol] {
                row.add(basic, times: term.coefficient)
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        if constraint.relation == .lessThanOrEqual { row.negate() }
        let marker: Symbol
        var other: Symbol?
        var errors: [Symbol] = []
        switch (constraint.relation, strength.isRequired) {
        case (.equal, true):
            marker = makeSymbol(.dummy)
            row.add(marker, -1)
        case (.equal, false):
            marker = makeSymbol(.error)
            other = makeSymbol(.error)
            row.add(marker, -1)
            row.add(other!, 1)
            errors = [marker, other!]
        case (_, true):
            marker = makeSymbol(.slack)
            row.add(marker, -1)
        case (_, false):
            marker = makeSymbol(.slack)
            other = makeSymbol(.error)
            row.add(marker, -1)
            row.add(other!, 1)
            errors = [other!]
        }
        if !row.constant.isFinite || row.terms.values.contains(where: { !$0.isFinite }) {
            throw .overflow(constraint)
        }
        let record = Record(
            constraint: constraint, marker: marker, other: other, errors: errors, constant: constant,
            sequence: sequence)
        if row.constant < 0 { row.negate() }
        if let subject = chooseSubject(row, record) {
            for error in errors {
                tableau.addError(error, weight: strength.weight, priority: strength.priority)
            }
            enter(row, subject: subject)
        } else if row.hasOnlyDummies {
            guard abs(row.constant) <= Self.tolerance(row) else { throw .unsatisfiable(constraint) }
            enter(row, subject: marker)
        } else {
            try addWithArtificialVariable(row, constraint)
        }
        records[ObjectIdentifier(constraint)] = record
        switch tableau.optimize() {
        case .optimal: break
        default: throw .iterationLimit(constraint)
        }
        if tableau.overflowed { throw .overflow(constraint) }
    }

    /// How close to 0 a constant must be to count as 0, relative to the size of the row's constant.
    private static func tolerance(_ row: Row) -> Double {
        1e-8 * max(1, abs(row.constant))
    }

    /// The symbol to make basic for a new row (whose constant is ≥ 0): an external variable if there is one (the
    /// lowest); else the constraint's new slack or error if its coefficient is negative, so that its value is ≥ 0.
    private func chooseSubject(_ row: Row, _ record: Record) -> Symbol? {
        if let external = row.terms.keys.filter({ $0.kind == .external }).min() { return external }
        for candidate in [record.marker, record.other].compactMap({ $0 })
        where candidate.kind != .dummy && row.coefficient(of: candidate) < 0 {
            return candidate
        }
        return nil
    }

    /// Solves the equation `0 = row` for `subject`, substitutes it everywhere and makes it basic.
    private func enter(_ row: Row, subject: Symbol) {
        let solved = row.solved(for: subject)
        tableau.substitute(subject, by: solved)
        tableau.insertRow(solved, basic: subject)
    }

    /// Adds a row no symbol can be solved for: an artificial variable equal to the row is minimized above every
    /// priority; the constraint can be satisfied exactly when it reaches 0.
    private func addWithArtificialVariable(_ row: Row, _ constraint: SolverConstraint) throws(SolverError) {
        let saved = tableau
        let artificial = makeSymbol(.artificial)
        tableau.insertRow(row, basic: artificial)
        let phase = tableau.levelIndex(priority: .infinity)
        tableau.levels[phase].row = row
        let outcome = tableau.optimize()
        let reached = abs(tableau.value(of: artificial)) <= Self.tolerance(row)
        tableau.levels.removeAll { $0.priority == .infinity }
        guard outcome == .optimal, reached else {
            tableau = saved
            throw outcome == .optimal ? .unsatisfiable(constraint) : .iterationLimit(constraint)
        }
        if tableau.rows[artificial] != nil {
            var rest = tableau.removeRow(artificial)
            rest.constant = 0
            if let entering = rest.terms.keys.filter(\.isPivotable).min() ?? rest.terms.keys.min() {
                enter(rest, subject: entering)
            }
        }
        tableau.removeColumn(artificial)
    }

    /// Takes the constraint of `record` out of the tableau (without re-optimizing).
    private func withdraw(_ record: Record) {
        for error in record.errors {
            tableau.removeError(
                error, weight: record.constraint.strength.weight, priority: record.constraint.strength.priority)
        }
        let marker = record.marker
        if tableau.rows[marker] != nil {
            tableau.removeRow(marker)
        } else if let leaving = markerLeavingRow(marker) {
            tableau.pivot(entering: marker, leaving: leaving)
            tableau.removeRow(marker)
        }
        // The other error has left every row with the marker (up to round-off); clear what is left of it.
        if let other = record.other {
            if tableau.rows[other] != nil { tableau.removeRow(other) }
            tableau.removeColumn(other)
        }
        tableau.removeColumn(marker)
    }

    /// The row through which a parametric marker enters the basis before its row is dropped, chosen so that the
    /// other rows stay feasible: the row of a basic dummy that has it (a redundant equality: the marker is then a
    /// sum of dummies, and no value moves); else the restricted row with a negative coefficient that first reaches 0
    /// as the marker grows; else the restricted row with a positive coefficient that first reaches 0 as it shrinks;
    /// else the lowest row that has it.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        let basics = (tableau.columns[marker] ?? []).sorted()
        if let dummy = basics.first(where: { $0.kind == .dummy }) { return dummy }
        var negative: (Symbol, Double)?
        var positive: (Symbol, Double)?
        for basic in basics where basic.isRestricted {
            let row = tableau.rows[basic]!
            let coefficient = row.terms[marker]!
            if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if negative == nil || ratio < negative!.1 { negative = (basic, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if positive == nil || ratio < positive!.1 { positive = (basic, ratio) }
            }
        }
        return negative?.0 ?? positive?.0 ?? basics.first
    }

    /// Changes the constant of the record's expression by `delta`: in the tableau that is a shift of the marker
    /// (the marker `m` becomes `m' − δ`, δ being the change of the `≥`-oriented row). Returns the rows that changed.
    private func shift(_ record: Record, by delta: Double) -> Set<Symbol> {
        let change = record.constraint.relation == .lessThanOrEqual ? -delta : delta
        let marker = record.marker
        if tableau.rows[marker] != nil {
            tableau.rows[marker]!.constant += change
            if !tableau.rows[marker]!.constant.isFinite { tableau.overflowed = true }
            return [marker]
        }
        let basics = tableau.columns[marker] ?? []
        for basic in basics {
            let coefficient = tableau.rows[basic]!.terms[marker]!
            tableau.rows[basic]!.constant -= coefficient * change
            if !tableau.rows[basic]!.constant.isFinite { tableau.overflowed = true }
        }
        for index in tableau.levels.indices {
            if let coefficient = tableau.levels[index].row.terms[marker] {
                tableau.levels[index].row.constant -= coefficient * change
            }
        }
        return basics
    }

    /// Builds the tableau afresh from the constraints held (with their current constants), in the order they were
    /// added, leaving out `excluded`: the way back from overflow or a numerical breakdown.
    private func rebuild(excluding excluded: SolverConstraint?) {
        let kept = records.values.filter { $0.constraint !== excluded }.sorted { $0.sequence < $1.sequence }
        tableau = Tableau()
        records = [:]
        for record in kept {
            do {
                try insert(record.constraint, constant: record.constant, sequence: record.sequence)
            } catch {
                // It was held before with this constant, so only a numerical breakdown lands here: leave it out.
                records[ObjectIdentifier(record.constraint)] = nil
            }
        }
        edits = edits.filter { contains($0.value) }
    }
}
