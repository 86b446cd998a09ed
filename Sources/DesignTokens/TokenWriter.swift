import AssetCatalog
import LosslessJSON

/// Writes token files as text, a line per token member: each `$value` on one line, each
/// colorset's tokens made in parallel (the writer is what keeps export within 2x a load).
struct TokenWriter: Sendable {
    let modes: ModeMap
    /// Scalars written as `\uXXXX` in strings.
    let escaping: @Sendable (Unicode.Scalar) -> Bool
    /// False when `escaping` accepts nothing (a file, not a terminal).
    let escapesText: Bool

    func quoted(_ text: String) -> String { JSONStringCoding.quoted(text, alsoEscaping: escaping) }

    /// The token object of one appearance (the base set when `appearance` is light or in
    /// extensions mode; else the tokens that differ from light), starting at `indent`.
    func file(_ trees: [CatalogTokens], labels: [String], appearance: Appearance, extensionsMode: Bool,
              indent: String, schema: Bool) -> String {
        let inner = indent + "  "
        var members: [String] = schema ? [inner + "\"$schema\": " + quoted(TokenExport.schema)] : []
        let isBase = appearance == .light || extensionsMode
        for (tree, label) in zip(trees, labels) {
            // Each token's indentation: its folder's depth, below the catalog's group when there are several.
            let base = trees.count == 1 ? inner : inner + "  "
            let tokens = Array(tree.tokens.indices).parallelMap(minimumCount: 64) { index in
                token(tree.tokens[index], name: tree.catalog.colorSets[index].name, appearance: appearance,
                      extensionsMode: extensionsMode, isBase: isBase, indent: base + String(repeating: "  ", count: tree.depths[index]))
            }
            if trees.count == 1 {
                members += group(tree, folder: tree.root, tokens: tokens, isBase: isBase, indent: inner, extra: [])
            } else {
                let marker = ("com.palette.catalog", "{\"name\": \(quoted(label))}")
                let body = group(tree, folder: tree.root, tokens: tokens, isBase: isBase, indent: inner + "  ", extra: [marker])
                if !body.isEmpty { members.append(object(key: TokenName.encode(label.replacingSlashes), body, indent: inner)) }
            }
        }
        return members.isEmpty ? indent + "{}" : indent + "{\n" + members.joined(separator: ",\n") + "\n" + indent + "}"
    }

    /// `"key": {` members `}` at `indent`.
    private func object(key: String, _ members: [String], indent: String) -> String {
        indent + quoted(key) + ": {\n" + members.joined(separator: ",\n") + "\n" + indent + "}"
    }

    /// A folder's members at `indent`: in the base set its `$extensions` (`extra`, and the
    /// colorsets with no color), then subfolders as groups and colorsets as tokens.
    private func group(_ tree: CatalogTokens, folder: Int, tokens: [String?], isBase: Bool, indent: String,
                       extra: [(String, String)]) -> [String] {
        var members: [String] = []
        var empty: [String] = []
        for child in tree.catalog.folders[folder].children {
            switch child {
            case .folder(let index):
                let subfolder = tree.catalog.folders[index]
                let info = ("com.palette.folder", "{\"provides-namespace\": \(subfolder.providesNamespace)}")
                let body = group(tree, folder: index, tokens: tokens, isBase: isBase, indent: indent + "  ", extra: [info])
                if !body.isEmpty { members.append(object(key: TokenName.encode(subfolder.name), body, indent: indent)) }
            case .colorSet(let index):
                if let token = tokens[index] {
                    members.append(token)
                } else if isBase, tree.tokens[index].values.isEmpty, let colors = tree.tokens[index].colors {
                    let name = TokenName.encode(tree.catalog.colorSets[index].name)
                    empty.append(quoted(name) + ": {\"colors\": " + escaped(colors) + "}")
                }
            }
        }
        guard isBase, !members.isEmpty || !empty.isEmpty || folder == tree.root else { return members }
        var extensions = extra.map { indent + "  " + quoted($0.0) + ": " + $0.1 }
        if !empty.isEmpty {
            extensions.append(indent + "  \"com.palette.empty\": {\n" + empty.map { indent + "    " + $0 }.joined(separator: ",\n")
                              + "\n" + indent + "  }")
        }
        guard !extensions.isEmpty else { return members }
        return [indent + "\"$extensions\": {\n" + extensions.joined(separator: ",\n") + "\n" + indent + "}"] + members
    }

