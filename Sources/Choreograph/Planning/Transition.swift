/// A library transition as a value: what moves when a screen is presented, and what moves when it goes away.
///
/// A transition holds a presenting ``TransitionEffect`` and, optionally, a dismissing one; without one, a dismissal
/// runs the presenting effect's ``TransitionEffect/inverse``. Forward operations (present, push, a forward tab
/// switch) run the presenting side, backward ones (dismiss, pop, a backward tab switch) the dismissing side.
///
/// Transitions are values, not a closed list: the presets are static members (``fade``, ``slide(from:)``,
/// ``zoom(from:fades:)``…), and a user adds their own the same way, in an extension, with an effect of their own. They
/// combine (``reversed``, ``combined(with:)``, ``asymmetric(presenting:dismissing:)``) and take timing modifiers
/// (``duration(_:)``, ``curve(_:)``, the four `spring` forms):
///
/// ```swift
/// let transition = Transition.slide(from: .trailing)
///     .combined(with: .fade)
///     .duration(0.5)
///     .spring(dampingRatio: 0.8)
/// ```
///
/// A ``Planner`` turns a transition, two scenes and an operation into a ``Timeline``.
public struct Transition: Sendable, CustomStringConvertible {
    /// The transition's name, for traces (for example `"slide(from: trailing)"`).
    public var name: String
    /// The effect forward operations run.
    public var presenting: TransitionEffect
    /// The effect backward operations run, or `nil` to run ``presenting``'s inverse. Default `nil`.
    public var dismissing: TransitionEffect?
    /// Timing for both sides; a side's own timing (given to ``asymmetric(presenting:dismissing:)``) wins over it.
    /// Default: nothing set.
    public var timing: TransitionTiming
    /// The presenting side's own timing. Default: nothing set.
    public var presentingTiming: TransitionTiming
    /// The dismissing side's own timing. Default: nothing set.
    public var dismissingTiming: TransitionTiming
    /// The element modifiers forward operations apply, in order (see ``modifying(_:_:)``). Default none.
    public var presentingElementRules: [ElementRule]
    /// The element modifiers backward operations apply, in order. Default none.
    public var dismissingElementRules: [ElementRule]
    /// The transition planned instead when this one's effect cannot find its element (see ``fallback(_:)``), kept in
    /// an array so that a transition can hold one. Default none.
    var fallbackStorage: [Transition] = []
    /// What forward operations do with elements both screens have (see ``matching(_:)``). Default
    /// ``TransitionDefaults/matching``.
    var presentingMatching = TransitionDefaults.matching
    /// What backward operations do with elements both screens have. Default ``TransitionDefaults/matching``.
    var dismissingMatching = TransitionDefaults.matching

    /// Creates a transition that presents with `effect` and dismisses with its inverse.
    ///
    /// - Parameters:
    ///   - effect: The presenting effect.
    ///   - name: The transition's name. Default: the effect's.
    public init(_ effect: TransitionEffect, name: String? = nil) {
        self.init(
            name: name ?? effect.name, presenting: effect, dismissing: nil, timing: TransitionTiming(),
            presentingTiming: TransitionTiming(), dismissingTiming: TransitionTiming())
    }

    /// Creates a transition from every part.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - presenting: The effect forward operations run.
    ///   - dismissing: The effect backward operations run; `nil` runs `presenting`'s inverse. Default `nil`.
    ///   - timing: Timing for both sides. Default: nothing set.
    ///   - presentingTiming: The presenting side's own timing. Default: nothing set.
    ///   - dismissingTiming: The dismissing side's own timing. Default: nothing set.
    ///   - presentingElementRules: The element modifiers forward operations apply. Default none.
    ///   - dismissingElementRules: The element modifiers backward operations apply. Default none.
    public init(
        name: String,
        presenting: TransitionEffect,
        dismissing: TransitionEffect? = nil,
        timing: TransitionTiming = TransitionTiming(),
        presentingTiming: TransitionTiming = TransitionTiming(),
        dismissingTiming: TransitionTiming = TransitionTiming(),
        presentingElementRules: [ElementRule] = [],
        dismissingElementRules: [ElementRule] = []
    ) {
        self.name = name
        self.presenting = presenting
        self.dismissing = dismissing
        self.timing = timing
        self.presentingTiming = presentingTiming
        self.dismissingTiming = dismissingTiming
        self.presentingElementRules = presentingElementRules
        self.dismissingElementRules = dismissingElementRules
    }

    /// The transition's name.
    public var description: String { name }

