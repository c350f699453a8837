/// The rules a sheet's numbers follow, and the fallback for a number that breaks its rule
/// (<doc:SheetGeometry#Settings>).
extension SheetSettings {
    /// Every number that breaks its rule, each named with its value and the rule; empty for valid settings.
    ///
    /// The rules: ``topInset``, ``cornerRadius``, ``presenterCornerRadius``, ``grabberWidth``, ``grabberHeight`` and
    /// ``grabberTopInset`` finite and at least 0; ``mediumFraction`` finite, greater than 0 and at most 1;
    /// ``dimmingAlpha`` and ``dismissalThreshold`` from 0 to 1; ``settleDuration`` greater than 0 and at most 10 seconds
    /// (the longest spring duration UIKit honours); ``presenterScale``, ``settleDampingRatio`` and
    /// ``momentumDampingRatio`` finite and greater than 0.
    public var violations: [InteractionError] {
        Self.rules.compactMap { rule in
            let value = self[keyPath: rule.field]
            return rule.holds(value) ? nil : InteractionError(parameter: rule.name, value: value, rule: rule.text)
        }
    }

    /// These settings with every number that breaks its rule (``violations``) replaced by its default in
    /// ``standard``.
    public var sanitized: SheetSettings {
        var settings = self
        for rule in Self.rules where !rule.holds(self[keyPath: rule.field]) {
            settings[keyPath: rule.field] = Self.standard[keyPath: rule.field]
        }
        return settings
    }

    // MARK: - Internal API

    private struct Rule {
        var name: String
        var field: WritableKeyPath<SheetSettings, Double>
        var text: String
        var holds: (Double) -> Bool
    }

    private static var rules: [Rule] {
        let atLeastZero = "must be a finite number at least 0"
        let positive = "must be a finite number greater than 0"
        let unit = "must be a number from 0 to 1"
        func nonNegative(_ value: Double) -> Bool { value.isFinite && value >= 0 }
        func greaterThanZero(_ value: Double) -> Bool { value.isFinite && value > 0 }
        func inUnit(_ value: Double) -> Bool { value >= 0 && value <= 1 }
        return [
            Rule(name: "topInset", field: \.topInset, text: atLeastZero, holds: nonNegative),
            Rule(
                name: "mediumFraction", field: \.mediumFraction,
                text: "must be a number greater than 0 and at most 1", holds: { $0 > 0 && $0 <= 1 }),
            Rule(name: "cornerRadius", field: \.cornerRadius, text: atLeastZero, holds: nonNegative),
            Rule(name: "dimmingAlpha", field: \.dimmingAlpha, text: unit, holds: inUnit),
            Rule(name: "grabberWidth", field: \.grabberWidth, text: atLeastZero, holds: nonNegative),
            Rule(name: "grabberHeight", field: \.grabberHeight, text: atLeastZero, holds: nonNegative),
            Rule(name: "grabberTopInset", field: \.grabberTopInset, text: atLeastZero, holds: nonNegative),
            Rule(name: "presenterScale", field: \.presenterScale, text: positive, holds: greaterThanZero),
            Rule(name: "presenterCornerRadius", field: \.presenterCornerRadius, text: atLeastZero, holds: nonNegative),
            Rule(name: "dismissalThreshold", field: \.dismissalThreshold, text: unit, holds: inUnit),
            Rule(
                name: "settleDuration", field: \.settleDuration,
                text: "must be a number of seconds greater than 0 and at most 10", holds: { $0 > 0 && $0 <= 10 }),
            Rule(name: "settleDampingRatio", field: \.settleDampingRatio, text: positive, holds: greaterThanZero),
            Rule(
                name: "momentumDampingRatio", field: \.momentumDampingRatio, text: positive, holds: greaterThanZero),
        ]
    }
}
