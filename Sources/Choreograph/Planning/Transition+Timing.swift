// MARK: - Timing modifiers

extension Transition {
    /// The transition lasting `seconds` (for both sides, unless a side sets its own).
    ///
    /// The planner checks the duration: finite, 0 or greater, at most ``TransitionDefaults/maximumDuration``.
    /// A spring that sets its own duration overrides it (see ``TransitionCurve``). Default: by operation, see
    /// ``TransitionDefaults/duration(for:)``.
    public func duration(_ seconds: Double) -> Transition {
        var copy = self
        copy.timing.duration = seconds
        return copy
    }

    /// The transition eased by `curve` (for both sides, unless a side sets its own). Default
    /// ``TransitionDefaults/curve``.
    public func curve(_ curve: CubicBezier) -> Transition {
        self.timing(.bezier(curve))
    }

    /// The transition eased by the preset curve called `name` (`linear`, `easeIn`, `easeOut`, `easeInOut` or
    /// `default`); the planner throws ``PlanningError/unknownCurve(name:)`` for any other name.
    public func curve(named name: String) -> Transition {
        self.timing(.named(name))
    }

    /// The transition timed by `curve`, any of ``TransitionCurve``'s forms.
    public func timing(_ curve: TransitionCurve) -> Transition {
        var copy = self
        copy.timing.curve = curve
        return copy
    }

    /// The transition driven by a spring from its physical constants; it lasts the spring's settling duration.
    ///
    /// - Parameters:
    ///   - mass: Greater than 0. Default ``TransitionDefaults/springMass`` (1).
    ///   - stiffness: Greater than 0.
    ///   - damping: 0 or greater.
    ///   - initialVelocity: Normalized velocity at the start. Default ``TransitionDefaults/springInitialVelocity``
    ///     (0).
    public func spring(
        mass: Double = TransitionDefaults.springMass,
        stiffness: Double,
        damping: Double,
        initialVelocity: Double = TransitionDefaults.springInitialVelocity
    ) -> Transition {
        timing(.springConstants(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }

    /// The transition driven by UIKit's spring, fitted to the transition's duration.
    ///
    /// - Parameters:
    ///   - dampingRatio: Greater than 0; above 1 counts as 1.
    ///   - initialVelocity: Normalized velocity at the start. Default ``TransitionDefaults/springInitialVelocity``
    ///     (0).
    public func spring(dampingRatio: Double, initialVelocity: Double = TransitionDefaults.springInitialVelocity)
        -> Transition
    {
        timing(.springDampingRatio(dampingRatio, initialVelocity: initialVelocity))
    }

    /// The transition driven by SwiftUI's spring; it lasts the spring's settling duration.
    ///
    /// - Parameters:
    ///   - response: The period of the undamped spring, greater than 0.
    ///   - dampingFraction: The damping ratio, 0 or greater. Default ``TransitionDefaults/springDampingFraction``
    ///     (0.825).
    ///   - initialVelocity: Normalized velocity at the start. Default ``TransitionDefaults/springInitialVelocity``
    ///     (0).
    public func spring(
        response: Double,
        dampingFraction: Double = TransitionDefaults.springDampingFraction,
        initialVelocity: Double = TransitionDefaults.springInitialVelocity
    ) -> Transition {
        timing(.springResponse(response, dampingFraction: dampingFraction, initialVelocity: initialVelocity))
    }

    /// The transition driven by the perceptual spring; it lasts the spring's settling duration.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, greater than 0. Default ``TransitionDefaults/springPerceptualDuration``
    ///     (0.5).
    ///   - bounce: In −1…1. Default ``TransitionDefaults/springBounce`` (0).
    ///   - initialVelocity: Normalized velocity at the start. Default ``TransitionDefaults/springInitialVelocity``
    ///     (0).
    public func spring(
        duration: Double = TransitionDefaults.springPerceptualDuration,
        bounce: Double = TransitionDefaults.springBounce,
        initialVelocity: Double = TransitionDefaults.springInitialVelocity
    ) -> Transition {
        timing(.springDuration(duration, bounce: bounce, initialVelocity: initialVelocity))
    }
}
