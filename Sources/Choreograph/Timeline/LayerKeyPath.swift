/// The key path of the Core Animation layer property that a keyframe animation of an ``AnimatableProperty`` animates,
/// as a host hands it to `CAKeyframeAnimation(keyPath:)`.
///
/// The static members are the layer properties a view's animatable properties map to
/// (``AnimatableProperty/layerKeyPath``); the raw value is the layer's key path, the same on every Apple platform.
public struct LayerKeyPath: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The key path, for example `"position"`.
    public let rawValue: String

    /// Creates a key path from its text.
    ///
    /// - Parameter rawValue: The layer's key path, for example `"shadowOpacity"`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The key path.
    public var description: String { rawValue }

    /// `position`: the layer's position in its superlayer, a view's `center`.
    public static let position = LayerKeyPath(rawValue: "position")
    /// `bounds`: the layer's bounds, a view's `bounds`.
    public static let bounds = LayerKeyPath(rawValue: "bounds")
    /// `opacity`: the layer's opacity, a view's `alpha`.
    public static let opacity = LayerKeyPath(rawValue: "opacity")
    /// `transform`: the layer's 3D transform.
    public static let transform = LayerKeyPath(rawValue: "transform")
    /// `cornerRadius`: the one radius the layer rounds its masked corners by.
    public static let cornerRadius = LayerKeyPath(rawValue: "cornerRadius")
    /// `backgroundColor`: the layer's background colour, a view's `backgroundColor`.
    public static let backgroundColor = LayerKeyPath(rawValue: "backgroundColor")
    /// `borderWidth`: the width of the layer's border.
    public static let borderWidth = LayerKeyPath(rawValue: "borderWidth")
    /// `borderColor`: the colour of the layer's border.
    public static let borderColor = LayerKeyPath(rawValue: "borderColor")
    /// `shadowOpacity`: the opacity of the layer's shadow.
    public static let shadowOpacity = LayerKeyPath(rawValue: "shadowOpacity")
    /// `shadowRadius`: the blur radius of the layer's shadow.
    public static let shadowRadius = LayerKeyPath(rawValue: "shadowRadius")
    /// `shadowOffset`: the offset of the layer's shadow.
    public static let shadowOffset = LayerKeyPath(rawValue: "shadowOffset")
    /// `shadowColor`: the colour of the layer's shadow.
    public static let shadowColor = LayerKeyPath(rawValue: "shadowColor")
    /// `zPosition`: the layer's position on the z axis.
    public static let zPosition = LayerKeyPath(rawValue: "zPosition")
}

extension AnimatableProperty {
    /// The layer key path a Core Animation keyframe animation of the property animates, or `nil` when the property
    /// has no single layer key path.
    ///
    /// Every one of ``viewProperties`` has one: ``cornerRadii`` animates ``LayerKeyPath/cornerRadius`` (the layer's
    /// mask of rounded corners does not animate), the others the key path of their name (``position`` a view's
    /// `center`, ``opacity`` its `alpha`). ``circularMask`` and custom properties have none.
    public var layerKeyPath: LayerKeyPath? {
        switch self {
        case .position: .position
        case .bounds: .bounds
        case .opacity: .opacity
        case .transform: .transform
        case .cornerRadii: .cornerRadius
        case .backgroundColor: .backgroundColor
        case .borderWidth: .borderWidth
        case .borderColor: .borderColor
        case .shadowOpacity: .shadowOpacity
        case .shadowRadius: .shadowRadius
        case .shadowOffset: .shadowOffset
        case .shadowColor: .shadowColor
        case .zPosition: .zPosition
        default: nil
        }
    }
}
