import Foundation

extension PropertyAnimator {
    /// The calls and properties of a property animator that can be misused, as diagnostics name them
    /// (``Diagnostic/Code/propertyAnimator(_:while:)``).
    public enum Call: String, Hashable, Sendable, CaseIterable {
        /// Setting ``PropertyAnimator/isReversed``.
        case isReversed
        /// Setting ``PropertyAnimator/isInterruptible``.
        case isInterruptible
        /// Setting ``PropertyAnimator/pausesOnCompletion``.
        case pausesOnCompletion
        /// Setting ``PropertyAnimator/fractionComplete``.
        case fractionComplete
        /// ``PropertyAnimator/addAnimations(_:delayFactor:)``.
        case addAnimations
        /// ``PropertyAnimator/startAnimation(afterDelay:)``.
        case startAnimation
        /// ``PropertyAnimator/pauseAnimation()``.
        case pauseAnimation
        /// ``PropertyAnimator/continueAnimation(withTimingParameters:durationFactor:)``.
        case continueAnimation
        /// ``PropertyAnimator/finishAnimation(at:)``.
        case finishAnimation
    }
}
