import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a capture reads of one view's stored state in its one access to it (``read(_:plainShadow:)``): the numbers
/// and flags a plain element keeps, whether the view is plain (``ViewSceneCapture/isPlain(_:plainShadow:)``) and how
/// many subviews it has.
///
/// The reading copies values out and calls nothing while the state is accessed (an access the view does not check
/// for exclusivity, see ``View/stored``): a capture reads every view this way, and reads a view's state a second
/// time only for a view that is not plain or has subviews. It holds no reference (the identifier is read
/// beside it), so that copying it copies its bytes.
struct CaptureReading {
    /// The center, in the superview's coordinates.
    let center: CGPoint
    /// The bounds' size.
    let size: CGSize
    /// The alpha, taken into 0…1 as it is drawn (``ViewSceneCapture/shownOpacity(_:)``).
    let opacity: CGFloat
    /// The top-left corner radius: every corner's, for a plain view.
    let cornerRadius: CGFloat
    /// The background colour.
    let backgroundColor: Color?
    /// The z position.
    let zPosition: CGFloat
    /// Whether subviews are clipped.
    let clipsToBounds: Bool
    /// Whether the view is hidden.
    let isHidden: Bool
    /// Whether the view is plain, bit for bit (``ViewSceneCapture/isPlain(_:plainShadow:)``).
    let isPlain: Bool
    /// How many subviews the view has.
    let subviewCount: Int

    /// What `stored`, a view's stored state (`inout` only so that it is read in place, not copied out), holds: the
    /// reading and the identifier. `plainShadow` is ``/Choreograph/Scene/Shadow/none``, read by the caller before the
    /// access.
    @inline(__always)
    static func read(_ stored: inout ViewStorage, plainShadow: Scene.Shadow) -> (
        reading: CaptureReading, identifier: String?
    ) {
        (CaptureReading(&stored, plainShadow: plainShadow), stored.identifier)
    }

    @inline(__always)
    private init(_ stored: inout ViewStorage, plainShadow: Scene.Shadow) {
        center = stored.model.center
        size = stored.model.bounds.size
        opacity = ViewSceneCapture.shownOpacity(stored.model.alpha)
        cornerRadius = stored.model.cornerRadii.topLeft
        backgroundColor = stored.model.backgroundColor
        zPosition = stored.model.zPosition
        clipsToBounds = stored.clipsToBounds
        isHidden = stored.isHidden
        isPlain = ViewSceneCapture.isPlain(&stored, plainShadow: plainShadow)
        subviewCount = stored.subviews.count
    }
}
