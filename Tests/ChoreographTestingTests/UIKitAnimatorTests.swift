import ChoreographHeadless
import ChoreographTesting
import Foundation
import HeadlessUIKit
import SnapshotTesting
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A sheet that slides up from the bottom, written as a UIKit app writes it: `NSObject`, UIKit's protocol and type
/// names, an interruptible `UIViewPropertyAnimator`, completing with `!transitionWasCancelled`.
final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    private var animator: UIViewPropertyAnimator?

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let container = transitionContext.containerView
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let sheet = transitionContext.view(forKey: key),
            let controller = transitionContext.viewController(forKey: presenting ? .to : .from)
        else {
            let idle = UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut)
            idle.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
            animator = idle
            return idle
        }
        let shown =
            presenting ? transitionContext.finalFrame(for: controller) : transitionContext.initialFrame(for: controller)
        let hidden = shown.offsetBy(dx: 0, dy: container.bounds.height)
        if presenting {
            sheet.frame = hidden
            container.addSubview(sheet)
        }
        let presenting = self.presenting
        let slide = UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut) {
            sheet.frame = presenting ? shown : hidden
        }
        slide.addCompletion { _ in
            let completed = !transitionContext.transitionWasCancelled
            if presenting, !completed { sheet.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        }
        animator = slide
        return slide
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}

/// Vends ``SlideUpAnimator``s, as a UIKit app's transitioning delegate does.
final class SlideUpTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SlideUpAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideUpAnimator(presenting: false)
    }
}

@MainActor
@Suite("A UIKit animator, validated and snapshotted", .transitionSnapshots)
struct UIKitAnimatorTests {
    @Test("validates clean in every mode of present and dismiss")
    func validates() {
        let results = expectValidTransitions {
            TransitioningDelegateScenario(delegate: SlideUpTransitioningDelegate())
        }
        #expect(results.count == 12)
    }

    @Test("its presentation as a filmstrip, its frames and its player page")
    func snapshots() throws {
        let run = try runTransition(.present, framesPerSecond: 10) {
            TransitioningDelegateScenario(
                delegate: SlideUpTransitioningDelegate(), size: CGSize(width: 200, height: 300))
        }
        expectValid(run)
        #expect(run.recording.settled)
        // 0.4 s at 10 frames per second: frames 0 to 4, and the sheet ends where it started the slide from.
        #expect(run.recording.frames.count == 5)
        // The sheet starts one window height (300) below its place and ends at it; an ease-in-out curve is half way
        // at half time.
        let centers = run.recording.frames.map { frame in frame.views.first { $0.name == .id("presented") }?.center.y }
        #expect(centers.first == 450)
        #expect(centers[2] == 300)
        #expect(centers.last == 150)
        assertSnapshot(of: run, as: .filmstrip)
        assertSnapshot(of: run, as: .frames)
        assertSnapshot(of: run, as: .html)
    }

    @Test("a broken variant is caught: the sheet is added but never slid in")
    func brokenIsCaught() {
        let violations = TransitionValidator(modes: [.animated]).violations {
            TransitioningDelegateScenario(delegate: OffscreenTransitioningDelegate())
        }
        // The host sees the frame never set; the validator sees the blank screen. The dismissal's run presents first,
        // so its host reports the same frame never set, which counts against it too.
        #expect(violations.map(\.code) == [.finalFrameNotSet, .validationShownViewNotVisible, .finalFrameNotSet])
        #expect(violations.map(\.operation) == [.present, .present, .dismiss])
    }
}

/// A broken animator: it adds the sheet below the screen and completes without moving it.
final class OffscreenAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if let sheet = transitionContext.view(forKey: .to) {
            sheet.frame = transitionContext.containerView.bounds.offsetBy(dx: 0, dy: 2000)
            transitionContext.containerView.addSubview(sheet)
        }
        UIView.animate(withDuration: 0.2) {
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// Vends ``OffscreenAnimator`` for presentations only.
final class OffscreenTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        OffscreenAnimator()
    }
}
