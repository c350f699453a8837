import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Checks a JSON document against the screen file schema (<doc:ScreenFiles>) and builds the ``ScreenFile``,
/// keeping the path of the value it is looking at so that an error can name it.
struct ScreenFileDecoder {
    /// The keys of the top-level object.
    enum ScreenKey: String, CaseIterable {
        case size, views
    }

    /// The keys of a view's object.
    enum ViewKey: String, CaseIterable {
        case id, frame, color, cornerRadius, image, text, alpha, children
    }

    /// One step of a JSON path: a key or an index.
    enum PathComponent {
        case key(String)
        case index(Int)
    }

    let file: String
    private var path: [PathComponent] = []
    private var viewCount = 0

    init(file: String) {
        self.file = file
    }

    /// The screen a document describes.
    mutating func screen(_ document: JSONValue) throws(ScreenFileError) -> ScreenFile {
        let members = try object(document, keys: ScreenKey.self)
        guard let size = members[.size] else {
            throw failure(
                .missingKey(needed: "a screen needs its size [width, height]"), at: .key(ScreenKey.size.rawValue))
        }
        path.append(.key(ScreenKey.size.rawValue))
        let numbers = try numbers(size, count: 2, meaning: "[width, height]")
        for (index, number) in numbers.enumerated() {
            try check(number, index: index) {
                $0 >= ScreenFile.minimumSide && $0 <= Scene.maximumCoordinate
            } rule: {
                "must be from \(Int(ScreenFile.minimumSide)) to \(Scene.maximumCoordinate)"
            }
        }
        path.removeLast()
        var views: [ScreenFile.ViewSpec] = []
        if let value = members[.views] {
            views = try self.views(value, key: ScreenKey.views.rawValue, depth: 1)
        }
        return ScreenFile(size: CGSize(width: numbers[0], height: numbers[1]), views: views)
    }

    // MARK: - Views

    /// The array of views under `key`.
    private mutating func views(_ value: JSONValue, key: String, depth: Int) throws(ScreenFileError)
        -> [ScreenFile.ViewSpec]
    {
        path.append(.key(key))
        defer { path.removeLast() }
        guard case .array(let elements) = value else {
            throw failure(.wrongType(expected: "an array of views", found: Self.kind(of: value)))
        }
        var views: [ScreenFile.ViewSpec] = []
        for (index, element) in elements.enumerated() {
            path.append(.index(index))
            defer { path.removeLast() }
            guard depth <= ScreenFile.maximumDepth else { throw failure(.tooDeep(limit: ScreenFile.maximumDepth)) }
            viewCount += 1
            guard viewCount <= ScreenFile.maximumViewCount else {
                throw failure(.tooManyViews(limit: ScreenFile.maximumViewCount))
            }
            views.append(try view(element, depth: depth))
        }
        return views
    }

    private mutating func view(_ value: JSONValue, depth: Int) throws(ScreenFileError) -> ScreenFile.ViewSpec {
        let members = try object(value, keys: ViewKey.self)
        guard let frameValue = members[.frame] else {
            throw failure(
                .missingKey(needed: "a view needs a frame [x, y, width, height]"), at: .key(ViewKey.frame.rawValue))
        }
        var view = ScreenFile.ViewSpec(frame: .zero)
        if let identifier = members[.id] {
            view.identifier = try name(identifier, key: .id)
        }
        path.append(.key(ViewKey.frame.rawValue))
        let frame = try numbers(frameValue, count: 4, meaning: "[x, y, width, height]")
        let limit = Scene.maximumCoordinate
        for (index, number) in frame.enumerated() {
            if index < 2 {
                try check(number, index: index) {
                    abs($0) <= limit
                } rule: {
                    "must be between -\(limit) and \(limit)"
                }
            } else {
                try check(number, index: index) {
                    $0 >= 0 && $0 <= limit
                } rule: {
                    "must be from 0 to \(limit)"
                }
            }
        }
        path.removeLast()
        view.frame = CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
        if let color = members[.color] {
            view.color = try self.color(color)
        }
        if let radius = members[.cornerRadius] {
            view.cornerRadius = try number(radius, key: .cornerRadius) {
                $0 >= 0 && $0 <= limit
            } rule: {
                "must be from 0 to \(limit)"
            }
        }
        if let alpha = members[.alpha] {
            view.alpha = try number(alpha, key: .alpha) {
                $0 >= 0 && $0 <= 1
            } rule: {
                "must be from 0 to 1"
            }
        }
        switch (members[.image], members[.text]) {
        case (.some, .some):
            throw failure(.imageAndText, at: .key(ViewKey.text.rawValue))
        case (.some(let image), nil):
            view.content = .image(try name(image, key: .image))
        case (nil, .some(let text)):
            path.append(.key(ViewKey.text.rawValue))
            defer { path.removeLast() }
            guard case .string(let string) = text else {
                throw failure(.wrongType(expected: "a string", found: Self.kind(of: text)))
            }
            view.content = .text(string)
        case (nil, nil):
            break
        }
        if let children = members[.children] {
            view.children = try views(children, key: ViewKey.children.rawValue, depth: depth + 1)
        }
        return view
    }

    // MARK: - Values

