import Foundation

/// A container that shows one controller of a stack at a time, as `UINavigationController`.
///
/// The stack (``viewControllers``) is also the controller's ``ViewController/children``; the top controller's view
/// fills a content view that fills the navigation controller's view, and only the top's view is in the hierarchy.
/// The navigation controller forwards its own appearance to the top controller only
/// (``shouldAutomaticallyForwardAppearanceMethods`` is `false`).
///
/// Every stack operation goes through one internal method, which makes the containment, delegate and appearance
/// calls in UIKit's order. An animated change of the top made on screen runs as a push or pop transition (the
/// delegate's animator, or the standard one); any other change is made at once, the way UIKit makes a non-animated one.
/// While a transition that involves the navigation controller runs — its own push or pop, or a tab switch,
/// presentation or dismissal it takes part in or is contained in — stack changes are refused with a diagnostic;
/// a transition elsewhere (another window, another tab) does not stop them (<doc:HostRules#Changes-while-a-transition-runs>).
///
/// The ``interactivePopGestureRecognizer``, a swipe from the leading edge of the navigation controller's view (the
/// left edge left to right, the right edge right to left), pops the top controller interactively with the standard
/// animation; with a delegate that vends its own animator it does nothing, as in UIKit, and an app keeps swipe-back by
/// driving its own interaction controller from its own edge pan.
///
/// The navigation bar and toolbar are not modelled: the content fills the whole view.
@MainActor
open class NavigationController: ViewController {
    /// Told when a controller is about to be shown and has been shown. Weak, as in UIKit. Default `nil`.
    public weak var delegate: (any NavigationControllerDelegate)? {
        didSet { hadDelegate = delegate != nil }
    }
    /// Whether a delegate was set and not cleared: a `nil` delegate then means it was released.
    var hadDelegate = false

    /// The stack, bottom first, as the operations left it.
    var stack: [ViewController] = []
    /// Whether a stack change is being made: a stack operation from one of its callbacks is refused.
    var isChangingStack = false
    /// The view that holds the top controller's view, filling the navigation controller's view; transitions run in
    /// it.
    let contentView = View()
    /// Turns the edge swipe into an interactive pop; the recognizer's delegate and target.
    let interactivePopDriver = InteractivePopDriver()

    /// The swipe from the leading edge that pops the top controller interactively with the standard animation
    /// (<doc:HostRules#The-edge-swipe-pop>): the left edge in a left-to-right layout, the right edge in a
    /// right-to-left one, as the view's ``View/effectiveUserInterfaceLayoutDirection`` is when the swipe would
    /// begin (its ``ScreenEdgePanGestureRecognizer/edges`` are both, and a touch that went down in the trailing half
    /// fails it), attached to the navigation controller's view when it loads. Disable it with `isEnabled = false`.
    /// Its delegate is the navigation controller's, which lets it begin only when:
    /// - the stack holds more than one controller, the navigation controller is on screen and no transition runs;
    /// - the navigation ``delegate``, if any, vends no animator for the pop: it is asked
    ///   `navigationController(_:animationControllerFor:from:to:)` for the pop of the top to the controller below,
    ///   and an animator makes the swipe fail, starting nothing — no transition, no appearance callback, no
    ///   diagnostic. The system swipe never drives a delegate's animator; an app that wants swipe-back with its
    ///   animator adds its own ``ScreenEdgePanGestureRecognizer`` that pops and drives the interaction controller its
    ///   delegate vends from `navigationController(_:interactionControllerFor:)`, as UIKit apps do.
    ///
    /// Replacing the recognizer's delegate removes those checks. When the swipe begins, the top is popped with
    /// the standard animation — the delegate is not asked for an animator or an interaction controller —
    /// driven by the navigation controller's own percent-driven interaction controller: the progress is the
    /// translation towards the trailing edge over the view's width, capped at 0.999, and on release the pop finishes
    /// or cancels, at the speed ``/Choreograph/InteractiveCompletion`` decides from the progress samples, with an
    /// ease-out completion curve. A touch the system cancels cancels the pop.
    public let interactivePopGestureRecognizer = ScreenEdgePanGestureRecognizer()

    /// Creates a navigation controller with an empty stack, as `UINavigationController(nibName:bundle:)` (both
    /// ignored).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nil, bundle: nil)
        configureInteractivePop()
    }

    /// Creates a navigation controller whose stack holds `rootViewController`. A navigation controller as the root
    /// is refused with a diagnostic, leaving the stack empty.
    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        configureInteractivePop()
        setViewControllers([rootViewController], animated: false)
    }

    /// Always fails: the host has no archives (see ``ViewController/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    private func configureInteractivePop() {
        let driver = interactivePopDriver
        driver.navigation = self
        // The leading edge, whichever side it is when the swipe would begin: the driver refuses the trailing one.
        interactivePopGestureRecognizer.edges = [.left, .right]
        interactivePopGestureRecognizer.name = "interactivePop"
        interactivePopGestureRecognizer.delegate = driver
        interactivePopGestureRecognizer.addTarget { [weak driver] recognizer in driver?.handle(recognizer) }
    }

    /// Creates a navigation controller whose stack holds `rootViewController`, with an identifier for traces and
    /// tests (the host's addition).
    public convenience init(rootViewController: ViewController, identifier: String?) {
        self.init(identifier: identifier)
        setViewControllers([rootViewController], animated: false)
    }

    /// `false`: the navigation controller forwards its appearance to its top controller itself.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    // MARK: - Stack

    /// The stack, bottom (root) first. Setting it is ``setViewControllers(_:animated:)`` without animation.
    public var viewControllers: [ViewController] {
        get { stack.filter { $0.parent === self } }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack; `nil` for an empty stack.
    public var topViewController: ViewController? {
        viewControllers.last
    }

    /// What is on screen in this navigation controller: the last controller of the chain presented on top of it
    /// when there is one, otherwise the ``topViewController``.
    public var visibleViewController: ViewController? {
        var visible = presentedViewController
        while let next = visible?.presentedViewController { visible = next }
        return visible ?? topViewController
    }

    // MARK: - Internal hooks

    override var appearanceChildren: [ViewController] {
        guard let top = topViewController, let topView = top.viewIfLoaded, topView.superview === contentView else {
            return []
        }
        return [top]
    }

    override func didLoadView() {
        contentView.frame = view.bounds
        view.addSubview(contentView)
        view.addGestureRecognizer(interactivePopGestureRecognizer)
        if let top = topViewController {
            top.view.frame = contentView.bounds
            contentView.addSubview(top.view)
        }
    }

    override func layoutChildViews() {
        contentView.frame = view.bounds
        // A push or pop in flight places the views itself.
        if let run = activeTransition, run.isInFlight, run.kind == .push || run.kind == .pop { return }
        if let topView = topViewController?.viewIfLoaded, topView.superview === contentView {
            topView.frame = contentView.bounds
        }
    }

    override func releaseChild(_ child: ViewController) {
        guard stack.contains(where: { $0 === child }) else { return super.releaseChild(child) }
        performStackChange(from: viewControllers, to: viewControllers.filter { $0 !== child }, animated: false)
    }
}
