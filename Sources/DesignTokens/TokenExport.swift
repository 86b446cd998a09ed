import AssetCatalog
import ColorScience
import LosslessJSON

/// Catalogs as design tokens (DTCG 2025.10): one color token per colorset, in groups that follow
/// the catalog's folders, with each appearance's value.
///
/// In a resolver document the light appearance is the set `light` and the other appearances are
/// contexts of the modifier `appearance`, each holding the tokens whose value differs from light.
///
/// `$extensions` keys (reverse domain `com.palette`):
/// - `com.palette.colorset` on a token: `{"colors": [...], "properties": {...}}`, the colorset's
///   `colors` array as its file has it (every idiom, gamut, locale and system-reference slot,
///   components as written) and its `properties` when it has them, in the first appearance's set
///   only (on one line). Import recreates a new colorset from it when it agrees
///   with the token's values, so nothing is lost on a round trip.
/// - `com.palette.reference` on a token: `{"name": "systemRedColor", "platform": "ios"}` when the
///   appearance's slot refers to a system color; `$value` is that color's value there.
/// - `com.palette.folder` on a group: `{"provides-namespace": true|false}`.
/// - `com.palette.empty` on a group (the root included): `{"AccentColor": {"colors": [...]}}`
///   (with `properties` as above),
///   the colorsets in its folder that have no color in any appearance (Xcode's unset
///   `AccentColor`), which have no token; import recreates them as they were.
/// - `com.palette.catalog` on a top-level group: `{"name": "Demo"}`, when several catalogs are
///   exported (one group each); import puts such a group's contents at the catalog's root.
/// - `com.palette.modes` on a token (`--modes extensions`): the other appearances' tokens,
///   `{"dark": {"$value": ...}, ...}` by mode name.
public struct TokenExport: Sendable {
    /// How the appearances are written.
    public enum Modes: String, Sendable, CaseIterable {
        /// One token set per appearance, as contexts of a resolver document's `appearance` modifier.
        case resolver
        /// One token file: the light value as `$value`, the others under `com.palette.modes`.
        case extensions
    }

    public var modes: ModeMap
    public init(modes: ModeMap = .standard) {
        self.modes = modes
    }

    /// The export of `catalogs` (one group per catalog when there are several) as text; scalars
    /// `alsoEscaping` accepts are written as `\\uXXXX` (a terminal-safe document for stdout).
    public func text(_ catalogs: [Catalog], labels: [String], form: Modes,
                     alsoEscaping: (@Sendable (Unicode.Scalar) -> Bool)? = nil) -> String {
        // Catalogs of images only (most of a large app's) have no tokens: no group, no mention.
        let withColors = catalogs.indices.filter { !catalogs[$0].colorSets.isEmpty }
        let catalogs = withColors.map { catalogs[$0] }, labels = withColors.map { labels[$0] }
        let writer = TokenWriter(modes: modes, escaping: alsoEscaping ?? { _ in false }, escapesText: alsoEscaping != nil)
        let trees = catalogs.map(CatalogTokens.init)
        let sets: [TokenWriter.TokenSet] = switch form {
        case .extensions: [TokenWriter.TokenSet(appearance: .light, extensionsMode: true, indent: "")]
        case .resolver: Appearance.allCases.map { TokenWriter.TokenSet(appearance: $0, indent: $0 == .light ? "        " : "          ") }
        }
        let texts = trees.map { writer.texts($0, sets: sets, nested: trees.count > 1) }
        var output = UTF8Text()
        output.bytes.reserveCapacity(texts.joined().reduce(4_096) { $0 + $1.bytes.bytes.count + ($1.empty?.count ?? 0) + 64 })
        switch form {
        case .extensions:
            writer.file(trees, texts: texts, sets: sets, set: 0, labels: labels, schema: true, into: &output)
        case .resolver:
            let name = writer.quoted(labels.joined(separator: ", "))
            output.append("{\n  \"name\": \(name),\n  \"version\": \"2025.10\",\n")
            output.append("  \"description\": \(writer.quoted("Colors of \(labels.joined(separator: ", ")), exported by palette: the light appearance as a set, the others as contexts overriding it")),\n")
            output.add("  \"sets\": {\n    \"light\": {\n      \"sources\": [\n")
            writer.file(trees, texts: texts, sets: sets, set: 0, labels: labels, schema: false, into: &output)
            output.add("\n      ]\n    }\n  },\n  \"modifiers\": {\n    \"appearance\": {\n")
            output.add("      \"description\": \"Light and dark, each with normal and increased contrast\",\n      \"contexts\": {\n")
            for (index, set) in sets.enumerated() {
                if index > 0 { output.add(",\n") }
                output.append("        " + writer.quoted(modes.name(of: set.appearance)) + ": [")
                guard index > 0 else { output.add("]"); continue }
                output.add("\n")
                writer.file(trees, texts: texts, sets: sets, set: index, labels: labels, schema: false, into: &output)
                output.add("\n        ]")
            }
            output.append("\n      },\n      \"default\": \(writer.quoted(modes.name(of: .light)))\n    }\n  },\n")
            output.add("  \"resolutionOrder\": [{\"$ref\": \"#/sets/light\"}, {\"$ref\": \"#/modifiers/appearance\"}]\n}")
        }
        output.add("\n")
        return output.string
    }

