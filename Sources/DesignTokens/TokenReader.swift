import AssetCatalog
import Foundation
import LosslessJSON

/// Reads token files into one table of tokens per appearance.
///
/// A resolver document (it has `resolutionOrder`) gives each appearance the sets and modifier
/// contexts in its resolution order, a modifier's context chosen by the mode map (an explicit
/// mapping before a standard name; its `default` for an appearance it has no context for; a
/// modifier with no mapped context always gives its default). Any other file is a token file: its values are the light appearance's, and a
/// token's `com.palette.modes` gives the others. Later files override earlier ones.
struct TokenReader {
    var modes: ModeMap
    private(set) var files: [TokenFile] = []
    private(set) var tables: [Appearance: TokenTable] = [:]
    private(set) var groups: [[String]: GroupInfo] = [:]
    /// Colorsets with no color (`com.palette.empty`): their path of names, `colors` array and
    /// `properties` object, if any.
    private(set) var emptyColorSets: [(names: [String], colors: JSONNode, properties: JSONNode?)] = []
    private(set) var diagnostics: [Diagnostic] = []

    /// Types the format defines besides color: tokens of these types are skipped with a note.
    static let otherTypes: Set<String> = ["dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
                                         "strokeStyle", "border", "transition", "shadow", "gradient", "typography"]

    init(modes: ModeMap) {
        self.modes = modes
    }

    /// Reads each path in order.
    mutating func read(_ paths: [String]) {
        for path in paths {
            guard let file = load(path) else { continue }
            let root = file.document.root
            if root.kind == .object, root["resolutionOrder"] != nil {
                readResolver(fileIndex: files.count - 1)
            } else {
                var table = TokenTable()
                var others: [Appearance: TokenTable] = [:]
                var findings = TreeFindings()
                Self.flatten(root, file: file, fileIndex: files.count - 1, modes: modes, into: &table, modes: &others, findings: &findings)
                absorb(findings)
                tables[.light, default: TokenTable()].merge(table)
                for (appearance, other) in others { tables[appearance, default: TokenTable()].merge(other) }
            }
        }
    }

    private mutating func load(_ path: String) -> TokenFile? {
        switch TokenFile.load(path) {
        case .success(let file):
            files.append(file)
            diagnostics += file.duplicateKeyWarnings
            return file
        case .failure(let error):
            diagnostics.append(error.diagnostic)
            return nil
        }
    }

    // MARK: Token trees

    /// What flattening a token tree finds besides its tokens: problems, group extensions and
    /// empty colorsets, handed to the reader (`absorb`) in the order the tree was read, so that
    /// trees can be flattened on several cores.
    struct TreeFindings: Sendable {
        var diagnostics: [Diagnostic] = []
        /// `com.palette.folder` and `com.palette.catalog` of each group that has extensions.
        var groupMarks: [(names: [String], providesNamespace: Bool?, isCatalog: Bool)] = []
        var emptyColorSets: [(names: [String], colors: JSONNode, properties: JSONNode?)] = []
    }

    /// Takes in what a flattened tree found.
    private mutating func absorb(_ findings: TreeFindings) {
        diagnostics += findings.diagnostics
        for mark in findings.groupMarks {
            var group = groups[mark.names] ?? GroupInfo()
            if let flag = mark.providesNamespace { group.providesNamespace = flag }
            if mark.isCatalog { group.isCatalog = true }
            groups[mark.names] = group
        }
        emptyColorSets += findings.emptyColorSets
    }

    /// Adds the tokens below `node` of `file` to `table`, and their `com.palette.modes` values to `others`.
    private static func flatten(_ node: JSONNode, file: TokenFile, fileIndex: Int, modes: ModeMap, into table: inout TokenTable,
                                modes others: inout [Appearance: TokenTable], findings: inout TreeFindings) {
        node.withReader { reader, start in
            flatten(reader, start, names: [], inheritedType: nil, file: file, fileIndex: fileIndex, modes: modes,
                    into: &table, modes: &others, findings: &findings)
        }
    }

