import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML file's elements in document order, read with Foundation's `XMLParser`, each placed at
/// the byte offset of its start tag: the parser says what the elements are, `StartTagLocator`
/// where (the parser's own positions are only lines).
struct XMLOutline {
    struct Element {
        var name: String
        var attributes: [String: String]
        /// Index of the enclosing element.
        var parent: Int?
        /// The text directly inside (for plist `<key>` and `<string>`).
        var text: String
        /// The start tag's byte range, `<` to after `>`.
        var tag: Range<Int>
    }

    var elements: [Element] = []

    /// The outline, or the parser's complaint (`line N: message`) when the file is not well-formed XML.
    static func parse(_ bytes: [UInt8]) -> Result<XMLOutline, XMLProblem> {
        let collector = ElementCollector()
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = collector
        guard parser.parse() else {
            let error = parser.parserError.map { "\($0.localizedDescription)" } ?? "not well-formed XML"
            return .failure(XMLProblem(line: max(parser.lineNumber, 1), message: error))
        }
        // FoundationXML on Linux can report success for mismatched or unclosed tags: check them here.
        if let mismatch = collector.mismatch { return .failure(mismatch) }
        if collector.isOpen { return .failure(XMLProblem(line: max(parser.lineNumber, 1), message: "an element is not closed")) }
        let tags = StartTagLocator.startTags(in: bytes)
        guard tags.count == collector.elements.count else {
            return .failure(XMLProblem(line: 1, message: "start tags could not be placed (\(tags.count) found, \(collector.elements.count) parsed)"))
        }
        var outline = XMLOutline()
        outline.elements = zip(collector.elements, tags).map { element, tag in
            Element(name: element.name, attributes: element.attributes, parent: element.parent, text: element.text, tag: tag)
        }
        return .success(outline)
    }
}

struct XMLProblem: Error, Hashable {
    var line: Int
    var message: String
}

/// The `XMLParser` delegate: a flat list of elements with their parents.
private final class ElementCollector: NSObject, XMLParserDelegate {
    struct Collected {
        var name: String
        var attributes: [String: String]
        var parent: Int?
        var text = ""
    }

    var elements: [Collected] = []
    private var open: [Int] = []
    /// The first end tag that does not close the open element.
    var mismatch: XMLProblem?
    var isOpen: Bool { !open.isEmpty }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        elements.append(Collected(name: elementName, attributes: attributes, parent: open.last))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let current = open.last, elements[current].name == elementName else {
            if mismatch == nil {
                mismatch = XMLProblem(line: max(parser.lineNumber, 1), message: "end tag '\(elementName)' does not close the open element")
            }
            return
        }
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last { elements[current].text += string }
    }
}

/// The byte ranges of an XML file's start tags in document order (comments, CDATA, processing
/// instructions, declarations and end tags skipped), matching `XMLParser`'s element order.
enum StartTagLocator {
    static func startTags(in bytes: [UInt8]) -> [Range<Int>] {
        var tags: [Range<Int>] = []
        var index = 0
        let count = bytes.count
        func skip(past terminator: String) {
            let needle = Array(terminator.utf8)
            while index < count, !bytes[index...].starts(with: needle) { index += 1 }
            index = min(count, index + needle.count)
        }
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            let rest = bytes[index...]
            if rest.starts(with: Array("<!--".utf8)) { skip(past: "-->"); continue }
            if rest.starts(with: Array("<![CDATA[".utf8)) { skip(past: "]]>"); continue }
            if rest.starts(with: Array("<?".utf8)) { skip(past: "?>"); continue }
            let start = index
            let isStart = index + 1 < count && bytes[index + 1] != UInt8(ascii: "/") && bytes[index + 1] != UInt8(ascii: "!")
            // To the closing `>`, outside quoted attribute values.
            var quote: UInt8 = 0
            index += 1
            while index < count {
                let byte = bytes[index]
                if quote != 0 { if byte == quote { quote = 0 } }
                else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte }
                else if byte == UInt8(ascii: ">") { break }
                index += 1
            }
            index = min(count, index + 1)
            if isStart { tags.append(start..<index) }
        }
        return tags
    }
}
