import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Manages a presented controller's place on screen and its chrome, as `UIPresentationController`
/// (<doc:HostRules#Presentation-controllers>).
///
/// Subclass it to size the presented view (``frameOfPresentedViewInContainerView``), to add chrome such as a dimming
/// view in ``presentationTransitionWillBegin()`` and animate it alongside the transition, and to lay out again when
/// the container does (``containerViewWillLayoutSubviews()``). The host makes one for every presentation; a
/// `.custom` presentation asks its transitioning delegate for it.
@MainActor
open class PresentationController {
    /// The controller being presented.
    public let presentedViewController: ViewController
    /// The controller presenting it (the root of the presenting context). Set again by the host when the
    /// presentation starts, for a controller made before its presenter was known (a sheet's).
    public internal(set) var presentingViewController: ViewController
    /// The container of the presentation; `nil` until the presentation starts.
    public internal(set) var containerView: View?
    /// The presentation style the controller serves. Set by the host before the presentation starts.
    public internal(set) var presentationStyle: ModalPresentationStyle = .custom

    /// Creates a presentation controller; `presenting` may be `nil`, in which case the host fills in the controller
    /// that presents.
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
    }

    // MARK: - Geometry and views

    /// The view that is animated and shown: the presented controller's view by default; an override may return an
    /// ancestor of it. Read repeatedly: must be stable and free of side effects (<doc:HostRules#Defaults>).
    open var presentedView: View? {
        presentedViewController.view
    }

    /// Where the presented view sits in the container when presented. Default: the container's bounds
    /// (<doc:HostRules#Defaults>).
    open var frameOfPresentedViewInContainerView: CGRect {
        containerView?.bounds ?? .zero
    }

    /// Whether the presenting controller's view is removed when the presentation completes. Default `false`.
    open var shouldRemovePresentersView: Bool {
        false
    }

    /// Whether the presentation covers the whole screen. Default `true`.
    open var shouldPresentInFullscreen: Bool {
        true
    }

    /// The size the presented controller is told about when the window changes size (its
    /// `viewWillTransition(to:with:)`). Default: the container's new size, `parentSize`.
    open func size(forChildContentContainer container: ViewController, withParentContainerSize parentSize: CGSize)
        -> CGSize
    {
        parentSize
    }

    // MARK: - Lifecycle

    /// The presentation is about to start: the container exists, the presented view is not in it yet. Add chrome
    /// here and animate it alongside through the presented controller's transition coordinator. Default: nothing.
    open func presentationTransitionWillBegin() {}

    /// The presentation ended; `completed` is what the animator passed to `completeTransition`. On `false`, remove
    /// the chrome. Default: nothing.
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// The dismissal is about to start; animate the chrome away alongside it. Default: nothing.
    open func dismissalTransitionWillBegin() {}

    /// The dismissal ended; on `true`, remove the chrome. Default: nothing.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// The container is about to lay out its subviews: during the transition and on every later layout (a size
    /// change, a rotation). Default: nothing.
    open func containerViewWillLayoutSubviews() {}

    /// The container has laid out its subviews. Default: nothing.
    open func containerViewDidLayoutSubviews() {}

    // MARK: - Internal API

    /// Whether a touch that lands on the container itself, outside every view in it, goes on to the views behind
    /// the container (the presenting screen). Default `false`: the container takes it.
    var passesTouchesThroughContainer: Bool {
        false
    }
}

/// The container of a presentation: it lays out with its window and tells its presentation controller.
///
/// When its size changes, the presented view first keeps its margins to the container's edges, growing or shrinking
/// by the change — what a controller's root view does in UIKit through its flexible-width, flexible-height
/// autoresizing mask — and then the presentation controller's layout callbacks run, so an override of
/// ``PresentationController/containerViewWillLayoutSubviews()`` still has the last word. A transformed presented view
/// is left alone, as UIKit leaves the frame of a transformed view undefined.
@MainActor
final class PresentationContainerView: View {
    weak var presentationController: PresentationController?
    /// The size the presented view was last fitted to.
    private var fittedSize: CGSize
    /// How many times the container has changed size: a check of the presented view's frame after a transition
    /// holds only when it has not changed meanwhile, even if it came back to its size.
    private(set) var sizeChanges = 0

    override init(frame: CGRect) {
        fittedSize = frame.size
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// As `View`'s, except that a touch landing on the container itself goes on to the views behind it when the
    /// presentation controller lets touches through (a sheet at or below its largest undimmed detent).
    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        if hit === self, presentationController?.passesTouchesThroughContainer == true { return nil }
        return hit
    }

    override func layoutSubviews() {
        resizePresentedView()
        presentationController?.containerViewWillLayoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }

    private func resizePresentedView() {
        let size = bounds.size
        let old = fittedSize
        fittedSize = size
        if size != old { sizeChanges += 1 }
        guard size != old, let view = presentationController?.presentedView, view.superview === self,
            view.transform.isIdentity
        else { return }
        let frame = view.frame
        // Keep the trailing and bottom margins, computed apart from the size so a view filling a huge container
        // fills the new one exactly (1e300 + 390 - 1e300 would lose the 390).
        let trailing = old.width - frame.maxX
        let bottom = old.height - frame.maxY
        view.frame = CGRect(
            x: frame.minX,
            y: frame.minY,
            width: max(size.width - trailing - frame.minX, 0),
            height: max(size.height - bottom - frame.minY, 0)
        )
    }
}
