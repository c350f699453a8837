#if canImport(UIKit)
    import Choreograph
    import Foundation
    import UIKit

    extension TimingParameters {
        /// UIKit's timing for a property animator: linear as `UICubicTimingParameters(animationCurve: .linear)`, a
        /// curve by its two control points, a spring by its mass, stiffness, damping and initial velocity (the same
        /// velocity on both axes, relative to the distance, as the core's).
        ///
        /// ```swift
        /// let timing = TimingParameters.curve(.easeInOut)
        /// let animator = UIViewPropertyAnimator(duration: 0.35, timingParameters: timing.timingCurveProvider)
        /// ```
        @MainActor public var timingCurveProvider: any UITimingCurveProvider {
            switch self {
            case .linear:
                return UICubicTimingParameters(animationCurve: .linear)
            case .curve(let curve):
                return UICubicTimingParameters(
                    controlPoint1: CGPoint(x: curve.x1, y: curve.y1), controlPoint2: CGPoint(x: curve.x2, y: curve.y2))
            case .spring(let spring):
                let velocity = CGFloat(spring.initialVelocity)
                return UISpringTimingParameters(
                    mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness), damping: CGFloat(spring.damping),
                    initialVelocity: .init(dx: velocity, dy: velocity))
            }
        }
    }
#endif
