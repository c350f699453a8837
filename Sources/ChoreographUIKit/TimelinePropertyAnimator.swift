#if canImport(UIKit)
    import Foundation
    import UIKit

    /// The property animator of a ``TimelineAnimator`` run: a `UIViewPropertyAnimator` that tells the run just before
    /// it changes course — paused, stopped, reversed or scrubbed, by the app through
    /// ``TimelineAnimator/interruptibleAnimator(using:)`` or by UIKit — so that the run takes back the tracks the
    /// render server plays and shows them on the display link from the progress on screen.
    @MainActor
    final class TimelinePropertyAnimator: UIViewPropertyAnimator {
        /// Called before the animator pauses, stops, changes direction or has its fraction set. Default `nil`.
        var willChangeCourse: (@MainActor () -> Void)?
        /// Whether the animator was stopped without finishing (`stopAnimation(true)`): its completions will never
        /// run, and whoever stopped it completes the transition. Default `false`.
        private(set) var stoppedWithoutFinishing = false

        override func pauseAnimation() {
            willChangeCourse?()
            super.pauseAnimation()
        }

        override func stopAnimation(_ withoutFinishing: Bool) {
            willChangeCourse?()
            if withoutFinishing { stoppedWithoutFinishing = true }
            super.stopAnimation(withoutFinishing)
        }

        override var isReversed: Bool {
            get { super.isReversed }
            set {
                if newValue != super.isReversed { willChangeCourse?() }
                super.isReversed = newValue
            }
        }

        override var fractionComplete: CGFloat {
            get { super.fractionComplete }
            set {
                willChangeCourse?()
                super.fractionComplete = newValue
            }
        }
    }
#endif
