/// When a conditional element modifier (``ElementModifier/when(_:_:)``) applies.
public enum ElementCondition: String, Hashable, Sendable, CaseIterable {
    /// The operation is forward: present, push, a forward tab switch.
    case presenting
    /// The operation is backward: dismiss, pop, a backward tab switch.
    case dismissing
    /// The element's identifier names an element in both screens (``Scene/resolution(ofIdentifier:)`` finds one
    /// in each).
    case matched
    /// The element's identifier names an element in one screen only.
    case unmatched
    /// The element belongs to the screen that enters.
    case appearing
    /// The element belongs to the screen that leaves.
    case disappearing
}