    static let schema = "https://www.designtokens.org/schemas/2025.10/format.json"
}

/// A catalog and each colorset's folder depth, for writing its tokens in groups.
struct CatalogTokens {
    let catalog: Catalog
    let root = 0
    /// Each colorset's folder depth (0 at the catalog's root).
    let depths: [Int]

    init(_ catalog: Catalog) {
        self.catalog = catalog
        var folderDepths = Array(repeating: 0, count: catalog.folders.count)
        var depths = Array(repeating: 0, count: catalog.colorSets.count)
        for (index, folder) in catalog.folders.enumerated() {
            if let parent = folder.parent { folderDepths[index] = folderDepths[parent] + 1 }
            for case .colorSet(let child) in folder.children { depths[child] = folderDepths[index] }
        }
        self.depths = depths
    }
}

/// One colorset's value and system reference per appearance (as `list` resolves it), and its
/// `colors` array as written.
struct ColorSetTokens: Sendable {
    var values = PerAppearance<TokenColor>()
    var references = PerAppearance<SystemReference>()
    /// `{"colors": [...], "properties": {...}}` as one line of JSON (`CompactJSON`), in UTF-8:
    /// what `com.palette.colorset` and `com.palette.empty` carry of the file (`properties` only
    /// when it has them, as `{"localizable": true}`), so a colorset import writes anew loses
    /// none of it; `nil` when the `colors` cannot be carried.
    var carried: [UInt8]?

    /// The first appearance with a value: the set whose token carries `com.palette.colorset`.
    var firstAppearance: Appearance? { Appearance.allCases.first { values[$0] != nil } }

    init(_ colorSet: ColorSet) {
        for appearance in Appearance.allCases {
            guard let variantColor = colorSet.resolve(TraitRequest(appearance: appearance))?.variant.color,
                  let color = variantColor.spaceColor(for: appearance),
                  color.channels.allSatisfy(\.isFinite), color.alpha.isFinite else { continue }
            values[appearance] = TokenColor(slot: color)
            if case .reference(let reference) = variantColor { references[appearance] = reference }
        }
        guard let root = colorSet.document?.root, let colors = root["colors"].flatMap(CompactJSON.text) else { return }
        var carried = Array("{\"colors\": ".utf8) + colors
        if let node = root["properties"], node.kind == .object, let properties = CompactJSON.text(of: node) {
            carried += Array(", \"properties\": ".utf8) + properties
        }
        carried.append(UInt8(ascii: "}"))
        self.carried = carried
    }
}

extension String {
    /// A catalog label (`App/Assets.xcassets`) as one token name (`App-Assets`).
    var replacingSlashes: String {
        (hasSuffix(".xcassets") ? String(dropLast(".xcassets".count)) : self).split(separator: "/").joined(separator: "-")
    }
}