    /// `flatten` with a reader of the file: nodes become `JSONNode`s only where a token keeps them.
    private static func flatten(_ reader: JSONReader, _ node: JSONReader.Node, names: [String],
                                inheritedType: (text: String, node: JSONNode)?, file: TokenFile, fileIndex: Int, modes: ModeMap,
                                into table: inout TokenTable, modes others: inout [Appearance: TokenTable],
                                findings: inout TreeFindings) {
        guard reader.kind(node) == .object else { return }
        var type = inheritedType
        if let typeNode = reader.member("$type", of: node), let text = reader.string(typeNode) { type = (text, file.document.node(typeNode)) }
        let info = reader.member("$extensions", of: node)
        if let info, let empty = reader.member("com.palette.empty", of: info), reader.kind(empty) == .object {
            for entry in reader.members(of: empty) {
                if let colors = reader.member("colors", of: entry), reader.kind(colors) == .array {
                    let properties = reader.member("properties", of: entry).flatMap { reader.kind($0) == .object ? $0 : nil }
                    findings.emptyColorSets.append((names + [reader.key(entry) ?? ""], file.document.node(colors),
                                                    properties.map(file.document.node)))
                }
            }
        }
        if !names.isEmpty, let info {
            let flag = reader.member("com.palette.folder", of: info).flatMap({ reader.member("provides-namespace", of: $0) }).flatMap(reader.bool)
            findings.groupMarks.append((names, flag, reader.member("com.palette.catalog", of: info) != nil))
        }
        // Each token's dotted key extends its group's, which is joined once.
        let groupKey = names.joined(separator: ".")
        for child in reader.members(of: node) where reader.kind(child) == .object {
            let key = reader.key(child) ?? ""
            guard !key.hasPrefix("$") else { continue }
            var path = names
            path.append(key)
            guard TokenName.isValidFileName(TokenName.decode(key)) else {
                findings.diagnostics.append(file.diagnostic(file.document.node(child), .tokenInvalidName(key)))
                continue
            }
            guard let value = reader.member("$value", of: child) ?? Self.styleDictionaryValue(reader, child)
                    ?? Self.tokenReference(reader, child, root: file.document.root) else {
                flatten(reader, child, names: path, inheritedType: type, file: file, fileIndex: fileIndex, modes: modes,
                        into: &table, modes: &others, findings: &findings)
                continue
            }
            var tokenType = type
            if let own = reader.member("$type", of: child) ?? reader.member("type", of: child), let text = reader.string(own) {
                tokenType = (text, file.document.node(own))
            }
            let extensions = reader.member("$extensions", of: child)
            let tokenKey = groupKey.isEmpty ? key : groupKey + "." + key
            table.add(ReadToken(names: path, value: file.document.node(value), type: tokenType,
                                extensions: extensions.map(file.document.node), fileIndex: fileIndex,
                                color: Self.color(reader, value, type: tokenType)), key: tokenKey)
            guard let modeValues = extensions.flatMap({ reader.member("com.palette.modes", of: $0) }),
                  reader.kind(modeValues) == .object else { continue }
            // A key written twice is its last value (the JSON layer reports the repeat).
            let written = reader.members(of: modeValues).map { (mode: reader.key($0) ?? "", node: $0) }
            let entries = written.indices.filter { index in !written[(index + 1)...].contains { $0.mode == written[index].mode } }
                .map { written[$0] }
            for entry in entries where modes.appearance(of: entry.mode) == nil {
                findings.diagnostics.append(file.diagnostic(file.document.node(entry.node), .tokenUnmappedMode(entry.mode)))
            }
            // Of several keys mapped to one appearance, the one a resolver context would be chosen
            // by (`ModeMap.mode`): an explicit mapping over a standard name; the others are reported.
            let names = entries.map(\.mode)
            for (position, finding) in modes.conflicts(among: names) {
                findings.diagnostics.append(file.diagnostic(file.document.node(entries[position].node), finding))
            }
            for appearance in Appearance.allCases {
                guard let chosen = modes.mode(for: appearance, among: names)?.chosen,
                      let entry = entries.first(where: { $0.mode == chosen })?.node else { continue }
                guard let modeValue = reader.member("$value", of: entry) else { continue }
                others[appearance, default: TokenTable()].add(ReadToken(
                    names: path, value: file.document.node(modeValue), type: tokenType,
                    extensions: reader.member("$extensions", of: entry).map(file.document.node), fileIndex: fileIndex,
                    color: Self.color(reader, modeValue, type: tokenType)), key: tokenKey)
            }
        }
    }