    /// The members of an object whose keys must all be among `Key`'s cases, each at most once.
    private func object<Key: RawRepresentable<String> & CaseIterable & Hashable>(
        _ value: JSONValue, keys: Key.Type
    ) throws(ScreenFileError) -> [Key: JSONValue] {
        guard case .object(let members) = value else {
            throw failure(.wrongType(expected: "an object", found: Self.kind(of: value)))
        }
        var result: [Key: JSONValue] = [:]
        for member in members {
            guard let key = Key(rawValue: member.key) else {
                throw failure(.unknownKey(allowed: Key.allCases.map(\.rawValue)), at: .key(member.key))
            }
            guard result.updateValue(member.value, forKey: key) == nil else {
                throw failure(.duplicateKey, at: .key(member.key))
            }
        }
        return result
    }

    /// An array of exactly `count` numbers.
    private func numbers(_ value: JSONValue, count: Int, meaning: String) throws(ScreenFileError) -> [CGFloat] {
        let expected = "\(count) numbers \(meaning)"
        guard case .array(let elements) = value else {
            throw failure(.wrongType(expected: "an array of \(expected)", found: Self.kind(of: value)))
        }
        guard elements.count == count else { throw failure(.wrongCount(expected: expected, found: elements.count)) }
        var numbers: [CGFloat] = []
        for (index, element) in elements.enumerated() {
            guard case .number(let number) = element else {
                throw failure(.wrongType(expected: "a number", found: Self.kind(of: element)), at: .index(index))
            }
            numbers.append(CGFloat(number))
        }
        return numbers
    }

    /// The number under `key`, which must be finite and pass `isValid`.
    private mutating func number(
        _ value: JSONValue, key: ViewKey, isValid: (CGFloat) -> Bool, rule: () -> String
    ) throws(ScreenFileError) -> CGFloat {
        path.append(.key(key.rawValue))
        defer { path.removeLast() }
        guard case .number(let number) = value else {
            throw failure(.wrongType(expected: "a number", found: Self.kind(of: value)))
        }
        guard number.isFinite else { throw failure(.outOfRange(number, rule: "must be a finite number")) }
        guard isValid(CGFloat(number)) else { throw failure(.outOfRange(number, rule: rule())) }
        return CGFloat(number)
    }

    /// Throws unless the element at `index` of the current array is finite and passes `isValid`.
    private func check(_ number: CGFloat, index: Int, isValid: (CGFloat) -> Bool, rule: () -> String)
        throws(ScreenFileError)
    {
        guard number.isFinite else {
            throw failure(.outOfRange(Double(number), rule: "must be a finite number"), at: .index(index))
        }
        guard isValid(number) else { throw failure(.outOfRange(Double(number), rule: rule()), at: .index(index)) }
    }

    /// The name under `key` (an identifier or an image's name): a string, not empty, without control characters
    /// (``ScreenFileError/Problem/controlCharacter(_:)``).
    private mutating func name(_ value: JSONValue, key: ViewKey) throws(ScreenFileError) -> String {
        path.append(.key(key.rawValue))
        defer { path.removeLast() }
        guard case .string(let string) = value else {
            throw failure(.wrongType(expected: "a string", found: Self.kind(of: value)))
        }
        guard !string.isEmpty else { throw failure(.empty) }
        guard !string.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw failure(.controlCharacter(string))
        }
        return string
    }

    /// `#RRGGBB` or `#RRGGBBAA`, hexadecimal digits in either case.
    private mutating func color(_ value: JSONValue) throws(ScreenFileError) -> Color {
        path.append(.key(ViewKey.color.rawValue))
        defer { path.removeLast() }
        guard case .string(let text) = value else {
            throw failure(
                .wrongType(expected: "a colour string \"#RRGGBB\" or \"#RRGGBBAA\"", found: Self.kind(of: value)))
        }
        let digits = Array(text.unicodeScalars.dropFirst())
        guard text.hasPrefix("#"), digits.count == 6 || digits.count == 8,
            digits.allSatisfy({ $0.properties.isASCIIHexDigit })
        else { throw failure(.invalidColor(text)) }
        var components: [CGFloat] = []
        for start in stride(from: 0, to: digits.count, by: 2) {
            let pair = String(String.UnicodeScalarView(digits[start..<start + 2]))
            components.append(CGFloat(UInt8(pair, radix: 16) ?? 0) / 255)
        }
        return Color(
            red: components[0], green: components[1], blue: components[2],
            alpha: components.count == 4 ? components[3] : 1)
    }

    // MARK: - Errors

    /// The error for `problem` at the current path, extended by `last` when given.
    private func failure(_ problem: ScreenFileError.Problem, at last: PathComponent? = nil) -> ScreenFileError {
        var text = ""
        for component in path + (last.map { [$0] } ?? []) {
            switch component {
            case .key(let key)
            where Self.isPlainKey(key) && key.unicodeScalars.count <= QuotedExcerpt.longestIdentifier:
                text += text.isEmpty ? key : ".\(key)"
            case .key(let key): text += "[\(ScreenFileError.quoted(key))]"
            case .index(let index): text += "[\(index)]"
            }
        }
        return ScreenFileError(file: file, location: .value(path: text), problem: problem)
    }

    /// Whether a key reads unambiguously in a dotted path: ASCII letters, digits, `_` and `-` only.
    private static func isPlainKey(_ key: String) -> Bool {
        !key.isEmpty
            && key.unicodeScalars.allSatisfy { scalar in
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || scalar == "_" || scalar == "-"
            }
    }

    /// How an error names the JSON type of `value`.
    private static func kind(of value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
