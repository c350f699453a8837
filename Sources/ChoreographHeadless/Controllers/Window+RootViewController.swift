import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The window's root view controller, its appearance and size changes, as `UIWindow` manages them.
extension Window {
    // MARK: - API

    /// The controller whose view fills the window. Default `nil`.
    ///
    /// Setting it loads the new root's view, puts it in the window filling the bounds and removes the old root's
    /// view. While the window is visible (``makeKeyAndVisible()``) the old root disappears and the new one appears,
    /// non-animated, in this order: old will-disappear, new will-appear, views swapped and laid out, old
    /// did-disappear, new did-appear. A controller that has a parent is refused with a diagnostic; the root of
    /// another window moves here, leaving that window empty, with a diagnostic.
    public var rootViewController: ViewController? {
        get { rootController }
        set { replaceRoot(with: newValue) }
    }

    /// Shows the window: lays it out and makes the root controller appear (will, then did; not animated). Calling
    /// it again does nothing.
    public func makeKeyAndVisible() {
        guard !isVisible else { return }
        isVisible = true
        setNeedsLayout()
        layoutIfNeeded()
        rootController?.performAppearance(true, animated: false)
    }

    /// Changes the window's size, as a rotation or a window resize does.
    ///
    /// The root controller first gets `viewWillTransition(to:with:)` with the new size (and forwards it to its children),
    /// then every presented controller, with the size its presentation controller gives
    /// (``PresentationController/size(forChildContentContainer:withParentContainerSize:)``);
    /// then the window takes the size, keeping its origin, and lays out: the root view fills it again and every
    /// controller whose view changed size gets its layout callbacks. The same size does nothing; a negative or
    /// non-finite size is refused with a diagnostic.
    public func resize(to size: CGSize) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            host.diagnostics.report(
                .windowResizeInvalidSize, "window.resize(to: \(size)): a size must be finite and not negative; ignored"
            )
            return
        }
        guard size != bounds.size else { return }
        let coordinator = SizeTransitionCoordinator(container: self)
        rootController?.deliverViewWillTransition(to: size, with: coordinator)
        var presenter = rootController
        while let presented = presenter?.presentedViewController {
            let presentedSize =
                presented.presentationController?.size(
                    forChildContentContainer: presented,
                    withParentContainerSize: size
                ) ?? size
            presented.deliverViewWillTransition(to: presentedSize, with: coordinator)
            presenter = presented
        }
        frame = CGRect(origin: frame.origin, size: size)
        layoutIfNeeded()
        coordinator.finish()
    }

    // MARK: - Internal API

    private func replaceRoot(with new: ViewController?) {
        let old = rootController
        guard new !== old else { return }
        if let new, let parent = new.parent {
            host.diagnostics.report(
                .rootViewControllerHasParent,
                "window.rootViewController = \(new.traceName): it is a child of \(parent.traceName); ignored"
            )
            return
        }
        if let new, let other = new.viewIfLoaded?.superview as? Window, other !== self, other.rootController === new {
            host.diagnostics.report(
                .rootViewControllerMoved,
                "window.rootViewController = \(new.traceName): it was another window's root; that window is now empty"
            )
            other.rootViewController = nil
        }
        rootController = new
        let newView = new?.view
        if isVisible {
            old?.beginAppearance(false, animated: false)
            new?.beginAppearance(true, animated: false)
        }
        if let oldView = old?.viewIfLoaded, oldView.superview === self {
            oldView.removeFromSuperview()
        }
        if let newView {
            newView.frame = bounds
            addSubview(newView)
        }
        layoutIfNeeded()
        if isVisible {
            old?.endAppearance()
            new?.endAppearance()
        }
    }
}
