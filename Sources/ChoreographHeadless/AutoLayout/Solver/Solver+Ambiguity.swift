/// Which variables the constraints leave undetermined.
extension Solver {
    /// The variables of `variables`, in their order, that have more than one optimal value: the constraints and
    /// preferences held allow them to move without making any priority's error larger.
    ///
    /// A variable no constraint mentions is ambiguous. For the others, a quick test clears most variables — a basic
    /// variable whose row has only symbols that are pinned at 0 (dummies, and restricted symbols that some priority
    /// would pay for moving) has one value. Each remaining one is probed: the solver maximizes and then minimizes it
    /// below every priority (so without giving up any optimality), from a copy of the tableau it then drops, and the
    /// variable is ambiguous when either probe moves it (or finds it unbounded). The solution is not changed.
    func ambiguousVariables(among variables: [SolverVariable]) -> [SolverVariable] {
        variables.filter(isAmbiguous)
    }

    /// Whether `variable` has more than one optimal value.
    func isAmbiguous(_ variable: SolverVariable) -> Bool {
        guard let symbol = externalSymbol(of: variable) else { return true }
        let table = currentTableau
        if let row = table.rows[symbol] {
            guard row.terms.keys.contains(where: table.isFree) else { return false }
        } else if table.columns[symbol] == nil {
            return true
        }
        let base = table.value(of: symbol)
        for direction in [1.0, -1.0] {
            var probe = table
            var objective = Row()
            if let row = probe.rows[symbol] {
                objective.add(row, times: -direction)
            } else {
                objective.add(symbol, -direction)
            }
            probe.levels.append(Tableau.Level(priority: -.infinity, row: objective, users: 0))
            let outcome = probe.optimize()
            guard outcome == .optimal else { return outcome == .unbounded }
            let moved = probe.value(of: symbol)
            if abs(moved - base) > 1e-7 * max(1, abs(base)) { return true }
        }
        return false
    }
}
