import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A cubic Bézier timing curve for a ``PropertyAnimator``, as `UICubicTimingParameters`: a named curve or two control
/// points of a curve from (0, 0) to (1, 1).
@MainActor
public final class CubicTimingParameters: TimingCurveProvider {
    /// The named curve the parameters were made with; ``View/AnimationCurve/easeInOut`` for control points of one's
    /// own.
    public let animationCurve: View.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    /// The curve the host times the animation by.
    let bezier: CubicBezier
    /// Whether the parameters are a named curve.
    private let isBuiltin: Bool

    /// Ease in and out, as `UICubicTimingParameters()`.
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of the named curves.
    public init(animationCurve curve: View.AnimationCurve) {
        let bezier = curve.bezier
        animationCurve = curve
        controlPoint1 = CGPoint(x: bezier.x1, y: bezier.y1)
        controlPoint2 = CGPoint(x: bezier.x2, y: bezier.y2)
        self.bezier = bezier
        isBuiltin = true
    }

    /// A curve through two control points of one's own.
    ///
    /// Each control point's x must be in 0...1 and every coordinate finite (``/Choreograph/CubicBezier``'s rule);
    /// points that break it are reported (``Diagnostic/Code/timingParametersInvalid``) and the curve is ease in and
    /// out.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
        do {
            bezier = try CubicBezier(
                x1: Double(point1.x), y1: Double(point1.y), x2: Double(point2.x), y2: Double(point2.y))
        } catch {
            bezier = .easeInOut
            HostEnvironment.current.diagnostics.report(
                .timingParametersInvalid,
                "CubicTimingParameters(controlPoint1: \(point1), controlPoint2: \(point2)): \(error); "
                    + "timed by ease in and out")
        }
    }

    /// ``TimingCurveType/builtin`` for a named curve, ``TimingCurveType/cubic`` for control points.
    public var timingCurveType: TimingCurveType { isBuiltin ? .builtin : .cubic }
    /// The parameters themselves.
    public var cubicTimingParameters: CubicTimingParameters? { self }
    /// `nil`: no spring.
    public var springTimingParameters: SpringTimingParameters? { nil }
}
