import Foundation

/// Builds and starts an animated tab switch when the tab bar controller's delegate vends an animator
/// (<doc:HostRules#Tab-switches>); UIKit's own tab switch is not animated, so without one the switch is made at once.
///
/// The order: the delegate's animator, then (only when it vended one) its interaction controller; the new tab's
/// view is loaded; the old tab's `viewWillDisappear`, the new tab's `viewWillAppear`; the animator runs in the tab bar
/// controller's content view (``TransitionRun``, kind `tabSwitch`); after `completeTransition`:
/// - completed: the old tab's view has left the hierarchy; `viewDidDisappear`, then `viewDidAppear`;
/// - cancelled: the selection goes back; the old tab gets `viewDidAppear` after its `viewWillDisappear`, the new one
///   `viewDidDisappear` after its `viewWillAppear` (as a cancelled pop); the new tab's view is removed if the
///   animator left it in the hierarchy.
///
/// The context is a navigation one's: ``ModalPresentationStyle/none``, both views given, the old tab's
/// frames its frame and `.zero`, the new tab's `.zero` and the content view's bounds (<doc:HostRules#Frames>).
@MainActor
struct TabTransition {
    let tabs: TabBarController
    let old: ViewController
    let new: ViewController
    /// The selection to go back to when the switch is cancelled.
    let oldIndex: Int

    /// Starts the switch and returns `true` when the tab bar controller is on screen and the delegate vends an
    /// animator; returns `false`, having changed nothing but asked the delegate, otherwise.
    func start() -> Bool {
        guard let delegate = tabs.delegate, tabs.isViewLoaded, tabs.view.window != nil,
            tabs.appearanceState == .appeared
        else { return false }
        let (tabs, old, new, oldIndex) = (self.tabs, self.old, self.new, self.oldIndex)
        tabs.record("delegate.animationControllerForTransition(from: \(old.traceName), to: \(new.traceName))")
        guard
            let animator = delegate.tabBarController(tabs, animationControllerForTransitionFrom: old, to: new)
        else { return false }
        tabs.record("delegate.interactionController(for: \(TransitionRun.name(animator)))")
        let interactor = delegate.tabBarController(tabs, interactionControllerFor: animator)
        new.loadViewIfNeeded()
        let swap = ChildViewSwap(owner: tabs, container: tabs.contentView, from: old, to: new)
        var hooks = TransitionRun.Hooks()
        hooks.cleanUp = { completed in
            swap.cleanUp(showsTo: completed, missingToView: .tabBarToViewNotAdded)
        }
        hooks.didEnd = { completed in
            if completed {
                old.endAppearance()
                new.endAppearance()
            } else {
                tabs.selection = oldIndex
                old.cancelAppearance()
                new.cancelAppearance()
            }
        }
        let run = TransitionRun(
            kind: .tabSwitch,
            animator: animator,
            interactor: interactor,
            participants: [tabs, old, new],
            container: tabs,
            hooks: hooks,
            completion: nil
        )
        run.begin()
        old.beginAppearance(false, animated: true)
        new.beginAppearance(true, animated: true)
        run.start(with: swap.makeContext())
        return true
    }
}
