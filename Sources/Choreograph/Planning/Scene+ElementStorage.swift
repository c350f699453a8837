import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// An element keeps what every view has inline — identifier, geometry, opacity, z position, background colour, an
// even corner radius, flags and its parent — and what a plain view does not have (a transform other than the
// identity, uneven corner radii, a border, a shadow, content) in one shared box, `nil` for a plain view. The public
// properties read and write through that split; their values, `==`, `hash(into:)` and printing are those of the
// fifteen values the element describes.

extension Scene.Element {
    /// The element's 3D transform, applied about its center. Default `.identity`.
    public var transform: Transform3D {
        get { extras?.values.transform ?? .identity }
        set { updateExtras { $0.transform = newValue } }
    }

    /// The radii of the element's corners. Default `.zero`.
    public var cornerRadii: CornerRadii {
        get { extras?.values.cornerRadii ?? CornerRadii(all: evenCornerRadius) }
        set { updateExtras { $0.cornerRadii = newValue } }
    }

    /// The width of the element's border. Default 0.
    public var borderWidth: CGFloat {
        get { extras?.values.borderWidth ?? 0 }
        set { updateExtras { $0.borderWidth = newValue } }
    }

    /// The colour of the element's border, or `nil` for none. Default `nil`.
    public var borderColor: Color? {
        get { extras?.values.borderColor }
        set { updateExtras { $0.borderColor = newValue } }
    }

    /// The element's shadow. Default ``Scene/Shadow/none``.
    public var shadow: Scene.Shadow {
        get { extras?.values.shadow ?? Scene.Shadow() }
        set { updateExtras { $0.shadow = newValue } }
    }

    /// What the element draws besides its background and border. Default ``Scene/Content/none``.
    public var content: Scene.Content {
        get { extras?.values.content ?? .none }
        set { updateExtras { $0.content = newValue } }
    }

    /// The index of the element's parent in ``Scene/elements``, or `nil` for an element placed directly in the
    /// screen's root (or for the root itself). Default `nil`.
    public var parent: Int? {
        get { hasParent ? parentIndex : nil }
        set {
            hasParent = newValue != nil
            parentIndex = newValue ?? 0
        }
    }

    /// A plain view's element: the identity transform, the same `cornerRadius` at every corner, no border, the
    /// default shadow (``Scene/Shadow/none`` bit for bit) and no content, with the other values given. The same
    /// element as the public initializer makes with those values, without checking them: for a capture that has
    /// checked its view is plain.
    package init(
        plain identifier: String?,
        center: CGPoint,
        size: CGSize,
        opacity: CGFloat,
        cornerRadius: CGFloat,
        backgroundColor: Color?,
        zPosition: CGFloat,
        clipsToBounds: Bool,
        isHidden: Bool,
        parent: Int?
    ) {
        // The memberwise initializer, in one expression: the fields are written where the element is returned.
        self.init(
            identifier: identifier, extras: nil, center: center, size: size, opacity: opacity, zPosition: zPosition,
            evenCornerRadius: cornerRadius, parentIndex: parent ?? 0, backgroundColor: backgroundColor,
            clipsToBounds: clipsToBounds, isHidden: isHidden, hasParent: parent != nil)
    }

    /// Appends ``init(plain:center:size:opacity:cornerRadius:backgroundColor:zPosition:clipsToBounds:isHidden:parent:)``
    /// to `elements`, written where the array keeps it: an element made in another module is returned through memory
    /// field by field, and copying it into the array reads wider than it was written, which the processor cannot
    /// forward and waits for.
    ///
    /// - Returns: Whether the appended element keeps its rules (``keepsRules(index:)`` at its index), found from the
    ///   values given rather than read back, so that a capture checks its elements as it makes them.
    @discardableResult
    package static func appendPlain(
        to elements: inout [Scene.Element],
        identifier: consuming String?,
        center: CGPoint,
        size: CGSize,
        opacity: CGFloat,
        cornerRadius: CGFloat,
        backgroundColor: Color?,
        zPosition: CGFloat,
        clipsToBounds: Bool,
        isHidden: Bool,
        parent: Int?
    ) -> Bool {
        let index = elements.count
        elements.append(
            Scene.Element(
                plain: identifier, center: center, size: size, opacity: opacity, cornerRadius: cornerRadius,
                backgroundColor: backgroundColor, zPosition: zPosition, clipsToBounds: clipsToBounds,
                isHidden: isHidden, parent: parent))
        // ``keepsRules(index:)`` of the element just appended, a plain one.
        let parentKeepsRule = parent.map { $0 >= 0 && $0 < index } ?? true
        return parentKeepsRule && SceneValidation.isLength(cornerRadius)
            && inlineValuesKeepRules(
                center: center, size: size, opacity: opacity, backgroundColor: backgroundColor, zPosition: zPosition)
    }

    /// Changes the values kept out of line by `change`, and keeps them inline again when they become a plain view's.
    private mutating func updateExtras(_ change: (inout ElementExtras.Values) -> Void) {
        var values =
            extras?.values
            ?? ElementExtras.Values(
                transform: .identity, cornerRadii: CornerRadii(all: evenCornerRadius), borderWidth: 0,
                borderColor: nil, shadow: Scene.Shadow(), content: .none)
        change(&values)
        if values.isPlain {
            extras = nil
            evenCornerRadius = values.cornerRadii.topLeft
        } else {
            extras = ElementExtras(values)
        }
    }
}

