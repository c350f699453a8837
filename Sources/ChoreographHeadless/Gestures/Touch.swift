import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One finger on the screen, as `UITouch`: where it is, what it is doing, when, and which view it landed on.
///
/// Send touches to a ``TouchDispatcher``; it stamps them with the clock's time and, at touch-down, hit-tests the
/// window to find their ``view``. The touch keeps that view until it lifts, wherever it moves, as in UIKit.
@MainActor
public struct Touch {
    /// What a finger is doing, as `UITouch.Phase`.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// The finger touched down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and did not move; recognizers and views are not told.
        case stationary
        /// The finger lifted.
        case ended
        /// The system took the touch away (an incoming call, a removed window).
        case cancelled
    }

    /// The finger's identifier: the same for every phase of one touch, from touch-down to lift.
    public var id: Int
    /// Where the finger is, in window coordinates.
    public var location: CGPoint
    /// What the finger is doing.
    public var phase: Phase
    /// Where the finger was at the previous phase, in window coordinates; its touch-down location at first.
    public internal(set) var previousLocation: CGPoint
    /// The clock's time when the dispatcher received this phase, in seconds; 0 before it was sent.
    public internal(set) var timestamp: TimeInterval = 0
    /// The view the finger landed on (the window's hit test at touch-down); `nil` before it was sent or when it
    /// landed on no view.
    public internal(set) var view: View?
    /// A number the dispatcher gives each touch-down, unique within the dispatcher; 0 before it was sent.
    var serial = 0

    /// Creates a touch to send to a ``TouchDispatcher``.
    ///
    /// - Parameters:
    ///   - id: The finger's identifier; keep it for every phase of the same touch.
    ///   - location: Where the finger is, in window coordinates.
    ///   - phase: What the finger is doing.
    public init(id: Int, location: CGPoint, phase: Phase) {
        self.id = id
        self.location = location
        self.phase = phase
        previousLocation = location
    }

    /// The finger's location in `view`'s coordinates, or in window coordinates when `view` is `nil`.
    public func location(in view: View?) -> CGPoint {
        view?.convert(location, from: nil) ?? location
    }

    /// The finger's previous location in `view`'s coordinates, or in window coordinates when `view` is `nil`.
    public func previousLocation(in view: View?) -> CGPoint {
        view?.convert(previousLocation, from: nil) ?? previousLocation
    }
}
