import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How one element moves in a transition: a value users list, per identifier, with
/// ``Transition/modifying(_:_:)``.
///
/// Appearance modifiers describe the element *away*: how it looks before it appears and after it disappears. An
/// element of the screen that enters goes from that look to its own; an element of the screen that leaves goes from
/// its own to that look. So one list serves both the presentation and the dismissal:
///
/// ```swift
/// let transition = Transition.fade
///     .modifying("title", .fade, .translate(x: 0, y: 40), .delay(0.05))
///     .modifying(elements: .prefix("row-"), .fade, .scale(0.9), .cascade())
/// ```
///
/// The away look of an element with transform T is the modifiers' scale, then their rotation (about x, then y,
/// then z), then T, then their translation, then their perspective; its opacity is its own multiplied by
/// ``opacity(_:)``'s. Timing modifiers (``delay(_:)``, ``duration(_:)``, ``automaticDuration``, ``timing(_:)``,
/// ``cascade(delta:direction:)``, ``keyframes(_:)``) and ``arc(intensity:)`` also time and bend the ghost of a
/// matched identifier. Where several modifiers set the same thing, the last one wins.
public struct ElementModifier: Hashable, Sendable, CustomStringConvertible {
    /// What a modifier sets.
    public enum Kind: Hashable, Sendable {
        /// The away opacity, as a fraction of the element's own, 0…1.
        case opacity(CGFloat)
        /// The away scale along x, y and z, about the element's center.
        case scale(x: CGFloat, y: CGFloat, z: CGFloat)
        /// The away offset along x, y and z, in points.
        case translate(x: CGFloat, y: CGFloat, z: CGFloat)
        /// The away rotation about x, then y, then z, in radians.
        case rotate(x: CGFloat, y: CGFloat, z: CGFloat)
        /// The perspective of the away transform: an eye that many points from the screen.
        case perspective(eyeDistance: CGFloat)
        /// The away corner radius, the same at every corner.
        case cornerRadius(CGFloat)
        /// The away corner radius as a fraction of the element's width, the same at every corner.
        case relativeCornerRadius(fractionOfWidth: CGFloat)
        /// The element is invisible for the whole transition.
        case hidden
        /// The z position the element keeps while the transition runs.
        case zPosition(CGFloat)
        /// Seconds from the start of the transition to the start of the element's motion.
        case delay(Double)
        /// How long the element's motion lasts, in seconds.
        case duration(Double)
        /// The element's motion lasts as long as the distance it travels asks
        /// (``TransitionDefaults/automaticDuration(forDistance:)``).
        case automaticDuration
        /// The element's own curve or spring.
        case timing(TransitionCurve)
        /// The element's center travels on an arc, bowed by the intensity (0 is straight).
        case arc(intensity: CGFloat)
        /// Each element the rule selects starts `delta` seconds after the one before it, in `direction`.
        case cascade(delta: Double, direction: CascadeDirection)
        /// An element found in one screen only flies from, or to, the element with this identifier in the other.
        case source(String)
        /// Where the element is animated: in place or lifted into the container.
        case coordinateSpace(ElementCoordinateSpace)
        /// The modifiers apply only when the condition holds.
        case conditional(ElementCondition, [ElementModifier])
        /// The element travels its path in phases, through these stops.
        case keyframes([ElementKeyframe])
    }

    /// What the modifier sets.
    public let kind: Kind

    /// Creates a modifier from what it sets.
    public init(_ kind: Kind) {
        self.kind = kind
    }

    /// The modifier as written, for traces: for example `translate(x: 0, y: 40, z: 0)`.
    public var description: String {
        switch kind {
        case .opacity(let value): "opacity(\(value))"
        case .scale(let x, let y, let z): "scale(x: \(x), y: \(y), z: \(z))"
        case .translate(let x, let y, let z): "translate(x: \(x), y: \(y), z: \(z))"
        case .rotate(let x, let y, let z): "rotate(x: \(x), y: \(y), z: \(z))"
        case .perspective(let distance): "perspective(\(distance))"
        case .cornerRadius(let radius): "cornerRadius(\(radius))"
        case .relativeCornerRadius(let fraction): "cornerRadius(fractionOfWidth: \(fraction))"
        case .hidden: "hidden"
        case .zPosition(let z): "zPosition(\(z))"
        case .delay(let seconds): "delay(\(seconds))"
        case .duration(let seconds): "duration(\(seconds))"
        case .automaticDuration: "automaticDuration"
        case .timing(let curve): "timing(\(curve))"
        case .arc(let intensity): "arc(intensity: \(intensity))"
        case .cascade(let delta, let direction): "cascade(delta: \(delta), direction: \(direction))"
        case .source(let identifier): "source(\"\(identifier)\")"
        case .coordinateSpace(let space): "coordinateSpace(\(space.rawValue))"
        case .conditional(let condition, let modifiers):
            "when(\(condition.rawValue), \(modifiers.map(\.description).joined(separator: ", ")))"
        case .keyframes(let stops): "keyframes(\(stops.map(\.description).joined(separator: ", ")))"
        }
    }
}

