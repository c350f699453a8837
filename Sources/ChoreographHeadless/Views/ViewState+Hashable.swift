import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Hashable

extension ViewState {
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
