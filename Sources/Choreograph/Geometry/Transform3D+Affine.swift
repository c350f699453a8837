import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Transform3D {
    /// The 3D transform that does what `affine` does in the plane, as `CATransform3DMakeAffineTransform`.
    public init(affine: CGAffineTransform) {
        self.init(a: affine.a, b: affine.b, c: affine.c, d: affine.d, tx: affine.tx, ty: affine.ty)
    }

    /// The transform's action in the plane (its entries `m11`, `m12`, `m21`, `m22`, `m41`, `m42`), as
    /// `CATransform3DGetAffineTransform`: exact when ``isAffine`` is `true`, a projection that drops depth and
    /// perspective otherwise.
    public var affineTransform: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }
}