// MARK: - Appearance

extension ElementModifier {
    /// Away, the element is fully transparent: ``opacity(_:)`` 0.
    public static let fade = ElementModifier(.opacity(0))

    /// Away, the element's opacity is `value` times its own; `value` in 0…1.
    public static func opacity(_ value: CGFloat) -> ElementModifier {
        ElementModifier(.opacity(value))
    }

    /// Away, the element is scaled by `factor` along x and y about its center; finite.
    public static func scale(_ factor: CGFloat) -> ElementModifier {
        ElementModifier(.scale(x: factor, y: factor, z: 1))
    }

    /// Away, the element is scaled about its center; every factor finite.
    ///
    /// - Parameters:
    ///   - x: The factor along x. Default 1.
    ///   - y: The factor along y. Default 1.
    ///   - z: The factor along z. Default 1.
    public static func scale(x: CGFloat = 1, y: CGFloat = 1, z: CGFloat = 1) -> ElementModifier {
        ElementModifier(.scale(x: x, y: y, z: z))
    }

    /// Away, the element is moved by an offset in points, in its coordinate space (its superview's for
    /// ``ElementCoordinateSpace/local``, the container's for ``ElementCoordinateSpace/global``); every offset
    /// finite and within ±``Scene/maximumCoordinate``.
    ///
    /// - Parameters:
    ///   - x: The offset along x. Default 0.
    ///   - y: The offset along y. Default 0.
    ///   - z: The offset along z. Default 0.
    public static func translate(x: CGFloat = 0, y: CGFloat = 0, z: CGFloat = 0) -> ElementModifier {
        ElementModifier(.translate(x: x, y: y, z: z))
    }

    /// Away, the element is turned by `angle` radians in its plane (about z); positive turns clockwise on a
    /// y-down screen.
    public static func rotate(_ angle: CGFloat) -> ElementModifier {
        ElementModifier(.rotate(x: 0, y: 0, z: angle))
    }

    /// Away, the element is turned in 3D about its center: about x, then y, then z, by angles in radians, each
    /// finite. Give it a ``perspective(_:)`` to see the depth.
    ///
    /// - Parameters:
    ///   - x: The angle about x. Default 0.
    ///   - y: The angle about y. Default 0.
    ///   - z: The angle about z. Default 0.
    public static func rotate(x: CGFloat = 0, y: CGFloat = 0, z: CGFloat = 0) -> ElementModifier {
        ElementModifier(.rotate(x: x, y: y, z: z))
    }

    /// The away transform is seen in perspective from an eye `eyeDistance` points away (`m34` = −1/eyeDistance);
    /// finite and at least ``TransitionDefaults/smallestPerspectiveEyeDistance`` (1 point). Default
    /// ``TransitionDefaults/perspectiveEyeDistance`` (500).
    public static func perspective(_ eyeDistance: CGFloat = TransitionDefaults.perspectiveEyeDistance)
        -> ElementModifier
    {
        ElementModifier(.perspective(eyeDistance: eyeDistance))
    }

    /// Away, the element's corners are rounded by `radius` points; finite and 0 or greater.
    public static func cornerRadius(_ radius: CGFloat) -> ElementModifier {
        ElementModifier(.cornerRadius(radius))
    }

    /// Away, the element's corners are rounded by `fraction` times its width (its bounds' width, before any
    /// transform); finite and 0 or greater.
    ///
    /// The radius follows the element's size when the transition is planned, so one value serves every screen
    /// size. A screen that zooms out of a thumbnail with radius r and width w looks, at the start, as if it had the
    /// thumbnail's corners when its own radius is r / w times its width: the zoom scales its width by w over its
    /// own, and the radius with it. `cornerRadius(fractionOfWidth: 20.0 / 120)` on a 390-point screen is a
    /// radius of 65 points; on an 844-point one, 140⅔.
    public static func cornerRadius(fractionOfWidth fraction: CGFloat) -> ElementModifier {
        ElementModifier(.relativeCornerRadius(fractionOfWidth: fraction))
    }

