/// Telling controllers when their views enter or leave a window.
extension View {
    /// Called after the view moved in the hierarchy: when it entered or left a window (`oldWindow` is where it was),
    /// every controller whose view is in this subtree hears about it, top down.
    func windowDidChange(from oldWindow: Window?) {
        let newWindow = window
        guard newWindow !== oldWindow else { return }
        let isInWindow = newWindow != nil
        let entersOrLeaves = isInWindow != (oldWindow != nil)
        // A snapshot of the subtree: a controller's callback may add or remove views.
        for view in subtree {
            if entersOrLeaves { view.owningController?.viewDidChangeWindow(isInWindow: isInWindow) }
            view.didMoveToWindow()
        }
    }

    /// Tells every view of this subtree, top down, that it is about to move from `oldWindow` to `newWindow`, when
    /// the two differ (``View/willMove(toWindow:)``).
    func tellWindowWillChange(from oldWindow: Window?, to newWindow: Window?) {
        guard oldWindow !== newWindow else { return }
        for view in subtree {
            view.willMove(toWindow: newWindow)
        }
    }
}
