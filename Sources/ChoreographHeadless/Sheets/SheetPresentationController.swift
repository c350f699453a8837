import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The presentation controller of a page or form sheet with detents, as `UISheetPresentationController`
/// (<doc:SheetPresentations>).
///
/// Get it from the presented controller's ``ViewController/sheetPresentationController`` before presenting,
/// configure it, and present: the sheet rests at ``selectedDetentIdentifier`` (the smallest detent when `nil`), over a
/// dimming view that tracks its position, and the screen behind it recedes (scaled, with rounded corners) as it rises
/// to its largest detent. A pan on the sheet drags it between its detents, rubber-bands it past the largest, and
/// below the smallest drives the real interactive dismissal; on release the target is chosen from the position
/// projected with the finger's velocity (``/Choreograph/SheetLayout/release(height:velocity:detents:allowsDismissal:settings:)``).
///
/// The numbers come from ``settings`` (``/Choreograph/SheetSettings``); the geometry and physics are the pure
/// functions of ``/Choreograph/SheetLayout``.
@MainActor
public final class SheetPresentationController: PresentationController {
    /// The heights the sheet rests at, smallest to largest. Default `[.large()]`. An empty list is reported
    /// (`sheet.noDetents`) and counts as `[.large()]`. Changes take effect at once, or animated inside
    /// ``animateChanges(_:)``.
    public var detents: [Detent] = [.large()] {
        didSet {
            reportedNoActiveDetents = false
            if detents.isEmpty {
                HostEnvironment.current.diagnostics.report(
                    .sheetNoDetents, "sheet detents set to an empty list: the sheet uses [.large()]")
            }
            settleAfterChange()
        }
    }

    /// The detent the sheet rests at; `nil` (the default) means the smallest. One that names no active detent counts
    /// as the smallest. Set by a drag that settles at a detent; setting it moves the sheet at once, or animated
    /// inside ``animateChanges(_:)``.
    public var selectedDetentIdentifier: Detent.Identifier? {
        didSet { settleAfterChange() }
    }

