import Foundation

/// The animations one block started, so that the block's completion runs once, when the last of them ends.
@MainActor
final class AnimationGroup {
    private var completion: ((Bool) -> Void)?
    private var running = 0
    private var allFinished = true
    private var isSealed = false

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    /// Counts one more animation in the group: one whose ``ClockDrive`` holds the group, which tells the group when it
    /// ends (``animationEnded(finished:)``). The animations keep the group alive through their drive; the group holds
    /// no animation, so there is no cycle.
    func addAnimation() {
        running += 1
    }

    /// Counts off an animation of the group that ended, and whether it ran to its end.
    func animationEnded(finished: Bool) {
        running -= 1
        allFinished = allFinished && finished
        completeIfDone()
    }

    /// Marks the group complete: no more animations join. An empty group completes when `clock` next runs its due
    /// actions, with `finished == true`.
    func seal(clock: any Clock) {
        isSealed = true
        if running == 0 {
            clock.schedule(at: clock.now) { [self] in completeIfDone() }
        }
    }

    private func completeIfDone() {
        guard isSealed, running == 0, let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}
