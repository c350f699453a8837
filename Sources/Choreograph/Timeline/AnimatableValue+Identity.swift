import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Identity

extension AnimatableValue {
    /// Whether the value is `other` bit for bit: the same kind with the same bits in every component, so that, unlike
    /// with `==`, 0 and −0 differ and a NaN is identical to itself. Two identical values can stand for each other
    /// anywhere.
    @inline(__always)
    func isIdentical(to other: AnimatableValue) -> Bool {
        switch self {
        case .scalar(let a):
            guard case .scalar(let b) = other else { return false }
            return Self.same(a, b)
        case .point(let a):
            guard case .point(let b) = other else { return false }
            return Self.same(a.x, b.x) && Self.same(a.y, b.y)
        case .size(let a):
            guard case .size(let b) = other else { return false }
            return Self.same(a.width, b.width) && Self.same(a.height, b.height)
        case .rect(let a):
            guard case .rect(let b) = other else { return false }
            return Self.same(a.origin.x, b.origin.x) && Self.same(a.origin.y, b.origin.y)
                && Self.same(a.size.width, b.size.width) && Self.same(a.size.height, b.size.height)
        case .color(let a):
            guard case .color(let b) = other else { return false }
            return Self.same(a.red, b.red) && Self.same(a.green, b.green) && Self.same(a.blue, b.blue)
                && Self.same(a.alpha, b.alpha)
        case .cornerRadii(let a):
            guard case .cornerRadii(let b) = other else { return false }
            return Self.same(a.topLeft, b.topLeft) && Self.same(a.topRight, b.topRight)
                && Self.same(a.bottomRight, b.bottomRight) && Self.same(a.bottomLeft, b.bottomLeft)
        case .transform(let a):
            guard case .transform(let b) = other else { return false }
            return Self.same(a.m11, a.m12, a.m13, a.m14, b.m11, b.m12, b.m13, b.m14)
                && Self.same(a.m21, a.m22, a.m23, a.m24, b.m21, b.m22, b.m23, b.m24)
                && Self.same(a.m31, a.m32, a.m33, a.m34, b.m31, b.m32, b.m33, b.m34)
                && Self.same(a.m41, a.m42, a.m43, a.m44, b.m41, b.m42, b.m43, b.m44)
        }
    }

    /// Whether the value equals `other` as `==` compares them (the same kind, each payload equal by its own `==`),
    /// matched in place rather than through copies of the two values.
    @inline(__always)
    func isEqual(to other: AnimatableValue) -> Bool {
        switch self {
        case .scalar(let a):
            guard case .scalar(let b) = other else { return false }
            return a == b
        case .point(let a):
            guard case .point(let b) = other else { return false }
            return a == b
        case .size(let a):
            guard case .size(let b) = other else { return false }
            return a == b
        case .rect(let a):
            guard case .rect(let b) = other else { return false }
            return a == b
        case .color(let a):
            guard case .color(let b) = other else { return false }
            return a == b
        case .cornerRadii(let a):
            guard case .cornerRadii(let b) = other else { return false }
            return a == b
        case .transform(let a):
            guard case .transform(let b) = other else { return false }
            return a == b
        }
    }

    @inline(__always)
    private static func same(_ a: CGFloat, _ b: CGFloat) -> Bool {
        Double(a).bitPattern == Double(b).bitPattern
    }

    /// Whether the rows (a1, a2, a3, a4) and (b1, b2, b3, b4) are the same bit for bit.
    @inline(__always)
    private static func same(
        _ a1: CGFloat, _ a2: CGFloat, _ a3: CGFloat, _ a4: CGFloat,
        _ b1: CGFloat, _ b2: CGFloat, _ b3: CGFloat, _ b4: CGFloat
    ) -> Bool {
        same(a1, b1) && same(a2, b2) && same(a3, b3) && same(a4, b4)
    }
}
