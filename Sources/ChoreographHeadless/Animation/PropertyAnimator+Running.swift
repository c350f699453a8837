import Choreograph
import Foundation

/// The moving parts of a property animator: its fraction over time, its blocks, its end.
extension PropertyAnimator {
    /// The progress of block `index` now, as the animation of its properties reads it.
    func progress(ofBlock index: Int) -> Double {
        guard blocks.indices.contains(index) else { return 1 }
        let block = blocks[index]
        return block.segment.progress(at: block.localFraction(currentFraction))
    }

    /// The fraction now: moving with the clock while running, held otherwise.
    var currentFraction: Double {
        guard isRunning else { return anchorFraction }
        let elapsed = max(clock.now - anchorTime, 0)
        // Before the start delay has passed nothing moves, a 0-second animator included.
        guard clock.now >= anchorTime - ManualClock.tolerance else { return anchorFraction }
        let moved = effectiveDuration > 0 ? elapsed / effectiveDuration : .infinity
        return min(max(reversed ? anchorFraction - moved : anchorFraction + moved, 0), 1)
    }

    func activate() {
        state = .active
        for (index, block) in blocks.enumerated() {
            run(block, index: index)
        }
    }

    /// Runs a block's closure, recording its changes, and attaches one animation per change.
    func run(_ block: Block, index: Int) {
        block.changes = AnimationRecorder.record(block.animations)
        let timing = SharedTiming(timingParameters)
        // Nothing in the loop below moves the clock: the block's records share one start time.
        let times = RecordTimes(
            timing: timing, startTime: host.clock.now, delay: delay + block.start * duration,
            duration: (1 - block.start) * duration)
        let link = link(ofBlock: index)
        block.running = block.changes.map { change in
            let animation = PropertyAnimation(property: change.property, pair: change.pair, link: link)
            change.view.addAnimation(animation)
            host.logAnimation(
                view: change.view.recordName, property: change.property, values: change.pair, times: times)
            return animation
        }
    }

    /// Starts every block's progress afresh from where it is on screen toward the target of the current direction.
    func resegment(timing: TimingParameters, at fraction: Double, fresh: Bool = false) {
        for block in blocks {
            if fresh {
                block.segment = .full(timing)
                continue
            }
            let local = block.localFraction(fraction)
            block.segment = Segment(
                startFraction: local,
                startProgress: block.segment.progress(at: local),
                endFraction: reversed ? 0 : 1,
                endProgress: reversed ? 0 : 1,
                timing: timing
            )
        }
    }

    func anchor(at fraction: Double, time: TimeInterval) {
        anchorFraction = fraction
        anchorTime = time
        scheduleEnd()
    }

    /// When the running animator reaches its end, on its clock; `nil` when it is not running.
    var projectedEnd: TimeInterval? {
        guard isRunning else { return nil }
        return anchorTime + (reversed ? anchorFraction : 1 - anchorFraction) * effectiveDuration
    }

    func scheduleEnd() {
        cancelEnd()
        keepAlive = isRunning ? self : nil
        guard isRunning else { return }
        guard let end = projectedEnd else { return }
        endToken = clock.schedule(at: end) { [weak self] in self?.reachEnd() }
    }

    func cancelEnd() {
        if let endToken { clock.cancel(endToken) }
        endToken = nil
        keepAlive = nil
    }

    func reachEnd() {
        endToken = nil
        defer { keepAlive = nil }
        anchorFraction = reversed ? 0 : 1
        isRunning = false
        if pausesAtEnd { return }
        if reversed {
            for block in blocks {
                for change in block.changes { change.view.model[change.property] = change.from }
            }
        }
        complete(at: reversed ? .start : .end)
    }

    /// Writes the values on screen into the models and removes the running animations.
    func freezeViews() {
        for (index, block) in blocks.enumerated() {
            let progress = progress(ofBlock: index)
            // A re-timed animation shows its block's progress through its re-timing.
            for animation in block.running { animation.fixedProgress = animation.progress(atBlockProgress: progress) }
        }
        for block in blocks {
            for change in block.changes {
                if let shown = change.view.presentation[change.property] {
                    change.view.model[change.property] = shown
                }
            }
        }
        removeRunningAnimations()
    }

    func removeRunningAnimations() {
        for block in blocks {
            for animation in block.running { animation.end(finished: false) }
            block.running = []
        }
    }

    func complete(at position: AnimatingPosition) {
        removeRunningAnimations()
        state = .inactive
        isRunning = false
        blocks = []
        let callbacks = completions
        completions = []
        for callback in callbacks { callback(position) }
    }

    /// Reports a call UIKit raises for: without a `reason`, the state is the fault
    /// (`propertyAnimator.startAnimationWhileStopped`); with one, the argument is (`propertyAnimator.startAnimation`).
    /// `call` is how the message writes the call when it differs from its name, for example `finishAnimation(at: .end)`;
    /// `outcome` what the animator does instead (default: `state unchanged`).
    func report(
        _ name: Call, _ verb: String, reason: String? = nil, call: String? = nil, outcome: String = "state unchanged"
    ) {
        let stateText = state == .active ? (isRunning ? "active and running" : "active and paused") : state.rawValue
        host.diagnostics.report(
            .propertyAnimator(name, while: reason == nil ? state : nil),
            "PropertyAnimator.\(call ?? name.rawValue) \(verb) while \(stateText)\(reason.map { ": \($0)" } ?? ""); "
                + outcome
        )
    }
}
