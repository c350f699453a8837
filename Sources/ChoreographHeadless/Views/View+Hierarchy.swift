/// The view hierarchy, as `UIView` manages it.
extension View {
    /// The window the view is in: the nearest ancestor (or the view itself) that is a ``Window``.
    public var window: Window? {
        var view: View? = self
        while let current = view {
            if let window = current as? Window { return window }
            view = current.superview
        }
        return nil
    }

    /// Adds `view` in front of every other subview, removing it from its old superview first; adding a view that is
    /// already a subview moves it to the front. Adding a view to itself or to one of its descendants is ignored.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range). A view that is another view's
    /// ``mask`` is not inserted (``Diagnostic/Code/maskAddedAsSubview``).
    ///
    /// When a child controller's view enters a window this way while its parent is on screen, the controller appears
    /// (see ``ViewController``).
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if let masked = view.maskedView {
            HostEnvironment.current.diagnostics.report(
                .maskAddedAsSubview,
                "\(recordName) adding \(view.recordName): the view is the mask of \(masked.recordName); set that "
                    + "view's mask to nil first; the view stays a mask")
            return
        }
        let oldWindow = view.window
        var target = min(max(index, 0), subviews.count)
        var carriesConstraints = false
        let changesSuperview = view.superview !== self
        if !changesSuperview, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            if current < target { target -= 1 }
        } else {
            view.willMove(toSuperview: self)
            view.tellWindowWillChange(from: oldWindow, to: window)
            carriesConstraints = LayoutEngine.viewWillLeaveSuperview(view)
            view.detachFromSuperview()
        }
        subviews.insert(view, at: min(target, subviews.count))
        view.superview = self
        if view.layout.engine != nil || carriesConstraints {
            LayoutEngine.viewDidMove(view, carryingConstraints: carriesConstraints)
        }
        view.setNeedsLayout()
        view.windowDidChange(from: oldWindow)
        if changesSuperview { view.didMoveToSuperview() }
    }

    /// Inserts `view` just below `sibling`; when `sibling` is not a subview, adds `view` in front, as UIKit does.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: index)
    }

    /// Inserts `view` just above `sibling`; when `sibling` is not a subview, adds `view` in front, as UIKit does.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: index + 1)
    }

    /// Moves a subview in front of its siblings; ignored for a view that is not a subview.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview behind its siblings; ignored for a view that is not a subview.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Removes the view from its superview; nothing happens for a root. As in UIKit, the constraints that relate the
    /// view or its subviews to views outside them are deactivated (<doc:HostRules#Auto-Layout>).
    ///
    /// When a child controller's view leaves a window this way, the controller disappears (see ``ViewController``).
    public func removeFromSuperview() {
        guard superview != nil else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        tellWindowWillChange(from: oldWindow, to: nil)
        let carriesConstraints = LayoutEngine.viewWillLeaveSuperview(self)
        detachFromSuperview()
        if carriesConstraints { LayoutEngine.viewDidMove(self, carryingConstraints: true) }
        windowDidChange(from: oldWindow)
        didMoveToSuperview()
    }

    /// Removes the view from its superview without telling controllers: the first half of a move.
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        Self.remove(self, from: &parent.stored.subviews)
        superview = nil
    }

    /// Removes `view`'s one place in `subviews`, leaving the others in order; nothing when it is not there.
    ///
    /// Searched from the end of the list, the front, as views are most often removed soon after they were added in
    /// front (a transition's snapshots and copies), and compared by address, without retaining each sibling on the
    /// way: a scan of every sibling per removal made taking many views out of one container take time in the square
    /// of their number.
    private static func remove(_ view: View, from subviews: inout [View]) {
        let target = ObjectIdentifier(view)
        let found: Int? = subviews.withUnsafeBufferPointer { buffer in
            var index = buffer.count
            while index > 0 {
                index -= 1
                if ObjectIdentifier(buffer[index]) == target { return index }
            }
            return nil
        }
        if let found { subviews.remove(at: found) }
    }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree (the view included, depth first, back to front) with the identifier.
    public func view(withIdentifier identifier: String) -> View? {
        if self.identifier == identifier { return self }
        for subview in subviews {
            if let found = subview.view(withIdentifier: identifier) { return found }
        }
        return nil
    }

    /// Every view of the subtree, the view first, depth first, back to front: one array, filled in one walk.
    public var subtree: [View] {
        var views: [View] = []
        appendSubtree(to: &views)
        return views
    }

    /// Appends this view and its descendants to `views`, in the order of ``subtree``.
    private func appendSubtree(to views: inout [View]) {
        views.append(self)
        for subview in subviews {
            subview.appendSubtree(to: &views)
        }
    }

    /// The first view with `tag` among this view and its descendants, depth first (this view, then each subview's
    /// subtree back to front in order), as `UIView.viewWithTag(_:)`; `nil` when none has it.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }
}
