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
            switch property.name {
            case AnimatableProperty.position.name: .point(center)
            case AnimatableProperty.bounds.name: .rect(bounds)
            case AnimatableProperty.opacity.name: .scalar(alpha)
            case AnimatableProperty.transform.name: .transform(transform)
            case AnimatableProperty.cornerRadii.name: .cornerRadii(cornerRadii)
            case AnimatableProperty.backgroundColor.name: .color(backgroundColor ?? .clear)
            case AnimatableProperty.borderWidth.name: .scalar(borderWidth)
            case AnimatableProperty.borderColor.name: .color(borderColor)
            case AnimatableProperty.shadowOpacity.name: .scalar(shadowOpacity)
            case AnimatableProperty.shadowRadius.name: .scalar(shadowRadius)
            case AnimatableProperty.shadowOffset.name: .size(shadowOffset)
            case AnimatableProperty.shadowColor.name: .color(shadowColor)
            case AnimatableProperty.zPosition.name: .scalar(zPosition)
            default: nil
            }
        }
        set {
            guard let newValue else { return }
            switch (property.name, newValue) {
            case (AnimatableProperty.position.name, .point(let value)): center = value
            case (AnimatableProperty.bounds.name, .rect(let value)): bounds = value
            case (AnimatableProperty.opacity.name, .scalar(let value)): alpha = value
            case (AnimatableProperty.transform.name, .transform(let value)): transform = value
            case (AnimatableProperty.cornerRadii.name, .cornerRadii(let value)): cornerRadii = value
            case (AnimatableProperty.backgroundColor.name, .color(let value)): backgroundColor = value
            case (AnimatableProperty.borderWidth.name, .scalar(let value)): borderWidth = value
            case (AnimatableProperty.borderColor.name, .color(let value)): borderColor = value
            case (AnimatableProperty.shadowOpacity.name, .scalar(let value)): shadowOpacity = value
            case (AnimatableProperty.shadowRadius.name, .scalar(let value)): shadowRadius = value
            case (AnimatableProperty.shadowOffset.name, .size(let value)): shadowOffset = value
            case (AnimatableProperty.shadowColor.name, .color(let value)): shadowColor = value
            case (AnimatableProperty.zPosition.name, .scalar(let value)): zPosition = value
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
