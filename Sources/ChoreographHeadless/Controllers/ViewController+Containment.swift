/// Child controllers, as `UIViewController`'s containment API manages them.
extension ViewController {
    // MARK: - API

    /// Makes `child` a child of this controller, calling `child.willMove(toParent: self)` first.
    ///
    /// As UIKit documents, a child of another container is removed from that container first (the container's stack
    /// or tabs lose it); this is reported as a fallback, and refused when that container is in the middle of changing
    /// its children. Adding a controller that is already a child of this one,
    /// the controller itself, or one of its ancestors is refused and reported. The caller adds the child's view and
    /// then calls `child.didMove(toParent: self)`.
    public func addChild(_ child: ViewController) {
        guard child !== self, !isDescendant(of: child) else {
            HostEnvironment.current.diagnostics.report(
                .addChildCycle,
                "\(traceName).addChild(\(child.traceName)): the child is this controller or one of its ancestors; "
                    + "ignored"
            )
            return
        }
        guard child.parent !== self else {
            HostEnvironment.current.diagnostics.report(
                .addChildAlreadyChild,
                "\(traceName).addChild(\(child.traceName)): already a child of \(traceName); ignored"
            )
            return
        }
        if let oldParent = child.parent {
            HostEnvironment.current.diagnostics.report(
                .addChildReparented,
                "\(traceName).addChild(\(child.traceName)): the child belonged to \(oldParent.traceName) and was "
                    + "removed from it first"
            )
            oldParent.releaseChild(child)
            guard child.parent == nil else {
                HostEnvironment.current.diagnostics.report(
                    .addChildNotReleased,
                    "\(traceName).addChild(\(child.traceName)): \(oldParent.traceName) could not let the child go "
                        + "(it is changing its children); ignored"
                )
                return
            }
        }
        child.deliverWillMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent, then calls `didMove(toParent: nil)`; nothing happens without a parent.
    ///
    /// The caller calls `willMove(toParent: nil)` first and removes the view. A navigation or tab controller's
    /// children are its stack and tabs: change those through the container's own API instead.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        deliverDidMove(toParent: nil)
    }

    /// The nearest ancestor (parent, grandparent, …) that is a navigation controller; `nil` when there is none.
    public var navigationController: NavigationController? {
        nearestAncestor(of: NavigationController.self)
    }

    /// The nearest ancestor (parent, grandparent, …) that is a tab bar controller; `nil` when there is none.
    public var tabBarController: TabBarController? {
        nearestAncestor(of: TabBarController.self)
    }

    /// Whether this controller is `controller` or one of its descendants in the parent chain.
    public func isDescendant(of controller: ViewController) -> Bool {
        var current: ViewController? = self
        while let candidate = current {
            if candidate === controller { return true }
            current = candidate.parent
        }
        return false
    }

    // MARK: - Internal API

    /// Calls ``willMove(toParent:)``, recording it.
    func deliverWillMove(toParent parent: ViewController?) {
        record("willMove(toParent: \(Self.traceName(of: parent)))")
        willMove(toParent: parent)
    }

    /// Calls ``didMove(toParent:)``, recording it.
    func deliverDidMove(toParent parent: ViewController?) {
        record("didMove(toParent: \(Self.traceName(of: parent)))")
        didMove(toParent: parent)
    }

    private func nearestAncestor<Container: ViewController>(of type: Container.Type) -> Container? {
        var current = parent
        while let candidate = current {
            if let match = candidate as? Container { return match }
            current = candidate.parent
        }
        return nil
    }
}
