/// Telling controllers when their views enter or leave a window.
extension View {
    /// Called after the view moved in the hierarchy: when it entered or left a window (`oldWindow` is where it was),
    /// every controller whose view is in this subtree hears about it, top down.
    func windowDidChange(from oldWindow: Window?) {
        let isInWindow = window != nil
        guard isInWindow != (oldWindow != nil) else { return }
        for view in subtree {
            view.owningController?.viewDidChangeWindow(isInWindow: isInWindow)
        }
    }
}
