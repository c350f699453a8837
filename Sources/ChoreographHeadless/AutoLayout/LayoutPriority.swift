/// How much a layout constraint matters, as `UILayoutPriority`: from 1 to 1000, where 1000 is required.
///
/// A constraint below 1000 is a preference: Auto Layout meets it as far as the required constraints allow, and a
/// higher priority always wins over any number of lower ones (<doc:HostRules#Auto-Layout>).
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Required: 1000.
    public static let required = LayoutPriority(1000)
    /// The priority of a button's content hugging, and the default compression resistance: 750.
    public static let defaultHigh = LayoutPriority(750)
    /// The default content hugging priority: 250.
    public static let defaultLow = LayoutPriority(250)
    /// The priority with which a view fits its content when measured: 50.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// The priority, 1…1000 for a valid one.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A priority of `rawValue`.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Whether the priority lies in 1…1000 (more than 0 and at most 1000), as UIKit requires of a constraint's.
    var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    /// Whether the priority is 1000.
    var isRequired: Bool { rawValue == 1000 }

    /// The solver's strength for this priority: required at 1000, a preference at the raw value otherwise.
    var strength: Strength {
        isRequired ? .required : Strength(priority: Double(rawValue))
    }

    /// Orders by raw value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The priority raised by `rhs`.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(lhs.rawValue + rhs)
    }

    /// The priority lowered by `rhs`.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(lhs.rawValue - rhs)
    }

    /// The raw value, for example `750.0`.
    public var description: String { "\(rawValue)" }
}
