import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The animatable state of a view: every value Core Animation would keep on the view's layer.
///
/// A ``View`` keeps two of these: the *model* state its properties read and write, and the *presentation* state that
/// is on screen while animations run (``View/presentation``).
public struct ViewState: Hashable, Sendable, CustomReflectable {
    /// The view's center in its superview's coordinates. Default `.zero`.
    public var center: CGPoint = .zero
    /// The view's bounds: its own coordinate space. Default `.zero`.
    public var bounds: CGRect = .zero
    /// The entries of ``transform`` that a 2D transform sets; the others, which only depth and perspective set, are
    /// kept with the border and shadow (``RareFields/transformDepth``).
    private var planar = PlanarEntries()
    /// The view's alpha, 0…1. Default 1.
    public var alpha: CGFloat = 1
    /// The background colour; `nil` draws nothing. Default `nil`.
    public var backgroundColor: Color?
    /// The radius of each corner. Default zero.
    public var cornerRadii: CornerRadii = .zero
    /// The border, the shadow, the depth (``borderWidth`` … ``zPosition``) and the entries of the transform that only
    /// depth and perspective set, out of line: `nil` while every one of them holds its default, as on almost every
    /// view, so that a state takes 192 bytes less. Never written in place: a change makes a new box
    /// (``changeRare(_:)``), so copies of a state never share a change.
    var rareBox: RareBox?

    /// The view's transform about its center. Default identity.
    public var transform: Transform3D {
        // Always inlined: a capture reads every view's transform entry by entry, and a call returns all of them.
        @inline(__always) get {
            let (p, d) = (planar, transformDepth)
            return Transform3D(
                m11: p.m11, m12: p.m12, m13: d.m13, m14: d.m14, m21: p.m21, m22: p.m22, m23: d.m23, m24: d.m24,
                m31: d.m31, m32: d.m32, m33: d.m33, m34: d.m34, m41: p.m41, m42: p.m42, m43: d.m43, m44: d.m44)
        }
        set {
            planar = PlanarEntries(newValue)
            let depth = DepthEntries(newValue)
            // A 2D transform on a state without a box (or with the same depth) makes none.
            if !depth.hasSameBits(as: transformDepth) { changeRare { $0.transformDepth = depth } }
        }
    }
    /// The transform's entries that only depth and perspective set: the box's, or the identity's without one.
    private var transformDepth: DepthEntries {
        @inline(__always) get {
            rareBox?.fields.transformDepth ?? DepthEntries()
        }
    }

    /// The width of the border drawn inside the bounds. Default 0.
    public var borderWidth: CGFloat {
        get { rareBox?.fields.borderWidth ?? RareFields().borderWidth }
        set { changeRare { $0.borderWidth = newValue } }
    }
    /// The border's colour. Default black.
    public var borderColor: Color {
        get { rareBox?.fields.borderColor ?? RareFields().borderColor }
        set { changeRare { $0.borderColor = newValue } }
    }
    /// The shadow's opacity, 0…1; 0 draws no shadow. Default 0.
    public var shadowOpacity: CGFloat {
        get { rareBox?.fields.shadowOpacity ?? RareFields().shadowOpacity }
        set { changeRare { $0.shadowOpacity = newValue } }
    }
    /// The shadow's blur radius. Default 3, as Core Animation's.
    public var shadowRadius: CGFloat {
        get { rareBox?.fields.shadowRadius ?? RareFields().shadowRadius }
        set { changeRare { $0.shadowRadius = newValue } }
    }
    /// The shadow's offset. Default (0, −3), as Core Animation's.
    public var shadowOffset: CGSize {
        get { rareBox?.fields.shadowOffset ?? RareFields().shadowOffset }
        set { changeRare { $0.shadowOffset = newValue } }
    }
    /// The shadow's colour. Default black.
    public var shadowColor: Color {
        get { rareBox?.fields.shadowColor ?? RareFields().shadowColor }
        set { changeRare { $0.shadowColor = newValue } }
    }
    /// The view's position on the z axis relative to its siblings when drawn. Default 0.
    public var zPosition: CGFloat {
        get { rareBox?.fields.zPosition ?? RareFields().zPosition }
        set { changeRare { $0.zPosition = newValue } }
    }

    /// Creates the default state (see each property for its default).
    public init() {}

