import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Several fingers at once: every step sends all of them in one event, as a multi-touch display reports them.
extension TouchSimulator {
    /// The most fingers one step may put down: 5.
    public static let maximumFingers = 5

    /// Where the fingers of ``press(fingersAt:)`` are, in window coordinates and in order; empty while they are up.
    public var fingerLocations: [CGPoint] {
        fingers.map(\.location)
    }

    /// Touches fingers down at `points` (window coordinates) in one event, without advancing the clock.
    ///
    /// - Throws: ``TouchSimulatorError/fingerAlreadyDown`` while a finger is down,
    ///   ``TouchSimulatorError/invalidValue(parameter:value:rule:)`` for no points, more than ``maximumFingers``, or a
    ///   coordinate that is not finite.
    public func press(fingersAt points: [CGPoint]) throws(TouchSimulatorError) {
        guard location == nil, fingers.isEmpty else { throw .fingerAlreadyDown }
        guard (1...Self.maximumFingers).contains(points.count) else {
            throw .invalidValue(
                parameter: "points.count", value: Double(points.count),
                rule: "must be between 1 and \(Self.maximumFingers)")
        }
        for (index, point) in points.enumerated() {
            try Self.requireFinite(point, "points[\(index)]")
        }
        fingers = points.map { point in
            defer { nextID += 1 }
            return Touch(id: nextID, location: point, phase: .began)
        }
        dispatcher.send(fingers)
    }

    /// Moves the fingers of ``press(fingersAt:)`` to `points` over `duration` seconds (default 0: one move at once),
    /// each in a straight line, in steps at ``samplesPerSecond`` as ``move(to:duration:)`` does.
    ///
    /// - Throws: ``TouchSimulatorError/noFingerDown(step:)`` when those fingers are up,
    ///   ``TouchSimulatorError/invalidValue(parameter:value:rule:)`` for a count that differs from the fingers
    ///   down, a coordinate that is not finite, or a duration outside 0…60 s.
    public func move(fingersTo points: [CGPoint], duration: TimeInterval = 0) throws(TouchSimulatorError) {
        guard !fingers.isEmpty else { throw .noFingerDown(step: "move") }
        guard points.count == fingers.count else {
            throw .invalidValue(
                parameter: "points.count", value: Double(points.count),
                rule: "must equal the \(fingers.count) fingers down")
        }
        for (index, point) in points.enumerated() {
            try Self.requireFinite(point, "points[\(index)]")
        }
        try Self.requireDuration(duration)
        let starts = fingers.map(\.location)
        let startTime = clock.now
        let steps = max(1, Int((duration * samplesPerSecond - 1e-9).rounded(.up)))
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            clock.advance(to: startTime + duration * fraction)
            for index in fingers.indices {
                fingers[index].phase = .moved
                fingers[index].location = CGPoint(
                    x: starts[index].x + (points[index].x - starts[index].x) * fraction,
                    y: starts[index].y + (points[index].y - starts[index].y) * fraction)
            }
            dispatcher.send(fingers)
        }
    }

    /// Lifts the fingers of ``press(fingersAt:)`` together where they are, without advancing the clock.
    ///
    /// - Throws: ``TouchSimulatorError/noFingerDown(step:)`` when those fingers are up.
    public func releaseFingers() throws(TouchSimulatorError) {
        guard !fingers.isEmpty else { throw .noFingerDown(step: "release") }
        for index in fingers.indices {
            fingers[index].phase = .ended
        }
        dispatcher.send(fingers)
        fingers = []
    }

    /// Pinches with two fingers about `center`, on a horizontal line: presses them `startDistance` points apart,
    /// moves them symmetrically until they are `endDistance` apart over `duration` seconds, and lifts them.
    ///
    /// - Throws: as ``press(fingersAt:)`` and ``move(fingersTo:duration:)``, and
    ///   ``TouchSimulatorError/invalidValue(parameter:value:rule:)`` for a distance that is not finite or is negative.
    public func pinch(
        center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, duration: TimeInterval
    ) throws(TouchSimulatorError) {
        for (name, distance) in [("startDistance", startDistance), ("endDistance", endDistance)]
        where !distance.isFinite || distance < 0 {
            throw .invalidValue(parameter: name, value: Double(distance), rule: "must be a finite number of 0 or more")
        }
        try Self.requireDuration(duration)
        try press(fingersAt: Self.pair(center, startDistance))
        try move(fingersTo: Self.pair(center, endDistance), duration: duration)
        try releaseFingers()
    }

    /// Two points `distance` apart on a horizontal line through `center`, left one first.
    public static func pair(_ center: CGPoint, _ distance: CGFloat) -> [CGPoint] {
        [CGPoint(x: center.x - distance / 2, y: center.y), CGPoint(x: center.x + distance / 2, y: center.y)]
    }
}
