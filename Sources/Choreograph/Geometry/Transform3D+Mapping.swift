import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Transform3D {
    /// The linear part of a mapping between two planes, measured from where it sends three points: the origin to
    /// `origin`, `(1, 0)` to `x` and `(0, 1)` to `y`. The translation is dropped, so a host appends it to a view's
    /// transform to show the view in another view's coordinates.
    ///
    /// - Parameters:
    ///   - origin: The image of `(0, 0)`.
    ///   - x: The image of `(1, 0)`.
    ///   - y: The image of `(0, 1)`.
    public init(linearPartOfMapping origin: CGPoint, x: CGPoint, y: CGPoint) {
        self.init(a: x.x - origin.x, b: x.y - origin.y, c: y.x - origin.x, d: y.y - origin.y, tx: 0, ty: 0)
    }
}
