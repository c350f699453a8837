import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Hashable

// `CGPoint` and `CGSize` are not `Hashable` on Apple platforms, so these conformances are written by hand over the
// same values the synthesized `==` compares.

extension Scene: Hashable {
    /// Hashes the size, the origin and every element, feeding geometry through `Hasher.combine(size:)` and
    /// `combine(point:)`. Scenes that compare equal hash the same.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size: size)
        hasher.combine(point: origin)
        hasher.combine(elements)
    }
}

extension Scene.Element: Hashable {
    /// Hashes every stored property, geometry through `Hasher.combine(point:)` and `combine(size:)`. Elements that
    /// compare equal hash the same.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(point: center)
        hasher.combine(size: size)
        hasher.combine(transform)
        hasher.combine(opacity)
        hasher.combine(cornerRadii)
        hasher.combine(backgroundColor)
        hasher.combine(borderWidth)
        hasher.combine(borderColor)
        hasher.combine(shadow)
        hasher.combine(zPosition)
        hasher.combine(clipsToBounds)
        hasher.combine(isHidden)
        hasher.combine(content)
        hasher.combine(parent)
    }
}

extension Scene.Shadow: Hashable {
    /// Hashes the opacity, radius, offset (through `Hasher.combine(size:)`) and colour. Shadows that compare equal
    /// hash the same.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(opacity)
        hasher.combine(radius)
        hasher.combine(size: offset)
        hasher.combine(color)
    }
}
