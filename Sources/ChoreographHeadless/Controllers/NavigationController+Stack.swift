/// The stack operations, as `UINavigationController` offers them.
///
/// Bad requests are refused with a diagnostic and leave the stack as it was: pushing a controller that is already in
/// the stack, a navigation controller, or the navigation controller itself or one of its ancestors; popping the
/// root (or an empty stack); popping to a controller that is not in the stack; a new stack with the same controller
/// twice, a navigation controller, or an ancestor. A controller that belongs to another container is taken from it
/// first, as ``ViewController/addChild(_:)`` documents. An operation asked for while a stack change is being made
/// (from one of its callbacks), or while a transition that involves this navigation controller runs (its own animated
/// push or pop, a tab switch to or from it, a presentation or dismissal it is presenting, presented or contained in),
/// is refused too; a transition elsewhere does not stop it (<doc:HostRules#Changes-while-a-transition-runs>).
///
/// With `animated: true` and the navigation controller on screen, a change of the top runs as a push or pop
/// transition: the stack reads as the new one at once, and the appearance, containment and `didShow` calls that end
/// the change come when the transition completes.
extension NavigationController {
    /// Pushes `viewController` onto the stack and shows it.
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard acceptsNewController(viewController, call: "pushViewController(\(viewController.traceName))") else {
            return
        }
        if viewControllers.contains(where: { $0 === viewController }) {
            refuse(
                .pushDuplicate,
                "pushViewController(\(viewController.traceName)): it is already in the stack \(stackDescription)"
            )
            return
        }
        performStackChange(from: viewControllers, to: viewControllers + [viewController], animated: animated)
    }

    /// Pops the top controller and shows the one below it; returns the popped controller.
    ///
    /// Popping the root (or an empty stack) is refused and returns `nil`; while a transition that involves this
    /// navigation controller runs (the stack already reads as after it, as UIKit's does during a pop), a pop is refused
    /// as asked mid-transition.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        let old = viewControllers
        guard old.count > 1, let top = old.last else {
            if refusesWhileTransitioning("popViewController()") { return nil }
            refuse(
                .popRoot, "popViewController(): the stack \(stackDescription) has no controller above the root"
            )
            return nil
        }
        guard performStackChange(from: old, to: Array(old.dropLast()), animated: animated) else { return nil }
        return top
    }

    /// Pops every controller above the root; returns them, bottom first (empty when the root is already on top).
    ///
    /// While a transition that involves this navigation controller runs, the call is refused as asked mid-transition
    /// and returns an empty array, even when the stack already reads as the root alone (as it does during a pop to
    /// it).
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController] {
        let old = viewControllers
        guard let root = old.first, old.count > 1 else {
            _ = refusesWhileTransitioning("popToRootViewController()")
            return []
        }
        guard performStackChange(from: old, to: [root], animated: animated) else { return [] }
        return Array(old.dropFirst())
    }

    /// Pops the controllers above `viewController`; returns them, bottom first (empty when it is already on top).
    ///
    /// A controller that is not in the stack is refused and returns an empty array (UIKit raises). While a
    /// transition runs, any other call is refused as asked mid-transition, even when `viewController` already reads as
    /// the top.
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController] {
        let old = viewControllers
        guard let index = old.firstIndex(where: { $0 === viewController }) else {
            refuse(
                .popToMissing,
                "popToViewController(\(viewController.traceName)): it is not in the stack \(stackDescription)"
            )
            return []
        }
        guard index < old.count - 1 else {
            _ = refusesWhileTransitioning("popToViewController(\(viewController.traceName))")
            return []
        }
        guard performStackChange(from: old, to: Array(old[...index]), animated: animated) else { return [] }
        return Array(old[(index + 1)...])
    }

    /// Replaces the stack; the new last controller is shown.
    ///
    /// Controllers that stay keep their place in the containment hierarchy; those that leave are removed
    /// (`willMove(toParent: nil)` … `didMove(toParent: nil)`); new ones are added. Appearance callbacks and the
    /// delegate run only when the top controller changes. An empty array empties the stack.
    public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        let names = viewControllers.map(\.traceName).joined(separator: ", ")
        let call = "setViewControllers([\(names)])"
        for (index, controller) in viewControllers.enumerated() {
            if viewControllers[..<index].contains(where: { $0 === controller }) {
                refuse(.duplicateInStack, "\(call): \(controller.traceName) appears twice")
                return
            }
            guard acceptsNewController(controller, call: call) else { return }
        }
        performStackChange(from: self.viewControllers, to: viewControllers, animated: animated)
    }

    // MARK: - Internal API

    /// The running transition a change of this stack waits for: one that involves this navigation controller, or takes
    /// place within its top controller (a push in a navigation controller nested in the top screen, whose views a push
    /// or pop would capture mid-transition); `nil` when none does (<doc:HostRules#Changes-while-a-transition-runs>).
    var runningTransitionHoldingStack: TransitionRun? {
        let host = HostEnvironment.current
        return host.runningTransition(involving: self)
            ?? topViewController.flatMap { host.runningTransition(within: $0) }
    }

    /// Reports `call` as asked while a transition that holds this stack runs, when one does, as
    /// ``performStackChange(from:to:animated:standardInteractivePop:)`` refuses a change then; `true` when it did. For
    /// the pops that find nothing to pop without reaching it: during a transition the stack already reads as after it.
    private func refusesWhileTransitioning(_ call: String) -> Bool {
        guard let running = runningTransitionHoldingStack else { return false }
        HostEnvironment.current.diagnostics.report(
            .navigationWhileTransitioning,
            "\(traceName): \(call) was asked for while a \(running.kind.rawValue) transition runs; ignored")
        return true
    }

    /// `[root, …, top]` by trace name, for diagnostics.
    var stackDescription: String {
        "[" + viewControllers.map(\.traceName).joined(separator: ", ") + "]"
    }

    /// Whether `controller` may be in this stack; reports why not.
    private func acceptsNewController(_ controller: ViewController, call: String) -> Bool {
        if controller is NavigationController {
            refuse(
                .pushNavigationController,
                "\(call): \(controller.traceName) is a navigation controller, which cannot be in a stack"
            )
            return false
        }
        if isDescendant(of: controller) {
            refuse(
                .stackCycle, "\(call): \(controller.traceName) is this navigation controller or one of its ancestors"
            )
            return false
        }
        return true
    }

    private func refuse(_ code: Diagnostic.Code, _ message: String) {
        HostEnvironment.current.diagnostics.report(code, "\(traceName).\(message); ignored")
    }
}
