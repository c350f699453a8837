import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The shape of a well-formed XML document: its root element, how often each element occurs, and its text.
///
/// Parsing with Foundation's `XMLParser` fails on anything that is not well-formed, so building an outline is
/// the well-formedness check.
public struct XMLOutline: Sendable, Equatable {
    /// The name of the document's root element.
    public var rootElement: String
    /// How many times each element name occurs.
    public var elementCounts: [String: Int]
    /// The attributes of the root element.
    public var rootAttributes: [String: String]
    /// The character data of the document, in order, trimmed, empty strings left out.
    public var texts: [String]

    /// Parses `text`; throws if it is not well-formed XML.
    public init(parsing text: String) throws(XMLOutlineError) {
        let parser = XMLParser(data: Data(text.utf8))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse(), let root = collector.root else {
            let reason = parser.parserError.map { "\($0)" } ?? "no root element"
            throw XMLOutlineError(
                description:
                    "not well-formed XML at line \(parser.lineNumber), column \(parser.columnNumber): \(reason)")
        }
        rootElement = root
        elementCounts = collector.counts
        rootAttributes = collector.rootAttributes
        texts = collector.texts
    }
}

/// Why text could not be read as XML.
public struct XMLOutlineError: Error, CustomStringConvertible, Sendable {
    /// Where and why parsing stopped.
    public var description: String
}

private final class Collector: NSObject, XMLParserDelegate {
    var root: String?
    var rootAttributes: [String: String] = [:]
    var counts: [String: Int] = [:]
    var texts: [String] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        if root == nil {
            root = elementName
            rootAttributes = attributes
        }
        counts[elementName, default: 0] += 1
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.isEmpty { texts.append(trimmed) }
    }
}
