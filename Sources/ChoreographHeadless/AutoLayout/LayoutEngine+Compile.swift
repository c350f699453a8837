import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Turning layout constraints into linear constraints over the frame variables of views.
extension LayoutEngine {
    /// A rectangle in the holder's bounds coordinates, as linear expressions.
    struct Box {
        var minX: LinearExpression
        var minY: LinearExpression
        var width: LinearExpression
        var height: LinearExpression
    }

    /// The solver constraint for `constraint`, with the views it uses now managed; `nil` when an item is gone or
    /// outside this hierarchy.
    func compile(_ constraint: LayoutConstraint) -> Compiled? {
        guard let holder = constraint.holder, let first = constraint.firstItem,
            let firstView = Self.view(of: first), firstView.isDescendant(of: holder)
        else { return nil }
        let secondItem = constraint.secondItem
        if let secondItem {
            guard let secondView = Self.view(of: secondItem), secondView.isDescendant(of: holder) else { return nil }
        }
        var views: [View] = []
        // The first item's direction decides for the whole constraint.
        let rightToLeft = firstView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let flip = rightToLeft && (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
        let lhs = expression(
            first, constraint.firstAttribute, holder: holder, rightToLeft: rightToLeft, flip: flip, views: &views)
        var rhs = LinearExpression(Double(constraint.storedConstant))
        if let secondItem, constraint.secondAttribute != .notAnAttribute {
            let second = expression(
                secondItem, constraint.secondAttribute, holder: holder, rightToLeft: rightToLeft, flip: flip,
                views: &views)
            rhs = rhs + second * Double(constraint.multiplier)
        }
        let solverConstraint = SolverConstraint(
            lhs, constraint.relation.solverRelation, rhs, strength: constraint.storedPriority.strength,
            name: "\(constraint)")
        let structural = solverConstraint.expression.constant + Double(constraint.storedConstant)
        return Compiled(
            constraint: constraint, solverConstraint: solverConstraint, structuralConstant: structural, views: views,
            holder: holder, inSolver: false)
    }

    /// The value of `attribute` of `item` in the holder's bounds coordinates; the views whose variables it uses are
    /// managed and appended to `views`. Leading is the right edge when `rightToLeft`; with `flip`, horizontal
    /// positions are measured leftwards (a right-to-left constraint between leading and trailing edges).
    private func expression(
        _ item: AnyObject, _ attribute: LayoutConstraint.Attribute, holder: View, rightToLeft: Bool, flip: Bool,
        views: inout [View]
    ) -> LinearExpression {
        let box = box(of: item, in: holder, views: &views)
        let view = Self.view(of: item)
        let leftToRight = !rightToLeft
        let horizontal: LinearExpression
        switch attribute {
        case .width: return box.width
        case .height: return box.height
        case .top: return box.minY
        case .bottom: return box.minY + box.height
        case .centerY: return box.minY + box.height * 0.5
        case .firstBaseline:
            guard let view, item === view else { return box.minY + box.height }
            return view.firstBaselineOffsetFromTop.map { box.minY + Double($0) } ?? box.minY + box.height
        case .lastBaseline:
            guard let view, item === view else { return box.minY + box.height }
            return box.minY + box.height - Double(view.lastBaselineOffsetFromBottom)
        case .left: horizontal = box.minX
        case .right: horizontal = box.minX + box.width
        case .centerX: horizontal = box.minX + box.width * 0.5
        case .leading: horizontal = leftToRight ? box.minX : box.minX + box.width
        case .trailing: horizontal = leftToRight ? box.minX + box.width : box.minX
        case .notAnAttribute: return LinearExpression()
        }
        return flip ? horizontal * -1 : horizontal
    }

    /// The frame of a view or guide in the holder's bounds coordinates.
    private func box(of item: AnyObject, in holder: View, views: inout [View]) -> Box {
        if let guide = item as? LayoutGuide, let owner = guide.owningView {
            let owning = box(of: owner, in: holder, views: &views)
            let insets = guide.insets
            return Box(
                minX: owning.minX + Double(insets.left), minY: owning.minY + Double(insets.top),
                width: owning.width - Double(insets.left + insets.right),
                height: owning.height - Double(insets.top + insets.bottom))
        }
        guard let view = item as? View else {
            return Box(minX: .init(), minY: .init(), width: .init(), height: .init())
        }
        let variables = manage(view)
        views.append(view)
        if view === holder {
            // The holder's own edges, in its own bounds coordinates, start at its bounds origin.
            return Box(
                minX: LinearExpression(Double(view.bounds.minX)), minY: LinearExpression(Double(view.bounds.minY)),
                width: LinearExpression(variables.width), height: LinearExpression(variables.height))
        }
        var minX = LinearExpression(variables.minX)
        var minY = LinearExpression(variables.minY)
        var ancestor = view.superview
        while let current = ancestor, current !== holder {
            let outer = manage(current)
            views.append(current)
            minX = minX + outer.minX - Double(current.bounds.minX)
            minY = minY + outer.minY - Double(current.bounds.minY)
            ancestor = current.superview
        }
        return Box(
            minX: minX, minY: minY, width: LinearExpression(variables.width),
            height: LinearExpression(variables.height))
    }

    // MARK: - Managed views

    /// The variables of `view`, managing it (and adding its autoresizing or content-size constraints) on first use.
    func manage(_ view: View) -> LayoutVariables {
        if let entry = managed[ObjectIdentifier(view)] {
            entry.uses += 1
            return entry.variables
        }
        let variables = view.layout.variables ?? LayoutVariables(name: LayoutConstraint.name(of: view))
        view.layout.variables = variables
        let entry = Managed(
            view: view, variables: variables, translates: view.translatesAutoresizingMaskIntoConstraints,
            order: nextOrder)
        nextOrder += 1
        entry.uses = 1
        managed[ObjectIdentifier(view)] = entry
        if entry.translates {
            view.layout.managingEngine = self
            let frame = Self.untransformedFrame(of: view)
            let name = LayoutConstraint.name(of: view)
            entry.autoresizing = zip(variables.all, Self.values(of: frame)).enumerated().map { index, pair in
                SolverConstraint(
                    LinearExpression(pair.0), .equal, LinearExpression(pair.1),
                    name: "\(name).\(["minX", "minY", "width", "height"][index]) == \(pair.1) (autoresizing mask)")
            }
            for constraint in entry.autoresizing { insert(constraint, for: nil) }
        } else {
            addIntrinsicConstraints(entry, view: view)
        }
        return variables
    }

    /// Releases one use of `view`; a view no constraint uses any more leaves the engine.
    func release(_ view: View) {
        guard let entry = managed[ObjectIdentifier(view)] else { return }
        entry.uses -= 1
        guard entry.uses <= 0 else { return }
        for constraint in entry.autoresizing + entry.intrinsic where solver.contains(constraint) {
            try? solver.remove(constraint)
        }
        if view.layout.managingEngine === self { view.layout.managingEngine = nil }
        managed[ObjectIdentifier(view)] = nil
    }

    /// The frame Auto Layout sees: the center and bounds size, ignoring the transform.
    static func untransformedFrame(of view: View) -> CGRect {
        let size = view.bounds.size
        return CGRect(
            x: view.center.x - size.width / 2, y: view.center.y - size.height / 2, width: size.width,
            height: size.height)
    }

    /// minX, minY, width and height.
    static func values(of frame: CGRect) -> [Double] {
        [Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height)]
    }

    /// Moves the autoresizing constraints of a translating view to its frame now.
    func refreshAutoresizingConstraints(of view: View) {
        guard let entry = managed[ObjectIdentifier(view)], entry.translates else { return }
        for (constraint, value) in zip(entry.autoresizing, Self.values(of: Self.untransformedFrame(of: view))) {
            guard solver.constant(of: constraint) != -value else { continue }
            solutionChanged = true
            do {
                try solver.updateConstant(of: constraint, to: -value)
            } catch {
                host.diagnostics.report(.layoutUnsatisfiable, "\(error)")
            }
        }
    }
}
