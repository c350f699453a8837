/// Telling controllers when their views enter or leave a window.
extension View {
    /// Called after the view moved in the hierarchy: when it entered or left a window (`oldWindow` is where it was),
    /// every controller whose view is in this subtree hears about it, top down.
    func windowDidChange(from oldWindow: Window?) {
        let newWindow = window
        guard newWindow !== oldWindow else { return }
        let isInWindow = newWindow != nil
        let entersOrLeaves = isInWindow != (oldWindow != nil)
        // A snapshot of the subtree: a controller's callback may add or remove views. A view without subviews is its
        // own snapshot, which needs no list.
        guard !subviews.isEmpty else {
            didMoveToWindow(isInWindow: isInWindow, entersOrLeaves: entersOrLeaves)
            return
        }
        for view in subtree {
            view.didMoveToWindow(isInWindow: isInWindow, entersOrLeaves: entersOrLeaves)
        }
    }

    /// Tells this view's controller, if the view enters or leaves a window, then the view, that its window changed.
    private func didMoveToWindow(isInWindow: Bool, entersOrLeaves: Bool) {
        if entersOrLeaves { owningController?.viewDidChangeWindow(isInWindow: isInWindow) }
        didMoveToWindow()
    }

    /// Tells every view of this subtree, top down, that it is about to move from `oldWindow` to `newWindow`, when
    /// the two differ (``View/willMove(toWindow:)``).
    func tellWindowWillChange(from oldWindow: Window?, to newWindow: Window?) {
        guard oldWindow !== newWindow else { return }
        guard !subviews.isEmpty else { return willMove(toWindow: newWindow) }
        for view in subtree {
            view.willMove(toWindow: newWindow)
        }
    }
}
