import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Hashable

extension ViewState {
    /// Whether every property of `lhs` equals the same property of `rhs`, compared as values: two states are equal
    /// whether or not they keep their border, shadow and depth in a box.
    public static func == (lhs: ViewState, rhs: ViewState) -> Bool {
        guard
            lhs.center == rhs.center && lhs.bounds == rhs.bounds && lhs.transform == rhs.transform
                && lhs.alpha == rhs.alpha && lhs.backgroundColor == rhs.backgroundColor
                && lhs.cornerRadii == rhs.cornerRadii
        else { return false }
        // Two states without a box hold the defaults, which are all numbers and equal.
        if lhs.rareBox == nil && rhs.rareBox == nil { return true }
        let (left, right) = (lhs.rare, rhs.rare)
        return left.borderWidth == right.borderWidth && left.borderColor == right.borderColor
            && left.shadowOpacity == right.shadowOpacity && left.shadowRadius == right.shadowRadius
            && left.shadowOffset == right.shadowOffset && left.shadowColor == right.shadowColor
            && left.zPosition == right.zPosition
    }

    /// Hashes every stored property, geometry through the core's geometry hashing; states that compare equal hash
    /// the same.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(point: center)
        hasher.combine(rect: bounds)
        hasher.combine(transform)
        hasher.combine(alpha)
        hasher.combine(backgroundColor)
        hasher.combine(cornerRadii)
        hasher.combine(borderWidth)
        hasher.combine(borderColor)
        hasher.combine(shadowOpacity)
        hasher.combine(shadowRadius)
        hasher.combine(size: shadowOffset)
        hasher.combine(shadowColor)
        hasher.combine(zPosition)
    }
}
