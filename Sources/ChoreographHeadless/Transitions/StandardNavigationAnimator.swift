import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The host's own push and pop animation, used when the navigation delegate vends none
/// (<doc:HostRules#The-standard-push-and-pop>).
///
/// Push: the incoming view slides in from the right edge onto its final frame while the outgoing view moves left by
/// ``parallax`` × the container's width, under a black dimming view whose alpha goes from 0 to ``dimmingAlpha``.
/// Pop reverses all of it: the outgoing view slides out to the right, the incoming one comes back from
/// −``parallax`` × width, and the dimming over it fades from ``dimmingAlpha`` to 0.
///
/// In a right-to-left layout (the navigation controller's view's ``View/effectiveUserInterfaceLayoutDirection``, read
/// when the transition starts) the horizontal geometry is mirrored, as UIKit's: a push brings the incoming view in
/// from the left edge while the outgoing one moves right by ``parallax`` × width, and a pop reverses that.
///
/// Timing: ``duration`` (0.35 s, a reconstruction of UIKit's) with an ease-out curve (control points (0, 0), (0.58, 1):
/// fast at first, settling at the end, the way a view thrown across the screen slows down); a transition that is
/// interactive when it starts is linear instead, so that the views follow the finger while they are scrubbed, and
/// the interaction controller's completion curve eases the rest. UIKit does not document its curve.
///
/// On completion the dimming view is removed and the outgoing view's frame is put back (the host then removes the
/// view when the transition completed); a cancelled transition removes the incoming view it added
/// (<doc:HostRules#Cleaning-up>).
@MainActor
final class StandardNavigationAnimator: AnimatedTransitioning {
    /// The standard duration: 0.35 s.
    static let duration: TimeInterval = 0.35
    /// How far the view underneath moves, as a fraction of the container's width: 0.3.
    static let parallax: CGFloat = 0.3
    /// The alpha of the black dimming view over the view underneath: 0.1.
    static let dimmingAlpha: CGFloat = 0.1
    /// The dimming view's identifier, to find it in the container.
    static let dimmingIdentifier = "navigation.dimming"

    let operation: NavigationOperation

    init(operation: NavigationOperation) {
        self.operation = operation
    }

    func transitionDuration(using context: (any ContextTransitioning)?) -> TimeInterval {
        context?.isAnimated == false ? 0 : Self.duration
    }

    func animateTransition(using context: any ContextTransitioning) {
        guard let fromController = context.viewController(forKey: .from),
            let toController = context.viewController(forKey: .to),
            let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to)
        else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        let container = context.containerView
        let isPop = operation == .pop
        let width = container.bounds.width
        // The sign of a move towards the trailing edge: +1 (rightwards) left to right, −1 (leftwards) right to left.
        let trailing: CGFloat =
            Self.isRightToLeft(from: fromController, to: toController, container: container) ? -1 : 1
        let start = context.initialFrame(for: fromController)
        let final = context.finalFrame(for: toController)
        let dimming = View(identifier: Self.dimmingIdentifier)
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        if isPop {
            toView.frame = final.offsetBy(dx: -trailing * Self.parallax * width, dy: 0)
            dimming.frame = toView.frame
            dimming.alpha = Self.dimmingAlpha
            container.insertSubview(toView, belowSubview: fromView)
            container.insertSubview(dimming, belowSubview: fromView)
        } else {
            toView.frame = final.offsetBy(dx: trailing * width, dy: 0)
            dimming.frame = start
            dimming.alpha = 0
            container.addSubview(dimming)
            container.addSubview(toView)
        }
        let options: AnimationOptions = context.isInteractive ? .curveLinear : .curveEaseOut
        View.animate(withDuration: transitionDuration(using: context), options: options) {
            toView.frame = final
            if isPop {
                fromView.frame = start.offsetBy(dx: trailing * width, dy: 0)
                dimming.frame = final
                dimming.alpha = 0
            } else {
                fromView.frame = start.offsetBy(dx: -trailing * Self.parallax * width, dy: 0)
                dimming.frame = fromView.frame
                dimming.alpha = Self.dimmingAlpha
            }
        } completion: { _ in
            dimming.removeFromSuperview()
            fromView.frame = start
            if context.transitionWasCancelled { toView.removeFromSuperview() }
            context.completeTransition(!context.transitionWasCancelled)
        }
    }

    /// Whether the navigation controller's view lays out right to left, read from whichever of the two controllers is
    /// still in it (both are during a push and a pop); the container's own direction when neither is.
    private static func isRightToLeft(from: ViewController, to: ViewController, container: View) -> Bool {
        let view = (to.navigationController ?? from.navigationController)?.view ?? container
        return view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }
}