    /// The largest detent at which nothing is dimmed and touches outside the sheet reach the screen behind it;
    /// `nil` (the default) dims at every detent. Above it the dimming grows to full at the next larger detent.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { settleAfterChange() }
    }

    /// Whether a grabber (`grabber`, 36 × 5 points, 5 points below the sheet's top edge) shows. Default `false`.
    public var prefersGrabberVisible = false {
        didSet { updateGrabber() }
    }

    /// The radius of the sheet's top corners; `nil` (the default) uses ``/Choreograph/SheetSettings/cornerRadius``,
    /// 10 points. A radius that is not a finite number at least 0 is reported (`sheet.invalidValue`) and the sheet
    /// uses the settings' radius; the property keeps the value set.
    public var preferredCornerRadius: CGFloat? {
        didSet {
            if let radius = preferredCornerRadius, !(radius.isFinite && radius >= 0) {
                HostEnvironment.current.diagnostics.report(
                    .sheetInvalidValue,
                    "sheet preferredCornerRadius = \(radius): must be a finite number at least 0; the sheet uses "
                        + "settings.cornerRadius")
            }
            updateCorners()
        }
    }

    /// Whether scrolling up in the sheet's content expands the sheet to a larger detent first, as UIKit's: a drag up
    /// on a scroll view in a sheet that can grow past its selected detent moves the sheet rather than the content.
    /// Default `true` (<doc:SheetPresentations#Scroll-views>).
    public var prefersScrollingExpandsWhenScrolledToEdge = true

    /// The numbers the sheet uses. Default ``/Choreograph/SheetSettings/standard``. A number that breaks its rule
    /// (``/Choreograph/SheetSettings/violations``) is reported (`sheet.invalidValue`, naming the value and the rule)
    /// and replaced by its default, so the property reads back ``/Choreograph/SheetSettings/sanitized``.
    public var settings = SheetSettings.standard {
        didSet {
            let violations = settings.violations
            if !violations.isEmpty {
                for violation in violations {
                    HostEnvironment.current.diagnostics.report(
                        .sheetInvalidValue, "sheet settings.\(violation); the sheet uses the default")
                }
                settings = settings.sanitized
            }
            updateCorners()
            updateGrabber()
            placeGrabber()
            settleAfterChange()
        }
    }

    /// The pan that drags the sheet (`sheet-pan`), on the presented view while the sheet is presented.
    public var panGestureRecognizer: PanGestureRecognizer { pan }

    /// The dimming view behind the sheet (`dimming`) while presented; `nil` otherwise.
    public private(set) var dimmingView: View?
    /// The grabber view (`grabber`) while it shows; `nil` otherwise.
    public private(set) var grabberView: View?

    /// The interaction a drag made for the dismissal it is about to start; the host takes it.
    var pendingDismissal: TransitionInteraction?
    var dismissal: TransitionInteraction?
    /// The height the dismissal started from, and the progress past which it finishes.
    var dismissalStart: (height: Double, threshold: Double)?
    var changeDepth = 0
    var dragStartHeight: Double?
    var isSettling = false
    /// Whether a finger stopped a settling sheet and no drag has begun yet.
    var isHeld = false
    /// Who the current drag on a scroll view in the sheet moves; `nil` for a drag elsewhere.
    var scrollHandOff: ScrollHandOff?
    private let pan = SheetPanGestureRecognizer()
    private var presenterCornerRadius: CGFloat?
    private var reportedNoActiveDetents = false
    /// The sheet's height when the running presentation began.
    private var presentationHeight: Double?

    /// Creates a sheet presentation controller with the defaults above.
    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?)
    {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        pan.name = "sheet-pan"
        pan.delegate = self
        pan.addHandler { [weak self] pan in self?.handlePan(pan) }
        pan.onTouchDown = { [weak self] in self?.hold() }
        pan.onReset = { [weak self] in self?.letGo() }
    }

    // MARK: - Geometry

    /// The active detents in the current container, smallest first; empty before the presentation starts.
    public var resolvedDetents: [SheetLayout.ResolvedDetent] {
        guard let containerView else { return [] }
        let height = Double(containerView.bounds.height)
        let maximum = SheetLayout.maximumDetentValue(containerHeight: height, settings: settings)
        let list = detents.isEmpty ? [Detent.large()] : detents
        return SheetLayout.resolve(list.map { $0.core(maximum: maximum) }, containerHeight: height, settings: settings)
    }

    /// The detents the sheet uses: ``resolvedDetents``, or the large detent alone when every detent is inactive
    /// (reported once per change of the detents, `sheet.noActiveDetents`).
    var detentsInUse: [SheetLayout.ResolvedDetent] {
        let resolved = resolvedDetents
        guard resolved.isEmpty, let containerView else { return resolved }
        let height = Double(containerView.bounds.height)
        let large = SheetLayout.resolve([.large], containerHeight: height, settings: settings)
        if !large.isEmpty, !reportedNoActiveDetents {
            reportedNoActiveDetents = true
            HostEnvironment.current.diagnostics.report(
                .sheetNoActiveDetents,
                "every sheet detent is inactive in a container \(height) points tall: the sheet uses the large detent")
        }
        return large
    }

    /// The detent the sheet rests at: the selected one, or the smallest.
    var restingDetent: SheetLayout.ResolvedDetent? {
        let resolved = detentsInUse
        return resolved.first { $0.identifier == selectedDetentIdentifier } ?? resolved.first
    }

    /// The sheet at its resting detent: the container's width, from `H − h` to the bottom edge. While the
    /// presentation runs, the resting detent as it began: a detent selected (or detents or settings changed) meanwhile
    /// takes effect when the presentation completes, the sheet settling there on the settling spring.
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        if let presentationHeight, presentedViewController.isBeingPresented { return frame(height: presentationHeight) }
        return frame(height: restingDetent?.height ?? Double(containerView.bounds.height))
    }

    /// The sheet's height above the container's bottom edge as shown on screen.
    public var currentHeight: CGFloat {
        guard let containerView, let view = presentedView else { return 0 }
        return containerView.bounds.height - view.presentation.frame.minY
    }

    override var passesTouchesThroughContainer: Bool {
        guard largestUndimmedDetentIdentifier != nil else { return false }
        return (dimmingView?.alpha ?? 0) < 0.01
    }

    // MARK: - Programmatic changes

    /// Makes the changes `changes` makes to the sheet (its detents, selected detent, largest undimmed detent) and
    /// animates the sheet to its new resting place with a critically damped spring of
    /// ``/Choreograph/SheetSettings/settleDuration`` (0.5 s).
    public func animateChanges(_ changes: () -> Void) {
        changeDepth += 1
        changes()
        changeDepth -= 1
        if changeDepth == 0 { settle(animated: true, velocity: 0, dampingRatio: settings.settleDampingRatio) }
    }

    // MARK: - Lifecycle

    /// Adds the dimming view, rounds the sheet's top corners, adds the grabber, and fades the dimming in and recedes
    /// the screen behind alongside the presentation.
    public override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dismissal = nil
        dismissalStart = nil
        dragStartHeight = nil
        presentationHeight = nil
        presentationHeight = Double(frameOfPresentedViewInContainerView.height)
        let dimming = View(frame: container.bounds, identifier: "dimming")
        dimming.backgroundColor = .black
        dimming.alpha = 0
        container.insertSubview(dimming, at: 0)
        dimmingView = dimming
        presenterCornerRadius = presentingViewController.viewIfLoaded?.layer.cornerRadius
        updateCorners()
        presentedView?.clipsToBounds = true
        updateGrabber()
        let height = restingDetent?.height ?? 0
        let coordinator = presentedViewController.transitionCoordinator
        if coordinator?.animate(alongsideTransition: { [weak self] _ in self?.applyChrome(height: height) }) != true {
            applyChrome(height: height)
        }
    }

    /// On completion, puts the pan on the sheet and settles it at its resting detent should that have changed during
    /// the presentation; on cancellation, removes the chrome.
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        presentationHeight = nil
        if completed {
            presentedView?.addGestureRecognizer(panGestureRecognizer)
            if let view = presentedView, !view.frame.isClose(to: frameOfPresentedViewInContainerView) {
                settle(animated: true, velocity: 0, dampingRatio: settings.settleDampingRatio, presenting: true)
            }
        } else {
            removeChrome()
        }
    }

    /// Fades the dimming out and brings the screen behind back alongside the dismissal.
    public override func dismissalTransitionWillBegin() {
        let coordinator = presentedViewController.transitionCoordinator
        if coordinator?.animate(alongsideTransition: { [weak self] _ in self?.applyChrome(height: 0) }) != true {
            applyChrome(height: 0)
        }
    }

    /// On completion removes the chrome and the pan; on cancellation the sheet rests at its smallest detent.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        dismissal = nil
        dismissalStart = nil
        if completed {
            removeChrome()
            panGestureRecognizer.view?.removeGestureRecognizer(panGestureRecognizer)
        } else {
            if let smallest = detentsInUse.first, dragStartHeight == nil {
                selectedDetentIdentifier = smallest.identifier
            }
            settle(animated: false, velocity: 0, dampingRatio: 1)
        }
    }

    /// Keeps the dimming over the container and, outside transitions and drags, the sheet at its resting detent (a
    /// size change resolves the detents again).
    public override func containerViewWillLayoutSubviews() {
        guard let container = containerView else { return }
        dimmingView?.frame = container.bounds
        guard !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed,
            dragStartHeight == nil, let view = presentedView, view.superview === container
        else { return }
        view.frame = frameOfPresentedViewInContainerView
        applyChrome(height: restingDetent?.height ?? 0)
        placeGrabber()
    }

    // MARK: - Internal API

    func frame(height: Double) -> CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        let h = CGFloat(height)
        return CGRect(x: bounds.minX, y: bounds.maxY - h, width: bounds.width, height: h)
    }

    /// Sets the dimming, the pass-through and the recession of the screen behind for a sheet `height` points tall.
    func applyChrome(height: Double) {
        let detents = detentsInUse
        let dimming = SheetLayout.dimmingFraction(
            height: height, detents: detents, largestUndimmed: largestUndimmedDetentIdentifier)
        dimmingView?.alpha = CGFloat(dimming * settings.dimmingAlpha)
        let recession = SheetLayout.presenterRecession(
            fraction: SheetLayout.recessionFraction(
                height: height, detents: detents, largestUndimmed: largestUndimmedDetentIdentifier),
            settings: settings)
        if let presenter = presentingViewController.viewIfLoaded, presenter !== presentedView {
            let scale = CGFloat(recession.scale)
            presenter.transform = CGAffineTransform(scaleX: scale, y: scale)
            presenter.layer.cornerRadius =
                recession.cornerRadius > 0 ? CGFloat(recession.cornerRadius) : (presenterCornerRadius ?? 0)
        }
    }

    private func removeChrome() {
        dimmingView?.removeFromSuperview()
        dimmingView = nil
        grabberView?.removeFromSuperview()
        grabberView = nil
        if let presenter = presentingViewController.viewIfLoaded, presenter !== presentedView {
            presenter.transform = .identity
            presenter.layer.cornerRadius = presenterCornerRadius ?? 0
        }
    }

    private func updateCorners() {
        guard containerView != nil, let view = presentedView else { return }
        let preferred = preferredCornerRadius.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        let radius = preferred ?? CGFloat(settings.cornerRadius)
        view.layer.cornerRadii = CornerRadii(topLeft: radius, topRight: radius, bottomRight: 0, bottomLeft: 0)
    }

    private func updateGrabber() {
        guard containerView != nil, dimmingView != nil, let view = presentedView else { return }
        if prefersGrabberVisible, grabberView == nil {
            let grabber = View(frame: .zero, identifier: "grabber")
            grabber.backgroundColor = .tertiaryLabel
            grabber.layer.cornerRadius = CGFloat(settings.grabberHeight / 2)
            view.addSubview(grabber)
            grabberView = grabber
            placeGrabber()
        } else if !prefersGrabberVisible {
            grabberView?.removeFromSuperview()
            grabberView = nil
        }
    }

    private func placeGrabber() {
        guard let grabber = grabberView, let view = presentedView else { return }
        grabber.frame = CGRect(
            x: view.bounds.midX - CGFloat(settings.grabberWidth / 2), y: CGFloat(settings.grabberTopInset),
            width: CGFloat(settings.grabberWidth), height: CGFloat(settings.grabberHeight))
    }

    /// After a property change: moves the sheet to its resting detent at once, or leaves it to ``animateChanges(_:)``.
    private func settleAfterChange() {
        guard changeDepth == 0 else { return }
        settle(animated: false, velocity: 0, dampingRatio: settings.settleDampingRatio)
    }

    /// Moves the presented sheet to its resting detent, with its chrome; animated on a spring of the settle duration
    /// starting at `velocity` points per second (positive upwards). Nothing happens outside a settled presentation
    /// (unless `presenting`, as the presentation completes) or during a drag.
    func settle(animated: Bool, velocity: Double, dampingRatio: Double, presenting: Bool = false) {
        guard let container = containerView, let view = presentedView, view.superview === container,
            presenting || !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed,
            dragStartHeight == nil, let target = restingDetent
        else { return }
        updateGrabber()
        let changes = { [self] in
            view.frame = frame(height: target.height)
            applyChrome(height: target.height)
            placeGrabber()
        }
        guard animated else {
            isSettling = false
            View.performWithoutAnimation(changes)
            return
        }
        let distance = target.height - Double(currentHeight)
        let normalized = abs(distance) > 1e-9 && velocity.isFinite ? velocity / distance : 0
        isSettling = true
        View.animate(
            withDuration: settings.settleDuration, usingSpringWithDamping: CGFloat(dampingRatio),
            initialSpringVelocity: CGFloat(normalized), options: [.allowUserInteraction], animations: changes
        ) { [weak self] finished in
            if finished { self?.isSettling = false }
        }
    }
}
