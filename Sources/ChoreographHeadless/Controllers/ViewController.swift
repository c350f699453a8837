import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Manages a view hierarchy, shaped like `UIViewController`: a lazily loaded view, appearance callbacks balanced as
/// UIKit balances them, child controllers, and the state the transition machinery reads.
///
/// **Loading.** ``view`` is loaded the first time it is read: ``loadView()`` makes it, then ``viewDidLoad()`` runs,
/// once each.
///
/// **Appearance.** A controller is disappeared, appearing, appeared or disappearing (``appearanceState``).
/// ``viewWillAppear(_:)`` and ``viewDidAppear(_:)``, ``viewWillDisappear(_:)`` and ``viewDidDisappear(_:)`` run only
/// when the state really changes, so a controller never gets two will-appears without a disappear in between. A
/// window drives its root controller (``Window/makeKeyAndVisible()``); containers drive their visible children. A
/// parent forwards its appearance to the children whose views are inside its view, unless
/// ``shouldAutomaticallyForwardAppearanceMethods`` is `false`; and a child whose view is added to (or removed from)
/// the window while its forwarding parent is on screen appears (or disappears) then, as in UIKit.
///
/// **Trace.** Every callback the host makes is recorded in `HostEnvironment.current.trace` under ``traceName`` before
/// the method runs, whether or not an override calls `super`.
///
/// Subclasses override the `open` members; overrides of the callbacks should call `super` (the default
/// implementations of ``viewWillTransition(to:with:)`` and of the containment calls do work).
@MainActor
open class ViewController {
    /// A name for people: a screen title. Default `nil`.
    public var title: String?
    /// A stable name for tests and traces (``traceName``); the default view takes it as its identifier.
    /// Default `nil`.
    public var identifier: String?

    /// The loaded view, if any.
    var loadedView: View?
    /// Whether ``loadView()`` is running: reading ``view`` then would recurse.
    var isLoadingView = false

    /// The child controllers, in the order they were added. Containers keep their stack or tabs here.
    public internal(set) var children: [ViewController] = []
    /// The container controller this one is a child of; `nil` for a root or a presented controller. Weak.
    public internal(set) weak var parent: ViewController?

    /// Where the controller is in its appearance cycle. Default ``AppearanceState/disappeared``.
    public internal(set) var appearanceState: AppearanceState = .disappeared
    /// The `animated` flag of the appearance transition in progress, passed again to its did-callback.
    var appearanceIsAnimated = false

    /// Whether the controller is being presented; `true` only during its presentation's appearance callbacks.
    /// Default `false`. Set by the presentation machinery.
    public internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed; `true` only during its dismissal's appearance callbacks.
    /// Default `false`. Set by the presentation machinery.
    public internal(set) var isBeingDismissed = false
    /// Whether the controller is appearing because it was just added to a container (pushed, for example); `true`
    /// only during that operation's callbacks. Default `false`.
    public internal(set) var isMovingToParent = false
    /// Whether the controller is disappearing because it is being removed from its container (popped, for example);
    /// `true` only during that operation's callbacks. Default `false`.
    public internal(set) var isMovingFromParent = false

    /// The size the controller would like when shown in a smaller container (a popover, a form sheet, a card).
    /// Default `.zero`, no preference. A change tells the parent
    /// (``preferredContentSizeDidChange(forChildContentContainer:)``).
    public var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// How the controller is shown when presented modally. Default ``ModalPresentationStyle/automatic``, which
    /// resolves to ``ModalPresentationStyle/pageSheet`` as on iOS 13 and later
    /// (``ModalPresentationStyle/resolved``).
    public var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// The object that vends the animators (and, for ``ModalPresentationStyle/custom``, the presentation
    /// controller) for this controller's presentation and dismissal. Weak, as in UIKit: keep it alive yourself.
    /// Default `nil`: the standard transition.
    public weak var transitioningDelegate: (any TransitioningDelegate)? {
        didSet { hadTransitioningDelegate = transitioningDelegate != nil }
    }
    /// Whether a transitioning delegate was set and not cleared: a `nil` delegate then means it was released.
    var hadTransitioningDelegate = false
    /// The presentation this controller is shown by, while it is presented or being presented.
    var presentationRecord: PresentationRecord?
    /// The sheet presentation controller made by ``sheetPresentationController``, until a dismissal completes.
    var sheetStorage: SheetPresentationController?
    /// The transition this controller takes part in, while it runs.
    weak var activeTransition: TransitionRun?
    /// The library delegates this controller keeps alive, which UIKit's delegate properties hold weakly
    /// (<doc:RunningTransitions#One-line-transitions>).
    var libraryDelegates: [LibraryDelegateRole: AnyObject] = [:]
    /// The controller this one presents: set when a presentation starts, as in UIKit (so an animator sees it), and
    /// cleared when the presentation is cancelled or the dismissal completes. Default `nil`.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presents this one, from the start of the presentation to the end of the dismissal (or
    /// the cancellation of the presentation). Weak. Default `nil`.
    public internal(set) weak var presentingViewController: ViewController?