    /// The effect and timing an operation runs: the presenting side for forward operations, the dismissing side
    /// (or the presenting side's inverse) for backward ones.
    public func side(for operation: TransitionOperation) -> (effect: TransitionEffect, timing: TransitionTiming) {
        if operation.isForward {
            return (presenting, presentingTiming.merged(over: timing))
        }
        return (dismissing ?? presenting.inverse, dismissingTiming.merged(over: timing))
    }

    /// The element modifiers an operation applies: ``presentingElementRules`` for forward operations,
    /// ``dismissingElementRules`` for backward ones.
    public func elementRules(for operation: TransitionOperation) -> [ElementRule] {
        operation.isForward ? presentingElementRules : dismissingElementRules
    }

    /// The effect backward operations run: ``dismissing``, or ``presenting``'s inverse.
    public var resolvedDismissing: TransitionEffect {
        dismissing ?? presenting.inverse
    }
}

// MARK: - Combinators

extension Transition {
    /// The transition played the other way: it presents with what this transition dismisses with, and dismisses
    /// with what it presents with.
    ///
    /// So `.cover(from: .bottom).reversed` presents the way a cover is dismissed — the old screen leaves through the
    /// bottom, uncovering the new one — and `.slide(from: .right).reversed` presents with the new screen coming from
    /// the left. Reversing twice gives back the original. The element modifiers of the two sides trade places too;
    /// their conditions still name the operation that runs (``ElementCondition/presenting`` holds for a
    /// presentation). A ``fallbackTransition`` is reversed with it.
    public var reversed: Transition {
        var result = Transition(
            name: "\(name).reversed",
            presenting: resolvedDismissing,
            dismissing: presenting,
            timing: timing,
            presentingTiming: dismissingTiming,
            dismissingTiming: presentingTiming,
            presentingElementRules: dismissingElementRules,
            dismissingElementRules: presentingElementRules
        )
        result.fallbackTransition = fallbackTransition?.reversed
        result.presentingMatching = dismissingMatching
        result.dismissingMatching = presentingMatching
        return result
    }

    /// This transition and `other` at once, side by side (see ``TransitionEffect/combined(with:)`` for how two
    /// effects that animate the same property combine).
    ///
    /// Timing this transition sets wins; what it leaves out comes from `other`. The element modifiers are this
    /// transition's followed by `other`'s; what is done with shared elements (``matching(_:)``) is this transition's.
    public func combined(with other: Transition) -> Transition {
        let dismissing: TransitionEffect? =
            self.dismissing == nil && other.dismissing == nil
            ? nil : resolvedDismissing.combined(with: other.resolvedDismissing)
        var result = Transition(
            name: "\(name) + \(other.name)",
            presenting: presenting.combined(with: other.presenting),
            dismissing: dismissing,
            timing: timing.merged(over: other.timing),
            presentingTiming: presentingTiming.merged(over: other.presentingTiming),
            dismissingTiming: dismissingTiming.merged(over: other.dismissingTiming),
            presentingElementRules: presentingElementRules + other.presentingElementRules,
            dismissingElementRules: dismissingElementRules + other.dismissingElementRules
        )
        result.presentingMatching = presentingMatching
        result.dismissingMatching = dismissingMatching
        return result
    }

    /// A transition that presents with one transition and dismisses with another, each played forwards.
    ///
    /// The dismissal runs `dismissing`'s presenting side as it is: the screen that leaves the dismissal is its
    /// "from" screen. `.asymmetric(presenting: .cover(from: .bottom), dismissing: .fade)` slides up and fades away.
    /// Each side keeps its own timing, the element modifiers of its transition's presenting side and what that side
    /// does with shared elements (``matching(_:)``).
    ///
    /// - Parameters:
    ///   - presenting: The transition forward operations run (its presenting side).
    ///   - dismissing: The transition backward operations run (its presenting side, forwards).
    public static func asymmetric(presenting: Transition, dismissing: Transition) -> Transition {
        var result = Transition(
            name: "asymmetric(\(presenting.name), \(dismissing.name))",
            presenting: presenting.presenting,
            dismissing: dismissing.presenting,
            timing: TransitionTiming(),
            presentingTiming: presenting.presentingTiming.merged(over: presenting.timing),
            dismissingTiming: dismissing.presentingTiming.merged(over: dismissing.timing),
            presentingElementRules: presenting.presentingElementRules,
            dismissingElementRules: dismissing.presentingElementRules
        )
        result.presentingMatching = presenting.presentingMatching
        result.dismissingMatching = dismissing.presentingMatching
        return result
    }
}
