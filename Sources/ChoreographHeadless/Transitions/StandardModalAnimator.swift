import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The host's own animation for modal presentations, used when no transitioning delegate vends one: the presented
/// view slides up from the bottom edge ("cover vertical") and back down on dismissal.
///
/// Timing: 0.4 s on a spring of mass 3, stiffness 1000 and damping 500, run critically damped, stretched over the
/// duration. Both numbers are reconstructions of UIKit's; the duration is the less certain one
/// (<doc:HostRules#Modal-presentation>).
@MainActor
final class StandardModalAnimator: AnimatedTransitioning {
    /// The standard duration: 0.4 s.
    static let duration: TimeInterval = 0.4
    /// The standard timing: the spring of mass 3, stiffness 1000 and damping 500, run critically damped.
    static let timing: TimingParameters = {
        guard let spring = try? Spring(mass: 3, stiffness: 1_000, damping: 500, allowsOverdamping: false) else {
            return .curve(.easeOut)
        }
        return .spring(spring)
    }()

    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using context: (any ContextTransitioning)?) -> TimeInterval {
        guard let context, context.isAnimated else { return 0 }
        return Self.duration
    }

    func animateTransition(using context: any ContextTransitioning) {
        let container = context.containerView
        let duration = transitionDuration(using: context)
        let offscreen = { (frame: CGRect) in frame.offsetBy(dx: 0, dy: container.bounds.height - frame.minY) }
        if isPresenting {
            guard let presented = context.viewController(forKey: .to), let view = context.view(forKey: .to) else {
                return context.completeTransition(!context.transitionWasCancelled)
            }
            let final = context.finalFrame(for: presented)
            view.frame = offscreen(final)
            container.addSubview(view)
            animate(duration) {
                view.frame = final
            } completion: {
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else {
            guard let view = context.view(forKey: .from) else {
                return context.completeTransition(!context.transitionWasCancelled)
            }
            if let below = context.view(forKey: .to), below.superview == nil {
                container.insertSubview(below, at: 0)
                if let presenter = context.viewController(forKey: .to) {
                    below.frame = context.finalFrame(for: presenter)
                }
            }
            let start = view.frame
            animate(duration) {
                view.frame = offscreen(start)
            } completion: {
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    private func animate(_ duration: TimeInterval, _ changes: @escaping () -> Void, completion: @escaping () -> Void) {
        guard duration > 0 else {
            changes()
            completion()
            return
        }
        View.run(duration: duration, delay: 0, options: [], timing: Self.timing, animations: changes) { _ in
            completion()
        }
    }
}
