import Foundation

extension View {
    /// Marks the view as needing layout at the next ``layoutIfNeeded()``; a bounds size change does this too.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs ``layoutSubviews()`` if the view needs layout, then does the same for every subview, top down.
    ///
    /// For a controller's root view, the controller's `viewWillLayoutSubviews()` runs just before
    /// ``layoutSubviews()`` and its `viewDidLayoutSubviews()` just after, as in UIKit. When the hierarchy has
    /// active constraints, they are solved first, and the solved frames of a view's subviews are applied just before
    /// its ``layoutSubviews()`` (<doc:HostRules#Auto-Layout>); inside an animation block, those frame changes animate.
    public func layoutIfNeeded() {
        let engine = layoutEngine
        engine?.flush()
        layoutSubtree(engine: engine)
    }

    /// The walk of ``layoutIfNeeded()``.
    private func layoutSubtree(engine: LayoutEngine?) {
        if needsLayout {
            needsLayout = false
            hasBeenLaidOut = true
            owningController?.viewWillLayoutSubviewsFromView()
            engine?.applyFrames(toSubviewsOf: self)
            layoutSubviews()
            owningController?.viewDidLayoutSubviewsFromView()
        }
        for subview in subviews {
            subview.layoutSubtree(engine: engine)
        }
    }
}
