/// The elements an element rule (``Transition/modifying(elements:_:)``) applies to, by identifier, in each screen.
public enum ElementSelector: Hashable, Sendable, CustomStringConvertible {
    /// The element with this identifier.
    case identifier(String)
    /// The elements with these identifiers.
    case identifiers([String])
    /// Every element whose identifier starts with this prefix (for example the rows `"row-0"`, `"row-1"`…).
    case prefix(String)

    /// The selector as written: `"title"`, `["a", "b"]` or `prefix("row-")`.
    public var description: String {
        switch self {
        case .identifier(let identifier): "\"\(identifier)\""
        case .identifiers(let identifiers): "[\(identifiers.map { "\"\($0)\"" }.joined(separator: ", "))]"
        case .prefix(let prefix): "prefix(\"\(prefix)\")"
        }
    }

    /// The distinct identifiers of `scene` this selector picks, in drawing order of their first element.
    func identifiers(in scene: Scene) -> [String] {
        var seen = Set<String>()
        return scene.elements.compactMap(\.identifier).filter { identifier in
            let picked =
                switch self {
                case .identifier(let wanted): identifier == wanted
                case .identifiers(let wanted): wanted.contains(identifier)
                case .prefix(let prefix): identifier.hasPrefix(prefix)
                }
            return picked && seen.insert(identifier).inserted
        }
    }

    /// The identifiers the selector names outright (none for a prefix), so that a missing one can be reported.
    var namedIdentifiers: [String] {
        switch self {
        case .identifier(let identifier): [identifier]
        case .identifiers(let identifiers): identifiers
        case .prefix: []
        }
    }
}
