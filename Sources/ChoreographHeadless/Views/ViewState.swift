import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The animatable state of a view: every value Core Animation would keep on the view's layer.
///
/// A ``View`` keeps two of these: the *model* state its properties read and write, and the *presentation* state that
/// is on screen while animations run (``View/presentation``).
public struct ViewState: Hashable, Sendable {
    /// The view's center in its superview's coordinates. Default `.zero`.
    public var center: CGPoint = .zero
    /// The view's bounds: its own coordinate space. Default `.zero`.
    public var bounds: CGRect = .zero
    /// The view's transform about its center. Default identity.
    public var transform: Transform3D = .identity
    /// The view's alpha, 0…1. Default 1.
    public var alpha: CGFloat = 1
    /// The background colour; `nil` draws nothing. Default `nil`.
    public var backgroundColor: Color?
    /// The radius of each corner. Default zero.
    public var cornerRadii: CornerRadii = .zero
    /// The width of the border drawn inside the bounds. Default 0.
    public var borderWidth: CGFloat = 0
    /// The border's colour. Default black.
    public var borderColor: Color = .black
    /// The shadow's opacity, 0…1; 0 draws no shadow. Default 0.
    public var shadowOpacity: CGFloat = 0
    /// The shadow's blur radius. Default 3, as Core Animation's.
    public var shadowRadius: CGFloat = 3
    /// The shadow's offset. Default (0, −3), as Core Animation's.
    public var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    /// The shadow's colour. Default black.
    public var shadowColor: Color = .black
    /// The view's position on the z axis relative to its siblings when drawn. Default 0.
    public var zPosition: CGFloat = 0

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
