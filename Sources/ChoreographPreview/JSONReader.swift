/// Reads JSON text (RFC 8259) into a ``JSONValue``, keeping the members of every object in the order written,
/// duplicates included, so that a reader of the value can refuse them by name.
///
/// Strict: no comments, no trailing commas, no `NaN`; a number too large for a `Double` reads as an infinity, which
/// the reader of the value refuses. Arrays and objects nest at most ``maximumDepth`` deep, so no input can exhaust
/// the stack. A leading byte order mark is skipped.
struct JSONReader {
    /// How deep arrays and objects may nest: 128.
    static let maximumDepth = 128

    /// Why the text is not JSON, at a byte offset.
    struct SyntaxError: Error, Equatable {
        var offset: Int
        var problem: ScreenFileError.SyntaxProblem
    }

    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The one value the text holds.
    mutating func document() throws(SyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        let value = try value(depth: 1)
        skipWhitespace()
        guard index == bytes.count else { throw expected("the end of the file") }
        return value
    }

    /// The line and column (both from 1; the column counts Unicode scalars) of a byte offset.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[0..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    // MARK: - Values

    private mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
        guard index < bytes.count else { throw expected("a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw expected("a value")
        }
    }

    private mutating func object(depth: Int) throws(SyntaxError) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw failure(.tooDeep(limit: Self.maximumDepth)) }
        index += 1
        var members: [JSONValue.Member] = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw expected("a member name in quotes") }
            let key = try string()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw expected("':' after a member name") }
            index += 1
            skipWhitespace()
            members.append(JSONValue.Member(key, try value(depth: depth + 1)))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
            } else if peek(UInt8(ascii: "}")) {
                index += 1
                return .object(members)
            } else {
                throw expected("',' or '}' after an object member")
            }
        }
    }

    private mutating func array(depth: Int) throws(SyntaxError) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw failure(.tooDeep(limit: Self.maximumDepth)) }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
            } else if peek(UInt8(ascii: "]")) {
                index += 1
                return .array(elements)
            } else {
                throw expected("',' or ']' after an array element")
            }
        }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(SyntaxError) -> JSONValue {
        let utf8 = Array(word.utf8)
        guard bytes[index...].starts(with: utf8) else { throw expected("a value") }
        index += utf8.count
        return value
    }

    private mutating func number() throws(SyntaxError) -> JSONValue {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        if peek(UInt8(ascii: "0")) {
            index += 1
        } else {
            guard digits() > 0 else { throw expected("a digit") }
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard digits() > 0 else { throw expected("a digit after '.'") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard digits() > 0 else { throw expected("a digit in the exponent") }
        }
        // The text matches JSON's number grammar, which `Double(_:)` reads; too large a number reads as infinite.
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        return .number(Double(text) ?? .nan)
    }

    /// Skips a run of digits and returns how many there were.
    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func string() throws(SyntaxError) -> String {
        let start = index
        index += 1
        var utf8: [UInt8] = []
        while true {
            guard index < bytes.count else {
                index = start
                throw failure(.unterminatedString)
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                utf8 += try escape()
            case 0..<0x20:
                throw failure(.controlCharacterInString)
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    /// The UTF-8 of the escape at `index` (a backslash), which it moves past.
    private mutating func escape() throws(SyntaxError) -> [UInt8] {
        let start = index
        index += 1
        guard index < bytes.count else { throw failure(.invalidEscape, at: start) }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
            UInt8(ascii: "/"): UInt8(ascii: "/"), UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
            UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let byte = simple[bytes[index]] {
            index += 1
            return [byte]
        }
        guard bytes[index] == UInt8(ascii: "u"), let high = hexQuad(at: index + 1) else {
            throw failure(.invalidEscape, at: start)
        }
        index += 5
        var code = high
        if (0xD800..<0xDC00).contains(high) {
            guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]),
                let low = hexQuad(at: index + 2), (0xDC00..<0xE000).contains(low)
            else { throw failure(.invalidEscape, at: start) }
            index += 6
            code = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw failure(.invalidEscape, at: start) }
        return Array(String(Character(scalar)).utf8)
    }

    /// The value of four hex digits at `offset`, or `nil`.
    private func hexQuad(at offset: Int) -> UInt32? {
        guard offset + 4 <= bytes.count else { return nil }
        let text = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
        guard text.utf8.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }) else { return nil }
        return UInt32(text, radix: 16)
    }

    // MARK: - Bytes

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// The error for `problem` at `offset` (default: the current byte).
    private func failure(_ problem: ScreenFileError.SyntaxProblem, at offset: Int? = nil) -> SyntaxError {
        SyntaxError(offset: offset ?? index, problem: problem)
    }

    /// The error for needing `what` at the current byte, saying what stands there instead.
    private func expected(_ what: String) -> SyntaxError {
        let found: String
        if index >= bytes.count {
            found = "the end of the file"
        } else {
            let scalar =
                String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self).unicodeScalars.first
                ?? "\u{FFFD}"
            found = scalar.value < 0x20 ? "a control character" : "'\(scalar)'"
        }
        return failure(.expected(what, found: found))
    }
}
