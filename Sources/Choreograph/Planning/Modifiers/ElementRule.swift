/// Element modifiers for the elements a selector picks: one entry of ``Transition/presentingElementRules`` and
/// ``Transition/dismissingElementRules``.
public struct ElementRule: Hashable, Sendable, CustomStringConvertible {
    /// The elements the modifiers apply to.
    public var selector: ElementSelector
    /// The modifiers, in order; where several set the same thing, the last one wins.
    public var modifiers: [ElementModifier]

    /// Creates a rule.
    ///
    /// - Parameters:
    ///   - selector: The elements the modifiers apply to.
    ///   - modifiers: The modifiers.
    public init(_ selector: ElementSelector, _ modifiers: [ElementModifier]) {
        self.selector = selector
        self.modifiers = modifiers
    }

    /// `selector: modifier, modifier…`, for traces.
    public var description: String {
        "\(selector): \(modifiers.map(\.description).joined(separator: ", "))"
    }
}