    /// The element is invisible for the whole transition — its opacity held at 0 from the first frame to the last,
    /// whatever its delay, duration and other opacity modifiers — and has its own opacity back when the transition
    /// ends, completed or cancelled.
    ///
    /// For the element a screen grows out of or shrinks back into, so that the original does not show beside the
    /// screen that stands for it: `.zoom(from: "herb-2").modifying("herb-2", .hidden)`.
    public static let hidden = ElementModifier(.hidden)

    /// The element keeps the z position `z` while the transition runs (so it passes over, or under, its
    /// siblings), and gets its own back when the transition ends; finite.
    public static func zPosition(_ z: CGFloat) -> ElementModifier {
        ElementModifier(.zPosition(z))
    }
}

// MARK: - Timing

extension ElementModifier {
    /// The element's motion starts `seconds` after the transition does; finite, from 0 to
    /// ``TransitionDefaults/maximumDuration``. Default 0.
    public static func delay(_ seconds: Double) -> ElementModifier {
        ElementModifier(.delay(seconds))
    }

    /// The element's motion lasts `seconds`; finite, from 0 to ``TransitionDefaults/maximumDuration``. Default: the
    /// transition's duration.
    public static func duration(_ seconds: Double) -> ElementModifier {
        ElementModifier(.duration(seconds))
    }

    /// The element's motion lasts as long as the distance its center travels asks, by
    /// ``TransitionDefaults/automaticDuration(forDistance:)``.
    public static let automaticDuration = ElementModifier(.automaticDuration)

    /// The element's motion eased by `curve`, any of ``TransitionCurve``'s forms. A spring that sets its own
    /// duration sets the element's. Default: the transition's timing, stretched over the element's motion.
    public static func timing(_ curve: TransitionCurve) -> ElementModifier {
        ElementModifier(.timing(curve))
    }

    /// The element's motion eased by a Bézier curve.
    public static func curve(_ curve: CubicBezier) -> ElementModifier {
        ElementModifier(.timing(.bezier(curve)))
    }

    /// The element's motion driven by UIKit's spring, fitted to the element's duration.
    ///
    /// - Parameters:
    ///   - dampingRatio: Greater than 0; above 1 counts as 1.
    ///   - initialVelocity: Normalized velocity at the start. Default ``TransitionDefaults/springInitialVelocity``
    ///     (0).
    public static func spring(
        dampingRatio: Double,
        initialVelocity: Double = TransitionDefaults.springInitialVelocity
    ) -> ElementModifier {
        ElementModifier(.timing(.springDampingRatio(dampingRatio, initialVelocity: initialVelocity)))
    }

    /// The element's motion driven by a spring from its physical constants; it lasts the spring's settling
    /// duration.
    ///
    /// - Parameters:
    ///   - mass: Greater than 0. Default ``TransitionDefaults/springMass`` (1).
    ///   - stiffness: Greater than 0.
    ///   - damping: 0 or greater.
    ///   - initialVelocity: Normalized velocity at the start. Default ``TransitionDefaults/springInitialVelocity``
    ///     (0).
    public static func spring(
        mass: Double = TransitionDefaults.springMass,
        stiffness: Double,
        damping: Double,
        initialVelocity: Double = TransitionDefaults.springInitialVelocity
    ) -> ElementModifier {
        ElementModifier(
            .timing(
                .springConstants(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)))
    }
}

// MARK: - Paths, sets and places

extension ElementModifier {
    /// The element's center travels on an arc instead of a straight line.
    ///
    /// The arc is a quadratic Bézier curve from the start a to the end b whose control point is
    /// m + intensity · (k − m), where m is the midpoint of a and b and k is the corner of the two points' box the
    /// path bends through: (b.x, a.y) when the element moves down or level (it sets off sideways and drops), and
    /// (a.x, b.y) when it moves up (it rises first, then turns). At intensity 1 the midpoint of the path is
    /// (m + k)/2; at 0 the path is straight; a negative intensity bows it the other way. The arc bends matched and
    /// sourced ghosts, elements lifted into the container, and the translation of elements animated in place.
    ///
    /// - Parameter intensity: Finite. Default ``TransitionDefaults/arcIntensity`` (1).
    public static func arc(intensity: CGFloat = TransitionDefaults.arcIntensity) -> ElementModifier {
        ElementModifier(.arc(intensity: intensity))
    }