extension Scene.Element: Equatable {
    /// Whether two elements have equal values, compared one by one in the order they are declared (numbers with
    /// `==`, so `-0` equals `0` and NaN equals nothing).
    public static func == (a: Scene.Element, b: Scene.Element) -> Bool {
        guard a.identifier == b.identifier, a.center == b.center, a.size == b.size else { return false }
        let (x, y) = (a.extras, b.extras)
        guard x != nil || y != nil else {
            // Two plain elements: the values kept out of line are a plain view's on both sides.
            return a.opacity == b.opacity && a.evenCornerRadius == b.evenCornerRadius
                && a.backgroundColor == b.backgroundColor && a.zPosition == b.zPosition
                && a.clipsToBounds == b.clipsToBounds && a.isHidden == b.isHidden && a.parent == b.parent
        }
        return a.transform == b.transform && a.opacity == b.opacity && a.cornerRadii == b.cornerRadii
            && a.backgroundColor == b.backgroundColor && a.borderWidth == b.borderWidth
            && a.borderColor == b.borderColor && a.shadow == b.shadow && a.zPosition == b.zPosition
            && a.clipsToBounds == b.clipsToBounds && a.isHidden == b.isHidden && a.content == b.content
            && a.parent == b.parent
    }
}

extension Scene.Element: CustomReflectable {
    /// The element's fifteen values, as a structure with those stored properties shows them.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "identifier": identifier as Any, "center": center, "size": size, "transform": transform,
                "opacity": opacity, "cornerRadii": cornerRadii, "backgroundColor": backgroundColor as Any,
                "borderWidth": borderWidth, "borderColor": borderColor as Any, "shadow": shadow,
                "zPosition": zPosition, "clipsToBounds": clipsToBounds, "isHidden": isHidden, "content": content,
                "parent": parent as Any,
            ],
            displayStyle: .struct)
    }
}

/// The values of an element that a plain view does not have, out of line: an element holds one of these, shared by
/// its copies and never changed (a change makes a new one), or `nil` when every value is a plain view's.
final class ElementExtras: Sendable {
    /// The values, as the element's properties give them.
    struct Values: Sendable {
        var transform: Transform3D
        var cornerRadii: CornerRadii
        var borderWidth: CGFloat
        var borderColor: Color?
        var shadow: Scene.Shadow
        var content: Scene.Content

        /// Whether every value is a plain view's bit for bit, so that the element gives them back exactly without
        /// a box: the identity transform, four identical radii, a border width of `+0` without a colour, the
        /// default shadow and no content.
        var isPlain: Bool {
            transform.isIdentityBitForBit && ElementExtras.isEven(cornerRadii) && ElementExtras.same(borderWidth, 0)
                && borderColor == nil && ElementExtras.isPlain(shadow) && content.isNone
        }
    }

    let values: Values

    init(_ values: Values) {
        self.values = values
    }

    /// Whether `a` and `b` have the same bits.
    static func same(_ a: CGFloat, _ b: CGFloat) -> Bool {
        Double(a).bitPattern == Double(b).bitPattern
    }

    /// Whether the four radii have the same bits.
    static func isEven(_ radii: CornerRadii) -> Bool {
        same(radii.topLeft, radii.topRight) && same(radii.topLeft, radii.bottomRight)
            && same(radii.topLeft, radii.bottomLeft)
    }

    /// Whether `shadow` is ``Scene/Shadow/none`` bit for bit: opacity `+0`, radius 3, offset (`+0`, −3), opaque
    /// black.
    static func isPlain(_ shadow: Scene.Shadow) -> Bool {
        isPlainShadowOpacity(shadow.opacity) && isPlainShadowRadius(shadow.radius)
            && isPlainShadowOffset(shadow.offset) && isOpaqueBlack(shadow.color)
    }

    /// Whether a shadow's opacity is ``Scene/Shadow/none``'s bit for bit.
    static func isPlainShadowOpacity(_ opacity: CGFloat) -> Bool { same(opacity, Scene.Shadow.none.opacity) }

    /// Whether a shadow's radius is ``Scene/Shadow/none``'s bit for bit.
    static func isPlainShadowRadius(_ radius: CGFloat) -> Bool { same(radius, Scene.Shadow.none.radius) }

    /// Whether a shadow's offset is ``Scene/Shadow/none``'s bit for bit.
    static func isPlainShadowOffset(_ offset: CGSize) -> Bool {
        let plain = Scene.Shadow.none.offset
        return same(offset.width, plain.width) && same(offset.height, plain.height)
    }

    /// Whether `color` is ``Color/black`` bit for bit: a new view's shadow and border colour.
    static func isOpaqueBlack(_ color: Color) -> Bool {
        let black = Color.black
        return same(color.red, black.red) && same(color.green, black.green) && same(color.blue, black.blue)
            && same(color.alpha, black.alpha)
    }
}

extension Scene.Content {
    /// Whether this is ``none``.
    var isNone: Bool {
        if case .none = self { return true }
        return false
    }
}

extension Transform3D {
    /// Whether every entry is the identity's, bit for bit: ones on the diagonal, positive zeros elsewhere (`==`
    /// takes a negative zero for a zero).
    package var isIdentityBitForBit: Bool {
        func bits(_ value: CGFloat) -> UInt64 { Double(value).bitPattern }
        // The off-diagonal entries' bits joined, so that twelve tests are one.
        let offDiagonal =
            bits(m12) | bits(m13) | bits(m14) | bits(m21) | bits(m23) | bits(m24) | bits(m31) | bits(m32)
            | bits(m34) | bits(m41) | bits(m42) | bits(m43)
        return offDiagonal == 0 && m11 == 1 && m22 == 1 && m33 == 1 && m44 == 1
    }
}
