import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Loading the view lazily, as `UIViewController` does.
extension ViewController {
    /// The controller's root view, loaded on first read (``loadView()`` then ``viewDidLoad()``, once each).
    ///
    /// Implicitly unwrapped, as `UIViewController.view`, so that UIKit's `view!` and `view?` compile; reading it
    /// never gives `nil`. Assigning a view makes it the controller's view without calling ``viewDidLoad()``, as in
    /// UIKit; assigning `nil` unloads it, and the next read loads it again. A view that is already another
    /// controller's view is refused with a diagnostic.
    public var view: View! {
        get {
            if let loadedView { return loadedView }
            loadViewIfNeeded()
            return loadedView ?? installDefaultView()
        }
        set {
            guard newValue !== loadedView else { return }
            guard let newValue else {
                loadedView?.owningController = nil
                loadedView = nil
                return
            }
            if let owner = newValue.owningController, owner !== self {
                HostEnvironment.current.diagnostics.report(
                    .viewOwnedByAnotherController,
                    "\(traceName).view = \(newValue): the view is already \(owner.traceName)'s view; ignored"
                )
                return
            }
            loadedView?.owningController = nil
            loadedView = newValue
            newValue.owningController = self
        }
    }

    /// The view if it is loaded; reading it never loads it. `nil` until then.
    public var viewIfLoaded: View? {
        loadedView
    }

    /// Whether the view is loaded.
    public var isViewLoaded: Bool {
        loadedView != nil
    }

    /// Loads the view now if it is not loaded yet.
    ///
    /// Reading ``view`` from inside ``loadView()`` would recurse in UIKit; here it gets the default view and a
    /// diagnostic. A ``loadView()`` that assigns no view gets the default view and a diagnostic.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        guard !isLoadingView else {
            HostEnvironment.current.diagnostics.report(
                .viewReadDuringLoadView,
                "\(traceName).view read inside loadView() before a view was assigned; the default view is used"
            )
            installDefaultView()
            return
        }
        isLoadingView = true
        record("loadView()")
        loadView()
        isLoadingView = false
        if loadedView == nil {
            HostEnvironment.current.diagnostics.report(
                .loadViewAssignedNoView, "\(traceName).loadView() assigned no view; the default view is used"
            )
            installDefaultView()
        }
        didLoadView()
        record("viewDidLoad()")
        viewDidLoad()
    }

    @discardableResult
    private func installDefaultView() -> View {
        let made = View(frame: Screen.main.bounds, identifier: identifier)
        view = made
        return made
    }
}
