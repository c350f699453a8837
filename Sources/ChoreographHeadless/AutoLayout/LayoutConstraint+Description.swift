/// How a constraint describes itself in diagnostics.
extension LayoutConstraint {
    /// The text of ``description``.
    func describe() -> String {
        var text = "\(Self.name(of: firstItem)).\(firstAttribute.name) \(relation.symbol)"
        if let secondItem, secondAttribute != .notAnAttribute {
            text += " \(Self.name(of: secondItem)).\(secondAttribute.name)"
            if multiplier != 1 { text += " × \(multiplier)" }
            if storedConstant != 0 { text += storedConstant < 0 ? " - \(-storedConstant)" : " + \(storedConstant)" }
        } else {
            text += " \(storedConstant)"
        }
        if !storedPriority.isRequired { text += " @\(storedPriority.rawValue)" }
        return identifier.map { "\($0): \(text)" } ?? text
    }

    /// A view's or guide's name: its identifier, or its type's name; `nil` items read as `nil`.
    static func name(of item: AnyObject?) -> String {
        switch item {
        case let view as View: view.identifier ?? "\(type(of: view))"
        case let guide as LayoutGuide: "\(guide.owningView.map { name(of: $0) } ?? "nil").\(guide.identifier)"
        default: "nil"
        }
    }

    /// The views the constraint relates (a guide counts as its owning view), for diagnostics.
    var viewNames: String {
        [firstItem, secondItem].compactMap { $0 }.map { Self.name(of: $0) }.joined(separator: ", ")
    }
}
