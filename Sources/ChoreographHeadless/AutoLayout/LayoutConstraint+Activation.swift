import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Activating and deactivating constraints, and the checks UIKit makes first.
extension LayoutConstraint {
    /// The engine of the hierarchy that holds the constraint, while it is active.
    var engine: LayoutEngine? {
        holder?.layoutEngine
    }

    /// Activates the constraint, held by `view` when given (which must be an ancestor of every item) or by the
    /// items' nearest common ancestor; reports and refuses a constraint UIKit raises for.
    func activate(on view: View? = nil) {
        guard holder == nil else { return }
        let diagnostics = HostEnvironment.current.diagnostics
        if let (code, problem) = problem() {
            diagnostics.report(code, "activating \(self): \(problem); not activated")
            return
        }
        guard let firstView = firstItem.flatMap(LayoutEngine.view(of:)) else { return }
        let secondView = secondItem.flatMap(LayoutEngine.view(of:))
        let holder: View
        if let view {
            guard firstView.isDescendant(of: view), secondView.map({ $0.isDescendant(of: view) }) ?? true else {
                diagnostics.report(
                    .layoutNotAnAncestor,
                    "\(LayoutConstraint.name(of: view)).addConstraint(\(self)): the view is not an ancestor of every "
                        + "item; not activated")
                return
            }
            holder = view
        } else if let common = Self.nearestCommonAncestor(firstView, secondView) {
            holder = common
        } else {
            let windows =
                firstView.window != nil && secondView?.window != nil
                ? "they are in different windows" : "they are in separate hierarchies"
            diagnostics.report(
                .layoutNoCommonAncestor,
                "activating \(self): the views \(viewNames) have no common ancestor (\(windows)); not activated")
            return
        }
        self.holder = holder
        Self.activations += 1
        activationOrder = Self.activations
        holder.layout.held.append(self)
        holder.layoutRoot.ensureLayoutEngine().enqueue(.constraint(self))
    }

    /// Deactivates the constraint; nothing happens for an inactive one.
    func deactivate() {
        guard let holder else { return }
        let engine = holder.layoutEngine
        holder.layout.held.removeAll { $0 === self }
        self.holder = nil
        engine?.enqueue(.constraint(self))
    }

    /// Why UIKit would refuse the constraint, if it would: a missing item, attributes that cannot be related, a
    /// non-finite constant or multiplier, an invalid priority.
    func problem() -> (Diagnostic.Code, String)? {
        guard firstItem.flatMap(LayoutEngine.view(of:)) != nil else {
            return (.layoutInvalidAttributes, "the first item is missing (released, or a guide without a view)")
        }
        guard storedConstant.isFinite else {
            return (.layoutNonFiniteNumber, "constant = \(storedConstant): a constant must be finite")
        }
        guard multiplier.isFinite else {
            return (.layoutNonFiniteNumber, "multiplier = \(multiplier): a multiplier must be finite")
        }
        guard storedPriority.isValid else {
            return (.layoutInvalidPriority, "priority = \(storedPriority): a priority must lie in 1…1000")
        }
        guard firstAttribute != .notAnAttribute else {
            return (.layoutInvalidAttributes, "the first attribute is notAnAttribute")
        }
        let baselines: [Attribute] = [.firstBaseline, .lastBaseline]
        if firstItem is LayoutGuide && baselines.contains(firstAttribute)
            || secondItem is LayoutGuide && baselines.contains(secondAttribute)
        {
            return (.layoutInvalidAttributes, "a layout guide has no baseline")
        }
        guard let secondItem, secondAttribute != .notAnAttribute else {
            guard firstAttribute.isDimension else {
                return (.layoutInvalidAttributes, "a position (\(firstAttribute.name)) cannot equal a constant")
            }
            return nil
        }
        guard secondItem is View || secondItem is LayoutGuide, LayoutEngine.view(of: secondItem) != nil else {
            return (.layoutInvalidAttributes, "the second item is not a view or a layout guide with a view")
        }
        if firstAttribute.isDimension != secondAttribute.isDimension {
            return (
                .layoutInvalidAttributes,
                "a size (\(firstAttribute.isDimension ? firstAttribute.name : secondAttribute.name)) cannot relate "
                    + "to a position"
            )
        }
        if !firstAttribute.isDimension {
            guard firstAttribute.axis == secondAttribute.axis else {
                return (
                    .layoutInvalidAttributes,
                    "\(firstAttribute.name) and \(secondAttribute.name) lie on different axes"
                )
            }
            if firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontalEdge
                || firstAttribute.isAbsoluteHorizontalEdge && secondAttribute.isDirectional
            {
                return (
                    .layoutInvalidAttributes,
                    "a leading or trailing edge cannot relate to a left or right edge"
                )
            }
            guard multiplier != 0 else {
                return (
                    .layoutInvalidAttributes,
                    "a multiplier of 0 makes a position (\(firstAttribute.name)) equal a constant"
                )
            }
        }
        return nil
    }

    /// The nearest view that is `first` or an ancestor of it and also `second` or an ancestor of it; `first` alone
    /// when there is no second view.
    static func nearestCommonAncestor(_ first: View, _ second: View?) -> View? {
        guard let second else { return first }
        var candidate: View? = first
        while let view = candidate {
            if second.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }
}
