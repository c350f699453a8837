import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An object that runs animations that can be started, paused, scrubbed, reversed and stopped, as
/// `UIViewAnimating`. ``PropertyAnimator`` conforms.
@MainActor
public protocol ViewAnimating: AnyObject {
    /// Inactive, active or stopped.
    var state: AnimatingState { get }
    /// Whether the animations are moving now.
    var isRunning: Bool { get }
    /// Whether the animations run toward their start.
    var isReversed: Bool { get set }
    /// The fraction of the animations done, 0…1.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes the animations.
    func startAnimation()
    /// Starts or resumes the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are; see ``PropertyAnimator/stopAnimation(_:)``.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends stopped animations at `finalPosition`.
    func finishAnimation(at finalPosition: AnimatingPosition)
}

/// An animator whose animations and completions can be added while it runs, as `UIViewImplicitlyAnimating`: what
/// ``AnimatedTransitioning/interruptibleAnimator(using:)`` returns. ``PropertyAnimator`` conforms.
@MainActor
public protocol ViewImplicitlyAnimating: ViewAnimating {
    /// Adds a block of animations.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a block of animations that starts `delayFactor` into the animation.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a completion, called with the position the animations ended at.
    func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void)
    /// Resumes paused animations with new timing over `durationFactor` × the duration.
    func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat)
}

extension PropertyAnimator: ViewImplicitlyAnimating {}

/// What ``AnimatedTransitioning/interruptibleAnimator(using:)`` returns by default: a marker the host reads as "this
/// animator is not interruptible", as UIKit reads an animator that does not implement the method. Its animations
/// never run: it is always inactive and every call does nothing.
@MainActor
final class NoInterruptibleAnimator: ViewImplicitlyAnimating {
    static let shared = NoInterruptibleAnimator()
    var state: AnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed: Bool {
        get { false }
        set {}
    }
    var fractionComplete: CGFloat {
        get { 0 }
        set {}
    }
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: AnimatingPosition) {}
    func addAnimations(_ animation: @escaping () -> Void) {}
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {}
    func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat) {}
}
