/// The simplex tableau of a ``Solver``: the rows of the basic symbols, a column index, and the objective.
///
/// The objective is lexicographic: one row per priority in use (``Level``), highest first. A value type, so that the
/// solver can keep a copy to return to when an addition fails or an ambiguity probe is over.
struct Tableau {
    /// The objective of one priority: `Σ weight · error` of the preferences at that priority, expressed, like every
    /// row, in parametric symbols.
    struct Level {
        /// The priority; the phase-one objective of an addition sits above every priority (+∞) and an ambiguity
        /// probe below (−∞).
        var priority: Double
        /// The objective's row: its constant is the level's error, its terms the reduced costs.
        var row: Row
        /// How many preferences put errors in this level; the level is dropped when none is left.
        var users: Int
    }

    /// The row of each basic symbol.
    var rows: [Symbol: Row] = [:]
    /// For each parametric symbol, the basic symbols whose rows have it: substitution visits only those rows.
    var columns: [Symbol: Set<Symbol>] = [:]
    /// The objective levels, highest priority first.
    var levels: [Level] = []
    /// Set when a constant or coefficient became NaN or infinite: the arithmetic overflowed.
    var overflowed = false

    /// The value of `symbol` in the current basic solution: its row's constant when basic, 0 when parametric.
    func value(of symbol: Symbol) -> Double {
        rows[symbol]?.constant ?? 0
    }

    /// Makes `symbol` basic with `row`, registering the row's terms in the column index.
    mutating func insertRow(_ row: Row, basic symbol: Symbol) {
        for term in row.terms.keys {
            columns[term, default: []].insert(symbol)
        }
        if !row.constant.isFinite { overflowed = true }
        rows[symbol] = row
    }

    /// Removes the row of `symbol` and returns it.
    @discardableResult
    mutating func removeRow(_ symbol: Symbol) -> Row {
        let row = rows.removeValue(forKey: symbol)!
        for term in row.terms.keys {
            unlink(term, from: symbol)
        }
        return row
    }

    /// Adds `scale · source` to the row of the basic symbol `target`, keeping the column index.
    mutating func add(_ source: Row, times scale: Double, toRowOf target: Symbol) {
        var row = rows.removeValue(forKey: target)!
        row.constant += source.constant * scale
        if !row.constant.isFinite { overflowed = true }
        for (symbol, coefficient) in source.terms {
            let old = row.terms[symbol]
            let sum = (old ?? 0) + coefficient * scale
            if abs(sum) < Row.epsilon {
                if old != nil {
                    row.terms[symbol] = nil
                    unlink(symbol, from: target)
                }
            } else {
                if !sum.isFinite { overflowed = true }
                row.terms[symbol] = sum
                if old == nil { columns[symbol, default: []].insert(target) }
            }
        }
        rows[target] = row
    }

    /// Replaces the parametric `symbol` by `row` everywhere (rows and objective) and returns the basic symbols whose
    /// rows changed.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, by row: Row) -> Set<Symbol> {
        let targets = columns.removeValue(forKey: symbol) ?? []
        for target in targets {
            let coefficient = rows[target]!.terms.removeValue(forKey: symbol)!
            add(row, times: coefficient, toRowOf: target)
        }
        for index in levels.indices {
            if let coefficient = levels[index].row.terms.removeValue(forKey: symbol) {
                levels[index].row.add(row, times: coefficient)
            }
        }
        return targets
    }

    /// Exchanges the parametric `entering` and the basic `leaving`: solves the leaving row for `entering` and
    /// substitutes it everywhere. Returns the basic symbols whose rows changed.
    @discardableResult
    mutating func pivot(entering: Symbol, leaving: Symbol) -> Set<Symbol> {
        var equation = removeRow(leaving)
        equation.terms[leaving] = -1
        let row = equation.solved(for: entering)
        let touched = substitute(entering, by: row)
        insertRow(row, basic: entering)
        return touched
    }

    /// Removes the parametric `symbol` from every row and objective level: right when its value is 0 for good (an
    /// artificial variable driven to 0, the second error of a removed preference).
    mutating func removeColumn(_ symbol: Symbol) {
        for target in columns.removeValue(forKey: symbol) ?? [] {
            rows[target]!.terms[symbol] = nil
        }
        for index in levels.indices {
            levels[index].row.terms[symbol] = nil
        }
    }

    private mutating func unlink(_ term: Symbol, from basic: Symbol) {
        guard var set = columns.removeValue(forKey: term) else { return }
        set.remove(basic)
        if !set.isEmpty { columns[term] = set }
    }

    // MARK: - Objective levels

    /// The index of the level of `priority`, made (with no users) if missing.
    mutating func levelIndex(priority: Double) -> Int {
        if let index = levels.firstIndex(where: { $0.priority == priority }) { return index }
        let index = levels.firstIndex(where: { $0.priority < priority }) ?? levels.count
        levels.insert(Level(priority: priority, row: Row(), users: 0), at: index)
        return index
    }

    /// Adds `weight · error` to the objective at `priority`; `error` is a new, parametric symbol.
    mutating func addError(_ error: Symbol, weight: Double, priority: Double) {
        let index = levelIndex(priority: priority)
        levels[index].row.add(error, weight)
        levels[index].users += 1
    }

    /// Takes `weight · error` back out of the objective at `priority`, dropping the level when it has no user left.
    mutating func removeError(_ error: Symbol, weight: Double, priority: Double) {
        guard let index = levels.firstIndex(where: { $0.priority == priority }) else { return }
        if let row = rows[error] {
            levels[index].row.add(row, times: -weight)
        } else {
            levels[index].row.add(error, -weight)
        }
        levels[index].users -= 1
        if levels[index].users <= 0 { levels.remove(at: index) }
    }

    /// The reduced cost of `symbol` in the highest level where it is not 0: negative means increasing the symbol
    /// lowers the objective; 0 means the symbol costs nothing at any level.
    func leadingCost(of symbol: Symbol) -> Double {
        for level in levels {
            if let cost = level.row.terms[symbol], abs(cost) >= Row.epsilon { return cost }
        }
        return 0
    }

    /// Whether the symbol costs nothing at any level and may move: an unrestricted symbol, or a restricted one
    /// that can enter the basis.
    func isFree(_ symbol: Symbol) -> Bool {
        symbol.isPivotable && leadingCost(of: symbol) == 0
    }
}
