import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What kind of timing a ``TimingCurveProvider`` gives, as `UITimingCurveType`.
public enum TimingCurveType: Int, Hashable, Sendable, CaseIterable {
    /// One of the named curves (``CubicTimingParameters/init(animationCurve:)``).
    case builtin
    /// A cubic Bézier curve with control points of its own.
    case cubic
    /// A spring.
    case spring
    /// A cubic curve and a spring together.
    case composed
}

/// An object that gives a ``PropertyAnimator`` its timing, as `UITimingCurveProvider`: a
/// ``CubicTimingParameters`` or a ``SpringTimingParameters``.
///
/// A provider with both parameters (``TimingCurveType/composed``) times the animation by its spring, as UIKit does for
/// the properties a spring can animate.
@MainActor
public protocol TimingCurveProvider: AnyObject {
    /// What kind of timing the provider gives.
    var timingCurveType: TimingCurveType { get }
    /// The cubic curve, when the provider has one.
    var cubicTimingParameters: CubicTimingParameters? { get }
    /// The spring, when the provider has one.
    var springTimingParameters: SpringTimingParameters? { get }
}

extension TimingCurveProvider {
    /// The host's timing for an animation of `duration` seconds: the spring when there is one (fitted to `duration`
    /// when it is given by a damping ratio), else the cubic curve, else ease in and out.
    func timing(forDuration duration: TimeInterval) -> TimingParameters {
        if let spring = springTimingParameters { return spring.timing(forDuration: duration) }
        if let cubic = cubicTimingParameters { return .curve(cubic.bezier) }
        return .default
    }
}
