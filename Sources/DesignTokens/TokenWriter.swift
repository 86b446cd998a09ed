import AssetCatalog
import LosslessJSON

/// Writes token files as UTF-8 into one buffer, a line per token member: each `$value` on one
/// line, each colorset's token made in parallel (the writer is what keeps export within 2x a load).
struct TokenWriter: Sendable {
    let modes: ModeMap
    /// Scalars written as `\uXXXX` in strings.
    let escaping: @Sendable (Unicode.Scalar) -> Bool
    /// False when `escaping` accepts nothing (a file, not a terminal).
    let escapesText: Bool

    func quoted(_ text: String) -> String { JSONStringCoding.quoted(text, alsoEscaping: escaping) }

    /// One token set to write: an appearance's tokens, at an indentation.
    struct TokenSet {
        var appearance: Appearance
        /// One file with the other appearances under `com.palette.modes`.
        var extensionsMode = false
        /// Where the set's object starts.
        var indent: String
        /// The base set has every token; the others only those that differ from light.
        var isBase: Bool { appearance == .light || extensionsMode }
    }

    /// One colorset as written: its token in each set, one after another, and for a colorset
    /// with no color in any appearance its entry in `com.palette.empty`.
    struct ColorSetText: Sendable {
        var bytes = UTF8Text()
        /// Where each set's token is in `bytes`, by the set's appearance; none where it has none.
        var tokens = PerAppearance<Range<Int>>()
        var empty: [UInt8]?
    }

    /// Each colorset of `tree` resolved and written in each of `sets`, on every core at once (its
    /// values are dropped there too); `nested` when the catalog's tokens sit in a group of their own.
    func texts(_ tree: CatalogTokens, sets: [TokenSet], nested: Bool) -> [ColorSetText] {
        let colorSets = tree.catalog.colorSets, depths = tree.depths
        return Array(colorSets.indices).parallelMap(minimumCount: 64) { index in
            let colorSet = ColorSetTokens(colorSets[index])
            let key = Array(quoted(TokenName.encode(colorSets[index].name)).utf8)
            // Each token's indentation: its folder's depth, below the catalog's group when there are several.
            let depth = String(repeating: "  ", count: depths[index] + (nested ? 2 : 1))
            var text = ColorSetText()
            text.bytes.bytes.reserveCapacity(256 * sets.count + key.count + (colorSet.carried?.count ?? 0))
            for set in sets {
                let start = text.bytes.bytes.count
                if token(colorSet, key: key, appearance: set.appearance, extensionsMode: set.extensionsMode,
                         isBase: set.isBase, indent: set.indent + depth, into: &text.bytes) {
                    text.tokens[set.appearance] = start..<text.bytes.bytes.count
                }
            }
            if colorSet.values.isEmpty { text.empty = colorSet.carried }
            return text
        }
    }

    /// Writes the token object of `sets[set]` from each catalog's `texts(_:sets:nested:)`.
    func file(_ trees: [CatalogTokens], texts: [[ColorSetText]], sets: [TokenSet], set: Int, labels: [String], schema: Bool,
              into text: inout UTF8Text) {
        let indent = sets[set].indent, inner = indent + "  "
        text.append(indent); text.add("{")
        var members = Members(indent: inner)
        if schema {
            members.next(&text); text.add("\"$schema\": "); text.append(quoted(TokenExport.schema))
        }
        let appearance = sets[set].appearance, isBase = sets[set].isBase
        for ((tree, texts), label) in zip(zip(trees, texts), labels) {
            if trees.count == 1 {
                group(tree, folder: tree.root, texts: texts, appearance: appearance, isBase: isBase, members: &members, extra: [],
                      into: &text)
            } else {
                let marker = ("com.palette.catalog", "{\"name\": \(quoted(label))}")
                object(key: TokenName.encode(label.replacingSlashes), members: &members, into: &text) { inner, text in
                    group(tree, folder: tree.root, texts: texts, appearance: appearance, isBase: isBase, members: &inner,
                          extra: [marker], into: &text)
                }
            }
        }
        if members.count == 0 { text.add("}") } else { text.add("\n"); text.append(indent); text.add("}") }
    }

    /// The members of one object as they are written: a line each, after a comma but the first.
    struct Members {
        let indent: String
        var count = 0

        /// Starts the next member: the separator (the opening line break for the first), then the indentation.
        mutating func next(_ text: inout UTF8Text) {
            text.add(count == 0 ? "\n" : ",\n"); text.append(indent)
            count += 1
        }
    }

    /// Writes `"key": {` members `}` as the next of `members`, or nothing when `body` writes no member.
    private func object(key: String, members: inout Members, into text: inout UTF8Text,
                        _ body: (inout Members, inout UTF8Text) -> Void) {
        let mark = text.bytes.count
        members.next(&text); text.append(quoted(key)); text.add(": {")
        var inner = Members(indent: members.indent + "  ")
        body(&inner, &text)
        guard inner.count > 0 else {
            text.bytes.removeSubrange(mark...)
            members.count -= 1
            return
        }
        text.add("\n"); text.append(members.indent); text.add("}")
    }