    /// One colorset's token for `appearance` as a member (`"name": {...}`) at `indent`; `nil`
    /// when it has no color there, or, outside the base set, the light color.
    func token(_ colorSet: ColorSetTokens, name: String, appearance: Appearance, extensionsMode: Bool, isBase: Bool,
               indent: String) -> String? {
        guard let value = colorSet.values[appearance] else { return nil }
        if !isBase, colorSet.values[.light] == value, colorSet.references[.light] == colorSet.references[appearance] { return nil }
        var text = UTF8Text()
        text.bytes.reserveCapacity(256 + name.utf8.count + (colorSet.colors?.utf8.count ?? 0))
        text.add(indent); text.add(quoted(TokenName.encode(name))); text.add(": ")
        text.add("{\n"); text.add(indent); text.add("  \"$type\": \"color\",\n")
        text.add(indent); text.add("  \"$value\": "); Self.write(value, into: &text)
        // Before each `$extensions` member: the object's opening, then a separator.
        var isOpen = false
        func member() {
            if isOpen {
                text.add(",\n"); text.add(indent); text.add("    ")
            } else {
                text.add(",\n"); text.add(indent); text.add("  \"$extensions\": {\n"); text.add(indent); text.add("    ")
                isOpen = true
            }
        }
        if let reference = colorSet.references[appearance] {
            member()
            text.add("\"com.palette.reference\": "); text.add(self.reference(reference))
        }
        if extensionsMode {
            var first = true
            for other in Appearance.allCases where other != appearance {
                guard let value = colorSet.values[other] else { continue }
                if first {
                    member()
                    text.add("\"com.palette.modes\": {\n")
                    first = false
                } else {
                    text.add(",\n")
                }
                text.add(indent); text.add("      "); text.add(quoted(modes.name(of: other))); text.add(": {\"$value\": ")
                Self.write(value, into: &text)
                if let reference = colorSet.references[other] {
                    text.add(", \"$extensions\": {\"com.palette.reference\": "); text.add(self.reference(reference)); text.add("}")
                }
                text.add("}")
            }
            if !first { text.add("\n"); text.add(indent); text.add("    }") }
        }
        if colorSet.firstAppearance == appearance, let colors = colorSet.colors {
            member()
            text.add("\"com.palette.colorset\": {\"colors\": "); text.add(escaped(colors)); text.add("}")
        }
        if isOpen { text.add("\n"); text.add(indent); text.add("  }") }
        text.add("\n"); text.add(indent); text.add("}")
        return text.string
    }

    /// `value(_:)` appended to `text`.
    static func write(_ color: TokenColor, into text: inout UTF8Text) {
        text.add("{\"colorSpace\": \""); text.add(color.spaceName); text.add("\", \"components\": [")
        for (offset, channel) in color.color.channels.enumerated() {
            if offset > 0 { text.add(", ") }
            text.add(number(channel))
        }
        text.add("], \"alpha\": "); text.add(number(color.color.alpha))
        text.add(", \"hex\": \"#")
        let rgb = color.color.display.rgb
        for byte in [rgb.red, rgb.green, rgb.blue] {
            text.bytes.append(hexDigits[Int(byte >> 4)])
            text.bytes.append(hexDigits[Int(byte & 15)])
        }
        text.add("\"}")
    }

    /// `{"colorSpace": "srgb", "components": [r, g, b], "alpha": a, "hex": "#rrggbb"}` on one line.
    static func value(_ color: TokenColor) -> String {
        var text = UTF8Text()
        write(color, into: &text)
        return text.string
    }

    /// A finite number as the shortest literal that reads back as the same double.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return value.description
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private func reference(_ reference: SystemReference) -> String {
        "{\"name\": " + quoted(reference.name) + (reference.platform.map { ", \"platform\": " + quoted($0) } ?? "") + "}"
    }

