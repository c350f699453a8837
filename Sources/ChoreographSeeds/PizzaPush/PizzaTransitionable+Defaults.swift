#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The default implementations of ``PizzaTransitionable``.
extension PizzaTransitionable {
    /// `nil`: only the two shared views are hidden during the transition.
    public var pizzaTransitionContent: UIView? { nil }
}
