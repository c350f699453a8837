import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One stop of an element's keyframed motion (``ElementModifier/keyframes(_:)``): when the element gets there, how far
/// along its path it is, what it shows on top of the path, and how it eases there from the stop before.
///
/// A keyframed element still travels its usual path — from its look away (``ElementModifier``'s appearance
/// modifiers) to its own look, or, for a matched or sourced ghost, from the element it flies from to the element it
/// lands on — but in phases: the stops split its span into segments, and each segment moves the element from one stop
/// to the next on its own curve. Keyframes are written for the element *appearing*; an element that disappears plays
/// them backwards (see ``ElementModifier/keyframes(_:)``).
public struct ElementKeyframe: Hashable, Sendable, CustomStringConvertible {
    /// When the element reaches the stop, as a fraction of its motion's span (from its delay, for its duration):
    /// greater than 0 and at most 1, each stop later than the one before.
    public var time: Double
    /// How far along its path the element is at the stop: 0 is where it starts as it appears (its look away, or the
    /// element a ghost flies from), 1 its own look; finite, and outside 0…1 it overshoots the path.
    public var progress: CGFloat
    /// The curve from the stop before (or from the start of the span) to this one, over that segment alone. Default
    /// `nil`: the element's own timing (its ``ElementModifier/timing(_:)``, else the transition's), over the segment.
    /// A spring that sets its own duration is stretched over the segment.
    public var timing: TransitionCurve?
    /// What the element shows at the stop on top of its path, as appearance modifiers describe the look away:
    /// ``ElementModifier/opacity(_:)`` (a fraction of the path's opacity), ``ElementModifier/scale(_:)``,
    /// ``ElementModifier/rotate(_:)``, ``ElementModifier/translate(x:y:z:)``, ``ElementModifier/perspective(_:)``
    /// (applied to the path's transform as to the element's own) and ``ElementModifier/cornerRadius(_:)``;
    /// ``ElementModifier/when(_:_:)`` applies its modifiers when its condition holds. Any other modifier here is not
    /// used. Default: none, the path's look.
    public var modifiers: [ElementModifier]

    /// Creates a stop.
    ///
    /// - Parameters:
    ///   - time: When the element reaches the stop, as a fraction of its span; greater than 0 and at most 1.
    ///   - progress: How far along its path it is then; 0 is where it starts as it appears, 1 its own look.
    ///   - timing: The curve into the stop. Default `nil`: the element's own timing.
    ///   - modifiers: What it shows on top of its path then. Default: none.
    public init(at time: Double, progress: CGFloat, timing: TransitionCurve? = nil, _ modifiers: ElementModifier...) {
        self.time = time
        self.progress = progress
        self.timing = timing
        self.modifiers = modifiers
    }

    /// The stop as written, for traces: for example `at(0.5, progress: 0, scale(x: 0.9, y: 0.9, z: 1))`.
    public var description: String {
        var parts = ["at(\(time)", "progress: \(progress)"]
        if let timing { parts.append("timing: \(timing)") }
        parts += modifiers.map(\.description)
        return parts.joined(separator: ", ") + ")"
    }
}
