import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Auto Layout on views, as UIKit's: anchors, constraints held, autoresizing masks, content priorities and layout
/// guides (<doc:HostRules#Auto-Layout>).
extension View {
    // MARK: - Taking part in Auto Layout

    /// Whether Auto Layout fixes the view's frame where it is, as UIKit's autoresizing-mask constraints do, rather than
    /// solving it. Default `true`, as for a view made in code: set `false` on a view whose frame constraints decide.
    ///
    /// A view that translates its mask keeps the frame it is given (and its ``autoresizingMask`` moves it when the
    /// superview's size changes); constraints that contradict that frame conflict with it, as in UIKit.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layout.translatesAutoresizingMask }
        set {
            guard newValue != layout.translatesAutoresizingMask else { return }
            layout.translatesAutoresizingMask = newValue
            layoutEngine?.setNeedsRebuild()
        }
    }

    /// Which of the view's margins and sizes stretch when its superview's bounds size changes; applied only while
    /// ``translatesAutoresizingMaskIntoConstraints`` is `true`. Default none.
    public var autoresizingMask: AutoresizingMask {
        get { layout.autoresizingMask }
        set { layout.autoresizingMask = newValue }
    }

    /// Whether the subviews' autoresizing masks apply when the view's bounds size changes. Default `true`.
    public var autoresizesSubviews: Bool {
        get { layout.autoresizesSubviews }
        set { layout.autoresizesSubviews = newValue }
    }

    /// Whether leading and trailing follow the app's direction (left to right in the host) or a fixed one. Default
    /// ``SemanticContentAttribute/unspecified``. Constraints read it when they are solved in.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { layout.semanticContentAttribute }
        set {
            guard newValue != layout.semanticContentAttribute else { return }
            layout.semanticContentAttribute = newValue
            layoutEngine?.setNeedsRebuild()
        }
    }

    /// The direction the view lays out in: right to left only with ``SemanticContentAttribute/forceRightToLeft``,
    /// since the host's app direction is left to right.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    // MARK: - Anchors

    /// The leading edge: left in a left-to-right layout, right in a right-to-left one.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge: right in a left-to-right layout, left in a right-to-left one.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The horizontal center.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical center.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
    /// The first baseline: ``firstBaselineOffsetFromTop`` below the top, or the bottom edge for a view without text.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last baseline: ``lastBaselineOffsetFromBottom`` above the bottom edge (the bottom edge for a view without
    /// text).
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: - Guides

    /// The part of the view not covered by bars, the notch or the home indicator: in the host, the whole bounds
    /// (zero insets), since its screens have none of those (<doc:HostRules#Safe-area-and-margins>).
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = layout.safeAreaGuide { return guide }
        let guide = LayoutGuide(identifier: "safeAreaLayoutGuide", owningView: self, inset: 0)
        layout.safeAreaGuide = guide
        return guide
    }

    /// The bounds inset by the view's layout margins: 8 points on every side in the host, UIKit's default for a view
    /// (<doc:HostRules#Safe-area-and-margins>).
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = layout.marginsGuide { return guide }
        let guide = LayoutGuide(identifier: "layoutMarginsGuide", owningView: self, inset: 8)
        layout.marginsGuide = guide
        return guide
    }

    // MARK: - Constraints held

    /// The active constraints the view holds — those whose nearest common ancestor it is, or that were added to it —
    /// in the order they were activated.
    public var constraints: [LayoutConstraint] { layout.held }

    /// Activates `constraint` held by this view, as `UIView.addConstraint(_:)`; the view must be an ancestor (or
    /// itself) of every item, or the constraint is refused with a diagnostic (`layout.notAnAncestor`).
    public func addConstraint(_ constraint: LayoutConstraint) {
        constraint.activate(on: self)
    }

    /// Activates each of `constraints` held by this view (``addConstraint(_:)``).
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates `constraint` if this view holds it; otherwise does nothing, as UIKit.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.holder === self else { return }
        constraint.isActive = false
    }

    /// Deactivates each of `constraints` this view holds.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: - Content priorities

    /// How strongly the view resists growing beyond its intrinsic size along `axis`. Default 250
    /// (``LayoutPriority/defaultLow``).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        axis == .horizontal ? layout.hugging.horizontal : layout.hugging.vertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`; a priority outside
    /// 1…1000 is refused with a diagnostic (`layout.invalidPriority`).
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard checked(priority, "setContentHuggingPriority") else { return }
        switch axis {
        case .horizontal: layout.hugging.horizontal = priority
        case .vertical: layout.hugging.vertical = priority
        }
        layoutEngine?.enqueue(.intrinsic(self))
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`. Default 750
    /// (``LayoutPriority/defaultHigh``).
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        axis == .horizontal ? layout.compression.horizontal : layout.compression.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`; a priority outside
    /// 1…1000 is refused with a diagnostic (`layout.invalidPriority`).
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard checked(priority, "setContentCompressionResistancePriority") else { return }
        switch axis {
        case .horizontal: layout.compression.horizontal = priority
        case .vertical: layout.compression.vertical = priority
        }
        layoutEngine?.enqueue(.intrinsic(self))
    }

    private func checked(_ priority: LayoutPriority, _ call: String) -> Bool {
        guard priority.isValid else {
            HostEnvironment.current.diagnostics.report(
                .layoutInvalidPriority, "\(recordName).\(call)(\(priority)): a priority must lie in 1…1000; refused")
            return false
        }
        return true
    }

    // MARK: - Ambiguity

    /// Whether the constraints allow the view more than one frame, as UIKit's `hasAmbiguousLayout`; `false` for a
    /// view whose frame Auto Layout does not solve.
    public var hasAmbiguousLayout: Bool {
        guard let engine = layoutEngine else { return false }
        engine.flush()
        return engine.ambiguousViews().contains { $0.0 === self }
    }

    // MARK: - Internal API

    /// The top of the view's hierarchy: the window, or the topmost superview.
    var layoutRoot: View {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// The engine of the view's hierarchy, if any constraint was activated in it.
    var layoutEngine: LayoutEngine? {
        layoutRoot.layout.engine
    }

    /// The engine of the hierarchy rooted here, made when missing.
    func ensureLayoutEngine() -> LayoutEngine {
        if let engine = layout.engine { return engine }
        let engine = LayoutEngine(root: self)
        layout.engine = engine
        return engine
    }
}