    /// The color a token's value reads as, parsed where the token is read (on the core that
    /// flattens its tree, once however many appearances use it); `nil` for an alias, whose
    /// target's color counts, and for a token typed as something else.
    private static func color(_ reader: JSONReader, _ value: JSONReader.Node, type: (text: String, node: JSONNode)?)
        -> Result<TokenColor, ColorProblem>? {
        if let type, type.text != "color" { return nil }
        return alias(reader, value) == nil ? TokenColor.parse(reader, value) : nil
    }

    /// Style Dictionary's `value` (with `type`), when the object has no `$value`: a string, or
    /// an object that is a color (has `colorSpace`).
    private static func styleDictionaryValue(_ reader: JSONReader, _ node: JSONReader.Node) -> JSONReader.Node? {
        guard let value = reader.member("value", of: node) else { return nil }
        switch reader.kind(value) {
        case .string, .number: return value
        case .object: return reader.member("colorSpace", of: value) != nil ? value : nil
        default: return nil
        }
    }

    /// The token itself when it is a whole-token `$ref` (`{"$ref": "#/colors/blue"}`, DTCG
    /// aliases), which `alias` reads as `{colors.blue}`: only `$`-properties beside it, and not
    /// a reference to a group of this file (the JSON Schema form of a group's `$extends`).
    private static func tokenReference(_ reader: JSONReader, _ node: JSONReader.Node, root: JSONNode) -> JSONReader.Node? {
        guard let reference = reader.member("$ref", of: node).flatMap(reader.string), reference.hasPrefix("#/"),
              reader.members(of: node).allSatisfy({ reader.key($0)?.hasPrefix("$") ?? false }) else { return nil }
        if !reference.hasSuffix("/$value"), let target = pointer(String(reference.dropFirst(2)), in: root),
           target.kind == .object, target["$value"] == nil, target["value"] == nil {
            return nil
        }
        return node
    }

    // MARK: Resolver documents

    private mutating func readResolver(fileIndex: Int) {
        let file = files[fileIndex]
        let root = file.document.root
        guard let order = root["resolutionOrder"], order.kind == .array else {
            diagnostics.append(file.diagnostic(root["resolutionOrder"] ?? root, .tokenInvalidResolver(reason: "'resolutionOrder' is not an array")))
            return
        }
        // The items, each a set (its sources) or a modifier (its contexts and default).
        enum Item {
            case set([JSONNode])
            case modifier(contexts: [(name: String, sources: JSONNode)], defaultContext: String?, node: JSONNode)
        }
        var items: [Item] = []
        for element in order.elements {
            var target = element
            if let reference = element["$ref"]?.stringValue {
                guard reference.hasPrefix("#/"), let found = Self.pointer(String(reference.dropFirst(2)), in: root) else {
                    diagnostics.append(file.diagnostic(element, .tokenInvalidResolver(
                        reason: "'\(Excerpt.of(reference))' is not a set or modifier of this document")))
                    continue
                }
                target = found
            }
            if let sources = target["sources"], sources.kind == .array {
                items.append(.set(sources.elements))
            } else if let contexts = target["contexts"], contexts.kind == .object {
                items.append(.modifier(contexts: contexts.members.map { ($0.key, $0.value) },
                                       defaultContext: target["default"]?.stringValue, node: contexts))
            } else {
                diagnostics.append(file.diagnostic(element, .tokenInvalidResolver(reason: "an item of 'resolutionOrder' is neither a set nor a modifier")))
            }
        }
        // The appearances some modifier maps, and each context's tokens, read once.
        var appearances: Set<Appearance> = []
        for case .modifier(let contexts, _, _) in items {
            let mapped = Set(contexts.compactMap { modes.appearance(of: $0.name) })
            appearances.formUnion(mapped)
            if !mapped.isEmpty {
                for context in contexts where modes.appearance(of: context.name) == nil {
                    diagnostics.append(file.diagnostic(context.sources, .tokenUnmappedMode(context.name)))
                }
            }
            for (position, finding) in modes.conflicts(among: contexts.map(\.name)) {
                diagnostics.append(file.diagnostic(contexts[position].sources, finding))
            }
        }
        if appearances.isEmpty { appearances = [.light] }
        let modeMap = modes
        func sources(of item: Item, for appearance: Appearance) -> [JSONNode] {
            switch item {
            case .set(let sources): return sources
            case .modifier(let contexts, let defaultContext, _):
                let name = modeMap.mode(for: appearance, among: contexts.map(\.name))?.chosen ?? defaultContext
                let chosen = contexts.first { $0.name == name } ?? contexts.first
                guard let chosen, chosen.sources.kind == .array else { return [] }
                return chosen.sources.elements
            }
        }
        let inOrder = Appearance.allCases.filter(appearances.contains)
        // The inline token trees of the sets and chosen contexts, independent of each other,
        // flattened on every core; the loop below takes each one's findings in when it reaches
        // it, in the order a tree at a time would have made them.
        var seen: Set<Int> = []
        let trees = inOrder.flatMap { appearance in items.flatMap { sources(of: $0, for: appearance) } }
            .filter { $0["$ref"] == nil && seen.insert($0.span.lowerBound).inserted }
        var prepared: [Int: (TokenTable, TreeFindings)] = [:]
        for (tree, table, findings) in trees.parallelMap(minimumCount: 2, { tree in
            var table = TokenTable(), ignored: [Appearance: TokenTable] = [:], findings = TreeFindings()
            Self.flatten(tree, file: file, fileIndex: fileIndex, modes: modeMap, into: &table, modes: &ignored, findings: &findings)
            return (tree, table, findings)
        }) {
            prepared[tree.span.lowerBound] = (table, findings)
        }
        // Each appearance's tables in resolution order (findings taken in, in order), then merged
        // into one per appearance, each on its own core.
        var cache: [Int: TokenTable] = [:]
        let layers = inOrder.map { appearance in
            items.map { sourcesTable(sources(of: $0, for: appearance), fileIndex: fileIndex, cache: &cache, prepared: &prepared) }
        }
        let merged = layers.parallelMap(minimumCount: 2) { layers in
            layers.reduce(into: TokenTable()) { $0.merge($1) }
        }
        for (appearance, table) in zip(inOrder, merged) {
            tables[appearance, default: TokenTable()].merge(table)
        }
    }

