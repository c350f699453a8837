import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Scripts a finger on a ``ManualClock`` for tests, demos and previews: press, move, wait and release, each step
/// sent through a ``TouchDispatcher`` with the clock advanced in between.
///
/// A move is sent as a series of move samples at ``samplesPerSecond`` (60 by default, a display's touch rate): a
/// move of duration `d` is `⌈d · rate⌉` equal steps (at least one), each at a linearly interpolated position, the
/// clock advanced to each step's time before it is sent. The same script therefore always produces the same touches
/// at the same times.
///
/// ```swift
/// let simulator = TouchSimulator(window: window, clock: clock)
/// try simulator.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
/// ```
@MainActor
public final class TouchSimulator {
    /// The dispatcher the touches go through.
    public let dispatcher: TouchDispatcher
    /// The clock the simulator advances.
    public let clock: ManualClock
    /// Move samples per second, between 1 and 1000. Default 60.
    public let samplesPerSecond: Double

    /// The longest step a script may take, in seconds: 60, so that a typo cannot run for hours.
    nonisolated public static let maximumDuration: TimeInterval = 60

    private var finger: Touch?
    /// The fingers a multi-finger step put down (``press(fingersAt:)``), in order; empty while they are up.
    var fingers: [Touch] = []
    var nextID = 1

    /// Creates a simulator that sends touches to a new dispatcher for `window`.
    ///
    /// - Parameters:
    ///   - window: The window whose views the touches hit-test.
    ///   - clock: The clock to advance; the dispatcher stamps touches with it.
    ///   - samplesPerSecond: Move samples per second; clamped to 1…1000, and a value that is not finite counts as
    ///     60. Default 60.
    ///   - diagnostics: Where the dispatcher reports misuse. Default `HostEnvironment.current.diagnostics`.
    public convenience init(
        window: Window,
        clock: ManualClock,
        samplesPerSecond: Double = 60,
        diagnostics: DiagnosticLog? = nil
    ) {
        let dispatcher = TouchDispatcher(window: window, clock: clock, diagnostics: diagnostics)
        self.init(dispatcher: dispatcher, clock: clock, samplesPerSecond: samplesPerSecond)
    }

    /// Creates a simulator that sends touches to `dispatcher` and advances `clock`, which should be the
    /// dispatcher's.
    ///
    /// - Parameters:
    ///   - dispatcher: Delivers the touches to the window's views and recognizers.
    ///   - clock: The clock to advance; the dispatcher's own.
    ///   - samplesPerSecond: Move samples per second; clamped to 1…1000, and a value that is not finite counts as
    ///     60. Default 60.
    public init(dispatcher: TouchDispatcher, clock: ManualClock, samplesPerSecond: Double = 60) {
        self.dispatcher = dispatcher
        self.clock = clock
        self.samplesPerSecond = samplesPerSecond.isFinite ? min(max(samplesPerSecond, 1), 1000) : 60
    }

    /// Where the finger is, in window coordinates; `nil` while it is up.
    public var location: CGPoint? {
        finger?.location
    }

    // MARK: - Steps

    /// Touches the finger down at `point` (window coordinates), without advancing the clock.
    ///
    /// - Throws: ``TouchSimulatorError/fingerAlreadyDown``, or
    ///   ``TouchSimulatorError/invalidValue(parameter:value:rule:)`` for a coordinate that is not finite.
    public func press(at point: CGPoint) throws(TouchSimulatorError) {
        guard finger == nil, fingers.isEmpty else { throw .fingerAlreadyDown }
        try Self.requireFinite(point, "point")
        let touch = Touch(id: nextID, location: point, phase: .began)
        nextID += 1
        finger = touch
        dispatcher.send(touch)
    }

