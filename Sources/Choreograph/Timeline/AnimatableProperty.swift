/// A property of an element that a timeline track animates, with the kind of value it takes.
///
/// Properties are values, not a closed list: the static members cover what a view animates, and a host can name its
/// own with ``init(name:kind:)``.
public struct AnimatableProperty: Hashable, Sendable, CustomStringConvertible {
    /// The property's name, as printed in traces and previews (for example `"position"`).
    public let name: String
    /// The kind of value the property takes.
    public let kind: AnimatableValue.Kind

    /// Creates a property with a name and the kind of value it takes.
    public init(name: String, kind: AnimatableValue.Kind) {
        self.name = name
        self.kind = kind
    }

    /// The property's name.
    public var description: String { name }

    // MARK: - A view's animatable properties

    /// The element's center in its superview's coordinates (a point), as `UIView.center`.
    public static let position = AnimatableProperty(name: "position", kind: .point)
    /// The element's bounds, origin included (a rect), as `UIView.bounds`.
    public static let bounds = AnimatableProperty(name: "bounds", kind: .rect)
    /// The element's alpha (a scalar in 0…1), as `UIView.alpha`.
    public static let opacity = AnimatableProperty(name: "opacity", kind: .scalar)
    /// The element's 3D transform, as `CALayer.transform`.
    public static let transform = AnimatableProperty(name: "transform", kind: .transform)
    /// The element's corner radii, as `CALayer.cornerRadius` with `maskedCorners`.
    public static let cornerRadii = AnimatableProperty(name: "cornerRadii", kind: .cornerRadii)
    /// The element's background colour, as `UIView.backgroundColor`.
    public static let backgroundColor = AnimatableProperty(name: "backgroundColor", kind: .color)
    /// The width of the element's border (a scalar), as `CALayer.borderWidth`.
    public static let borderWidth = AnimatableProperty(name: "borderWidth", kind: .scalar)
    /// The colour of the element's border, as `CALayer.borderColor`.
    public static let borderColor = AnimatableProperty(name: "borderColor", kind: .color)
    /// The opacity of the element's shadow (a scalar in 0…1), as `CALayer.shadowOpacity`.
    public static let shadowOpacity = AnimatableProperty(name: "shadowOpacity", kind: .scalar)
    /// The blur radius of the element's shadow (a scalar), as `CALayer.shadowRadius`.
    public static let shadowRadius = AnimatableProperty(name: "shadowRadius", kind: .scalar)
    /// The offset of the element's shadow (a size), as `CALayer.shadowOffset`.
    public static let shadowOffset = AnimatableProperty(name: "shadowOffset", kind: .size)
    /// The colour of the element's shadow, as `CALayer.shadowColor`.
    public static let shadowColor = AnimatableProperty(name: "shadowColor", kind: .color)
    /// The element's z position (a scalar), as `CALayer.zPosition`.
    public static let zPosition = AnimatableProperty(name: "zPosition", kind: .scalar)

    /// A circular mask (a rect): the element shows only inside the circle inscribed in this square, given in the
    /// element's own bounds coordinates. Planned transitions use it (``Transition/circularReveal(from:)``); a view
    /// has no such property of its own, so it is not among ``viewProperties``: a host that runs a timeline masks
    /// the element while the transition runs and removes the mask when it ends.
    public static let circularMask = AnimatableProperty(name: "circularMask", kind: .rect)

    /// Every property a view animates, in a fixed order.
    public static let viewProperties: [AnimatableProperty] = [
        .position, .bounds, .opacity, .transform, .cornerRadii, .backgroundColor, .borderWidth, .borderColor,
        .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor, .zPosition,
    ]
}
