import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Internal API

extension Scene.Element {
    /// Throws the first rule the element at `index` breaks: numbers finite and within ±``Scene/maximumCoordinate``,
    /// lengths 0 or greater, opacities from 0 to 1, the parent an earlier element.
    func validate(index: Int) throws(SceneError) {
        let check = SceneValidation(index: index, identifier: identifier)
        try check.coordinate(center.x, "center.x")
        try check.coordinate(center.y, "center.y")
        try check.length(size.width, "size.width")
        try check.length(size.height, "size.height")
        // The entries are listed, and the entry's name built, only when one breaks the rule.
        if !Self.isCoordinates(transform) {
            let entries = AnimatableValue.transform(transform).components
            for (offset, entry) in entries.enumerated() where !SceneValidation.isCoordinate(CGFloat(entry)) {
                try check.coordinate(CGFloat(entry), "transform.m\(offset / 4 + 1)\(offset % 4 + 1)")
            }
        }
        try check.fraction(opacity, "opacity")
        try check.length(cornerRadii.topLeft, "cornerRadii.topLeft")
        try check.length(cornerRadii.topRight, "cornerRadii.topRight")
        try check.length(cornerRadii.bottomRight, "cornerRadii.bottomRight")
        try check.length(cornerRadii.bottomLeft, "cornerRadii.bottomLeft")
        try check.color(backgroundColor, "backgroundColor")
        try check.length(borderWidth, "borderWidth")
        try check.color(borderColor, "borderColor")
        try check.fraction(shadow.opacity, "shadow.opacity")
        try check.length(shadow.radius, "shadow.radius")
        try check.coordinate(shadow.offset.width, "shadow.offset.width")
        try check.coordinate(shadow.offset.height, "shadow.offset.height")
        try check.color(shadow.color, "shadow.color")
        try check.coordinate(zPosition, "zPosition")
        if let parent, !(0..<index).contains(parent) {
            throw check.error("parent", "\(parent)", .parentBeforeChild)
        }
    }
}

extension Scene.Element {
    /// Whether the element at `index` keeps every rule ``validate(index:)`` checks, found with plain comparisons and
    /// no error built: a coordinate `c` keeps its rule when `abs(c) <= maximumCoordinate` (false for NaN and ±∞), a
    /// length `l` when `0 <= l && l <= maximumCoordinate`, an opacity `o` when `0 <= o && o <= 1`. When this is `false`, ``validate(index:)`` finds the rule
    /// broken and builds its error.
    package func keepsRules(index: Int) -> Bool {
        guard
            Self.inlineValuesKeepRules(
                center: center, size: size, opacity: opacity, backgroundColor: backgroundColor, zPosition: zPosition)
        else { return false }
        if let extras {
            guard extras.values.keepsRules else { return false }
        } else {
            // A plain element's other values are a plain view's, which keep every rule, and one corner radius.
            guard SceneValidation.isLength(evenCornerRadius) else { return false }
        }
        guard hasParent else { return true }
        return parentIndex >= 0 && parentIndex < index
    }

    /// Whether the values every element keeps inline, besides its corner radius and parent, keep their rules: the
    /// center's coordinates, the size's lengths, the opacity, the background colour and the z position. The part of
    /// ``keepsRules(index:)`` that a plain element's values are checked with before they are stored.
    @inline(__always)
    static func inlineValuesKeepRules(
        center: CGPoint, size: CGSize, opacity: CGFloat, backgroundColor: Color?, zPosition: CGFloat
    ) -> Bool {
        let coordinate = SceneValidation.isCoordinate
        let length = SceneValidation.isLength
        return coordinate(center.x) && coordinate(center.y) && length(size.width) && length(size.height)
            && SceneValidation.isFraction(opacity) && SceneValidation.isColor(backgroundColor) && coordinate(zPosition)
    }

