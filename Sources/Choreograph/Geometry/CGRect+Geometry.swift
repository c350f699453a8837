import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Center

extension CGRect {
    /// The midpoint, `(midX, midY)`.
    public var center: CGPoint {
        CGPoint(x: midX, y: midY)
    }

    /// A rectangle of `size` whose midpoint is `center`.
    public init(center: CGPoint, size: CGSize) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}

// MARK: - Interpolation

extension CGRect {
    /// Origin and size interpolated linearly, not clamped; exactly `other` at fraction `1`.
    ///
    /// The stored origin and size are blended as they are (a rectangle with a negative width is not
    /// standardized first). If either rectangle is `CGRect.null`, the result switches from `self` to `other`
    /// at fraction `0.5` instead. A non-finite fraction counts as `0` (NaN, `-∞`) or `1` (`+∞`).
    public func interpolated(to other: CGRect, fraction: Double) -> CGRect {
        let t = InterpolationMath.sanitized(fraction)
        if isNull || other.isNull { return t < 0.5 ? self : other }
        return CGRect(
            origin: origin.interpolated(to: other.origin, fraction: t),
            size: size.interpolated(to: other.size, fraction: t)
        )
    }
}

// MARK: - Aspect fitting

extension CGRect {
    /// The largest rectangle with this rectangle's aspect ratio that fits inside `bounds`, centered in it
    /// (like `UIView.ContentMode.scaleAspectFit`).
    ///
    /// When this rectangle has no aspect ratio (zero or non-finite width or height), or `bounds` is null, the
    /// result is a zero-size rectangle at the center of `bounds` (`CGRect.null` when `bounds` is null).
    public func aspectFit(in bounds: CGRect) -> CGRect {
        aspectScaled(in: bounds, fill: false)
    }

    /// The smallest rectangle with this rectangle's aspect ratio that covers `bounds`, centered on it (like
    /// `UIView.ContentMode.scaleAspectFill`); it overflows `bounds` along one axis.
    ///
    /// When this rectangle has no aspect ratio (zero or non-finite width or height), or `bounds` is null, the
    /// result is a zero-size rectangle at the center of `bounds` (`CGRect.null` when `bounds` is null).
    public func aspectFill(in bounds: CGRect) -> CGRect {
        aspectScaled(in: bounds, fill: true)
    }

    private func aspectScaled(in bounds: CGRect, fill: Bool) -> CGRect {
        guard !bounds.isNull else { return .null }
        let target = bounds.standardized
        let sourceWidth = width
        let sourceHeight = height
        guard sourceWidth > 0, sourceHeight > 0, sourceWidth.isFinite, sourceHeight.isFinite else {
            return CGRect(center: target.center, size: .zero)
        }
        let widthRatio = target.width / sourceWidth
        let heightRatio = target.height / sourceHeight
        let factor = fill ? max(widthRatio, heightRatio) : min(widthRatio, heightRatio)
        return CGRect(center: target.center, size: CGSize(width: sourceWidth * factor, height: sourceHeight * factor))
    }
}

// MARK: - Scale factors

extension CGRect {
    /// The per-axis scale that maps this rectangle's size onto `other`'s: `other.width / width` and
    /// `other.height / height` (of the standardized sizes).
    ///
    /// Returns `nil` when this rectangle has a zero or non-finite width or height, or `other` a non-finite one —
    /// the classic divide-by-zero of zooming from a zero-size origin frame.
    public func scaleFactors(to other: CGRect) -> CGSize? {
        let sourceWidth = width
        let sourceHeight = height
        guard sourceWidth > 0, sourceHeight > 0, sourceWidth.isFinite, sourceHeight.isFinite else { return nil }
        let factors = CGSize(width: other.width / sourceWidth, height: other.height / sourceHeight)
        guard factors.width.isFinite, factors.height.isFinite else { return nil }
        return factors
    }
}
