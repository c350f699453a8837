#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// How the seeds end a finger-driven transition: the progress is carried on by the release velocity the way a scroll
/// view decelerates (`UIScrollView.DecelerationRate.normal`, 0.998 per millisecond), and the transition finishes when
/// that lands past half way.
public enum InteractiveRelease {
    /// The deceleration rate of a scroll view's normal deceleration, per millisecond.
    public static let decelerationRate: CGFloat = 0.998

    /// Whether a transition at `progress` whose progress moves at `velocity` per second when the finger lifts
    /// finishes. A progress that is not a finite number cancels; a velocity that is not finite counts as 0.
    public static func finishes(progress: CGFloat, velocity: CGFloat) -> Bool {
        guard progress.isFinite else { return false }
        let speed = velocity.isFinite ? velocity : 0
        let carried = speed / 1000 * decelerationRate / (1 - decelerationRate)
        return progress + carried > 0.5
    }
}

extension UIPercentDrivenInteractiveTransition {
    /// Follows a pan that drives this transition after it began: when it changes, the progress is its translation
    /// along `vertical` (or horizontal) divided by `length`; when it ends, ``release(progress:velocity:)`` decides;
    /// when it is cancelled, so is the transition. Returns whether the pan is over (ended or cancelled), so the owner
    /// lets go of the transition.
    @discardableResult
    public func follow(_ pan: UIPanGestureRecognizer, in view: UIView, vertical: Bool, length: CGFloat) -> Bool {
        let translation = pan.translation(in: view)
        let progress = (vertical ? translation.y : translation.x) / length
        switch pan.state {
        case .changed:
            update(progress)
            return false
        case .ended:
            let velocity = pan.velocity(in: view)
            release(progress: progress, velocity: (vertical ? velocity.y : velocity.x) / length)
            return true
        case .cancelled:
            cancel()
            return true
        default:
            return false
        }
    }

    /// Finishes or cancels as ``InteractiveRelease/finishes(progress:velocity:)`` decides.
    public func release(progress: CGFloat, velocity: CGFloat) {
        if InteractiveRelease.finishes(progress: progress, velocity: velocity) {
            finish()
        } else {
            cancel()
        }
    }
}
