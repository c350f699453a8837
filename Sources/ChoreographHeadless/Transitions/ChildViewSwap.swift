import Foundation

/// The view bookkeeping a container controller's transition shares, navigation and tab alike: one child's view
/// leaves the container's content view and another's takes its place.
@MainActor
struct ChildViewSwap {
    /// The container controller, laid out once the transition ends.
    let owner: ViewController
    /// The view the transition runs in: the owner's content view.
    let container: View
    /// The child shown when the transition starts.
    let from: ViewController
    /// The child shown when it completes.
    let to: ViewController

    /// The context of the swap: both views, the "from" view (put in the container if it is not there) at its
    /// frame going to `.zero` since it will be removed, the "to" view from `.zero` to the container's bounds,
    /// and ``ModalPresentationStyle/none``.
    func makeContext() -> TransitionContext {
        let fromView: View = from.view
        if fromView.superview !== container {
            container.addSubview(fromView)
            fromView.frame = container.bounds
        }
        return TransitionContext(
            container: container,
            from: from,
            to: to,
            fromView: fromView,
            toView: to.view,
            initialFrames: [ObjectIdentifier(from): fromView.frame],
            finalFrames: [ObjectIdentifier(to): container.bounds],
            isAnimated: true,
            isInteractive: false,
            style: .none
        )
    }

    /// Cleans up after `completeTransition`, then lays the owner out (which puts the shown child's view at the
    /// content view's bounds).
    ///
    /// - Parameters:
    ///   - showsTo: Whether the "to" child ends on screen: its view stays (and is added if the animator did not add
    ///     it) and the "from" view leaves the hierarchy. Otherwise the "to" view leaves if the animator left it in the
    ///     hierarchy and the "from" view stays.
    ///   - missingToView: The diagnostic code reported when the "to" child ends on screen but the animator did not
    ///     add its view; `nil` reports nothing.
    func cleanUp(showsTo: Bool, missingToView: Diagnostic.Code?) {
        let fromView: View = from.view
        let toView: View = to.view
        if showsTo {
            fromView.removeFromSuperview()
            if toView.superview !== container {
                if let missingToView {
                    HostEnvironment.current.diagnostics.report(
                        missingToView,
                        "the animator of \(owner.traceName)'s transition to \(to.traceName) did not add its view to "
                            + "the container: the host added it"
                    )
                }
                container.addSubview(toView)
            }
        } else {
            if toView.superview != nil { toView.removeFromSuperview() }
            if fromView.superview !== container { container.addSubview(fromView) }
        }
        owner.view.setNeedsLayout()
        owner.view.layoutIfNeeded()
    }
}