    /// The value of an animatable property, or `nil` for a property a view does not have.
    ///
    /// A `nil` background colour reads as ``/Choreograph/Color/clear``.
    public subscript(property: AnimatableProperty) -> AnimatableValue? {
        get {
            guard let slot = Slot(property) else { return nil }
            return self[slot]
        }
        set {
            guard let newValue, let slot = Slot(property) else { return }
            self[slot] = newValue
        }
    }

    /// Which stored property an animatable property reads and writes, found once per read or write. Raw values are
    /// the places of the known properties (``/Choreograph/AnimatableProperty/place``): a view's properties come first
    /// among the known ones, in the slots' order.
    enum Slot: UInt8 {
        case center, bounds, alpha, transform, cornerRadii, backgroundColor, borderWidth, borderColor
        case shadowOpacity, shadowRadius, shadowOffset, shadowColor, zPosition

        /// The slot of `property`, or `nil` for a property a view does not have. A property is found by its name,
        /// whatever its kind; a known one by its place, without making its name.
        init?(_ property: AnimatableProperty) {
            if let slot = Slot(rawValue: property.place) {
                self = slot
                return
            }
            if property.place != AnimatableProperty.customPlace { return nil }
            switch property.name {
            case AnimatableProperty.position.name: self = .center
            case AnimatableProperty.bounds.name: self = .bounds
            case AnimatableProperty.opacity.name: self = .alpha
            case AnimatableProperty.transform.name: self = .transform
            case AnimatableProperty.cornerRadii.name: self = .cornerRadii
            case AnimatableProperty.backgroundColor.name: self = .backgroundColor
            case AnimatableProperty.borderWidth.name: self = .borderWidth
            case AnimatableProperty.borderColor.name: self = .borderColor
            case AnimatableProperty.shadowOpacity.name: self = .shadowOpacity
            case AnimatableProperty.shadowRadius.name: self = .shadowRadius
            case AnimatableProperty.shadowOffset.name: self = .shadowOffset
            case AnimatableProperty.shadowColor.name: self = .shadowColor
            case AnimatableProperty.zPosition.name: self = .zPosition
            default: return nil
            }
        }
    }

    /// The value in `slot`, as ``subscript(_:)`` reads it; setting a value of another kind changes nothing.
    subscript(slot: Slot) -> AnimatableValue {
        get {
            switch slot {
            case .center: .point(center)
            case .bounds: .rect(bounds)
            case .alpha: .scalar(alpha)
            case .transform: .transform(transform)
            case .cornerRadii: .cornerRadii(cornerRadii)
            case .backgroundColor: .color(backgroundColor ?? .clear)
            case .borderWidth: .scalar(borderWidth)
            case .borderColor: .color(borderColor)
            case .shadowOpacity: .scalar(shadowOpacity)
            case .shadowRadius: .scalar(shadowRadius)
            case .shadowOffset: .size(shadowOffset)
            case .shadowColor: .color(shadowColor)
            case .zPosition: .scalar(zPosition)
            }
        }
        set {
            switch (slot, newValue) {
            case (.center, .point(let value)): center = value
            case (.bounds, .rect(let value)): bounds = value
            case (.alpha, .scalar(let value)): alpha = value
            case (.transform, .transform(let value)): transform = value
            case (.cornerRadii, .cornerRadii(let value)): cornerRadii = value
            case (.backgroundColor, .color(let value)): backgroundColor = value
            case (.borderWidth, .scalar(let value)): borderWidth = value
            case (.borderColor, .color(let value)): borderColor = value
            case (.shadowOpacity, .scalar(let value)): shadowOpacity = value
            case (.shadowRadius, .scalar(let value)): shadowRadius = value
            case (.shadowOffset, .size(let value)): shadowOffset = value
            case (.shadowColor, .color(let value)): shadowColor = value
            case (.zPosition, .scalar(let value)): zPosition = value
            default: break
            }
        }
    }

    /// The view's frame in its superview's coordinates: the bounding box of its bounds, transformed about the
    /// center and placed at ``center``.
    public var frame: CGRect {
        let size = bounds.size
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        let box = transform.isIdentity ? local : transform.apply(to: local)
        return box.offsetBy(dx: center.x, dy: center.y)
    }

    /// Every property ``subscript(_:)`` reads and writes, in a fixed order.
    public static let animatableProperties: [AnimatableProperty] = AnimatableProperty.viewProperties
}
