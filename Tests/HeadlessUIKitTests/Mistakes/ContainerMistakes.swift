import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A push in which a snapshot of the source strip flies to the picture's place; broken, the snapshot stays in the
/// container after completion (and after the pop).
final class FlyingSnapshotPush: NSObject, UIViewControllerAnimatedTransitioning {
    let fixed: Bool
    init(fixed: Bool) { self.fixed = fixed }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to),
            let strip = (transitionContext.viewController(forKey: .from) as? SourceViewController)?.strip,
            let snapshot = strip.snapshotView(afterScreenUpdates: false)
        else { return transitionContext.completeTransition(false) }
        toView.frame = transitionContext.finalFrame(for: to)
        toView.alpha = 0
        container.addSubview(toView)
        snapshot.frame = strip.convert(strip.bounds, to: container)
        container.addSubview(snapshot)
        let fixed = self.fixed
        UIView.animate(withDuration: 0.3) {
            toView.alpha = 1
            snapshot.frame = CGRect(x: 20, y: 300, width: 200, height: 200)
        } completion: { _ in
            if fixed { snapshot.removeFromSuperview() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// A push that dims the old screen with a view of its own; broken, the dimming view is never removed.
final class DimmingPush: NSObject, UIViewControllerAnimatedTransitioning {
    let fixed: Bool
    init(fixed: Bool) { self.fixed = fixed }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        let dimming = UIView(frame: container.bounds)
        dimming.accessibilityIdentifier = "dimming"
        dimming.backgroundColor = .black
        dimming.alpha = 0
        container.addSubview(dimming)
        toView.frame = transitionContext.finalFrame(for: to).offsetBy(dx: container.bounds.width, dy: 0)
        container.addSubview(toView)
        let fixed = self.fixed
        UIView.animate(withDuration: 0.3) {
            dimming.alpha = 0.3
            toView.frame.origin.x = 0
        } completion: { _ in
            if fixed { dimming.removeFromSuperview() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// A pop that lands the detail's picture on the screen below; broken, the picture stays there, moved out of the
/// popped screen, instead of going back into it.
final class PictureLandingPop: NSObject, UIViewControllerAnimatedTransitioning {
    let fixed: Bool
    init(fixed: Bool) { self.fixed = fixed }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let to = transitionContext.viewController(forKey: .to),
            let picture = (transitionContext.viewController(forKey: .from) as? DetailViewController)?.picture
        else { return transitionContext.completeTransition(false) }
        toView.frame = transitionContext.finalFrame(for: to)
        container.insertSubview(toView, belowSubview: fromView)
        let pictureFrame = picture.frame
        toView.addSubview(picture)
        let fixed = self.fixed
        UIView.animate(withDuration: 0.3) {
            fromView.alpha = 0
            picture.frame = CGRect(x: 0, y: 100, width: 390, height: 120)
        } completion: { _ in
            fromView.alpha = 1
            if fixed {
                fromView.addSubview(picture)
                picture.frame = pictureFrame
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// A push that cross-fades a snapshot of the new screen in before showing it; broken, the snapshot is taken without
/// screen updates of a view never laid out — empty in UIKit.
final class SnapshotFadePush: NSObject, UIViewControllerAnimatedTransitioning {
    let fixed: Bool
    init(fixed: Bool) { self.fixed = fixed }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        toView.frame = transitionContext.finalFrame(for: to)
        guard let snapshot = toView.snapshotView(afterScreenUpdates: fixed) else {
            return transitionContext.completeTransition(false)
        }
        snapshot.alpha = 0
        container.addSubview(snapshot)
        UIView.animate(withDuration: 0.3) {
            snapshot.alpha = 1
        } completion: { _ in
            container.addSubview(toView)
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// A presentation that grows the new screen out of the source strip; broken, it casts the "from" controller to the
/// source's type, which fails when the source sits in a navigation controller, and gives up without animating.
final class CastingGrow: NSObject, UIViewControllerAnimatedTransitioning {
    let fixed: Bool
    init(fixed: Bool) { self.fixed = fixed }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        toView.frame = transitionContext.finalFrame(for: to)
        container.addSubview(toView)
        let from = transitionContext.viewController(forKey: .from)
        let strip: UIView?
        if fixed {
            strip = from?.view.viewWithTag(SourceViewController.stripTag)
        } else {
            strip = (from as? SourceViewController)?.strip
        }
        guard let strip else { return transitionContext.completeTransition(true) }
        let start = strip.convert(strip.bounds, to: container)
        let end = toView.frame
        toView.frame = start
        UIView.animate(withDuration: 0.3) {
            toView.frame = end
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// The classic mistakes with the container and the views in it, each caught with its code, and each fix caught with
/// none.
@MainActor
@Suite("Mistakes: the container")
struct ContainerMistakes {
    @Test(
        "A snapshot left in the container is named after the push, and again after the pop", arguments: [false, true])
    func snapshotLeft(fixed: Bool) {
        let stage = MistakeStage(inNavigation: true)
        let delegate = MistakeTransitioning(
            presenting: FlyingSnapshotPush(fixed: fixed), dismissing: CorrectSlide(presenting: false))
        stage.push(DetailViewController(), delegate: delegate)
        #expect(stage.takeCodes() == (fixed ? [] : [.auditSnapshotLeftInContainer]))
        stage.pop()
        #expect(stage.takeCodes() == (fixed ? [] : [.auditSnapshotLeftInContainer]))
    }

    @Test("A view of neither controller left in the container is named", arguments: [false, true])
    func foreignViewLeft(fixed: Bool) {
        let stage = MistakeStage(inNavigation: true)
        let delegate = MistakeTransitioning(
            presenting: DimmingPush(fixed: fixed), dismissing: CorrectSlide(presenting: false))
        stage.push(DetailViewController(), delegate: delegate)
        #expect(stage.takeCodes() == (fixed ? [] : [.auditForeignViewLeftInContainer]))
    }

    @Test("A view of the popped screen left on screen is named", arguments: [false, true])
    func dismissedViewOnScreen(fixed: Bool) {
        let stage = MistakeStage(inNavigation: true)
        let delegate = MistakeTransitioning(
            presenting: CorrectSlide(presenting: true), dismissing: PictureLandingPop(fixed: fixed))
        let detail = DetailViewController()
        stage.push(detail, delegate: delegate)
        #expect(stage.takeCodes() == [])
        stage.pop()
        #expect(stage.takeCodes() == (fixed ? [] : [.auditDismissedViewOnScreen]))
        #expect((detail.picture.window != nil) == !fixed)
    }

    @Test("A snapshot of a view never laid out is named", arguments: [false, true])
    func snapshotOfUnlaidView(fixed: Bool) {
        let stage = MistakeStage(inNavigation: true)
        let delegate = MistakeTransitioning(
            presenting: SnapshotFadePush(fixed: fixed), dismissing: CorrectSlide(presenting: false))
        stage.push(DetailViewController(), delegate: delegate)
        #expect(stage.takeCodes() == (fixed ? [] : [.auditSnapshotOfUnlaidView]))
    }

    @Test("Casting the from controller to your own type when it is a container is named", arguments: [false, true])
    func containerCast(fixed: Bool) {
        let stage = MistakeStage(inNavigation: true)
        let delegate = MistakeTransitioning(
            presenting: CastingGrow(fixed: fixed), dismissing: CorrectSlide(presenting: false))
        stage.present(DetailViewController(), style: .fullScreen, delegate: delegate)
        #expect(stage.takeCodes() == (fixed ? [] : [.auditContainerCast]))
    }
}
