/// An edge of the container a screen enters from or leaves through.
///
/// ``leading`` and ``trailing`` follow the reading direction: the planner resolves them with the
/// ``LayoutDirection`` it is given (``leading`` is ``left`` in left-to-right layouts and ``right`` in right-to-left
/// ones).
public enum TransitionEdge: String, Hashable, Sendable, CaseIterable {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The edge where lines start: left in left-to-right layouts, right in right-to-left ones.
    case leading
    /// The edge where lines end: right in left-to-right layouts, left in right-to-left ones.
    case trailing

    /// The physical edge (left, right, top or bottom) this edge names in `layoutDirection`.
    public func resolved(for layoutDirection: LayoutDirection) -> TransitionEdge {
        switch (self, layoutDirection) {
        case (.leading, .leftToRight), (.trailing, .rightToLeft): .left
        case (.trailing, .leftToRight), (.leading, .rightToLeft): .right
        default: self
        }
    }

    /// The edge across from this one (``leading`` and ``trailing`` are each other's opposite).
    public var opposite: TransitionEdge {
        switch self {
        case .left: .right
        case .right: .left
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }

    /// Whether the edge is left or right (leading and trailing included), so that motion through it is horizontal.
    public var isHorizontal: Bool {
        self != .top && self != .bottom
    }
}

/// The direction text and layout flow in, as `UIUserInterfaceLayoutDirection`; it resolves ``TransitionEdge/leading``
/// and ``TransitionEdge/trailing``.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Left to right, as English. The planner's default.
    case leftToRight
    /// Right to left, as Arabic and Hebrew.
    case rightToLeft
}
