import Foundation

/// Calls a function at every frame boundary of a display, on a ``Clock``, as `CADisplayLink` does.
///
/// Frame boundaries are the multiples of 1/``framesPerSecond`` seconds; the callback runs when the clock reaches
/// each one, with ``timestamp`` set to that boundary and ``targetTimestamp`` to the next.
@MainActor
public final class DisplayLink {
    /// Frames per second: 60 or 120. Other values are rounded to the nearer of the two.
    public let framesPerSecond: Int
    /// The frame boundary of the current (or last) callback, in seconds.
    public private(set) var timestamp: TimeInterval = 0
    /// The next frame boundary, in seconds.
    public private(set) var targetTimestamp: TimeInterval = 0
    /// Whether callbacks are suspended; frames that pass while paused are skipped, not replayed. Default `false`.
    public var isPaused = false {
        didSet { if !isPaused && oldValue { scheduleNext() } }
    }

    private let clock: any Clock
    private let callback: @MainActor (DisplayLink) -> Void
    private var token: ClockToken?
    private var isValid = true

    /// Creates a display link on `clock` that calls `callback` at every frame boundary after the current time.
    ///
    /// - Parameters:
    ///   - clock: The clock whose frame boundaries the link follows.
    ///   - framesPerSecond: 60 or 120 (default 60); anything else is rounded to the nearer of the two.
    ///   - callback: Called with the link at every frame boundary until the link is invalidated.
    public init(clock: any Clock, framesPerSecond: Int = 60, callback: @escaping @MainActor (DisplayLink) -> Void) {
        self.clock = clock
        self.framesPerSecond = framesPerSecond > 90 ? 120 : 60
        self.callback = callback
        scheduleNext()
    }

    /// The duration of one frame: 1/``framesPerSecond`` seconds.
    public var duration: TimeInterval { 1 / Double(framesPerSecond) }

    /// Stops the display link for good.
    public func invalidate() {
        isValid = false
        if let token { clock.cancel(token) }
        token = nil
    }

    private func scheduleNext() {
        guard isValid, !isPaused else { return }
        if let token { clock.cancel(token) }
        let rate = Double(framesPerSecond)
        // The first boundary strictly after now (a boundary within a nanosecond of now counts as now).
        let next = ((clock.now * rate) + 1e-6).rounded(.down) + 1
        let time = next / rate
        targetTimestamp = time
        token = clock.schedule(at: time) { [weak self] in
            guard let self, self.isValid, !self.isPaused else { return }
            self.timestamp = time
            self.targetTimestamp = (next + 1) / rate
            self.token = nil
            self.callback(self)
            if self.token == nil { self.scheduleNext() }
        }
    }
}
