/// How much a constraint matters: required, or preferred at a priority.
///
/// Preferences are compared *lexicographically*: the solver first makes the errors of the highest priority as small as
/// it can, then — without giving any of that up — those of the next priority, and so on. A preference of priority 751
/// therefore beats any number of preferences of priority 750 or lower, whatever their weights, as UIKit's priorities
/// promise. Within one priority the errors are added up, each multiplied by its ``weight``.
struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority of a required constraint: 1000, as UIKit's `.required`.
    static let requiredPriority: Double = 1000

    /// A constraint that must hold; the solver refuses one it cannot satisfy.
    static let required = Strength(priority: requiredPriority)

    /// 1000 for a required constraint; more than 0 and less than 1000 for a preference.
    let priority: Double
    /// How much an error of this constraint weighs against other errors of the same priority. Default 1.
    let weight: Double

    /// A strength of `priority` (more than 0, at most 1000) and `weight` (more than 0, finite). Default weight 1.
    /// Values outside those ranges are refused when a constraint with the strength is added (``SolverError``).
    init(priority: Double, weight: Double = 1) {
        self.priority = priority
        self.weight = weight
    }

    /// Whether the constraint must hold.
    var isRequired: Bool { priority == Self.requiredPriority }

    /// Whether the priority lies in 0 < priority ≤ 1000 and the weight is positive and finite.
    var isValid: Bool {
        priority > 0 && priority <= Self.requiredPriority && weight > 0 && weight.isFinite
    }

    /// Orders by priority, then weight.
    static func < (lhs: Strength, rhs: Strength) -> Bool {
        (lhs.priority, lhs.weight) < (rhs.priority, rhs.weight)
    }

    /// `required`, or `priority 750` (with `× weight` when the weight is not 1).
    var description: String {
        if isRequired { return "required" }
        return weight == 1 ? "priority \(priority)" : "priority \(priority) × \(weight)"
    }
}
