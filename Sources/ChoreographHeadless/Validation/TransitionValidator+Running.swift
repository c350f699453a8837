import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension TransitionValidator {
    /// Frames a grabbed transition is held before it is nudged and let go.
    static let heldFrames = 6
    /// Frames an interactive drag takes to reach ``interactiveProgress``.
    static let dragFrames = 12

    /// The frame rate used: ``framesPerSecond``, or 60 when out of range.
    var effectiveFramesPerSecond: Int {
        (1...1000).contains(framesPerSecond) ? framesPerSecond : 60
    }

    /// The time limit used: ``timeLimit``, or 10 s when out of range.
    var effectiveTimeLimit: TimeInterval {
        timeLimit.isFinite && timeLimit > 0 && timeLimit <= 600 ? timeLimit : 10
    }

    /// The size ``Mode/sizeChange`` resizes to: ``resizedSize`` when a window accepts it (finite, not negative), else
    /// `size` with its width and height swapped.
    func effectiveResizedSize(from size: CGSize) -> CGSize {
        if let resizedSize, resizedSize.width.isFinite, resizedSize.height.isFinite, resizedSize.width >= 0,
            resizedSize.height >= 0
        {
            return resizedSize
        }
        return CGSize(width: size.height, height: size.width)
    }

    /// The drag's end used: ``interactiveProgress``, or 0.5 when out of range.
    var effectiveProgress: CGFloat {
        (0...1).contains(interactiveProgress) ? interactiveProgress : 0.5
    }

    /// Runs the operation at `index` in `mode` on a fresh host; returns the scenario's name and the violations.
    func run(operationAt index: Int, mode: Mode, _ makeScenario: () -> any Scenario) -> (String, [TransitionViolation])
    {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        // Every diagnostic of the run is a violation, from the host's installation on: the scenario's making and the
        // earlier operations included.
        let firstEntry = host.diagnostics.entries.count
        let scenario = makeScenario()
        let operations = scenario.operations
        guard operations.indices.contains(index) else { return (scenario.name, []) }
        var stepper = Stepper(
            host: host, clock: clock, window: scenario.window, framesPerSecond: effectiveFramesPerSecond)
        for earlier in operations[..<index] {
            scenario.perform(earlier)
            _ = stepper.settle(limit: effectiveTimeLimit)
        }
        let operation = operations[index]
        // The diagnostics before this one were reported while the run was set up.
        let operationEntry = host.diagnostics.entries.count
        let settled: Bool
        switch mode {
        case .animated:
            scenario.perform(operation)
            settled = stepper.settle(limit: effectiveTimeLimit)
        case .notAnimated:
            (scenario as? any NonAnimatedScenario)?.performWithoutAnimation(operation)
            settled = stepper.settle(limit: effectiveTimeLimit)
        case .interactiveFinished, .interactiveCancelled:
            let run = start(operation, of: scenario, on: host, interactiveStart: true)
            drive(run, stepper: &stepper, cancel: mode == .interactiveCancelled)
            settled = stepper.settle(limit: effectiveTimeLimit)
        case .interrupted:
            let run = start(operation, of: scenario, on: host, interactiveStart: false)
            grab(run, stepper: &stepper)
            settled = stepper.settle(limit: effectiveTimeLimit)
        case .sizeChange:
            let before = host.runningTransitions.count
            scenario.perform(operation)
            clock.runDueActions()
            let duration = host.runningTransitions.count > before ? host.runningTransitions.last?.duration ?? 0 : 0
            stepper.advance(frames: max(1, stepper.frames(in: duration / 2)))
            scenario.window.resize(to: effectiveResizedSize(from: scenario.window.bounds.size))
            settled = stepper.settle(limit: effectiveTimeLimit)
        }
        var violations = host.diagnostics.entries.indices[firstEntry...].map { entry in
            let diagnostic = host.diagnostics.entries[entry]
            return TransitionViolation(
                code: diagnostic.code, operation: operation, mode: mode, message: diagnostic.message,
                phase: entry < operationEntry ? .setUp : .operation)
        }
        if !settled {
            violations.append(
                TransitionViolation(
                    code: .validationNeverSettled, operation: operation, mode: mode,
                    message: "\(scenario.name) \(operation.rawValue) (\(mode)) was still "
                        + (host.runningTransitions.isEmpty ? "animating" : "in transition")
                        + " after \(effectiveTimeLimit) s"))
        }
        if let problem = ShownViewCheck.problem(in: scenario.window) {
            violations.append(
                TransitionViolation(
                    code: .validationShownViewNotVisible, operation: operation, mode: mode,
                    message: "after \(scenario.name) \(operation.rawValue) (\(mode)) \(problem)"))
        }
        return (scenario.name, violations)
    }

    /// Performs `operation` with an interaction controller lent to an animator that has none; returns the transition
    /// it started, if any.
    private func start(
        _ operation: ScenarioOperation, of scenario: any Scenario, on host: HostEnvironment, interactiveStart: Bool
    ) -> TransitionRun? {
        let before = host.runningTransitions.count
        let lend = {
            let interaction = PercentDrivenInteractiveTransition()
            interaction.wantsInteractiveStart = interactiveStart
            return interaction
        }
        ValidationInteraction.lending(lend, on: host) { scenario.perform(operation) }
        (host.clock as? ManualClock)?.runDueActions()
        return host.runningTransitions.count > before ? host.runningTransitions.last : nil
    }

    /// Drags `run` to ``interactiveProgress`` one frame at a time, then finishes or cancels it, through its
    /// interaction controller (or its context, for an interaction controller of the app's own kind).
    private func drive(_ run: TransitionRun?, stepper: inout Stepper, cancel: Bool) {
        guard let run, run.isInFlight, let context = run.context, context.isInteractive else { return }
        let target = effectiveProgress
        for frame in 1...Self.dragFrames {
            let progress = target * CGFloat(frame) / CGFloat(Self.dragFrames)
            if let interaction = run.interactor as? PercentDrivenInteractiveTransition {
                interaction.update(progress)
            } else {
                context.updateInteractiveTransition(progress)
            }
            stepper.advance(frames: 1)
            guard run.isInFlight else { return }
        }
        end(run, context: context, cancel: cancel)
    }

    /// Lets `run` go half way by itself, grabs it (pauses it), holds it, nudges it back and lets it finish.
    private func grab(_ run: TransitionRun?, stepper: inout Stepper) {
        guard let run, run.isInFlight, let context = run.context else { return }
        stepper.advance(frames: max(1, stepper.frames(in: run.duration / 2)))
        guard run.isInFlight else { return }
        if let interaction = run.interactor as? PercentDrivenInteractiveTransition {
            interaction.pause()
        } else {
            context.pauseInteractiveTransition()
        }
        guard run.isInFlight, context.isInteractive else { return }
        let grabbedAt = context.percentComplete
        stepper.advance(frames: Self.heldFrames)
        let nudged = max(grabbedAt - 0.1, 0)
        if let interaction = run.interactor as? PercentDrivenInteractiveTransition {
            interaction.update(nudged)
        } else {
            context.updateInteractiveTransition(nudged)
        }
        stepper.advance(frames: 1)
        end(run, context: context, cancel: false)
    }

    private func end(_ run: TransitionRun, context: TransitionContext, cancel: Bool) {
        guard run.isInFlight else { return }
        if let interaction = run.interactor as? PercentDrivenInteractiveTransition {
            cancel ? interaction.cancel() : interaction.finish()
        } else if cancel {
            context.cancelInteractiveTransition()
        } else {
            context.finishInteractiveTransition()
        }
    }
}

