// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Core Animation's C-style names are kept as Core Animation spells them.

import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Core Animation's layer and 3D transform, by their QuartzCore names, with the transform functions.

/// `CALayer`: ``/ChoreographHeadless/Layer``.
public typealias CALayer = Layer
/// `CACornerMask`: ``/ChoreographHeadless/Layer/CornerMask``.
public typealias CACornerMask = Layer.CornerMask
/// `CATransform3D`: the core's ``/Choreograph/Transform3D``.
public typealias CATransform3D = Transform3D

/// The identity transform, as `CATransform3DIdentity`.
public let CATransform3DIdentity = Transform3D.identity

/// Whether `t` is the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == .identity
}

/// Whether `a` and `b` are equal, entry by entry.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// A translation by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    Transform3D(translationX: tx, y: ty, z: tz)
}

/// A scale by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    Transform3D(scaleX: sx, y: sy, z: sz)
}

/// A rotation by `angle` radians about the axis `(x, y, z)`; a zero axis gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// A translation by `(tx, ty, tz)` followed by `t`.
public func CATransform3DTranslate(
    _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// A scale by `(sx, sy, sz)` followed by `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// A rotation by `angle` radians about `(x, y, z)` followed by `t`.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenating(b)
}

/// The inverse of `t`, or `t` itself when it has none (as Core Animation returns it).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.inverted() ?? t
}

/// The 3D transform that does what the 2D transform `m` does.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    Transform3D(affine: m)
}

/// Whether `t` only moves points within the plane: a 2D affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.isAffine
}

/// The 2D part of `t`: its affine entries, whatever the others are.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    t.affineTransform
}
