/// The error thrown when a ``Scene`` is built from geometry or structure that breaks one of its rules.
///
/// The error names the element (its index in drawing order and its identifier, when it has one), the field, the
/// offending value and the rule, so that `elements[3] ("herb-2"): center.x = nan: must be a finite number` can be
/// shown as it is.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A rule of a scene.
    public enum Rule: String, Hashable, Sendable, CaseIterable {
        /// A number must be finite (neither NaN nor infinite).
        case finite = "must be a finite number"
        /// A number must be 0 or greater.
        case nonNegative = "must be 0 or greater"
        /// A coordinate or length must lie within ±``Scene/maximumCoordinate``.
        case withinMaximumCoordinate = "must lie within ±1,000,000,000"
        /// An opacity must be from 0 (transparent) to 1 (opaque), as UIKit draws it.
        case fromZeroToOne = "must be from 0 to 1"
        /// A parent must be an earlier element: parents come before their children in drawing order.
        case parentBeforeChild = "must be the index of an earlier element"
        /// A capture must not produce more than its element limit (a host whose hierarchy has a cycle stops here).
        case withinElementLimit = "must not exceed the capture's element limit"
    }

    /// The index of the element in ``Scene/elements``, or `nil` when the error is about the scene itself.
    public var elementIndex: Int?
    /// The element's identifier, when it has one.
    public var identifier: String?
    /// The offending field, as spelled in the API (for example `"center.x"` or `"shadow.radius"`).
    public var field: String
    /// The offending value, printed.
    public var value: String
    /// The rule the value breaks.
    public var rule: Rule

    /// Creates an error for a field of an element (or of the scene, when `elementIndex` is `nil`).
    public init(elementIndex: Int?, identifier: String?, field: String, value: String, rule: Rule) {
        self.elementIndex = elementIndex
        self.identifier = identifier
        self.field = field
        self.value = value
        self.rule = rule
    }

    /// A one-line message: `scene: field = value: rule` or `elements[i] ("id"): field = value: rule`.
    public var description: String {
        let subject: String
        if let elementIndex {
            subject =
                identifier.map { "elements[\(elementIndex)] (\(QuotedExcerpt.identifier($0)))" }
                ?? "elements[\(elementIndex)]"
        } else {
            subject = "scene"
        }
        return "\(subject): \(field) = \(value): \(rule.rawValue)"
    }
}
