/// The one place a tab bar controller's visible child changes.
extension TabBarController {
    /// Shows `new` instead of `old` (the selection is already updated), with balanced appearance callbacks.
    ///
    /// This is the switch without a transition (an animated one is ``TabTransition``), made at once: `new`'s view is
    /// loaded; with the tab bar controller on screen, `old`'s `viewWillDisappear` then `new`'s `viewWillAppear`; the
    /// views are swapped in the content view and laid out; `old`'s `viewDidDisappear`, then `new`'s `viewDidAppear`
    /// (deferred to the tab bar controller's own did-appear while it is still appearing).
    func performSelectionChange(from old: ViewController?, to new: ViewController?, animated: Bool) {
        guard old !== new else { return }
        if isViewLoaded { new?.loadViewIfNeeded() }
        if isViewLoaded && appearanceState.isAppearingOrAppeared {
            old?.beginAppearance(false, animated: animated)
            new?.beginAppearance(true, animated: animated)
        }
        if isViewLoaded {
            if let oldView = old?.viewIfLoaded, oldView.superview === contentView {
                oldView.removeFromSuperview()
            }
            if let new {
                new.view.frame = contentView.bounds
                contentView.addSubview(new.view)
            }
            view.layoutIfNeeded()
        }
        if let old, old.appearanceState.isTransitioning { old.endAppearance() }
        if let new, appearanceState == .appeared { new.endAppearance() }
    }
}
