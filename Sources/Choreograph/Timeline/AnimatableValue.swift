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
        var components: [Double] = []
        components.reserveCapacity(kind.componentCount)
        appendComponents(to: &components)
        return components
    }

    /// Appends the value's ``components`` to `array`, without making an array of them first.
    func appendComponents(to array: inout [Double]) {
        forEachComponent { array.append($0) }
    }

    /// Calls `body` with each of the value's ``components`` in their fixed order, without making an array of them.
    @inline(__always)
    func forEachComponent(_ body: (Double) -> Void) {
        switch self {
        case .scalar(let value):
            body(Double(value))
        case .point(let point):
            body(Double(point.x))
            body(Double(point.y))
        case .size(let size):
            body(Double(size.width))
            body(Double(size.height))
        case .rect(let rect):
            Self.each(rect.origin.x, rect.origin.y, rect.size.width, rect.size.height, body)
        case .transform(let t):
            Self.each(t.m11, t.m12, t.m13, t.m14, body)
            Self.each(t.m21, t.m22, t.m23, t.m24, body)
            Self.each(t.m31, t.m32, t.m33, t.m34, body)
            Self.each(t.m41, t.m42, t.m43, t.m44, body)
        case .color(let color):
            Self.each(color.red, color.green, color.blue, color.alpha, body)
        case .cornerRadii(let radii):
            Self.each(radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft, body)
        }
    }

    @inline(__always)
    private static func each(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ body: (Double) -> Void) {
        body(Double(a))
        body(Double(b))
        body(Double(c))
        body(Double(d))
    }

    /// Creates a value of `kind` from its ``components`` in their fixed order, or `nil` when the count is not the
    /// kind's ``Kind/componentCount``.
    public init?<Components: Collection>(kind: Kind, components: Components) where Components.Element == Double {
        guard components.count == kind.componentCount else { return nil }
        // Arrays and their slices are read in place; any other collection is copied into an array first.
        self =
            components.withContiguousStorageIfAvailable { Self.make(kind, $0) }
            ?? Array(components).withUnsafeBufferPointer { Self.make(kind, $0) }
    }

    /// A value of `kind` from its components, which number the kind's ``Kind/componentCount``.
    private static func make(_ kind: Kind, _ c: UnsafeBufferPointer<Double>) -> AnimatableValue {
        func at(_ index: Int) -> CGFloat { CGFloat(c[index]) }
        switch kind {
        case .scalar:
            return .scalar(at(0))
        case .point:
            return .point(CGPoint(x: at(0), y: at(1)))
        case .size:
            return .size(CGSize(width: at(0), height: at(1)))
        case .rect:
            return .rect(CGRect(x: at(0), y: at(1), width: at(2), height: at(3)))
        case .color:
            return .color(Color(red: at(0), green: at(1), blue: at(2), alpha: at(3)))
        case .cornerRadii:
            return .cornerRadii(CornerRadii(topLeft: at(0), topRight: at(1), bottomRight: at(2), bottomLeft: at(3)))
        case .transform:
            return .transform(
                Transform3D(
                    m11: at(0), m12: at(1), m13: at(2), m14: at(3),
                    m21: at(4), m22: at(5), m23: at(6), m24: at(7),
                    m31: at(8), m32: at(9), m33: at(10), m34: at(11),
                    m41: at(12), m42: at(13), m43: at(14), m44: at(15)
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
            func row(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> Bool {
                a.isFinite && b.isFinite && c.isFinite && d.isFinite
            }
            return row(t.m11, t.m12, t.m13, t.m14) && row(t.m21, t.m22, t.m23, t.m24)
                && row(t.m31, t.m32, t.m33, t.m34) && row(t.m41, t.m42, t.m43, t.m44)
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
