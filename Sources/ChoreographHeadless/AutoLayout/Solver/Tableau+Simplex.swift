/// The primal and dual simplex methods on a ``Tableau``, with Bland's rule for every choice.
///
/// Bland's rule — among the candidates for entering, the lowest symbol; among the rows tied in the ratio test, the
/// lowest basic symbol — guarantees that the method never cycles on degenerate tableaux. A bound on the number of
/// steps guards against numerical breakdown.
extension Tableau {
    /// How a run of the simplex method ended.
    enum Outcome: Equatable {
        /// The objective is optimal (primal), or every row is feasible again (dual).
        case optimal
        /// The objective decreases without bound (only an ambiguity probe can be unbounded).
        case unbounded
        /// A row cannot be made feasible: the basic symbol named is stuck below 0 (dual only).
        case infeasible(Symbol)
        /// The step bound was reached.
        case iterationLimit
    }

    /// The bound on simplex steps for a tableau of this size.
    var stepLimit: Int {
        10_000 + 50 * (rows.count + columns.count)
    }

    // MARK: - Primal

    /// Minimizes the objective, level by level, from a feasible tableau.
    mutating func optimize() -> Outcome {
        for _ in 0..<stepLimit {
            guard let (entering, direction) = enteringSymbol() else { return .optimal }
            guard let leaving = leavingRow(entering: entering, direction: direction) else { return .unbounded }
            pivot(entering: entering, leaving: leaving)
        }
        return .iterationLimit
    }

    /// The lowest symbol whose move lowers the objective, and the direction of that move (+1 up, −1 down; a
    /// restricted symbol only moves up).
    func enteringSymbol() -> (Symbol, Double)? {
        var best: (Symbol, Double)?
        var decided = Set<Symbol>()
        for level in levels {
            for (symbol, cost) in level.row.terms where abs(cost) >= Row.epsilon && symbol.isPivotable {
                if levels.count > 1 {
                    guard decided.insert(symbol).inserted else { continue }
                }
                let direction: Double
                if symbol.isRestricted {
                    guard cost < 0 else { continue }
                    direction = 1
                } else {
                    direction = cost < 0 ? 1 : -1
                }
                if best == nil || symbol < best!.0 { best = (symbol, direction) }
            }
        }
        return best
    }

    /// The restricted row that first reaches 0 as `entering` moves in `direction` (ties: the lowest basic symbol);
    /// `nil` when none limits the move.
    func leavingRow(entering: Symbol, direction: Double) -> Symbol? {
        var candidates: [(basic: Symbol, ratio: Double)] = []
        for basic in columns[entering] ?? [] where basic.isRestricted {
            let row = rows[basic]!
            let coefficient = row.terms[entering]! * direction
            guard coefficient <= -Row.epsilon else { continue }
            candidates.append((basic, row.constant / -coefficient))
        }
        // Two passes, so that the choice does not depend on the order the candidates were visited in.
        guard let smallest = candidates.map(\.ratio).min() else { return nil }
        let tolerance = Self.ratioTolerance(smallest)
        return candidates.filter { $0.ratio <= smallest + tolerance }.map(\.basic).min()
    }

    /// Ratios this close count as tied.
    static func ratioTolerance(_ ratio: Double) -> Double {
        ratio.isFinite ? 1e-12 * max(1, abs(ratio)) : 0
    }

    // MARK: - Dual

    /// Restores feasibility after constants changed, keeping the objective optimal: the rows of `pending` (and
    /// those the pivots change) are checked, and the lowest infeasible one leaves first.
    mutating func dualOptimize(pending: Set<Symbol>) -> Outcome {
        var pending = pending
        for _ in 0..<stepLimit {
            var leaving: Symbol?
            for basic in pending {
                guard let row = rows[basic], basic.isRestricted else {
                    pending.remove(basic)
                    continue
                }
                let infeasible =
                    basic.kind == .dummy
                    ? abs(row.constant) > Self.feasibilityTolerance(row)
                    : row.constant < -Self.feasibilityTolerance(row)
                guard infeasible else {
                    pending.remove(basic)
                    continue
                }
                if leaving == nil || basic < leaving! { leaving = basic }
            }
            guard let leaving else { return .optimal }
            guard leaving.kind != .dummy, let entering = dualEntering(leaving: leaving) else {
                return .infeasible(leaving)
            }
            pending.formUnion(pivot(entering: entering, leaving: leaving))
            pending.insert(entering)
        }
        return .iterationLimit
    }

    /// How far below 0 a row's constant may sit before it counts as infeasible: round-off relative to its size.
    static func feasibilityTolerance(_ row: Row) -> Double {
        1e-9 * max(1, abs(row.constant))
    }

    /// The symbol to enter for the infeasible `leaving` row: among the row's pivotable symbols with a positive
    /// coefficient, the smallest ratio of reduced cost to coefficient, compared level by level (ties: the lowest).
    func dualEntering(leaving: Symbol) -> Symbol? {
        var candidates: [(symbol: Symbol, ratio: [Double])] = []
        for (symbol, coefficient) in rows[leaving]!.terms where symbol.isPivotable && coefficient >= Row.epsilon {
            candidates.append((symbol, levels.map { ($0.row.terms[symbol] ?? 0) / coefficient }))
        }
        // Sorted, then two passes, so that the choice does not depend on the order the row's terms are stored in.
        candidates.sort { $0.symbol < $1.symbol }
        guard var smallest = candidates.first?.ratio else { return nil }
        for candidate in candidates.dropFirst() where Self.compare(candidate.ratio, smallest) == .less {
            smallest = candidate.ratio
        }
        return candidates.filter { Self.compare($0.ratio, smallest) != .greater }.map(\.symbol).min()
    }

    /// The result of comparing two cost vectors level by level.
    enum Comparison { case less, equal, greater }

    /// Compares cost vectors lexicographically, treating differences below ``Row/epsilon`` as none.
    static func compare(_ lhs: [Double], _ rhs: [Double]) -> Comparison {
        for (left, right) in zip(lhs, rhs) where abs(left - right) >= Row.epsilon {
            return left < right ? .less : .greater
        }
        return .equal
    }
}
