/// The one place a navigation controller's stack changes: containment, delegate, views and appearance.
extension NavigationController {
    /// Changes the stack from `old` to `new`, making every call UIKit makes, in its order.
    ///
    /// This is where a navigation transition is made; the transition machinery extends it to animate and to run
    /// interactively. Without a transition (this slice, and every `animated: false` change) the change is made at
    /// once:
    /// 1. leaving controllers get `willMove(toParent: nil)`; arriving ones are added (`willMove(toParent: self)`);
    ///    the stack becomes `new`;
    /// 2. when the top changes: the delegate's `willShow`; the new top's view is loaded; with the navigation
    ///    controller on screen, the old top's `viewWillDisappear` then the new top's `viewWillAppear`;
    /// 3. the old top's view leaves the content view and the new top's view fills it; the view is laid out;
    /// 4. the old top's `viewDidDisappear`, then the new top's `viewDidAppear` (deferred to the navigation controller's
    ///    own did-appear while it is still appearing);
    /// 5. leaving controllers are removed (`didMove(toParent: nil)`); arriving ones get `didMove(toParent: self)`;
    /// 6. when the top changed: the delegate's `didShow`.
    ///
    /// An arriving top has ``ViewController/isMovingToParent`` and a leaving top ``ViewController/isMovingFromParent``
    /// set from step 2 to step 5.
    ///
    /// A stack operation asked for from a callback of a change in progress (a delegate pushing from `willShow`, say)
    /// is refused with a diagnostic, and this returns `false`.
    @discardableResult
    func performStackChange(from old: [ViewController], to new: [ViewController], animated: Bool) -> Bool {
        guard !isChangingStack else {
            HostEnvironment.current.diagnostics.report(
                "navigationController.reentrantStackChange",
                .programmerError,
                "\(traceName): a stack change to [\(new.map(\.traceName).joined(separator: ", "))] was asked for "
                    + "while another one is being made; ignored"
            )
            return false
        }
        isChangingStack = true
        defer { isChangingStack = false }
        let arriving = new.filter { candidate in !old.contains { $0 === candidate } }
        let leaving = old.filter { candidate in !new.contains { $0 === candidate } }
        let oldTop = old.last
        let newTop = new.last
        let topChanges = oldTop !== newTop

        for controller in leaving { controller.deliverWillMove(toParent: nil) }
        for controller in arriving { addChild(controller) }
        stack = new
        children = new + children.filter { child in !new.contains { $0 === child } }
        guard topChanges else {
            finishContainment(arriving: arriving, leaving: leaving)
            return true
        }

        if let newTop { tellDelegate(willShow: newTop, animated: animated) }
        if let newTop, arriving.contains(where: { $0 === newTop }) { newTop.isMovingToParent = true }
        if let oldTop, leaving.contains(where: { $0 === oldTop }) { oldTop.isMovingFromParent = true }
        let onScreen = isViewLoaded && appearanceState.isAppearingOrAppeared
        if isViewLoaded { newTop?.loadViewIfNeeded() }
        if onScreen {
            oldTop?.beginAppearance(false, animated: animated)
            newTop?.beginAppearance(true, animated: animated)
        }
        showTopView(replacing: oldTop)
        if let oldTop, oldTop.appearanceState.isTransitioning { oldTop.endAppearance() }
        if let newTop, appearanceState == .appeared { newTop.endAppearance() }

        finishContainment(arriving: arriving, leaving: leaving)
        newTop?.isMovingToParent = false
        oldTop?.isMovingFromParent = false
        if let newTop { tellDelegate(didShow: newTop, animated: animated) }
        return true
    }

    /// Puts the top controller's view in the content view instead of `oldTop`'s, and lays out.
    private func showTopView(replacing oldTop: ViewController?) {
        guard isViewLoaded else { return }
        if let oldView = oldTop?.viewIfLoaded, oldView.superview === contentView {
            oldView.removeFromSuperview()
        }
        if let top = topViewController {
            top.view.frame = contentView.bounds
            contentView.addSubview(top.view)
        }
        view.layoutIfNeeded()
    }

    private func finishContainment(arriving: [ViewController], leaving: [ViewController]) {
        for controller in leaving where controller.parent === self { controller.removeFromParent() }
        for controller in arriving where controller.parent === self { controller.deliverDidMove(toParent: self) }
    }

    private func tellDelegate(willShow controller: ViewController, animated: Bool) {
        guard let delegate else { return }
        record("delegate.willShow(\(controller.traceName), animated: \(animated))")
        delegate.navigationController(self, willShow: controller, animated: animated)
    }

    private func tellDelegate(didShow controller: ViewController, animated: Bool) {
        guard let delegate else { return }
        record("delegate.didShow(\(controller.traceName), animated: \(animated))")
        delegate.navigationController(self, didShow: controller, animated: animated)
    }
}
