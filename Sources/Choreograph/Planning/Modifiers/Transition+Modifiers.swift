extension Transition {
    /// The transition with modifiers for the element `identifier` in either screen, for both the presentation
    /// and the dismissal.
    ///
    /// ```swift
    /// let transition = Transition.slide(from: .trailing)
    ///     .modifying("title", .fade, .translate(x: 0, y: 40), .delay(0.05))
    ///     .modifying("avatar", .when(.appearing, .scale(0.5)), .useGlobalCoordinateSpace)
    /// ```
    ///
    /// The planner moves the element between its own look and the look the modifiers describe
    /// (see ``ElementModifier``): into its own as it appears, out of it as it disappears. The element is named
    /// ``TransitionTarget/element(_:of:)`` in the plan. Rules add up: a later rule's modifiers follow an earlier
    /// one's for the elements both select. The planner checks every value and throws a
    /// ``PlanningError/invalidParameter(parameter:value:rule:)`` naming the rule, the modifier and the value
    /// otherwise.
    ///
    /// - Parameters:
    ///   - identifier: The element's identifier.
    ///   - modifiers: The modifiers, in order.
    public func modifying(_ identifier: String, _ modifiers: ElementModifier...) -> Transition {
        adding(ElementRule(.identifier(identifier), modifiers))
    }

    /// The transition with modifiers for the elements `selector` picks in either screen (see
    /// ``modifying(_:_:)``); a ``ElementModifier/cascade(delta:direction:)`` staggers them.
    ///
    /// - Parameters:
    ///   - selector: The elements.
    ///   - modifiers: The modifiers, in order.
    public func modifying(elements selector: ElementSelector, _ modifiers: ElementModifier...) -> Transition {
        adding(ElementRule(selector, modifiers))
    }

    /// The transition with `rule` added for both sides.
    public func adding(_ rule: ElementRule) -> Transition {
        var copy = self
        copy.presentingElementRules.append(rule)
        copy.dismissingElementRules.append(rule)
        return copy
    }
}
