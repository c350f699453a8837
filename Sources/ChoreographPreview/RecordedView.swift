import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One view as it was seen in one recorded frame: where it was on screen and everything needed to draw it.
///
/// Geometry is in **window coordinates**, flattened through every ancestor: ``center`` is where the middle of the
/// view's bounds is on screen, and ``transform`` is the whole transform about that point — the view's own and every
/// ancestor's, composed the way Core Animation flattens layers (z dropped at each level). Placing a box of ``size``
/// centred on ``center`` and applying ``transform`` about its middle shows the view where it was, which is what the
/// HTML player does with CSS. With no transforms anywhere, ``transform`` is the identity. Its z row and column are
/// the identity's: only the plane z = 0 is drawn, and it lands flat on the screen.
public struct RecordedView: Hashable, Sendable {
    /// How a view is named in a recording.
    public enum Name: Hashable, Sendable {
        /// The view's ``/ChoreographHeadless/View/identifier``.
        case id(String)
        /// A path for a view without an identifier: the nearest named ancestor's identifier, then the subview index
        /// at each level down, for example `window/0/2`. A ghost without a named ancestor in its copy starts from
        /// the nearest named ancestor of the ghost itself.
        case path(String)

        /// The identifier or the path.
        public var text: String {
            switch self {
            case .id(let text), .path(let text): text
            }
        }
    }

    /// The view's identifier or path.
    public var name: Name
    /// For a snapshot ("ghost"), the identifier of the view it copies (``/ChoreographHeadless/View/snapshotOf``); `nil`
    /// otherwise.
    public var ghostOf: String?
    /// The index of the superview in the frame's ``RecordedFrame/views``; `nil` for the window.
    public var parent: Int?
    /// The on-screen bounding box in window coordinates (``/ChoreographHeadless/View/visibleRect``).
    public var visibleRect: CGRect
    /// The middle of the bounds on screen, in window coordinates.
    public var center: CGPoint
    /// The bounds size.
    public var size: CGSize
    /// The transform about ``center`` in window coordinates, composed through every ancestor.
    public var transform: Transform3D
    /// The product of the view's and its ancestors' alphas (``/ChoreographHeadless/View/visibleOpacity``).
    public var opacity: Double
    /// Whether the view or an ancestor is hidden.
    public var isHidden: Bool
    /// Whether the view clips its content and subviews to its bounds and corner radii.
    public var clipsToBounds: Bool
    /// The presentation state: colours, corner radii, border, shadow and z position (its geometry is the view's own,
    /// in its superview's coordinates).
    public var state: ViewState
    /// What the view draws inside its bounds.
    public var content: ViewContent
    /// The view's mask: it and its subviews show only inside it. Default `nil`: no mask.
    public var mask: RecordedMask?

    /// Creates a recorded view (without a mask unless `mask` is given).
    public init(
        name: Name,
        ghostOf: String?,
        parent: Int?,
        visibleRect: CGRect,
        center: CGPoint,
        size: CGSize,
        transform: Transform3D,
        opacity: Double,
        isHidden: Bool,
        clipsToBounds: Bool,
        state: ViewState,
        content: ViewContent,
        mask: RecordedMask? = nil
    ) {
        self.name = name
        self.ghostOf = ghostOf
        self.parent = parent
        self.visibleRect = visibleRect
        self.center = center
        self.size = size
        self.transform = transform
        self.opacity = opacity
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
        self.state = state
        self.content = content
        self.mask = mask
    }

    /// Whether the view draws at all: not hidden and not fully transparent (opacity below 0.0005 counts as 0).
    public var isVisible: Bool {
        !isHidden && opacity >= 0.0005
    }
}
