import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A recorded view's ``/ChoreographHeadless/View/mask`` as it was in one frame: a rounded rect and an opacity.
///
/// The view and its subviews show only inside the rounded rect, at ``opacity``. The rect is given twice: in the
/// masked view's bounds coordinates (``rect``, ``transform``), as the mask's frame is set, and placed on screen
/// (``center``, ``screenTransform``), the way ``RecordedView`` places a view, so that a renderer need not compose
/// geometry.
public struct RecordedMask: Hashable, Sendable {
    /// The mask's untransformed frame in the masked view's bounds coordinates: its bounds size about its center.
    public var rect: CGRect
    /// The mask's own transform about the middle of ``rect``. Default identity.
    public var transform: Transform3D
    /// The radii of the rect's corners, as the mask's corner radii (a renderer clamps them to the size).
    public var cornerRadii: CornerRadii
    /// How much the masked view shows inside the rect: the mask's alpha (clamped to 0…1), 0 for a hidden mask.
    public var opacity: Double
    /// The middle of the rect on screen, in window coordinates.
    public var center: CGPoint
    /// The whole transform about ``center`` in window coordinates — the mask's, the masked view's and every ancestor's,
    /// composed as ``RecordedView/transform`` is.
    public var screenTransform: Transform3D

    /// Creates a recorded mask.
    ///
    /// - Parameters:
    ///   - rect: The mask's untransformed frame in the masked view's bounds coordinates.
    ///   - transform: The mask's own transform about the rect's middle. Default identity.
    ///   - cornerRadii: The radii of the rect's corners.
    ///   - opacity: How much the masked view shows inside the rect.
    ///   - center: The middle of the rect on screen.
    ///   - screenTransform: The whole transform about `center` in window coordinates.
    public init(
        rect: CGRect, transform: Transform3D = .identity, cornerRadii: CornerRadii, opacity: Double, center: CGPoint,
        screenTransform: Transform3D
    ) {
        self.rect = rect
        self.transform = transform
        self.cornerRadii = cornerRadii
        self.opacity = opacity
        self.center = center
        self.screenTransform = screenTransform
    }

    /// Hashes every stored property, geometry through the core's geometry hashing; masks that compare equal hash the
    /// same.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: rect)
        hasher.combine(transform)
        hasher.combine(cornerRadii)
        hasher.combine(opacity)
        hasher.combine(point: center)
        hasher.combine(screenTransform)
    }

    /// The rounded rect as a view placed on screen, for the outline and matrix code that places views: its size,
    /// corner radii, center and screen transform.
    var placement: RecordedView {
        var state = ViewState()
        state.cornerRadii = cornerRadii
        return RecordedView(
            name: .path("mask"), ghostOf: nil, parent: nil, visibleRect: .zero, center: center, size: rect.size,
            transform: screenTransform, opacity: opacity, isHidden: false, clipsToBounds: true, state: state,
            content: .none)
    }
}
