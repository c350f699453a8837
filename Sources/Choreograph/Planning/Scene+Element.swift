import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Scene {
    /// One view of a captured screen: its geometry in the container's coordinates and the appearance a transition
    /// can animate.
    ///
    /// The frame is kept as an untransformed ``size`` (the view's bounds size) and a ``center`` in the container's
    /// coordinates, with the ``transform`` apart, so that a ghost of the element can be animated the way the view
    /// itself would be. Every default is the value of a plain view.
    public struct Element: Sendable {
        /// The element's identifier (a view's `accessibilityIdentifier`, or the headless host's `identifier`), used
        /// to find it and to match it across scenes. Default `nil`.
        public var identifier: String?
        /// What a plain view does not have — a transform other than the identity, uneven corner radii, a border,
        /// a shadow, content — kept out of line; `nil` for a plain view. See ``ElementExtras``.
        ///
        /// Kept next to ``identifier``, the element's other reference: destroying an array of elements releases
        /// both, and then most often reads one line of memory per element rather than always two.
        var extras: ElementExtras?
        /// The center of the element's untransformed bounds, in the container's coordinates.
        public var center: CGPoint
        /// The size of the element's bounds, untransformed.
        public var size: CGSize
        /// The element's own opacity, from 0 to 1 (not multiplied by its ancestors'); a scene refuses any other value.
        /// Default 1.
        public var opacity: CGFloat
        /// The element's z position among its siblings. Default 0.
        public var zPosition: CGFloat
        /// The radius of every corner while the element has no ``extras``; unused otherwise.
        var evenCornerRadius: CGFloat
        /// The parent's index when ``hasParent``; unused otherwise.
        var parentIndex: Int
        /// The element's background colour, or `nil` for none. Default `nil`.
        public var backgroundColor: Color?
        /// Whether the element clips its subviews to its bounds. Default `false`.
        public var clipsToBounds: Bool
        /// Whether the element is hidden. Default `false`.
        public var isHidden: Bool
        /// Whether the element has a parent, at ``parentIndex``.
        var hasParent: Bool
    }

    /// What an element draws besides its background, border and subviews.
    public enum Content: Hashable, Sendable {
        /// Nothing: a plain view.
        case none
        /// An image, known by name.
        case image(name: String)
        /// A text, with its string.
        case text(String)
        /// Something else the capture cannot describe (a map, a web view, custom drawing).
        case other
    }
}

extension Scene.Element {
    /// Creates an element; every parameter but the geometry defaults to a plain view's value.
    ///
    /// - Parameters:
    ///   - identifier: The identifier. Default `nil`.
    ///   - center: The center in the container's coordinates.
    ///   - size: The untransformed bounds size.
    ///   - transform: The 3D transform. Default `.identity`.
    ///   - opacity: The opacity, from 0 to 1. Default 1.
    ///   - cornerRadii: The corner radii. Default `.zero`.
    ///   - backgroundColor: The background colour. Default `nil`.
    ///   - borderWidth: The border width. Default 0.
    ///   - borderColor: The border colour. Default `nil`.
    ///   - shadow: The shadow. Default ``Shadow/none``.
    ///   - zPosition: The z position. Default 0.
    ///   - clipsToBounds: Whether subviews are clipped. Default `false`.
    ///   - isHidden: Whether the element is hidden. Default `false`.
    ///   - content: What the element draws. Default ``Content/none``.
    ///   - parent: The parent's index. Default `nil`.
    public init(
        identifier: String? = nil,
        center: CGPoint,
        size: CGSize,
        transform: Transform3D = .identity,
        opacity: CGFloat = 1,
        cornerRadii: CornerRadii = .zero,
        backgroundColor: Color? = nil,
        borderWidth: CGFloat = 0,
        borderColor: Color? = nil,
        shadow: Scene.Shadow = .none,
        zPosition: CGFloat = 0,
        clipsToBounds: Bool = false,
        isHidden: Bool = false,
        content: Scene.Content = .none,
        parent: Int? = nil
    ) {
        self.init(
            plain: identifier, center: center, size: size, opacity: opacity, cornerRadius: cornerRadii.topLeft,
            backgroundColor: backgroundColor, zPosition: zPosition, clipsToBounds: clipsToBounds,
            isHidden: isHidden, parent: parent)
        let extras = ElementExtras.Values(
            transform: transform, cornerRadii: cornerRadii, borderWidth: borderWidth, borderColor: borderColor,
            shadow: shadow, content: content)
        if !extras.isPlain {
            self.extras = ElementExtras(extras)
        }
    }

    /// Creates an element from its untransformed frame in the container's coordinates.
    ///
    /// - Parameters:
    ///   - identifier: The identifier. Default `nil`.
    ///   - frame: The untransformed frame; its center and size are kept.
    ///   - parent: The parent's index. Default `nil`.
    public init(identifier: String? = nil, frame: CGRect, parent: Int? = nil) {
        self.init(identifier: identifier, center: frame.center, size: frame.size, parent: parent)
    }

    /// The untransformed frame in the container's coordinates: ``size`` centered on ``center``.
    public var frame: CGRect {
        CGRect(center: center, size: size)
    }
}
