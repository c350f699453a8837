import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A value that a timeline track animates: one of the kinds a view's animatable properties take.
public enum AnimatableValue: Hashable, Sendable {
    /// A single number: opacity, a corner radius, a border width, a z position.
    case scalar(CGFloat)
    /// A point: a position (a view's center).
    case point(CGPoint)
    /// A size: a shadow offset, a bounds size.
    case size(CGSize)
    /// A rectangle: bounds with their origin.
    case rect(CGRect)
    /// A 3D transform, interpolated by decomposition so that rotations stay rotations.
    case transform(Transform3D)
    /// A colour, interpolated in premultiplied form.
    case color(Color)
    /// Four corner radii.
    case cornerRadii(CornerRadii)

    /// The kinds of ``AnimatableValue``; a track's keyframes all have the kind its property expects.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// ``AnimatableValue/scalar(_:)``
        case scalar
        /// ``AnimatableValue/point(_:)``
        case point
        /// ``AnimatableValue/size(_:)``
        case size
        /// ``AnimatableValue/rect(_:)``
        case rect
        /// ``AnimatableValue/transform(_:)``
        case transform
        /// ``AnimatableValue/color(_:)``
        case color
        /// ``AnimatableValue/cornerRadii(_:)``
        case cornerRadii
    }

    /// The kind of this value.
    public var kind: Kind {
        switch self {
        case .scalar: .scalar
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .transform: .transform
        case .color: .color
        case .cornerRadii: .cornerRadii
        }
    }

    /// The numbers that make up the value, in a fixed order (a transform gives its 16 entries row by row).
    public var components: [Double] {
        switch self {
        case .scalar(let value):
            [Double(value)]
        case .point(let point):
            [Double(point.x), Double(point.y)]
        case .size(let size):
            [Double(size.width), Double(size.height)]
        case .rect(let rect):
            [Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height)]
        case .transform(let t):
            [
                Double(t.m11), Double(t.m12), Double(t.m13), Double(t.m14),
                Double(t.m21), Double(t.m22), Double(t.m23), Double(t.m24),
                Double(t.m31), Double(t.m32), Double(t.m33), Double(t.m34),
                Double(t.m41), Double(t.m42), Double(t.m43), Double(t.m44),
            ]
        case .color(let color):
            [Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha)]
        case .cornerRadii(let radii):
            [Double(radii.topLeft), Double(radii.topRight), Double(radii.bottomRight), Double(radii.bottomLeft)]
        }
    }

    /// Creates a value of `kind` from its ``components`` in their fixed order, or `nil` when the count is not the
    /// kind's ``Kind/componentCount``.
    public init?<Components: Collection>(kind: Kind, components: Components) where Components.Element == Double {
        guard components.count == kind.componentCount else { return nil }
        var index = components.startIndex
        func next() -> CGFloat {
            defer { index = components.index(after: index) }
            return CGFloat(components[index])
        }
        switch kind {
        case .scalar:
            self = .scalar(next())
        case .point:
            self = .point(CGPoint(x: next(), y: next()))
        case .size:
            self = .size(CGSize(width: next(), height: next()))
        case .rect:
            self = .rect(CGRect(x: next(), y: next(), width: next(), height: next()))
        case .color:
            self = .color(Color(red: next(), green: next(), blue: next(), alpha: next()))
        case .cornerRadii:
            self = .cornerRadii(CornerRadii(topLeft: next(), topRight: next(), bottomRight: next(), bottomLeft: next()))
        case .transform:
            self = .transform(
                Transform3D(
                    m11: next(), m12: next(), m13: next(), m14: next(),
                    m21: next(), m22: next(), m23: next(), m24: next(),
                    m31: next(), m32: next(), m33: next(), m34: next(),
                    m41: next(), m42: next(), m43: next(), m44: next()
                )
            )
        }
    }

    /// Whether every number in the value is finite.
    public var isFinite: Bool {
        // The same test as `components.allSatisfy(\.isFinite)`, without building the array.
        switch self {
        case .scalar(let value):
            return value.isFinite
        case .point(let point):
            return point.x.isFinite && point.y.isFinite
        case .size(let size):
            return size.width.isFinite && size.height.isFinite
        case .rect(let rect):
            return rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite
                && rect.size.height.isFinite
        case .transform(let t):
            let entries = [
                t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
            ]
            return entries.allSatisfy(\.isFinite)
        case .color(let color):
            return color.red.isFinite && color.green.isFinite && color.blue.isFinite && color.alpha.isFinite
        case .cornerRadii(let radii):
            return radii.topLeft.isFinite && radii.topRight.isFinite && radii.bottomRight.isFinite
                && radii.bottomLeft.isFinite
        }
    }

    /// The value a `fraction` of the way to `other`, or `nil` when the two are of different kinds.
    ///
    /// The fraction is not clamped, so a spring's overshoot carries through. Transforms interpolate by decomposition
    /// and colours in premultiplied form; see ``Interpolatable``.
    public func interpolated(to other: AnimatableValue, fraction: Double) -> AnimatableValue? {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): .scalar(a.interpolated(to: b, fraction: fraction))
        case (.point(let a), .point(let b)): .point(a.interpolated(to: b, fraction: fraction))
        case (.size(let a), .size(let b)): .size(a.interpolated(to: b, fraction: fraction))
        case (.rect(let a), .rect(let b)): .rect(a.interpolated(to: b, fraction: fraction))
        case (.transform(let a), .transform(let b)): .transform(a.interpolated(to: b, fraction: fraction))
        case (.color(let a), .color(let b)): .color(a.interpolated(to: b, fraction: fraction))
        case (.cornerRadii(let a), .cornerRadii(let b)): .cornerRadii(a.interpolated(to: b, fraction: fraction))
        default: nil
        }
    }
}
