/// A standalone SVG document assembled element by element, with every number and text written deterministically.
struct SVGDocument {
    /// Width in pixels.
    var width: Double
    /// Height in pixels.
    var height: Double
    /// The document's title, shown as its tooltip and read by screen readers.
    var title: String
    private var elements: [String] = []

    /// An empty white document of the given size.
    init(width: Double, height: Double, title: String) {
        self.width = width
        self.height = height
        self.title = title
    }

    /// Adds `<name attributes…>text</name>`, or a self-closing element when `text` is nil.
    mutating func add(_ name: String, _ attributes: KeyValuePairs<String, SVGValue>, text: String? = nil) {
        let attributeText = attributes.map { " \($0.key)=\"\(Self.escaped($0.value.text))\"" }.joined()
        if let text {
            elements.append("<\(name)\(attributeText)>\(Self.escaped(text))</\(name)>")
        } else {
            elements.append("<\(name)\(attributeText)/>")
        }
    }

    /// The document as text, ending with a newline.
    func rendered() -> String {
        let size = "width=\"\(SVGValue.number(width).text)\" height=\"\(SVGValue.number(height).text)\""
        let viewBox = "0 0 \(SVGValue.number(width).text) \(SVGValue.number(height).text)"
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) viewBox=\"\(viewBox)\" "
                + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">",
            "<title>\(Self.escaped(title))</title>",
            "<rect x=\"0\" y=\"0\" width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>",
        ]
        lines += elements
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` with XML's special characters escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}

/// An attribute value: text as given, or a number written with at most two decimals.
enum SVGValue: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// Text written as given (then escaped).
    case string(String)
    /// A coordinate or length.
    case number(Double)

    /// A text value.
    init(stringLiteral value: String) { self = .string(value) }
    /// A number value.
    init(floatLiteral value: Double) { self = .number(value) }
    /// A number value.
    init(integerLiteral value: Int) { self = .number(Double(value)) }

    /// The value as attribute text.
    var text: String {
        switch self {
        case .string(let text): text
        case .number(let value): NumberText.trimmed(value, decimals: 2)
        }
    }
}
