/// A property of an element that a timeline track animates, with the kind of value it takes.
///
/// Properties are values, not a closed list: the static members cover what a view animates, and a host can name its
/// own with ``init(name:kind:)``.
///
/// A property named and kinded as one of the static members is that member, however it was made: the members are
/// kept as their place in a fixed list, and compare, hash and rank by it without reading their names. Any other
/// property keeps its name as a number in a table of custom names, which keeps each distinct spelling once for the
/// life of the process: a property holds no reference, so copying one, or a track or motion that holds one, counts
/// none.
public struct AnimatableProperty: Hashable, Sendable, CustomStringConvertible, CustomReflectable {
    /// The kind of value the property takes.
    public let kind: AnimatableValue.Kind
    /// The property's place in ``TrackAssembly/propertyOrder`` (a view's properties, then the circular mask), or
    /// ``customPlace`` for any other property. Hosts in this package read it to find a view's slot without names.
    package let place: UInt8
    /// For a property outside the known ones, the low 16 bits of its name's number among the custom names
    /// (`CustomNames.number(of:)`); 0 for a known one. The number is kept as two halves so that a property takes
    /// 6 bytes aligned to 2, and a track's target and property fit in 24.
    private let customLow: UInt16
    /// The high 16 bits of the name's number (see ``customLow``).
    private let customHigh: UInt16

    /// The ``place`` of a property that is none of the known ones: 255.
    package static let customPlace: UInt8 = 255

    /// The number of the name of a property outside the known ones; 0 for a known one.
    private var customNumber: UInt32 { UInt32(customHigh) << 16 | UInt32(customLow) }

    /// The property's name, as printed in traces and previews (for example `"position"`).
    public var name: String {
        place == Self.customPlace ? CustomNames.shared.name(customNumber) : Self.knownName(place)
    }

    /// Creates a property with a name and the kind of value it takes.
    ///
    /// A name and kind of one of the static members (``opacity``, ``position``…) make that member.
    public init(name: String, kind: AnimatableValue.Kind) {
        let place = Self.knownPlace(name: name, kind: kind)
        self.place = place
        self.kind = kind
        let number = place == Self.customPlace ? CustomNames.shared.number(of: name) : 0
        customLow = UInt16(truncatingIfNeeded: number)
        customHigh = UInt16(truncatingIfNeeded: number >> 16)
    }

    /// The known property at `place`, of `kind`.
    init(known place: UInt8, kind: AnimatableValue.Kind) {
        self.place = place
        self.kind = kind
        customLow = 0
        customHigh = 0
    }

    /// The property's name.
    public var description: String { name }

    /// The property as it was always shown (`dump`, the debugger): its name and kind.
    public var customMirror: Mirror {
        Mirror(self, children: ["name": name, "kind": kind], displayStyle: .struct)
    }

    /// Properties are equal when their names (as strings compare) and kinds are.
    public static func == (lhs: AnimatableProperty, rhs: AnimatableProperty) -> Bool {
        // A known name and kind always make the known place, so a known property equals only the one of its place.
        guard lhs.place == rhs.place else { return false }
        guard lhs.place == customPlace else { return true }
        // One name has one number; two numbers may still name equal strings spelt apart.
        return lhs.kind == rhs.kind && (lhs.customNumber == rhs.customNumber || lhs.name == rhs.name)
    }

    /// Hashes a known property's place, any other's name and kind.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(place)
        if place == Self.customPlace {
            // As an optional name, as the property hashed when it kept its name as one.
            hasher.combine(Optional(name))
            hasher.combine(kind)
        }
    }

    // MARK: - A view's animatable properties

    /// The element's center in its superview's coordinates (a point), as `UIView.center`.
    public static var position: AnimatableProperty { AnimatableProperty(known: 0, kind: .point) }
    /// The element's bounds, origin included (a rect), as `UIView.bounds`.
    public static var bounds: AnimatableProperty { AnimatableProperty(known: 1, kind: .rect) }
    /// The element's alpha (a scalar in 0…1), as `UIView.alpha`.
    public static var opacity: AnimatableProperty { AnimatableProperty(known: 2, kind: .scalar) }
    /// The element's 3D transform, as `CALayer.transform`.
    public static var transform: AnimatableProperty { AnimatableProperty(known: 3, kind: .transform) }
    /// The element's corner radii, as `CALayer.cornerRadius` with `maskedCorners`.
    public static var cornerRadii: AnimatableProperty { AnimatableProperty(known: 4, kind: .cornerRadii) }
    /// The element's background colour, as `UIView.backgroundColor`.
    public static var backgroundColor: AnimatableProperty { AnimatableProperty(known: 5, kind: .color) }
    /// The width of the element's border (a scalar), as `CALayer.borderWidth`.
    public static var borderWidth: AnimatableProperty { AnimatableProperty(known: 6, kind: .scalar) }
    /// The colour of the element's border, as `CALayer.borderColor`.
    public static var borderColor: AnimatableProperty { AnimatableProperty(known: 7, kind: .color) }
    /// The opacity of the element's shadow (a scalar in 0…1), as `CALayer.shadowOpacity`.
    public static var shadowOpacity: AnimatableProperty { AnimatableProperty(known: 8, kind: .scalar) }
    /// The blur radius of the element's shadow (a scalar), as `CALayer.shadowRadius`.
    public static var shadowRadius: AnimatableProperty { AnimatableProperty(known: 9, kind: .scalar) }
    /// The offset of the element's shadow (a size), as `CALayer.shadowOffset`.
    public static var shadowOffset: AnimatableProperty { AnimatableProperty(known: 10, kind: .size) }
    /// The colour of the element's shadow, as `CALayer.shadowColor`.
    public static var shadowColor: AnimatableProperty { AnimatableProperty(known: 11, kind: .color) }
    /// The element's z position (a scalar), as `CALayer.zPosition`.
    public static var zPosition: AnimatableProperty { AnimatableProperty(known: 12, kind: .scalar) }

    /// A circular mask (a rect): the element shows only inside the circle inscribed in this square, given in the
    /// element's own bounds coordinates. Planned transitions use it (``Transition/circularReveal(from:)``); a view
    /// has no such property of its own, so it is not among ``viewProperties``: a host that runs a timeline masks
    /// the element while the transition runs and removes the mask when it ends.
    public static var circularMask: AnimatableProperty { AnimatableProperty(known: 13, kind: .rect) }

    /// Every property a view animates, in a fixed order.
    public static let viewProperties: [AnimatableProperty] = [
        .position, .bounds, .opacity, .transform, .cornerRadii, .backgroundColor, .borderWidth, .borderColor,
        .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor, .zPosition,
    ]
}