/// Moves a validator's manual clock one frame at a time.
@MainActor
struct Stepper {
    let host: HostEnvironment
    let clock: ManualClock
    let window: Window
    let framesPerSecond: Int
    /// Frames stepped since the stepper was made; the clock stands at `start + frame / framesPerSecond`.
    private var frame = 0
    private let start: TimeInterval

    init(host: HostEnvironment, clock: ManualClock, window: Window, framesPerSecond: Int) {
        self.host = host
        self.clock = clock
        self.window = window
        self.framesPerSecond = framesPerSecond
        start = clock.now
    }

    /// Whole frames in `seconds` (0 for a value that is not finite or not positive).
    func frames(in seconds: TimeInterval) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int((seconds * Double(framesPerSecond)).rounded(.up))
    }

    /// Advances the clock by `count` frames, each to an exact multiple of the frame time so no error accumulates.
    mutating func advance(frames count: Int) {
        for _ in 0..<max(count, 0) {
            frame += 1
            clock.advance(to: start + Double(frame) / Double(framesPerSecond))
        }
    }

    /// Runs the actions due, then advances frame by frame until no transition runs and no view in the window
    /// animates, at most `limit` seconds; returns whether it settled.
    mutating func settle(limit: TimeInterval) -> Bool {
        clock.runDueActions()
        let last = frames(in: limit)
        for _ in 0...last {
            if host.runningTransitions.isEmpty, !Self.isAnimating(window) { return true }
            advance(frames: 1)
        }
        return host.runningTransitions.isEmpty && !Self.isAnimating(window)
    }

    private static func isAnimating(_ view: View) -> Bool {
        view.isAnimating || view.subviews.contains { isAnimating($0) }
    }
}
