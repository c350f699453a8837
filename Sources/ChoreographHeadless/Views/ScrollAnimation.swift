import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Moves a scroll view's content offset at every frame of the host's clock, over
/// ``ScrollView/scrollAnimationDuration`` seconds with the ease-in-ease-out curve, so the offset — and the delegate —
/// follow the animation frame by frame, as UIKit's scrolling animations do.
@MainActor
final class ScrollAnimation {
    /// Why the content moves.
    enum Kind {
        /// ``ScrollView/setContentOffset(_:animated:)``.
        case programmatic
        /// Back into range after a drag beyond it.
        case springBack
    }

    let kind: Kind
    private weak var scrollView: ScrollView?
    private let from: CGPoint
    private let to: CGPoint
    private let start: TimeInterval
    private var link: DisplayLink?

    init(scrollView: ScrollView, to offset: CGPoint, kind: Kind) {
        self.scrollView = scrollView
        self.kind = kind
        from = scrollView.contentOffset
        to = offset
        let clock = HostEnvironment.current.clock
        start = clock.now
        link = DisplayLink(clock: clock) { [weak self] link in self?.step(at: link.timestamp) }
    }

    /// Stops moving the content.
    func stop() {
        link?.invalidate()
        link = nil
    }

    private func step(at time: TimeInterval) {
        guard let scrollView else { return stop() }
        let fraction = min(max((time - start) / ScrollView.scrollAnimationDuration, 0), 1)
        let progress = CGFloat(TimingParameters.default.progress(at: fraction))
        // Weighted, not from + (to − from)·p, so that offsets near the largest numbers do not overflow.
        let offset =
            fraction >= 1
            ? to
            : CGPoint(
                x: from.x * (1 - progress) + to.x * progress, y: from.y * (1 - progress) + to.y * progress)
        scrollView.moveContent(to: offset)
        if fraction >= 1 {
            stop()
            scrollView.scrollAnimationDidFinish(self)
        }
    }
}
