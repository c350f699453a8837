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

    /// The nearest eye an ``ElementModifier/perspective(_:)`` accepts, in points: 1. The perspective entry `m34`,
    /// −1/distance, is then at most 1 in size, so the away transform stays finite whatever the element's transform
    /// and its scale, turn and offset (a nearer eye, down to the smallest positive number, sends it to infinity).
    public static let smallestPerspectiveEyeDistance: CGFloat = 1

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

    /// The mass of a spring given by its constants when none is given: 1.
    public static let springMass: Double = 1

    /// The normalized velocity every spring form starts with when none is given: 0.
    public static let springInitialVelocity: Double = 0

    /// The damping fraction of ``Transition/spring(response:dampingFraction:initialVelocity:)`` when none is
    /// given: 0.825, as SwiftUI's.
    public static let springDampingFraction: Double = 0.825

    /// The perceptual duration of ``Transition/spring(duration:bounce:initialVelocity:)`` when none is given:
    /// 0.5 s.
    public static let springPerceptualDuration: Double = 0.5

    /// The bounce of ``Transition/spring(duration:bounce:initialVelocity:)`` when none is given: 0.
    public static let springBounce: Double = 0

    /// How matched geometry's snapshots blend when no mode is given, and how a sourced element's do:
    /// ``MatchedFade/cross``.
    public static let matchedFade = MatchedFade.cross

    /// How matched geometry's snapshots are sized when no mode is given, and how a sourced element's are:
    /// ``MatchedFit/auto``.
    public static let matchedFit = MatchedFit.auto

    /// What a transition does with the elements both screens have an identifier for, unless told otherwise:
    /// ``ElementMatching/morph(fade:fit:)`` with the default modes, so that they fly from one screen's place to the
    /// other's in every transition.
    public static let matching = ElementMatching.morph()

    /// Where an element that modifiers move is animated when no ``ElementModifier/coordinateSpace(_:)`` is given:
    /// ``ElementCoordinateSpace/local``, in its own place.
    public static let elementCoordinateSpace = ElementCoordinateSpace.local

    /// Seconds between two elements of a cascade when no delta is given: 0.02.
    public static let cascadeDelta: Double = 0.02

    /// The order of a cascade when none is given: ``CascadeDirection/topToBottom``.
    public static let cascadeDirection = CascadeDirection.topToBottom

    /// How much an ``ElementModifier/arc(intensity:)`` bows the path when no intensity is given: 1.
    public static let arcIntensity: CGFloat = 1

    /// The smallest scale factor an ``ElementModifier/scale(_:)`` is taken at: 0.001. A factor nearer 0 becomes
    /// 0.001 with its sign, so the away transform can still be interpolated (a scale of 0 has no rotation to
    /// interpolate and would jump half way).
    public static let smallestScale: CGFloat = 0.001

    /// The shortest automatic duration, for an element that does not travel: 0.2 s.
    public static let automaticDurationBase: Double = 0.2

    /// How fast an automatic duration grows with distance: 2,500 points per second.
    public static let automaticDurationSpeed: Double = 2500

    /// The longest automatic duration: 0.5 s, reached at 750 points.
    public static let automaticDurationMaximum: Double = 0.5

    /// The duration ``ElementModifier/automaticDuration`` gives an element whose center travels `distance`
    /// points: ``automaticDurationBase`` + distance / ``automaticDurationSpeed``, at most
    /// ``automaticDurationMaximum`` — 0.2 s standing still, 0.28 s for 200 points, 0.5 s for 750 points and more.
    /// A negative or non-finite distance counts as 0 (NaN) or as far as can be (+∞).
    ///
    /// The distance is the straight line between the element's center at the start and at the end: between the two
    /// elements' centers for a matched or sourced ghost, the length of the x-y translation for an element that
    /// modifiers move.
    public static func automaticDuration(forDistance distance: Double) -> Double {
        let travelled = distance.isNaN ? 0 : max(distance, 0)
        return min(automaticDurationBase + travelled / automaticDurationSpeed, automaticDurationMaximum)
    }

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
