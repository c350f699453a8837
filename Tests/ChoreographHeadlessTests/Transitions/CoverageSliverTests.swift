import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A 0.4 s `.fullScreen` dismissal that slides the dismissed view out to the right and, as the library's animator
/// does, puts it back where it was just before completing (the host then takes it away). Correct, it inserts the
/// presenting view below the dismissed one and grows it from 0.9 to full size; broken, it adds the presenting view
/// above the dismissed one, which nobody then sees slide.
@MainActor
private final class SlideAwayDismissal: AnimatedTransitioning {
    let coversDismissedView: Bool

    init(coversDismissedView: Bool) {
        self.coversDismissedView = coversDismissedView
    }

    func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any ContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let to = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        toView.frame = transitionContext.finalFrame(for: to)
        if coversDismissedView {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }
        let start = fromView.center
        View.animate(withDuration: 0.4) {
            fromView.center.x += container.bounds.width
            toView.transform = .identity
        } completion: { _ in
            fromView.center = start
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// Vends ``SlideAwayDismissal`` for dismissals only (presentations are the host's own).
@MainActor
private final class SlideAwayDelegate: TransitioningDelegate {
    let animator: SlideAwayDismissal

    init(coversDismissedView: Bool) {
        animator = SlideAwayDismissal(coversDismissedView: coversDismissedView)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? { animator }
}

/// Whether a view was covered for a whole dismissal (`audit.viewCoveredThroughout`) in a window a point wide: the
/// audit's half-point slack for rounding must not make a cover that moved half a point away hide the half it
/// uncovered (<doc:TransitionAudit#Covered-views>).
@MainActor
@Suite("Covered views in a window a point wide")
struct CoverageSliverTests {
    private static func dismissalCodes(coversDismissedView: Bool, size: CGSize) -> [Diagnostic.Code] {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let window = Window(size: size)
        let presenting = ViewController(identifier: "presenting")
        presenting.view.backgroundColor = .systemGray
        window.rootViewController = presenting
        window.makeKeyAndVisible()
        let presented = ViewController(identifier: "presented")
        presented.view.backgroundColor = .systemBlue
        presented.modalPresentationStyle = .fullScreen
        let delegate = SlideAwayDelegate(coversDismissedView: coversDismissedView)
        presented.transitioningDelegate = delegate
        presenting.present(presented, animated: false)
        clock.advance(by: 0.1)
        presenting.dismiss(animated: true)
        clock.advance(by: 2)
        return withExtendedLifetime(delegate) { host.diagnostics.codes }
    }

    @Test("A presenting view half uncovered half way through is seen, in a window a point wide as in a phone's")
    func halfUncoveredIsSeen() {
        // Half way, the dismissed view has slid half the width away: the presenting view (at scale 0.95) shows on
        // the left half. At the start and at completion (the dismissed view put back) it is covered.
        #expect(Self.dismissalCodes(coversDismissedView: false, size: CGSize(width: 1, height: 40)) == [])
        #expect(Self.dismissalCodes(coversDismissedView: false, size: Window.defaultSize) == [])
    }

    @Test("A dismissed view covered for the whole run is still named in a window a point wide")
    func coveredIsNamed() {
        #expect(
            Self.dismissalCodes(coversDismissedView: true, size: CGSize(width: 1, height: 40))
                == [.auditViewCoveredThroughout])
        #expect(
            Self.dismissalCodes(coversDismissedView: true, size: Window.defaultSize) == [.auditViewCoveredThroughout])
    }
}
