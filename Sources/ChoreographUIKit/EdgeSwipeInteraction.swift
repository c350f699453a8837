#if canImport(UIKit)
    import Choreograph
    import Foundation
    import UIKit

    /// The percent-driven interaction controller of a library swipe-back: the progress follows the finger, and the
    /// release finishes or cancels by the navigation edge-swipe rule (``/Choreograph/InteractiveCompletion``),
    /// completing on a spring that starts at the finger's velocity (``/Choreograph/ReleaseCompletion``).
    ///
    /// ```swift
    /// let swipe = EdgeSwipeInteraction()
    /// swipe.begin(duration: 0.35, width: 390)
    /// swipe.track(progress: 0.25, at: 0.1)
    /// ```
    @MainActor
    public final class EdgeSwipeInteraction: UIPercentDrivenInteractiveTransition {
        /// The progress samples of the drag, for the release's decision; `nil` before ``begin(duration:width:)``.
        private var samples: InteractiveCompletion?
        /// The progress of the latest ``track(progress:at:)``.
        private var latestProgress = 0.0
        /// What the last release decided; `nil` before one.
        public private(set) var lastRelease: ReleaseCompletion?

        /// Starts collecting samples for a transition of `duration` seconds across a container `width` points wide;
        /// a duration or width the rule refuses leaves the release to the progress alone (past half way finishes).
        /// When the transition starts, its own duration replaces `duration` (see
        /// ``startInteractiveTransition(_:)``).
        ///
        /// - Parameters:
        ///   - duration: The transition's duration in seconds, until the transition starts.
        ///   - width: The width the finger crosses, in points.
        public func begin(duration: Double, width: Double) {
            samples = try? InteractiveCompletion(duration: duration, width: width)
            latestProgress = 0
            lastRelease = nil
        }

        /// Starts driving the transition, as `UIPercentDrivenInteractiveTransition` does, then decides the release
        /// for the running transition's duration (`duration`: the animator's `transitionDuration(using:)` for this
        /// transition — a ``TimelineAnimator``'s planned duration, element modifiers included), keeping the samples
        /// recorded since ``begin(duration:width:)``, as the headless host's `TransitionInteraction` does
        /// (``/Choreograph/InteractiveCompletion/retimed(duration:)``). A duration the rule refuses keeps the one
        /// given to ``begin(duration:width:)``.
        public override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
            super.startInteractiveTransition(transitionContext)
            guard let samples else { return }
            self.samples = (try? samples.retimed(duration: Double(duration))) ?? samples
        }

        /// Records the progress at `time` (seconds, increasing) and shows it, capped to `0...0.999` as the rule says;
        /// a sample the rule refuses (not finite, back in time) is shown without being recorded.
        ///
        /// - Parameters:
        ///   - progress: The finger's travel over the width.
        ///   - time: The time of the sample, in seconds.
        public func track(progress: Double, at time: Double) {
            let shown = (try? samples?.record(progress: progress, at: time)) ?? min(max(progress, 0), 0.999)
            guard shown.isFinite else { return }
            latestProgress = shown
            update(CGFloat(shown))
        }

        /// Ends the drag: finishes or cancels by the rule's decision, on a spring that starts at `velocity` (progress
        /// per second).
        ///
        /// - Parameter velocity: The finger's velocity over the width, per second; not finite counts as 0.
        public func release(velocity: Double) {
            let decision = samples?.decide()
            let threshold = decision?.threshold ?? 0.5
            let finishes = decision?.finishes ?? (latestProgress > threshold)
            let completion = ReleaseCompletion(
                finishes: finishes, progress: latestProgress, velocity: velocity, threshold: threshold,
                duration: Double(duration))
            lastRelease = completion
            complete(with: completion)
        }
    }
#endif
