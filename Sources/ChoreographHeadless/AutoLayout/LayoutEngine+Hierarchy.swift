/// What happens to constraints when views move between hierarchies.
extension LayoutEngine {
    /// Before `view` leaves its superview: as UIKit, the constraints that relate the view's subtree to views outside
    /// it are deactivated; the old hierarchy's engine rebuilds. Returns whether the subtree holds constraints of its
    /// own, which go with it.
    static func viewWillLeaveSuperview(_ view: View) -> Bool {
        guard let parent = view.superview, let engine = parent.layoutEngine else { return false }
        var ancestor: View? = parent
        while let current = ancestor {
            let leaving = current.layout.held.filter { constraint in
                [constraint.firstItem, constraint.secondItem].contains { item in
                    item.flatMap(Self.view(of:))?.isDescendant(of: view) ?? false
                }
            }
            for constraint in leaving { constraint.deactivate() }
            ancestor = current.superview
        }
        engine.setNeedsRebuild()
        return view.subtree.contains { !$0.layout.held.isEmpty }
    }

    /// After `view` joined a hierarchy (or became a root): the constraints it carries, or its own engine, move to the
    /// engine of its new root, which rebuilds.
    static func viewDidMove(_ view: View, carryingConstraints: Bool) {
        guard carryingConstraints || view.layout.engine != nil else { return }
        let root = view.layoutRoot
        if root !== view { view.layout.engine = nil }
        root.ensureLayoutEngine().setNeedsRebuild()
    }
}
