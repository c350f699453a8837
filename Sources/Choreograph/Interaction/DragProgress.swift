import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How a drag towards an edge of the screen turns into an interactive transition's progress
/// (<doc:InteractionPhysics#Following-the-finger>): the finger's translation towards ``edge`` over ``travel``.
///
/// A drag of `d` points towards the edge, over a travel of `t` points, contributes `d / t` to the progress (a drag
/// the other way contributes less than 0); a velocity of `v` points per second towards the edge is `v / t` progress
/// per second. ``InteractiveProgress`` adds the contribution to where the gesture took hold and keeps it in `0...1`.
///
/// Bad input has documented results, never a trap: a travel that is not a finite number greater than 0 counts as
/// ``fallbackTravel`` (1 point); a translation with a NaN component gives a NaN contribution (no progress, which
/// the host ignores or reports) and one that overflows (`1e308` points over a travel below 1) an infinite one,
/// which ``InteractiveProgress/progress(contribution:)`` clamps to 0 or 1; a velocity whose progress per second is
/// not finite counts as 0.
public struct DragProgress: Sendable, Hashable {
    /// The travel used when the one given is not a finite number greater than 0: 1 point.
    public static let fallbackTravel = 1.0

    /// The physical edge (left, right, top or bottom) the finger moves towards to complete the transition.
    public let edge: TransitionEdge
    /// The distance, in points, the finger travels for the whole transition: a finite number greater than 0.
    public let travel: Double

    /// Creates the mapping of a drag towards `edge` across `travel` points.
    ///
    /// - Parameters:
    ///   - edge: The edge the finger moves towards; ``TransitionEdge/leading`` and ``TransitionEdge/trailing`` are
    ///     resolved with `layoutDirection` (leading is the left edge left to right, the right edge right to left).
    ///   - layoutDirection: The layout direction of the view the finger moves on. Default
    ///     ``LayoutDirection/leftToRight``.
    ///   - travel: The distance, in points, for the whole transition; a value that is not a finite number greater
    ///     than 0 counts as ``fallbackTravel``.
    public init(towards edge: TransitionEdge, layoutDirection: LayoutDirection = .leftToRight, travel: Double) {
        self.edge = edge.resolved(for: layoutDirection)
        self.travel = travel.isFinite && travel > 0 ? travel : Self.fallbackTravel
    }

    /// The length of `size` along a move towards `edge`: its height towards the top or bottom, its width otherwise —
    /// the travel when none is given, `size` being the view the finger moves on.
    public static func length(of size: CGSize, towards edge: TransitionEdge) -> Double {
        Double(edge.isHorizontal ? size.width : size.height)
    }

    /// The component of `vector` towards ``edge``, in points: positive when it points that way (`−y` towards the top,
    /// `y` towards the bottom, `−x` towards the left, `x` towards the right).
    public func component(of vector: CGPoint) -> Double {
        switch edge {
        case .top: -Double(vector.y)
        case .bottom: Double(vector.y)
        case .left: -Double(vector.x)
        default: Double(vector.x)
        }
    }

    /// What a drag by `translation` points adds to the progress: its component towards ``edge`` over ``travel``.
    /// NaN when that component is NaN; infinite when the division overflows.
    public func contribution(translation: CGPoint) -> Double {
        component(of: translation) / travel
    }

    /// The progress per second of a finger moving at `velocity` points per second: its component towards ``edge``
    /// over ``travel``; 0 when that is not finite.
    public func progressVelocity(_ velocity: CGPoint) -> Double {
        let speed = component(of: velocity) / travel
        return speed.isFinite ? speed : 0
    }
}