    /// Creates a controller, as `UIViewController(nibName:bundle:)`: the host has no nib files, so both arguments
    /// are ignored and the view comes from ``loadView()``.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// A controller decoded from an archive, as `UIViewController(coder:)`: the host has no archives or
    /// storyboards, so this always fails (returns `nil`). It exists so that a subclass's `required init?(coder:)`
    /// compiles as in UIKit.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a controller, as `UIViewController()`.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with an identifier for traces and tests (the host's addition).
    public convenience init(identifier: String?) {
        self.init(nibName: nil, bundle: nil)
        self.identifier = identifier
    }

    // MARK: - Overridable lifecycle

    /// Makes the controller's view and assigns it to ``view``. Called once, the first time ``view`` is read.
    ///
    /// The default makes a plain ``View`` the size of the host's screen (``Screen/main``, by default 390 × 844; a
    /// container or window resizes it when it shows it) whose identifier is the controller's ``identifier``. Overrides assign
    /// ``view`` and do not call `super`; an override that assigns nothing gets the default view and a diagnostic.
    open func loadView() {
        view = View(frame: Screen.main.bounds, identifier: identifier)
    }

    /// Called once, after the view is loaded. The default does nothing.
    open func viewDidLoad() {}

    /// Called before the view appears. The default does nothing.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view appeared, or after a disappearance was cancelled. The default does nothing.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view disappears. The default does nothing.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view disappeared, or after an appearance was cancelled. The default does nothing.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called just before the view's `layoutSubviews()`. The default does nothing.
    open func viewWillLayoutSubviews() {}

    /// Called just after the view's `layoutSubviews()` (and, in a container, after it placed its children's views).
    /// The default does nothing.
    open func viewDidLayoutSubviews() {}

    /// Called before the controller's view changes size to `size` (a window resize, a rotation).
    ///
    /// The default forwards to every child with the size from
    /// ``size(forChildContentContainer:withParentContainerSize:)``; overrides call `super`. The host's size changes
    /// are instant: `coordinator` runs its alongside blocks once the window has laid out at the new size, then its
    /// completions.
    open func viewWillTransition(to size: CGSize, with coordinator: any TransitionCoordinator) {
        for child in children {
            child.deliverViewWillTransition(
                to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }

    /// The size a child gets when this controller's size becomes `parentSize`. The default returns `parentSize`.
    open func size(forChildContentContainer child: ViewController, withParentContainerSize parentSize: CGSize) -> CGSize
    {
        parentSize
    }

    /// Called when a child's ``preferredContentSize`` changes. The default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer child: ViewController) {}

    /// Called before the controller is added to (`parent` non-nil) or removed from (`nil`) a container.
    ///
    /// ``addChild(_:)`` calls it with the new parent; a container calls it with `nil` before removing a child.
    /// The default does nothing.
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller was added to (`parent` non-nil) or removed from (`nil`) a container.
    ///
    /// ``removeFromParent()`` calls it with `nil`; a container calls it with itself once a child is in place.
    /// The default does nothing.
    open func didMove(toParent parent: ViewController?) {}

    /// Whether the controller forwards its appearance callbacks to the children whose views are inside its view.
    /// Default `true`. Containers that pick which child is visible return `false` and forward themselves, as
    /// ``NavigationController`` and ``TabBarController`` do.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: - Internal hooks for containers

    /// The children that receive this controller's appearance transitions.
    ///
    /// Default: when ``shouldAutomaticallyForwardAppearanceMethods``, the children whose loaded views are inside
    /// this controller's view; otherwise none. Containers return their visible child.
    var appearanceChildren: [ViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = loadedView else { return [] }
        return children.filter { $0.loadedView?.isDescendant(of: root) == true }
    }

    /// Runs after ``ViewController/loadView()`` and before ``ViewController/viewDidLoad()``: containers build their
    /// content views here.
    func didLoadView() {}

    /// Runs after the view's `layoutSubviews()` and before ``ViewController/viewDidLayoutSubviews()``: containers place
    /// their children's views here.
    func layoutChildViews() {}

    /// Removes `child` from this container, as ``ViewController/addChild(_:)`` does when another container adopts the
    /// child. Containers that keep a stack update it.
    func releaseChild(_ child: ViewController) {
        child.removeFromParent()
    }
}