    /// Compact JSON from a catalog file with the scalars `escaping` accepts written as `\uXXXX`
    /// (they can only be inside strings; the file's own escapes are kept).
    private func escaped(_ json: String) -> String {
        guard escapesText, json.utf8.contains(where: { $0 >= 0x80 }) else { return json }
        var output = ""
        for scalar in json.unicodeScalars {
            guard escaping(scalar) else { output.unicodeScalars.append(scalar); continue }
            let units = Array(String(scalar).utf16)
            output += units.map { unit in
                let hex = String(unit, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }.joined()
        }
        return output
    }
}

/// Text built as UTF-8 bytes: appending bytes is a copy, where `String +=` checks and grows
/// the string each time (export's writing was mostly that).
struct UTF8Text {
    var bytes: [UInt8] = []

    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}

/// A JSON value from a file as one line: its bytes without the whitespace between tokens.
enum CompactJSON {
    /// The value as one line; `nil` when it holds a number no double can carry (`1e400`, 5,000
    /// digits): JSON's grammar allows it, but strict readers (Foundation's `JSONSerialization`)
    /// reject the whole file, so such a colorset's `colors` are better left out of the export.
    static func text(of node: JSONNode, in bytes: [UInt8]) -> String? {
        let (compact, hasLongNumbers) = compacted(bytes, span: node.span)
        if hasLongNumbers, !numbersAreFinite(compact) { return nil }
        return compact.utf8.contains(UInt8(ascii: "\\")) ? withoutLoneSurrogates(compact) : compact
    }

    /// Whether every number outside strings in compact JSON `text` reads as a finite double.
    static func numbersAreFinite(_ text: String) -> Bool {
        var inString = false, escaped = false
        var number: [UInt8] = []
        for byte in text.utf8 + [UInt8(ascii: " ")] {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            if isNumberByte(byte), !number.isEmpty || byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                number.append(byte)
                continue
            }
            if !number.isEmpty {
                guard let value = Double(String(decoding: number, as: UTF8.self)), value.isFinite else { return false }
                number.removeAll(keepingCapacity: true)
            }
            if byte == UInt8(ascii: "\"") { inString = true }
        }
        return true
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    /// `text` with every `\uD800`-`\uDFFF` escape that is not half of a pair written as `\uFFFD`:
    /// JSON's grammar allows them, but they are no Unicode text, and strict readers (Foundation's
    /// `JSONSerialization`) reject the file.
    static func withoutLoneSurrogates(_ text: String) -> String {
        let bytes = Array(text.utf8)
        func unit(at index: Int) -> UInt16? {
            guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                  let value = UInt16(String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16) else { return nil }
            return value
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                output.append(bytes[index]); index += 1; continue
            }
            if let first = unit(at: index), (0xD800...0xDFFF).contains(first) {
                if first < 0xDC00, let second = unit(at: index + 6), (0xDC00...0xDFFF).contains(second) {
                    output += bytes[index..<(index + 12)]; index += 12
                } else {
                    output += Array("\\uFFFD".utf8); index += 6
                }
                continue
            }
            output += bytes[index...(index + 1)]; index += 2
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The bytes of `span` without whitespace between tokens, and whether a number there has an
    /// exponent or more than 15 characters (the only ones that may not fit a double).
    private static func compacted(_ bytes: [UInt8], span: Range<Int>) -> (String, hasLongNumbers: Bool) {
        var hasLongNumbers = false
        let text = bytes.withUnsafeBufferPointer { all in
            let raw = UnsafeBufferPointer(rebasing: all[span])
            // At most one space added per input byte.
            return String(unsafeUninitializedCapacity: raw.count * 2) { output in
                var count = 0
                var inString = false, escaped = false
                var numberLength = 0
                for byte in raw {
                    if inString {
                        output[count] = byte
                        count += 1
                        if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                        continue
                    }
                    if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (numberLength > 0 && isNumberByte(byte)) {
                        numberLength += 1
                        if numberLength > 15 || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { hasLongNumbers = true }
                    } else {
                        numberLength = byte == UInt8(ascii: "-") ? 1 : 0
                    }
                    switch byte {
                    case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): continue
                    case UInt8(ascii: "\""): inString = true
                    default: break
                    }
                    output[count] = byte
                    count += 1
                    // A space after a separator, as token files read.
                    if byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",") {
                        output[count] = UInt8(ascii: " ")
                        count += 1
                    }
                }
                return count
            }
        }
        return (text, hasLongNumbers)
    }
}