    /// Whether every entry of `t` is finite and within ±``Scene/maximumCoordinate``.
    static func isCoordinates(_ t: Transform3D) -> Bool {
        func row(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> Bool {
            SceneValidation.isCoordinate(a) && SceneValidation.isCoordinate(b) && SceneValidation.isCoordinate(c)
                && SceneValidation.isCoordinate(d)
        }
        return row(t.m11, t.m12, t.m13, t.m14) && row(t.m21, t.m22, t.m23, t.m24) && row(t.m31, t.m32, t.m33, t.m34)
            && row(t.m41, t.m42, t.m43, t.m44)
    }
}

extension ElementExtras.Values {
    /// Whether the values kept out of line keep the rules ``Scene/Element/validate(index:)`` checks.
    var keepsRules: Bool {
        let coordinate = SceneValidation.isCoordinate
        let color = SceneValidation.isColor
        let length = SceneValidation.isLength
        return Scene.Element.isCoordinates(transform) && length(cornerRadii.topLeft) && length(cornerRadii.topRight)
            && length(cornerRadii.bottomRight) && length(cornerRadii.bottomLeft) && length(borderWidth)
            && color(borderColor) && SceneValidation.isFraction(shadow.opacity) && length(shadow.radius)
            && coordinate(shadow.offset.width) && coordinate(shadow.offset.height) && color(shadow.color)
    }
}

/// The checks a scene applies to its numbers, naming the element they belong to.
struct SceneValidation {
    var index: Int?
    var identifier: String?

    func error(_ field: String, _ value: String, _ rule: SceneError.Rule) -> SceneError {
        SceneError(elementIndex: index, identifier: identifier, field: field, value: value, rule: rule)
    }

    /// Finite.
    func finite(_ value: CGFloat, _ field: String) throws(SceneError) {
        guard value.isFinite else { throw error(field, "\(value)", .finite) }
    }

    /// Finite and within ±``Scene/maximumCoordinate``.
    func coordinate(_ value: CGFloat, _ field: String) throws(SceneError) {
        try finite(value, field)
        guard abs(value) <= Scene.maximumCoordinate else { throw error(field, "\(value)", .withinMaximumCoordinate) }
    }

    /// Finite, 0 or greater, and at most ``Scene/maximumCoordinate``.
    func length(_ value: CGFloat, _ field: String) throws(SceneError) {
        try coordinate(value, field)
        guard value >= 0 else { throw error(field, "\(value)", .nonNegative) }
    }

    /// Finite and from 0 to 1: an opacity.
    func fraction(_ value: CGFloat, _ field: String) throws(SceneError) {
        try finite(value, field)
        guard Self.isFraction(value) else { throw error(field, "\(value)", .fromZeroToOne) }
    }

    /// Whether `value` is from 0 to 1 (false for NaN).
    static func isFraction(_ value: CGFloat) -> Bool {
        value >= 0 && value <= 1
    }

    /// Whether `value` is finite and within ±``Scene/maximumCoordinate``.
    static func isCoordinate(_ value: CGFloat) -> Bool {
        // NaN and ±∞ fail the comparison: no separate test for them is needed.
        abs(value) <= Scene.maximumCoordinate
    }

    /// Whether `value` is 0 or greater, finite and at most ``Scene/maximumCoordinate``.
    static func isLength(_ value: CGFloat) -> Bool {
        value >= 0 && isCoordinate(value)
    }

    /// Whether every component of `color` is finite; `true` without a colour.
    ///
    /// Tested at once rather than component by component: `x - x` is zero for a finite `x` and NaN for an infinite
    /// or NaN one, and a sum of zeros is zero while a sum with a NaN is NaN, so the sum is zero exactly when every
    /// component is finite. Inlined: a capture checks every element's background colour with it.
    @inline(__always)
    static func isColor(_ color: Color?) -> Bool {
        guard let color else { return true }
        let (red, green, blue, alpha) = (color.red, color.green, color.blue, color.alpha)
        return (red - red) + (green - green) + (blue - blue) + (alpha - alpha) == 0
    }

    /// Every component finite, when there is a colour.
    func color(_ color: Color?, _ field: String) throws(SceneError) {
        // The components' names are only built when one of them breaks the rule.
        guard let color, !Self.isColor(color) else { return }
        try finite(color.red, "\(field).red")
        try finite(color.green, "\(field).green")
        try finite(color.blue, "\(field).blue")
        try finite(color.alpha, "\(field).alpha")
    }
}
