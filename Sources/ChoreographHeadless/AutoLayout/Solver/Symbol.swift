/// A column of the simplex tableau: an external variable, or one of the variables the solver introduces.
///
/// Symbols are ordered by ``id``, the order in which they were made; every choice the simplex method makes among
/// candidates (Bland's rule) takes the lowest id, so solving is deterministic and never cycles.
struct Symbol: Hashable, Comparable {
    /// What the symbol stands for, and whether it may go negative.
    enum Kind: UInt8 {
        /// An external variable: unrestricted in sign.
        case external
        /// The slack of an inequality: restricted to ≥ 0.
        case slack
        /// The error of a preference: restricted to ≥ 0, weighted in the objective.
        case error
        /// The marker of a required equality: restricted to exactly 0; it never enters the basis.
        case dummy
        /// The artificial variable of phase one of an addition: restricted to ≥ 0, driven to 0.
        case artificial
    }

    /// The order of creation, unique within a solver.
    let id: Int
    /// What the symbol stands for.
    let kind: Kind

    /// Whether the symbol must stay ≥ 0 (every kind but ``Kind/external``).
    var isRestricted: Bool { kind != .external }

    /// Whether the simplex method may bring the symbol into the basis (every kind but ``Kind/dummy``).
    var isPivotable: Bool { kind != .dummy }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }

    /// Symbols are equal when their ids are: the id alone identifies a symbol.
    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }

    /// Hashes the id alone.
    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}
