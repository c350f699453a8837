import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The presentation controller the host uses for every style but `.custom`: it places the presented view and, for
/// sheets, adds a dimming view.
///
/// - `.fullScreen` and `.currentContext`: the presented view fills the container; the presenting view leaves the
///   screen when the presentation completes.
/// - `.overFullScreen` and `.overCurrentContext`: the same frame; the presenting view stays underneath.
/// - `.pageSheet` and `.formSheet`: a sheet 56 points below the top edge with 10-point top corners over a black
///   dimming view at 20% opacity; the presenting view stays. (UIKit's sheet also shrinks the presenter; that is left
///   to the sheet presets.)
@MainActor
final class StandardPresentationController: PresentationController {
    /// The gap between the container's top edge and a sheet: 56 points.
    static let sheetTopInset: CGFloat = 56
    /// The radius of a sheet's top corners: 10 points.
    static let sheetCornerRadius: CGFloat = 10
    /// The opacity of the dimming view behind a sheet: 0.2.
    static let sheetDimming: CGFloat = 0.2

    private var dimmingView: View?

    private var isSheet: Bool {
        presentationStyle == .pageSheet || presentationStyle == .formSheet
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        guard isSheet else { return bounds }
        let inset = min(Self.sheetTopInset, bounds.height)
        return CGRect(x: bounds.minX, y: bounds.minY + inset, width: bounds.width, height: bounds.height - inset)
    }

    override var shouldRemovePresentersView: Bool {
        presentationStyle == .fullScreen || presentationStyle == .currentContext
    }

    override func presentationTransitionWillBegin() {
        guard isSheet, let container = containerView else { return }
        let dimming = View(frame: container.bounds, identifier: "dimming")
        dimming.backgroundColor = .black
        dimming.alpha = 0
        container.insertSubview(dimming, at: 0)
        dimmingView = dimming
        presentedView?.layer.cornerRadii = CornerRadii(
            topLeft: Self.sheetCornerRadius,
            topRight: Self.sheetCornerRadius,
            bottomRight: 0,
            bottomLeft: 0
        )
        presentedView?.clipsToBounds = true
        let coordinator = presentedViewController.transitionCoordinator
        if coordinator?.animate(alongsideTransition: { _ in dimming.alpha = Self.sheetDimming }) != true {
            dimming.alpha = Self.sheetDimming
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { removeDimming() }
    }

    override func dismissalTransitionWillBegin() {
        guard let dimming = dimmingView else { return }
        let coordinator = presentedViewController.transitionCoordinator
        if coordinator?.animate(alongsideTransition: { _ in dimming.alpha = 0 }) != true {
            dimming.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { removeDimming() }
    }

    override func containerViewWillLayoutSubviews() {
        guard let container = containerView else { return }
        dimmingView?.frame = container.bounds
        // The animator places the presented view while its presentation or dismissal runs; the container lays out
        // again when it ends. A transition the presented controller only presents from leaves its view here alone.
        guard !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed,
            let view = presentedView, view.superview === container
        else { return }
        view.frame = frameOfPresentedViewInContainerView
    }

    private func removeDimming() {
        dimmingView?.removeFromSuperview()
        dimmingView = nil
    }
}
