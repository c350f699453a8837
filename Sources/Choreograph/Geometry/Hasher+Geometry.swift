import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Hashing geometry by hand

/// `CGPoint`, `CGSize` and `CGRect` are `Hashable` in Linux's Foundation but only `Equatable` on Apple platforms, so a
/// type that stores one cannot synthesize `Hashable` there. Such a type keeps its synthesized `==` and writes its
/// `hash(into:)` with these methods, which feed exactly what that `==` compares on every platform.
extension Hasher {
    /// Feeds `point` into the hasher: `x`, then `y`.
    ///
    /// Points that compare equal hash the same: `0` and `-0` hash alike, as `CGFloat` does.
    public mutating func combine(point: CGPoint) {
        combine(point.x)
        combine(point.y)
    }

    /// Feeds `size` into the hasher: `width`, then `height`.
    public mutating func combine(size: CGSize) {
        combine(size.width)
        combine(size.height)
    }

    /// Feeds `rect` into the hasher through its standardized form (origin, then size).
    ///
    /// Apple's `CGRect` `==` compares standardized rectangles (a rectangle with a negative width equals the same
    /// area described with a positive one, and every null rectangle equals every other), while Linux's compares the
    /// stored origin and size. Hashing the standardized rectangle keeps equal rectangles hashing alike under both.
    public mutating func combine(rect: CGRect) {
        let standard = rect.standardized
        combine(point: standard.origin)
        combine(size: standard.size)
    }
}