    /// Moves the finger to `point` over `duration` seconds (default 0: one move at once), in steps at
    /// ``samplesPerSecond``, advancing the clock before each step.
    ///
    /// - Throws: ``TouchSimulatorError/noFingerDown(step:)``, or
    ///   ``TouchSimulatorError/invalidValue(parameter:value:rule:)`` for a coordinate that is not finite or a
    ///   duration outside 0…60 s.
    public func move(to point: CGPoint, duration: TimeInterval = 0) throws(TouchSimulatorError) {
        guard let start = finger?.location else { throw .noFingerDown(step: "move") }
        try Self.requireFinite(point, "point")
        try Self.requireDuration(duration)
        let startTime = clock.now
        let steps = max(1, Int((duration * samplesPerSecond - 1e-9).rounded(.up)))
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            clock.advance(to: startTime + duration * fraction)
            let location = CGPoint(
                x: start.x + (point.x - start.x) * fraction,
                y: start.y + (point.y - start.y) * fraction
            )
            send(.moved, at: location)
        }
    }

    /// Leaves the finger down and still for `seconds`, advancing the clock; no touch is sent.
    ///
    /// - Throws: ``TouchSimulatorError/invalidValue(parameter:value:rule:)`` for a duration outside 0…60 s.
    public func wait(_ seconds: TimeInterval) throws(TouchSimulatorError) {
        try Self.requireDuration(seconds, parameter: "seconds")
        clock.advance(by: seconds)
    }

    /// Lifts the finger where it is, without advancing the clock.
    ///
    /// - Throws: ``TouchSimulatorError/noFingerDown(step:)``.
    public func release() throws(TouchSimulatorError) {
        guard let location = finger?.location else { throw .noFingerDown(step: "release") }
        send(.ended, at: location)
        finger = nil
    }

    /// Has the system take the touch away (phase cancelled), without advancing the clock.
    ///
    /// - Throws: ``TouchSimulatorError/noFingerDown(step:)``.
    public func cancel() throws(TouchSimulatorError) {
        guard let location = finger?.location else { throw .noFingerDown(step: "cancel") }
        send(.cancelled, at: location)
        finger = nil
    }

    // MARK: - Conveniences

    /// Presses at `point`, waits `pressDuration` seconds (default 0.1) and releases.
    public func tap(at point: CGPoint, pressDuration: TimeInterval = 0.1) throws(TouchSimulatorError) {
        try Self.requireDuration(pressDuration, parameter: "pressDuration")
        try press(at: point)
        try wait(pressDuration)
        try release()
    }

    /// Presses at `start`, moves to `end` over `duration` seconds and releases there.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval) throws(TouchSimulatorError) {
        try Self.requireFinite(end, "to")
        try Self.requireDuration(duration)
        try press(at: start)
        try move(to: end, duration: duration)
        try release()
    }

    /// Performs a parsed drag: press, move over the script's duration, release.
    public func perform(_ script: DragScript) throws(TouchSimulatorError) {
        try drag(from: script.start, to: script.end, duration: script.duration)
    }

    // MARK: - Internal API

    private func send(_ phase: Touch.Phase, at location: CGPoint) {
        guard var touch = finger else { return }
        touch.phase = phase
        touch.location = location
        finger = touch
        dispatcher.send(touch)
    }

    static func requireFinite(_ point: CGPoint, _ parameter: String) throws(TouchSimulatorError) {
        if !point.x.isFinite {
            throw .invalidValue(parameter: "\(parameter).x", value: Double(point.x), rule: "must be a finite number")
        }
        if !point.y.isFinite {
            throw .invalidValue(parameter: "\(parameter).y", value: Double(point.y), rule: "must be a finite number")
        }
    }

    static func requireDuration(
        _ duration: TimeInterval,
        parameter: String = "duration"
    ) throws(TouchSimulatorError) {
        guard duration.isFinite, duration >= 0, duration <= maximumDuration else {
            throw .invalidValue(
                parameter: parameter,
                value: duration,
                rule: "must be between 0 and \(maximumDuration) seconds"
            )
        }
    }
}
