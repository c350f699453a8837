import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Hashable

extension AnimatableValue {
    /// Hashes the kind and the value, feeding geometry through the core's geometry hashing
    /// (`Hasher.combine(point:)` and its siblings), since `CGPoint`, `CGSize` and `CGRect` are not `Hashable` on
    /// Apple platforms. Values that compare equal hash the same.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        switch self {
        case .scalar(let value): hasher.combine(value)
        case .point(let point): hasher.combine(point: point)
        case .size(let size): hasher.combine(size: size)
        case .rect(let rect): hasher.combine(rect: rect)
        case .transform(let transform): hasher.combine(transform)
        case .color(let color): hasher.combine(color)
        case .cornerRadii(let radii): hasher.combine(radii)
        }
    }
}
