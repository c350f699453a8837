#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// Which way a ``PizzaTransitionAnimator`` runs: the navigation delegate picks one from the navigation operation.
public enum PizzaAnimationType: String, Hashable, Sendable, CaseIterable {
    /// A push: the selected cell's mirrors grow into the detail screen.
    case present
    /// A pop: the detail screen's mirrors shrink back onto the selected cell, the push run backwards.
    case dismiss
}