    /// The elements a rule selects in a screen start one after another: ordered by `direction`, the k-th (from 0)
    /// gets k · `delta` seconds added to its delay.
    ///
    /// Elements the direction puts level (the same y for ``CascadeDirection/topToBottom``, the same distance for
    /// ``CascadeDirection/radial(x:y:)``) keep their drawing order.
    ///
    /// - Parameters:
    ///   - delta: Seconds between two elements; finite, from 0 to ``TransitionDefaults/maximumDuration``. Default
    ///     ``TransitionDefaults/cascadeDelta`` (0.02).
    ///   - direction: The order. Default ``TransitionDefaults/cascadeDirection`` (top to bottom).
    public static func cascade(
        delta: Double = TransitionDefaults.cascadeDelta,
        direction: CascadeDirection = TransitionDefaults.cascadeDirection
    ) -> ElementModifier {
        ElementModifier(.cascade(delta: delta, direction: direction))
    }

    /// An element found in one screen only flies from the element `identifier` of the other screen as it appears
    /// (and to it as it disappears), planned as matched geometry would plan the two: a ghost
    /// (``TransitionTarget/ghost(_:)`` named after this element) morphing from one to the other with a snapshot of
    /// each, blended by ``TransitionDefaults/matchedFade`` and sized by ``TransitionDefaults/matchedFit``. An element
    /// found in both screens is matched, not sourced (``PlanningDiagnostic/Code/sourceOfMatchedElement``); a source
    /// that cannot be found leaves the element to its other modifiers (``PlanningDiagnostic/Code/missingElement``).
    public static func source(_ identifier: String) -> ElementModifier {
        ElementModifier(.source(identifier))
    }

    /// The element is animated in its own place, moving with its screen (``ElementCoordinateSpace/local``), or
    /// lifted into the container (``ElementCoordinateSpace/global``). Default
    /// ``TransitionDefaults/elementCoordinateSpace`` (local).
    public static func coordinateSpace(_ space: ElementCoordinateSpace) -> ElementModifier {
        ElementModifier(.coordinateSpace(space))
    }

    /// The element is lifted into the container and animated in its coordinates, apart from its screen:
    /// ``coordinateSpace(_:)`` with ``ElementCoordinateSpace/global``.
    public static let useGlobalCoordinateSpace = ElementModifier(.coordinateSpace(.global))

    /// `modifiers` apply only when `condition` holds.
    public static func when(_ condition: ElementCondition, _ modifiers: ElementModifier...) -> ElementModifier {
        ElementModifier(.conditional(condition, modifiers))
    }
}

// MARK: - Keyframes

extension ElementModifier {
    /// The element travels its path in phases: it reaches each stop at the stop's time (a fraction of its span), as
    /// far along the path as the stop's progress, showing the stop's modifiers on top, eased from the stop before on
    /// the stop's curve. Written for the element appearing, from its start (time 0, progress 0, nothing on top).
    ///
    /// The path is the one the element has without keyframes: from its look away to its own for an element animated
    /// in place or lifted into the container, from the element it flies from to the one it lands on for a matched
    /// ghost (timed by the element of the screen that enters) or a sourced one (``source(_:)``). Before the first
    /// stop the element holds its start; after the last it holds the last stop, and when that is not its own look it
    /// shows its own look when the transition ends (the host puts the view back, or removes the ghost). A stop's
    /// modifiers change the element's transform, opacity and corners (and a ghost's or a lifted element's position,
    /// for a translation); a ghost's snapshots follow the path's progress.
    ///
    /// An element that disappears plays the stops backwards, as a motion's inverse does: the stop at time t with
    /// progress p is reached at 1 − t with 1 − p of its path to go, and each segment runs from its later stop's look
    /// to its earlier one's on its own curve, so a phase that eased in as the element appeared eases in as it leaves
    /// too. So one list serves the presentation and the dismissal.
    ///
    /// Each stop's time must be greater than 0, at most 1 and later than the stop before; its progress finite; its
    /// modifiers are checked as the element's own. An empty list changes nothing.
    ///
    /// - Parameter stops: The stops, in order.
    public static func keyframes(_ stops: ElementKeyframe...) -> ElementModifier {
        ElementModifier(.keyframes(stops))
    }
}
