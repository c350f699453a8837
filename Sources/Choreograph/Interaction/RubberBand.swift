import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The resistance a scroll view puts up when it is pulled beyond its content
/// (<doc:InteractionPhysics#Resisting-beyond-a-limit>).
///
/// Pulled `x` points beyond a limit, the content moves `(1 − 1/(x·c/d + 1))·d` points, where `c` is the
/// ``coefficient`` and `d` the dimension of the view along the pull (its width or height). The offset starts at 0
/// with a slope of `c` and approaches `d` without reaching it, so the band is continuous at the limit and never lets
/// the content leave the screen. Pulls below the lower limit mirror pulls above the upper one.
public struct RubberBand: Sendable, Hashable {
    /// How stiff the band is near the limit: the slope of the offset there. Default 0.55.
    public let coefficient: Double

    /// UIKit's band: a coefficient of 0.55.
    public static let standard = RubberBand(validCoefficient: 0.55)

    /// Creates a band with a coefficient.
    ///
    /// - Throws: ``InteractionError`` naming `coefficient` when it is not a finite number greater than 0.
    public init(coefficient: Double) throws(InteractionError) {
        try InteractionError.requirePositive(coefficient, "coefficient")
        self.init(validCoefficient: coefficient)
    }

    private init(validCoefficient: Double) {
        coefficient = validCoefficient
    }

    /// How far the content moves when pulled `overshoot` points beyond a limit, along a view `dimension` long.
    ///
    /// A negative overshoot gives the mirrored (negative) offset. Fallbacks: a NaN overshoot gives 0, an infinite
    /// one gives ±`dimension` (the limit of the formula); a dimension that is NaN, 0 or negative gives 0 (the band
    /// does not stretch, the limit of the formula as `d → 0`); an infinite dimension gives `overshoot · c` (the
    /// limit as `d → ∞`).
    public func offset(forOvershoot overshoot: Double, dimension: Double) -> Double {
        guard !overshoot.isNaN, !dimension.isNaN, dimension > 0 else { return 0 }
        let magnitude = abs(overshoot)
        let stretched: Double
        if magnitude.isInfinite {
            stretched = dimension
        } else if dimension.isInfinite {
            stretched = magnitude * coefficient
        } else {
            stretched = (1 - 1 / (magnitude * coefficient / dimension + 1)) * dimension
        }
        return overshoot < 0 ? -stretched : stretched
    }

    /// `value` kept inside `range`, with the part beyond either bound rubber-banded along `dimension`.
    ///
    /// Inside the range the value is returned unchanged; beyond the upper bound it is
    /// `upper + offset(value − upper)`, below the lower bound `lower − offset(lower − value)`. Fallbacks: a NaN
    /// value gives the lower bound; see ``offset(forOvershoot:dimension:)`` for the dimension's.
    public func clamp(_ value: Double, to range: ClosedRange<Double>, dimension: Double) -> Double {
        if value.isNaN { return range.lowerBound }
        if value > range.upperBound {
            return range.upperBound + offset(forOvershoot: value - range.upperBound, dimension: dimension)
        }
        if value < range.lowerBound {
            return range.lowerBound - offset(forOvershoot: range.lowerBound - value, dimension: dimension)
        }
        return value
    }

    /// `point` kept inside `rect`, each axis rubber-banded on its own along the matching dimension of `dimensions`.
    ///
    /// A null rect, or one with a NaN coordinate, gives the point unchanged; otherwise each axis follows
    /// ``clamp(_:to:dimension:)``.
    public func clamp(_ point: CGPoint, to rect: CGRect, dimensions: CGSize) -> CGPoint {
        let edges = [rect.minX, rect.maxX, rect.minY, rect.maxY]
        guard !rect.isNull, !edges.contains(where: \.isNaN) else { return point }
        let x = clamp(Double(point.x), to: Double(rect.minX)...Double(rect.maxX), dimension: Double(dimensions.width))
        let y = clamp(Double(point.y), to: Double(rect.minY)...Double(rect.maxY), dimension: Double(dimensions.height))
        return CGPoint(x: x, y: y)
    }
}
