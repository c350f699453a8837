import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// Transition code written with UIKit's signatures reaches the host: every delegate method is the one the host calls
/// (a signature that differed would silently fall back to the default), and the animators run.
@MainActor
@Suite("UIKit transition code on the headless host")
struct UIKitTransitionTests {
    @Test("An NSObject transitioning delegate presents and dismisses with its fade")
    func presentAndDismiss() {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let first = UIViewController()
        let window = UIWindow()
        window.rootViewController = first
        window.makeKeyAndVisible()
        let delegate = FadeTransitioning()
        let second = UIViewController()
        second.modalPresentationStyle = .custom
        second.transitioningDelegate = delegate
        first.present(second, animated: true)
        // As in UIKit, the two controllers know each other from the start of the presentation.
        #expect(first.presentedViewController == second)
        #expect(second.presentingViewController == first)
        clock.advance(by: 0.25)
        // Half way through a 0.5 s ease-in-out fade: the curve is symmetric, so the alpha is exactly one half.
        #expect(abs(second.view.presentation.alpha - 0.5) < 1e-9)
        clock.advance(by: 0.5)
        #expect(first.presentedViewController == second)
        #expect(second.view.alpha == 1)
        second.dismiss(animated: true)
        clock.advance(by: 1)
        #expect(first.presentedViewController == nil)
        #expect(second.viewIfLoaded?.window == nil)
        #expect(delegate.calls == ["presentationController", "forPresented", "forDismissed"])
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A navigation delegate with UIKit's signature animates push and pop")
    func pushAndPop() {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let delegate = FadeTransitioning()
        navigation.delegate = delegate
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: true)
        clock.advance(by: 1)
        #expect(navigation.topViewController == detail)
        navigation.popViewController(animated: true)
        clock.advance(by: 1)
        #expect(navigation.topViewController == root)
        #expect(delegate.calls == ["push", "pop"])
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("UIViewPropertyAnimator with cubic and spring timing parameters")
    func propertyAnimatorTiming() {
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let window = UIWindow()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        // Linear: at 0.3 of 1 s the centre has moved 0.3 of the way.
        let linear = UIViewPropertyAnimator(
            duration: 1, timingParameters: UICubicTimingParameters(animationCurve: .linear))
        linear.addAnimations { box.center.x = 150 }
        linear.startAnimation()
        clock.advance(by: 0.3)
        #expect(abs(box.presentation.center.x - 80) < 1e-9)
        linear.pauseAnimation()
        linear.fractionComplete = 0.5
        #expect(abs(box.presentation.center.x - 100) < 1e-9)
        linear.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        clock.advance(by: 1)
        #expect(linear.state == .inactive)
        #expect(box.presentation.center.x == 150)

        // A spring of mass 1, stiffness 100, damping 20 is critically damped with ω = 10: from rest, the fraction
        // done at t is 1 − (1 + 10t)·e^(−10t). The animator runs for the spring's own settling time.
        let spring = UIViewPropertyAnimator(
            duration: 99,
            timingParameters: UISpringTimingParameters(
                mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0)))
        #expect(spring.duration < 99)
        spring.addAnimations { box.center.x = 250 }
        spring.startAnimation()
        clock.advance(by: 0.1)
        let expected = 1 - (1 + 1.0) * exp(-1.0)
        #expect(abs((box.presentation.center.x - 150) / 100 - expected) < 1e-6)
    }

    @Test("Timing parameters a UIKit app could not make are reported and fall back")
    func invalidTimingParameters() {
        let host = HostEnvironment.install(clock: ManualClock())
        let cubic = UICubicTimingParameters(
            controlPoint1: CGPoint(x: 2, y: 0), controlPoint2: CGPoint(x: CGFloat.nan, y: 1))
        #expect(cubic.timingCurveType == .cubic)
        let spring = UISpringTimingParameters(
            mass: -1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
        let ratio = UISpringTimingParameters(dampingRatio: .infinity, initialVelocity: CGVector(dx: 1, dy: 0))
        #expect(ratio.initialVelocity == CGVector(dx: 0, dy: 0))
        #expect(spring.timingCurveType == .spring)
        #expect(
            host.diagnostics.codes == [.timingParametersInvalid, .timingParametersInvalid, .timingParametersInvalid])
    }

    @Test(
        "A damping ratio and velocity whose fitted spring cannot be computed are reported and read as a ratio of 1",
        arguments: [(1e-308, 0), (5e-324, 0), (0.5, 1e308), (0.5, -1e308)] as [(CGFloat, CGFloat)])
    func uncomputableFittedSpring(ratio: CGFloat, velocity: CGFloat) {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let refused = UISpringTimingParameters(dampingRatio: ratio, initialVelocity: CGVector(dx: velocity, dy: 0))
        #expect(refused.initialVelocity == CGVector(dx: 0, dy: 0))
        #expect(host.diagnostics.codes == [.timingParametersInvalid])
        let message = host.diagnostics.entries.first?.message ?? ""
        #expect(message.contains("\(ratio)"))
        #expect(message.contains("too fast or too large to compute"))
        #expect(message.contains("read as a ratio of 1, no velocity"))

        // The documented fallback: the spring a ratio of 1 with no velocity makes, fitted to the same duration.
        let reference = try? Spring(dampingRatio: 1, duration: 1)
        let box = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: refused)
        animator.addAnimations { box.center.x = 250 }
        animator.startAnimation()
        for step in 1...4 {
            clock.advance(by: 0.1)
            let expected = reference?.value(at: 0.1 * Double(step)) ?? .nan
            #expect(abs((box.presentation.center.x - 150) / 100 - expected) < 1e-6)
        }
    }
}
