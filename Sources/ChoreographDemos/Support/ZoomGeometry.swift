import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The transform and center that make a view whose untransformed frame is one rect cover another, as the seeds'
/// "scale from the tapped element" animators compute them.
///
/// The scale is taken per axis (`target.width / frame.width`, `target.height / frame.height`) and applied about the
/// view's center, which moves to the target's center. A rect with no area, or with a coordinate that is not finite,
/// has no such geometry: ``init(from:onto:)`` returns `nil` instead of an infinite or NaN scale, and the animators
/// fall back to a fade.
public struct ZoomGeometry: Hashable, Sendable {
    /// The scale that maps the frame's size onto the target's.
    public let transform: Transform3D
    /// The target's center, in the same coordinates as the rects.
    public let center: CGPoint
    /// The horizontal scale factor, `target.width / frame.width`.
    public let scaleX: CGFloat
    /// The vertical scale factor, `target.height / frame.height`.
    public let scaleY: CGFloat

    /// The geometry that puts a view with the untransformed frame `frame` exactly over `target`; `nil` when either
    /// rect has a zero or negative width or height, or a coordinate that is not finite.
    public init?(from frame: CGRect, onto target: CGRect) {
        guard Self.isUsable(frame), Self.isUsable(target) else { return nil }
        scaleX = target.width / frame.width
        scaleY = target.height / frame.height
        transform = Transform3D(scaleX: scaleX, y: scaleY)
        center = CGPoint(x: target.midX, y: target.midY)
    }

    /// Whether a rect can take part in a zoom: finite, with a positive width and height.
    public static func isUsable(_ rect: CGRect) -> Bool {
        !rect.isNull && rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
            && rect.width > 0 && rect.height > 0
    }
}
