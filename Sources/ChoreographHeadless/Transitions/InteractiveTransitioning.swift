import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The object that drives a transition interactively, as `UIViewControllerInteractiveTransitioning`.
@MainActor
public protocol InteractiveTransitioning: AnyObject {
    /// Starts the interactive transition: the host calls this instead of the animator's `animateTransition`.
    func startInteractiveTransition(_ transitionContext: any ContextTransitioning)

    /// How fast the transition completes after the interaction ends, relative to its duration; values of 0 or less
    /// read as 1, as do NaN, infinity and subnormal values (too small to divide the time left by). Default 1.
    var completionSpeed: CGFloat { get }

    /// The curve of the completion after the interaction ends. Default ease in and out.
    var completionCurve: View.AnimationCurve { get }

    /// Whether the transition starts interactive; when `false` it runs by itself until paused. Default `true`.
    var wantsInteractiveStart: Bool { get }
}

extension InteractiveTransitioning {
    /// Default: 1.
    public var completionSpeed: CGFloat { 1 }

    /// Default: ease in and out.
    public var completionCurve: View.AnimationCurve { .easeInOut }

    /// Default: `true`.
    public var wantsInteractiveStart: Bool { true }
}

extension InteractiveTransitioning {
    /// The completion speed the host uses: ``completionSpeed`` when it is a positive normal number, otherwise 1
    /// (<doc:HostRules#Completion-after-the-interaction>: 0 or less reads as 1; NaN, infinity and subnormal speeds, which make no finite time left, too).
    var effectiveCompletionSpeed: CGFloat {
        let speed = completionSpeed
        return speed > 0 && speed.isNormal ? speed : 1
    }
}
