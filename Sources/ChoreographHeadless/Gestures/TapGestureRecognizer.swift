import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Recognizes one or more taps of one finger, as `UITapGestureRecognizer`: a discrete gesture.
///
/// Each tap must stay within ``allowableMovement`` (10 points) of where it touched down and lift before
/// ``maximumPressDuration`` (0.5 s); each further tap must touch down within ``maximumTapInterval`` (0.35 s) of the
/// previous lift and within ``maximumTapSeparation`` (45 points) of the first tap. The recognizer recognizes when
/// the finger lifts from the ``numberOfTapsRequired``-th tap and fails as soon as any rule is broken, including a
/// second finger touching down. UIKit documents none of these numbers; they are the values it is commonly
/// observed to use.
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// How far, in points, a finger may drift during a tap: 10.
    public static let allowableMovement: CGFloat = 10
    /// How long a tap may last, in seconds: strictly less than 0.5.
    public static let maximumPressDuration: TimeInterval = 0.5
    /// The longest wait, in seconds, between a lift and the next tap's touch-down: 0.35.
    public static let maximumTapInterval: TimeInterval = 0.35
    /// How far, in points, a later tap may land from the first: 45.
    public static let maximumTapSeparation: CGFloat = 45

    /// The number of taps that make the gesture; values below 1 count as 1. Default 1.
    public var numberOfTapsRequired = 1

    private var taps = 0
    private var firstLocation: CGPoint = .zero
    private var downLocation: CGPoint = .zero
    private var timer: ClockToken?

    /// Starts a tap, or fails for a second finger or a tap too far from the first.
    override open func touchesBegan(_ touches: [Touch]) {
        cancelTimer()
        guard numberOfTouches == 1, let touch = touches.first else {
            state = .failed
            return
        }
        if taps == 0 {
            firstLocation = touch.location
        } else if distance(touch.location, firstLocation) > Self.maximumTapSeparation {
            state = .failed
            return
        }
        downLocation = touch.location
        timer = schedule(after: Self.maximumPressDuration) { recognizer in
            if recognizer.state == .possible { recognizer.state = .failed }
        }
    }

    /// Fails when the finger drifts too far.
    override open func touchesMoved(_ touches: [Touch]) {
        guard let touch = touches.first else { return }
        if distance(touch.location, downLocation) > Self.allowableMovement {
            cancelTimer()
            state = .failed
        }
    }

    /// Counts the tap; recognizes at the last one, or waits for the next.
    override open func touchesEnded(_ touches: [Touch]) {
        cancelTimer()
        guard let touch = touches.first else { return }
        if distance(touch.location, downLocation) > Self.allowableMovement {
            state = .failed
            return
        }
        taps += 1
        if taps >= max(numberOfTapsRequired, 1) {
            state = .recognized
            return
        }
        timer = schedule(after: Self.maximumTapInterval) { recognizer in
            if recognizer.state == .possible { recognizer.state = .failed }
        }
    }

    /// Fails the tap.
    override open func touchesCancelled(_ touches: [Touch]) {
        cancelTimer()
        state = .failed
    }

    /// Forgets the taps so far and stops the timers.
    override open func reset() {
        super.reset()
        cancelTimer()
        taps = 0
    }

    private func cancelTimer() {
        if let timer { clock.cancel(timer) }
        timer = nil
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        hypot(a.x - b.x, a.y - b.y)
    }
}
