/// The one place a navigation controller's stack changes: containment, delegate, views and appearance.
extension NavigationController {
    /// Changes the stack from `old` to `new`, making every call UIKit makes, in its order.
    ///
    /// An animated change of the top controller, made while the navigation controller is on screen (appeared, in a
    /// window), runs as a transition (``NavigationTransition``): the delegate's animator or the standard one, a
    /// push when the new top was not in the stack and a pop otherwise. Every other change — every `animated: false`
    /// one, one made off screen, one that keeps the top — is made at once, as ``applyStackChange(from:to:animated:)``
    /// documents.
    ///
    /// Refused with a diagnostic, returning `false` and changing nothing: a change asked for from a callback of a
    /// change in progress (a delegate pushing from `willShow`, say), and a change asked for while a transition that
    /// involves this navigation controller runs — its own push or pop, a tab switch to or from it, a presentation or
    /// dismissal it is presenting, presented or contained in (<doc:HostRules#Changes-while-a-transition-runs>). A
    /// transition elsewhere — in another window, another tab, or none this controller is part of — does not stop it.
    ///
    /// - Parameters:
    ///   - old: The stack now.
    ///   - new: The stack asked for.
    ///   - animated: Whether a change of the top made on screen runs as a transition.
    ///   - standardInteractivePop: The interaction controller of the system edge swipe's pop: when given, the pop runs
    ///     ``StandardNavigationAnimator`` driven by it, and the delegate is not asked for an animator or an
    ///     interaction controller (<doc:HostRules#The-edge-swipe-pop>). Default `nil`.
    @discardableResult
    func performStackChange(
        from old: [ViewController],
        to new: [ViewController],
        animated: Bool,
        standardInteractivePop: PercentDrivenInteractiveTransition? = nil
    ) -> Bool {
        let names = new.map(\.traceName).joined(separator: ", ")
        guard !isChangingStack else {
            HostEnvironment.current.diagnostics.report(
                .reentrantStackChange,
                "\(traceName): a stack change to [\(names)] was asked for while another one is being made; ignored"
            )
            return false
        }
        if let running = runningTransitionHoldingStack {
            HostEnvironment.current.diagnostics.report(
                .navigationWhileTransitioning,
                "\(traceName): a stack change to [\(names)] was asked for while a \(running.kind.rawValue) "
                    + "transition runs; ignored"
            )
            return false
        }
        isChangingStack = true
        defer { isChangingStack = false }
        if animated, let oldTop = old.last, let newTop = new.last, oldTop !== newTop, isOnScreen {
            let operation: NavigationOperation = old.contains { $0 === newTop } ? .pop : .push
            NavigationTransition(navigation: self, old: old, new: new, operation: operation)
                .start(standardInteractivePop: standardInteractivePop)
            return true
        }
        applyStackChange(from: old, to: new, animated: animated)
        return true
    }

    /// Makes the change from `old` to `new` at once, the way UIKit makes a non-animated one:
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
    /// set from step 2 to step 5. The caller checks that no other change is in progress.
    func applyStackChange(from old: [ViewController], to new: [ViewController], animated: Bool) {
        let (arriving, leaving) = beginContainment(from: old, to: new)
        let oldTop = old.last
        let newTop = new.last
        guard oldTop !== newTop else {
            finishContainment(arriving: arriving, leaving: leaving)
            return
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
    }

    // MARK: - Internal API

    /// Whether the navigation controller is on screen: loaded, in a window and appeared.
    var isOnScreen: Bool {
        isViewLoaded && view.window != nil && appearanceState == .appeared
    }

    /// Step 1 of a change: the leaving controllers' `willMove(toParent: nil)`, the arriving ones' `addChild`, the new
    /// stack. Returns the arriving and leaving controllers.
    func beginContainment(
        from old: [ViewController],
        to new: [ViewController]
    ) -> (arriving: [ViewController], leaving: [ViewController]) {
        let arriving = new.filter { candidate in !old.contains { $0 === candidate } }
        let leaving = old.filter { candidate in !new.contains { $0 === candidate } }
        for controller in leaving { controller.deliverWillMove(toParent: nil) }
        for controller in arriving { addChild(controller) }
        stack = new
        children = new + children.filter { child in !new.contains { $0 === child } }
        return (arriving, leaving)
    }

    /// The last step of a change: leaving controllers are removed (`didMove(toParent: nil)`), arriving ones get
    /// `didMove(toParent: self)`.
    func finishContainment(arriving: [ViewController], leaving: [ViewController]) {
        for controller in leaving where controller.parent === self { controller.removeFromParent() }
        for controller in arriving where controller.parent === self { controller.deliverDidMove(toParent: self) }
    }

    /// Tells the delegate, if any, that `controller` is about to be shown, and records it.
    func tellDelegate(willShow controller: ViewController, animated: Bool) {
        guard let delegate else { return }
        record("delegate.willShow(\(controller.traceName), animated: \(animated))")
        delegate.navigationController(self, willShow: controller, animated: animated)
    }

    /// Tells the delegate, if any, that `controller` has been shown, and records it.
    func tellDelegate(didShow controller: ViewController, animated: Bool) {
        guard let delegate else { return }
        record("delegate.didShow(\(controller.traceName), animated: \(animated))")
        delegate.navigationController(self, didShow: controller, animated: animated)
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
}
