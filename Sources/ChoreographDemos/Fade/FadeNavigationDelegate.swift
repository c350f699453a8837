import ChoreographHeadless

/// The fade demo's navigation delegate: the same ``FadeAnimator`` the modal transition uses, presenting for a push
/// and dismissing for a pop; no interaction controller, so the navigation controller's edge swipe scrubs the fade of
/// a pop it starts.
///
/// A navigation controller holds its delegate weakly, so this object must be kept alive by its owner —
/// ``FadeFirstViewController`` holds it in a constant, as it does its transitioning delegate.
@MainActor
public final class FadeNavigationDelegate: NavigationControllerDelegate {
    /// Creates the delegate.
    public init() {}

    /// A presenting ``FadeAnimator`` for a push, a dismissing one for a pop, `nil` (the standard animation)
    /// otherwise.
    public func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController,
        to toVC: ViewController
    ) -> (any AnimatedTransitioning)? {
        switch operation {
        case .push: FadeAnimator(isPresenting: true)
        case .pop: FadeAnimator(isPresenting: false)
        case .none: nil
        }
    }
}
