import Foundation

/// Tabs and selection, as `UITabBarController` offers them.
///
/// Bad requests are refused with a diagnostic and change nothing: the same controller in two tabs, the tab bar
/// controller itself or one of its ancestors as a tab, an index out of range, selecting a controller that is not a
/// tab, a change asked for from a callback of a change in progress. A controller that belongs to another container
/// is taken from it first, as ``ViewController/addChild(_:)`` documents. Any change asked for while a transition that
/// involves the tab bar controller runs (its own animated tab switch, or a presentation or dismissal it is presenting,
/// presented or contained in) is refused too; a transition elsewhere does not stop it
/// (<doc:HostRules#Changes-while-a-transition-runs>).
extension TabBarController {
    // MARK: - API

    /// The tabs' controllers, in tab order. Default empty. Setting it is ``setViewControllers(_:animated:)``
    /// without animation.
    public var viewControllers: [ViewController] {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The index of the selected tab; `NSNotFound` when there are no tabs, as in UIKit. Setting an index out of
    /// range is refused with a diagnostic. Setting it never asks the delegate.
    public var selectedIndex: Int {
        get { selection }
        set {
            guard tabs.indices.contains(newValue) else {
                refuse(
                    .selectedIndexOutOfRange, "selectedIndex = \(newValue): there are \(tabs.count) tabs"
                )
                return
            }
            select(index: newValue, animated: false)
        }
    }

    /// The selected tab's controller; `nil` when there are no tabs. Setting a controller that is not a tab (or `nil`)
    /// is refused with a diagnostic. Setting it never asks the delegate.
    public var selectedViewController: ViewController? {
        get { tabs.indices.contains(selection) ? tabs[selection] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else {
                refuse(
                    .selectedViewControllerNotATab,
                    "selectedViewController = \(Self.traceName(of: newValue)): only one of the tabs "
                        + "\(tabsDescription) can be selected"
                )
                return
            }
            select(index: index, animated: false)
        }
    }

    /// Replaces the tabs.
    ///
    /// As UIKit documents, the previously selected controller stays selected when it is still a tab; otherwise the
    /// tab at the previous index is selected when that index is still valid, otherwise the first tab. Controllers
    /// that stay keep their place in the containment hierarchy; those that leave are removed; new ones are added.
    public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        let call = "setViewControllers([\(viewControllers.map(\.traceName).joined(separator: ", "))])"
        for (index, controller) in viewControllers.enumerated() {
            if viewControllers[..<index].contains(where: { $0 === controller }) {
                refuse(.duplicateTab, "\(call): \(controller.traceName) appears twice")
                return
            }
            if isDescendant(of: controller) {
                refuse(
                    .tabCycle, "\(call): \(controller.traceName) is this tab bar controller or one of its ancestors"
                )
                return
            }
        }
        guard acceptsChange(call) else { return }
        isChangingTabs = true
        defer { isChangingTabs = false }
        let old = tabs
        let oldSelected = selectedViewController
        let arriving = viewControllers.filter { candidate in !old.contains { $0 === candidate } }
        let leaving = old.filter { candidate in !viewControllers.contains { $0 === candidate } }
        for controller in leaving { controller.deliverWillMove(toParent: nil) }
        for controller in arriving { addChild(controller) }
        tabs = viewControllers
        children = viewControllers + children.filter { child in !viewControllers.contains { $0 === child } }
        if let oldSelected, let kept = tabs.firstIndex(where: { $0 === oldSelected }) {
            selection = kept
        } else if !tabs.indices.contains(selection) {
            selection = tabs.isEmpty ? NSNotFound : 0
        }
        if selectedViewController !== oldSelected {
            performSelectionChange(from: oldSelected, to: selectedViewController, animated: animated)
        }
        for controller in leaving where controller.parent === self { controller.removeFromParent() }
        for controller in arriving where controller.parent === self { controller.deliverDidMove(toParent: self) }
    }

