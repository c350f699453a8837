import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Autoresizing masks, as `UIView` applies them when a view's bounds size changes.
extension View {
    /// Moves and resizes the subviews that translate their autoresizing masks after the bounds size changed from
    /// `old` to `new` (<doc:HostRules#Autoresizing-masks>).
    func autoresizeSubviews(from old: CGSize, to new: CGSize) {
        for subview in subviews
        where subview.layout.translatesAutoresizingMask && !subview.layout.autoresizingMask.isEmpty {
            subview.autoresize(from: old, to: new)
        }
    }

    private func autoresize(from old: CGSize, to new: CGSize) {
        let mask = layout.autoresizingMask
        let frame = LayoutEngine.untransformedFrame(of: self)
        let (x, width) = Self.stretch(
            start: frame.minX, length: frame.width, end: old.width - frame.maxX, change: new.width - old.width,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
            ))
        let (y, height) = Self.stretch(
            start: frame.minY, length: frame.height, end: old.height - frame.maxY, change: new.height - old.height,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
            ))
        guard x.isFinite, y.isFinite, width.isFinite, height.isFinite else { return }
        center = CGPoint(x: x + width / 2, y: y + height / 2)
        bounds = CGRect(origin: bounds.origin, size: CGSize(width: width, height: height))
    }

    /// Shares `change` among the flexible parts of one axis — the margin before, the length, the margin after — in
    /// proportion to their sizes (equally when they add up to 0 or less); returns the new start and length.
    static func stretch(
        start: CGFloat, length: CGFloat, end: CGFloat, change: CGFloat, flexible: (Bool, Bool, Bool)
    ) -> (CGFloat, CGFloat) {
        let parts = [(flexible.0, start), (flexible.1, length), (flexible.2, end)].filter(\.0).map(\.1)
        guard !parts.isEmpty, change != 0 else { return (start, length) }
        let total = parts.reduce(0, +)
        func share(_ isFlexible: Bool, _ size: CGFloat) -> CGFloat {
            guard isFlexible else { return 0 }
            return total > 0 ? change * max(size, 0) / total : change / CGFloat(parts.count)
        }
        return (start + share(flexible.0, start), length + share(flexible.1, length))
    }
}