    /// The tokens of a list of sources: inline token objects, or `$ref`s to token files
    /// (relative to the resolver) or to a set in the document.
    /// `prepared` holds trees of the file flattened already (by offset), whose findings are
    /// taken in here.
    private mutating func sourcesTable(_ sources: [JSONNode], fileIndex: Int, cache: inout [Int: TokenTable],
                                       prepared: inout [Int: (TokenTable, TreeFindings)]) -> TokenTable {
        var table = TokenTable()
        for source in sources {
            if let cached = cache[source.span.lowerBound + fileIndex << 48] {
                table.merge(cached)
                continue
            }
            var read = TokenTable()
            var ignored: [Appearance: TokenTable] = [:]
            let file = files[fileIndex]
            if let reference = source["$ref"]?.stringValue {
                if reference.hasPrefix("#/") {
                    if let found = Self.pointer(String(reference.dropFirst(2)), in: file.document.root), let inner = found["sources"] {
                        read = sourcesTable(inner.elements, fileIndex: fileIndex, cache: &cache, prepared: &prepared)
                    } else {
                        diagnostics.append(file.diagnostic(source, .tokenInvalidResolver(reason: "'\(Excerpt.of(reference))' is not a set of this document")))
                    }
                } else {
                    let folder = (file.path as NSString).deletingLastPathComponent
                    let path = reference.hasPrefix("/") || folder.isEmpty ? reference : folder + "/" + reference
                    if let referenced = load(path) {
                        var findings = TreeFindings()
                        Self.flatten(referenced.document.root, file: referenced, fileIndex: files.count - 1, modes: modes,
                                     into: &read, modes: &ignored, findings: &findings)
                        absorb(findings)
                    }
                }
            } else if let (table, findings) = prepared.removeValue(forKey: source.span.lowerBound) {
                read = table
                absorb(findings)
            } else {
                var findings = TreeFindings()
                Self.flatten(source, file: file, fileIndex: fileIndex, modes: modes, into: &read, modes: &ignored, findings: &findings)
                absorb(findings)
            }
            cache[source.span.lowerBound + fileIndex << 48] = read
            table.merge(read)
        }
        return table
    }

    /// The node at a JSON pointer (`sets/base`, `~1` and `~0` unescaped) below `root`.
    static func pointer(_ pointer: String, in root: JSONNode) -> JSONNode? {
        var node = root
        for part in pointer.split(separator: "/", omittingEmptySubsequences: false) {
            let key = part.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if node.kind == .array, let index = Int(key), let element = node[index] {
                node = element
            } else if let member = node[key] {
                node = member
            } else {
                return nil
            }
        }
        return node
    }
}
