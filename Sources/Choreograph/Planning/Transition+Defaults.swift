import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Every default of the declarative transitions, in one place.
///
/// The presets and the ``Planner`` read these values; the docs quote them.
public enum TransitionDefaults {
    /// The duration of a transition that sets none, by operation: 0.4 s for present and dismiss (UIKit's cover
    /// vertical), 0.35 s for push and pop (UIKit's navigation transition) and 0.3 s for tab switches.
    public static func duration(for kind: TransitionOperation.Kind) -> Double {
        switch kind {
        case .modal: 0.4
        case .navigation: 0.35
        case .tab: 0.3
        }
    }

    /// The curve of a transition that sets none: ease in, ease out (``CubicBezier/easeInOut``), as `UIView.animate`.
    public static let curve = TransitionCurve.bezier(.easeInOut)

    /// The longest duration the planner accepts, in seconds: 60 (``Spring/maximumSettlingDuration``).
    public static let maximumDuration: Double = 60

    /// How far the old screen moves in ``Transition/push(from:)``, as a fraction of the container's size along the
    /// motion: 0.3, as UIKit's navigation transition.
    public static let pushParallax: CGFloat = 0.3

    /// The opacity the dimming view reaches over the old screen in ``Transition/push(from:)`` and
    /// ``Transition/pageIn(from:)``: 0.1, as UIKit's navigation transition.
    public static let dimmingOpacity: CGFloat = 0.1

    /// The dimming view's colour: ``Color/black``.
    public static let dimmingColor = Color.black

    /// The scale ``Transition/zoom`` grows the new screen from: 0.8.
    public static let zoomScale: CGFloat = 0.8

    /// The scale ``Transition/pageIn(from:)`` shrinks the old screen to: 0.9.
    public static let pageScale: CGFloat = 0.9

    /// The distance of the eye from the screen in the 3D presets (``Transition/flip(from:)``,
    /// ``Transition/cube(from:)``), in points: 500, so the perspective entry `m34` is −1/500.
    public static let perspectiveEyeDistance: CGFloat = 500

    /// How many intervals a path motion or a composition of combined motions is sampled into: 24 (25 keyframes
    /// over the motion's span).
    public static let pathSampleCount = 24

    /// The duration of every transition under Reduce Motion (``PlanningOptions/reducesMotion``): 0.2 s.
    public static let reducedMotionDuration: Double = 0.2

    /// The curve of every transition under Reduce Motion: ``CubicBezier/easeInOut``.
    public static let reducedMotionCurve = CubicBezier.easeInOut

    /// The layout direction the planner resolves leading and trailing edges with when none is given:
    /// ``LayoutDirection/leftToRight``.
    public static let layoutDirection = LayoutDirection.leftToRight

    /// What ``Transition/automatic`` runs, by operation: ``Transition/fade`` for present and dismiss,
    /// ``Transition/push(from:)`` from the trailing edge for push and pop, ``Transition/slide(from:)`` from the
    /// trailing edge for tab switches (a backward switch plays it inverted, from the leading edge).
    public static func automaticTransition(for kind: TransitionOperation.Kind) -> Transition {
        switch kind {
        case .modal: .fade
        case .navigation: .push(from: .trailing)
        case .tab: .slide(from: .trailing)
        }
    }
}
