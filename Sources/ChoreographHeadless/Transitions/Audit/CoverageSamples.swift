import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Whether the views a transition animates could be seen while it ran: three samples — once the animator has set
/// up, half way through the duration, and when it completes — of which of the context's views an opaque view above
/// covers (<doc:TransitionAudit#Covered-views>).
///
/// Taken only for transitions that are animated, not interactive, with a positive duration.
@MainActor
struct CoverageSamples {
    /// One sample: the views covered, the views not seen at all (covered, or hidden, transparent or out of the
    /// window), and the views animating.
    private struct Sample {
        var covered: [ObjectIdentifier] = []
        var unseen: [ObjectIdentifier] = []
        var animating: [ObjectIdentifier] = []
    }

    private var samples: [Sample] = []
    private var candidates: [View] = []
    private var midpoint: ClockToken?
    private var isActive = false

    /// Starts sampling, right after the animator set up: takes the first sample and schedules the half-way one.
    mutating func begin(_ audit: TransitionAudit, duration: TimeInterval) {
        guard audit.context.isAnimated, !audit.hasInteractor, duration > 0 else { return }
        candidates = [audit.context.fromView, audit.context.toView].compactMap { $0 }
        guard !candidates.isEmpty else { return }
        isActive = true
        take(audit)
        let host = audit.host
        midpoint = host.clock.schedule(at: host.clock.now + duration / 2) { [weak audit] in
            guard let audit else { return }
            audit.coverage.midpoint = nil
            audit.coverage.take(audit)
        }
    }

    /// The run completes: takes the last sample.
    mutating func finish(_ audit: TransitionAudit) {
        guard isActive else { return }
        if let midpoint { audit.host.clock.cancel(midpoint) }
        midpoint = nil
        take(audit)
        isActive = false
    }

    /// The views seen in none of the samples (three of them), covered in at least two and animating in at least one.
    func coveredThroughout() -> [View] {
        guard samples.count == 3 else { return [] }
        return candidates.filter { view in
            let id = ObjectIdentifier(view)
            return samples.allSatisfy { $0.unseen.contains(id) } && samples.count { $0.covered.contains(id) } >= 2
                && samples.contains { $0.animating.contains(id) }
        }
    }

    private mutating func take(_ audit: TransitionAudit) {
        guard isActive else { return }
        var scan = CoverScan(container: audit.context.containerView)
        var sample = Sample()
        for candidate in candidates {
            let id = ObjectIdentifier(candidate)
            // A candidate out of the container is not seen: only whether it animates is asked of its subtree.
            let range = scan.subtree(of: candidate)
            let subtree = range.map { scan.views[$0] } ?? candidate.subtree[...]
            if subtree.contains(where: { !$0.animations.isEmpty }) { sample.animating.append(id) }
            switch Self.visibility(of: candidate, subtreeCount: subtree.count, in: &scan) {
            case .covered:
                sample.covered.append(id)
                sample.unseen.append(id)
            case .notShown:
                sample.unseen.append(id)
            case .seen:
                break
            }
        }
        samples.append(sample)
    }

    /// How much of a view a sample sees.
    enum Visibility {
        case seen, covered, notShown
    }

    /// Whether `view` is seen: not when it is hidden, transparent or out of its window, nor when an opaque view drawn
    /// after its subtree covers all of what it shows in the window.
    static func visibility(of view: View, subtreeCount: Int, in scan: inout CoverScan) -> Visibility {
        guard let window = view.window, !view.isHiddenOnScreen, view.visibleOpacity >= 0.01,
            let index = scan.index(of: view)
        else { return .notShown }
        let shown = view.visibleRect.intersection(window.bounds)
        guard !shown.isNull, shown.width > 0, shown.height > 0 else { return .notShown }
        let slack = (x: slack(along: shown.width), y: slack(along: shown.height))
        for cover in (index + subtreeCount)..<scan.views.count {
            if let rect = scan.opaqueRect(at: cover), rect.insetBy(dx: -slack.x, dy: -slack.y).contains(shown) {
                return .covered
            }
        }
        return .seen
    }

    /// How far a cover may fall short of a shown extent of `length` points and still cover it: half a point (less
    /// than a pixel shows), but never more than a hundredth of the extent, so that in a window a point wide a cover
    /// moved half a point away leaves the half it uncovers seen.
    static func slack(along length: CGFloat) -> CGFloat {
        min(0.5, length / 100)
    }

}