    /// Does what a user's tap on the tab at `index` does; returns whether the tab is selected afterwards.
    ///
    /// The delegate's `tabBarController(_:shouldSelect:)` may veto the tap (then nothing else happens). Otherwise
    /// the tab is selected (a tapped navigation controller that was already selected pops to its root, as in UIKit)
    /// and the delegate's `tabBarController(_:didSelect:)` runs, also when the tab was already selected. An index out
    /// of range is refused with a diagnostic. While a transition that a selection change waits for runs (one involving
    /// the tab bar controller or its selected tab), the tap is ignored, as UIKit ignores touches during a transition:
    /// it returns `false` without asking `shouldSelect` or calling `didSelect`, and reports no diagnostic (the trace
    /// records it).
    @discardableResult
    public func tapTab(at index: Int) -> Bool {
        guard tabs.indices.contains(index) else {
            refuse(.tapOutOfRange, "tapTab(at: \(index)): there are \(tabs.count) tabs")
            return false
        }
        // A person's tap reaches nothing while a transition the tab bar controller waits for runs, as UIKit ignores
        // touches during a transition: no programmer error, only a trace line.
        if let running = runningTransitionHoldingSelection() {
            record("tapTab(at: \(index)) ignored while a \(running.kind.rawValue) runs")
            return false
        }
        let tapped = tabs[index]
        if let delegate {
            let allowed = delegate.tabBarController(self, shouldSelect: tapped)
            record("delegate.shouldSelect(\(tapped.traceName)) -> \(allowed)")
            guard allowed else { return false }
        }
        if index == selection {
            (tapped as? NavigationController)?.popToRootViewController(animated: true)
        } else {
            select(index: index, animated: false)
            guard index == selection else { return false }
        }
        if let delegate {
            record("delegate.didSelect(\(tapped.traceName))")
            delegate.tabBarController(self, didSelect: tapped)
        }
        return true
    }

    // MARK: - Internal API

    /// Makes the tab at `index` (a valid index) the selected one: through an animated switch when the delegate vends
    /// an animator and the tab bar controller is on screen (``TabTransition``), at once otherwise.
    func select(index: Int, animated: Bool) {
        guard index != selection, acceptsChange("selectedIndex = \(index)") else { return }
        isChangingTabs = true
        defer { isChangingTabs = false }
        let old = selectedViewController
        let oldIndex = selection
        selection = index
        if let old, let new = selectedViewController,
            TabTransition(tabs: self, old: old, new: new, oldIndex: oldIndex).start()
        {
            return
        }
        performSelectionChange(from: old, to: selectedViewController, animated: animated)
    }

    /// `[first, …]` by trace name, for diagnostics.
    var tabsDescription: String {
        "[" + tabs.map(\.traceName).joined(separator: ", ") + "]"
    }

    /// Whether no change is being made and no running transition involves this tab bar controller (its own tab switch,
    /// or a presentation or dismissal it is presenting, presented or contained in) or its selected tab, or takes place
    /// within the selected tab (a push in the selected navigation controller, or in one nested inside the selected tab,
    /// whose views a switch would take away mid-transition); reports the refused `call` otherwise. A transition
    /// elsewhere does not stop it (<doc:HostRules#Changes-while-a-transition-runs>).
    private func acceptsChange(_ call: String) -> Bool {
        if let running = runningTransitionHoldingSelection() {
            refuse(.tabBarWhileTransitioning, "\(call): asked for while a \(running.kind.rawValue) runs")
            return false
        }
        guard isChangingTabs else { return true }
        refuse(.reentrantTabChange, "\(call): asked for while another change is being made")
        return false
    }

    /// The running transition that involves this tab bar controller or its selected tab, or takes place within the
    /// selected tab (a push in a navigation controller inside it), which a selection change waits for; `nil` when none
    /// does.
    private func runningTransitionHoldingSelection() -> TransitionRun? {
        let host = HostEnvironment.current
        return host.runningTransition(involving: self)
            ?? selectedViewController.flatMap {
                host.runningTransition(involving: $0) ?? host.runningTransition(within: $0)
            }
    }

    private func refuse(_ code: Diagnostic.Code, _ message: String) {
        HostEnvironment.current.diagnostics.report(code, "\(traceName).\(message); ignored")
    }
}
