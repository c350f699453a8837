#if canImport(UIKit)
    import Choreograph
    import Foundation
    import UIKit

    extension UIPercentDrivenInteractiveTransition {
        /// Finishes or cancels as `completion` says, on a spring that starts at the gesture's velocity when the
        /// completion has one (``/Choreograph/ReleaseCompletion/springVelocity``) and the transition has a duration;
        /// on the animator's own timing otherwise. The completion speed makes the rest of the way take
        /// ``/Choreograph/ReleaseCompletion/completionTime(forDuration:)``: less than the duration after a release
        /// faster than the spring absorbs over it, when `completion` was made with the duration.
        func complete(with completion: ReleaseCompletion) {
            if duration > 0, let springVelocity = completion.springVelocity {
                timingCurve = UISpringTimingParameters(
                    dampingRatio: CGFloat(completion.dampingRatio),
                    initialVelocity: .init(dx: CGFloat(springVelocity), dy: 0))
                completionSpeed = CGFloat(completion.completionSpeed)
            }
            if completion.finishes { finish() } else { cancel() }
        }
    }
#endif
