import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The part of ``DragInteractionController`` and ``PinchInteractionController`` that follows a continuous gesture's
/// states: it starts the action with a fresh ``TransitionInteraction`` (or grabs the one it released while that
/// completes, where it is on screen, past an end too), sets the progress to the start progress plus the gesture's
/// contribution (``/Choreograph/InteractiveProgress``), and releases or cancels.
@MainActor
final class InteractionDriver {
    let target: InteractionTarget
    /// The interaction the gesture drives or last released.
    private(set) var interaction: TransitionInteraction?
    /// Whether the action is being started now.
    private(set) var isStarting = false
    /// Whether the gesture drives a transition now.
    private(set) var isDriving = false
    private var progress = InteractiveProgress()

    init(_ action: DragInteractionController.Action) {
        target = InteractionTarget(action)
    }

    /// Whether the gesture may begin: to grab the completing transition, or when the action can start and `allowed`.
    func mayBegin(_ allowed: @autoclosure () -> Bool) -> Bool {
        if interaction?.isCompleting == true { return true }
        return target.mayStart && allowed()
    }

    /// Follows `state`: `began` grabs or starts (calling `started` once a new transition has started), `changed`
    /// sets the progress to the start progress plus `contribution`, `ended` releases with `velocity`, `cancelled` and
    /// `failed` cancel.
    func follow(
        _ state: GestureRecognizer.State,
        rule: @autoclosure () -> TransitionInteraction.ReleaseRule,
        started: () -> Void = {},
        contribution: () -> Double,
        velocity: () -> Double
    ) {
        switch state {
        case .began:
            begin(rule: rule(), started: started, contribution: contribution)
        case .changed:
            guard isDriving, let interaction else { return }
            interaction.update(CGFloat(progress.progress(contribution: contribution())))
        case .ended:
            guard isDriving, let interaction else { return }
            isDriving = false
            interaction.release(velocity: velocity())
        case .cancelled, .failed:
            guard isDriving else { return }
            isDriving = false
            interaction?.cancel()
        case .possible:
            break
        }
    }

    private func begin(
        rule: TransitionInteraction.ReleaseRule, started: () -> Void, contribution: () -> Double
    ) {
        if let interaction, interaction.isCompleting {
            interaction.pause()
            guard interaction.isInteractive else { return }
            // Where the interaction holds it, past an end too where a completion spring overshot.
            progress = .holding(at: Double(interaction.percentComplete), contribution: contribution())
            isDriving = true
            return
        }
        let made = TransitionInteraction(releaseRule: rule)
        interaction = made
        isStarting = true
        let didStart = target.start()
        isStarting = false
        guard didStart, made.isInteractive else {
            interaction = nil
            return
        }
        started()
        progress = InteractiveProgress()
        isDriving = true
        made.update(CGFloat(progress.progress(contribution: contribution())))
    }
}