    /// Writes a folder's members: in the base set its `$extensions` (`extra`, and the colorsets
    /// with no color), then subfolders as groups and colorsets as tokens. A folder with no
    /// token and nothing of its own to keep writes nothing.
    private func group(_ tree: CatalogTokens, folder: Int, texts: [ColorSetText], appearance: Appearance, isBase: Bool,
                       members: inout Members, extra: [(String, String)], into text: inout UTF8Text) {
        let children = tree.catalog.folders[folder].children
        var empty: [Int] = []
        if isBase {
            for case .colorSet(let index) in children where texts[index].empty != nil {
                empty.append(index)
            }
        }
        // `$extensions` go first, but only stay when the folder has more to keep.
        let mark = (bytes: text.bytes.count, count: members.count)
        if isBase, !extra.isEmpty || !empty.isEmpty {
            members.next(&text); text.add("\"$extensions\": {")
            var extensions = Members(indent: members.indent + "  ")
            for (key, value) in extra {
                extensions.next(&text); text.append(quoted(key)); text.add(": "); text.append(value)
            }
            if !empty.isEmpty {
                extensions.next(&text); text.add("\"com.palette.empty\": {")
                var entries = Members(indent: extensions.indent + "  ")
                for index in empty {
                    entries.next(&text)
                    text.append(quoted(TokenName.encode(tree.catalog.colorSets[index].name))); text.add(": ")
                    text.bytes += escaped(texts[index].empty!)
                }
                text.add("\n"); text.append(extensions.indent); text.add("}")
            }
            text.add("\n"); text.append(members.indent); text.add("}")
        }
        let before = members.count
        for child in children {
            switch child {
            case .folder(let index):
                let subfolder = tree.catalog.folders[index]
                let info = ("com.palette.folder", "{\"provides-namespace\": \(subfolder.providesNamespace)}")
                object(key: TokenName.encode(subfolder.name), members: &members, into: &text) { inner, text in
                    group(tree, folder: index, texts: texts, appearance: appearance, isBase: isBase, members: &inner, extra: [info],
                          into: &text)
                }
            case .colorSet(let index):
                guard let token = texts[index].tokens[appearance] else { continue }
                members.next(&text)
                text.bytes += texts[index].bytes.bytes[token]
            }
        }
        if members.count == before, empty.isEmpty, folder != tree.root {
            text.bytes.removeSubrange(mark.bytes...)
            members.count = mark.count
        }
    }

    /// Writes one colorset's token for `appearance` as a member (`"name": {...}`) whose lines
    /// after the first are at `indent`; nothing (false) when it has no color there, or, outside
    /// the base set, the light color.
    func token(_ colorSet: ColorSetTokens, key: [UInt8], appearance: Appearance, extensionsMode: Bool, isBase: Bool,
               indent: String, into text: inout UTF8Text) -> Bool {
        guard let value = colorSet.values[appearance] else { return false }
        if !isBase, colorSet.values[.light] == value, colorSet.references[.light] == colorSet.references[appearance] { return false }
        text.bytes += key; text.add(": ")
        text.add("{\n"); text.append(indent); text.add("  \"$type\": \"color\",\n")
        text.append(indent); text.add("  \"$value\": "); Self.write(value, into: &text)
        // Before each `$extensions` member: the object's opening, then a separator.
        var isOpen = false
        func member() {
            if isOpen {
                text.add(",\n"); text.append(indent); text.add("    ")
            } else {
                text.add(",\n"); text.append(indent); text.add("  \"$extensions\": {\n"); text.append(indent); text.add("    ")
                isOpen = true
            }
        }
        if let reference = colorSet.references[appearance] {
            member()
            text.add("\"com.palette.reference\": "); text.append(self.reference(reference))
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
                text.append(indent); text.add("      "); text.append(quoted(modes.name(of: other))); text.add(": {\"$value\": ")
                Self.write(value, into: &text)
                if let reference = colorSet.references[other] {
                    text.add(", \"$extensions\": {\"com.palette.reference\": "); text.append(self.reference(reference)); text.add("}")
                }
                text.add("}")
            }
            if !first { text.add("\n"); text.append(indent); text.add("    }") }
        }
        if colorSet.firstAppearance == appearance, let carried = colorSet.carried {
            member()
            text.add("\"com.palette.colorset\": "); text.bytes += escaped(carried)
        }
        if isOpen { text.add("\n"); text.append(indent); text.add("  }") }
        text.add("\n"); text.append(indent); text.add("}")
        return true
    }

    /// `value(_:)` appended to `text`.
    static func write(_ color: TokenColor, into text: inout UTF8Text) {
        text.add("{\"colorSpace\": \""); text.append(color.spaceName); text.add("\", \"components\": [")
        for (offset, channel) in color.color.channels.enumerated() {
            if offset > 0 { text.add(", ") }
            text.append(number(channel))
        }
        text.add("], \"alpha\": "); text.append(number(color.color.alpha))
        text.add(", \"hex\": \"#")
        let rgb = color.color.display.rgb
        func hex(_ byte: UInt8) {
            text.bytes.append(hexDigits[Int(byte >> 4)])
            text.bytes.append(hexDigits[Int(byte & 15)])
        }
        hex(rgb.red); hex(rgb.green); hex(rgb.blue)
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
    private func escaped(_ json: [UInt8]) -> [UInt8] {
        guard escapesText, json.contains(where: { $0 >= 0x80 }) else { return json }
        var output: [UInt8] = []
        for scalar in String(decoding: json, as: UTF8.self).unicodeScalars {
            guard escaping(scalar) else { output += Array(String(scalar).utf8); continue }
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16)
                output += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            }
        }
        return output
    }
}

/// Text built as UTF-8 bytes: appending bytes is a copy, where `String +=` checks and grows
/// the string each time (export's writing was mostly that).
struct UTF8Text {
    var bytes: [UInt8] = []

    /// Appends a literal (no string to retain or check).
    mutating func add(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends text made at run time.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
