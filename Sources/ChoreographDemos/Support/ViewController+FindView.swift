import ChoreographHeadless

/// Finding a view by identifier through any container, so that an animator never has to cast the context's
/// controllers to a type it expects.
///
/// A transition's "from" controller may be the controller the animator was written for, or a navigation controller,
/// a tab bar controller or another container that holds it
/// (``/ChoreographHeadless/TransitionContext/viewController(forKey:)``). Looking the element up by its identifier works
/// for all of them.
extension ViewController {
    /// The first loaded view whose identifier is `identifier` in this controller's hierarchy, or `nil`.
    ///
    /// The search looks, in order, at this controller's view and its subtree (depth first, back to front, which also
    /// covers children whose views are on screen inside it), then at each child controller in order (a navigation
    /// controller's lower stack, a tab bar controller's other tabs), then at the controller this one presents. It
    /// never loads a view: a controller whose view is not loaded contributes nothing.
    public func findView(identifier: String) -> View? {
        if let found = viewIfLoaded?.view(withIdentifier: identifier) { return found }
        for child in children {
            if let found = child.findView(identifier: identifier) { return found }
        }
        return presentedViewController?.findView(identifier: identifier)
    }
}
