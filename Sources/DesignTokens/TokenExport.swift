import AssetCatalog
import ColorScience
import LosslessJSON

/// Catalogs as design tokens (DTCG 2025.10): one color token per colorset, in groups that follow
/// the catalog's folders, with each appearance's value.
///
/// `$extensions` keys (reverse domain `com.palette`):
/// - `com.palette.colorset` on a token: `{"colors": [...]}`, the colorset's `colors` array as
///   its file has it (every idiom, gamut, locale and system-reference slot, components as written),
///   in the first appearance's set only. Import recreates a new colorset from it when it agrees
///   with the token's values, so nothing is lost on a round trip.
/// - `com.palette.reference` on a token: `{"name": "systemRedColor", "platform": "ios"}` when the
///   appearance's slot refers to a system color; `$value` is that color's value there.
/// - `com.palette.folder` on a group: `{"provides-namespace": true|false}`.
/// - `com.palette.empty` on a group (the root included): `{"AccentColor": {"colors": [...]}}`,
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

    /// The export of `catalogs` (one group per catalog when there are several) in `form`.
    public func document(_ catalogs: [Catalog], labels: [String], form: Modes) -> JSONValue {
        let trees = catalogs.map(CatalogTokens.init)
        switch form {
        case .resolver: return resolver(trees, labels: labels)
        case .extensions: return tokenFile(trees, labels: labels, extensionsMode: true, appearance: .light)
        }
    }

    /// The export as text; scalars `alsoEscaping` accepts are written as `\uXXXX`.
    public func text(_ catalogs: [Catalog], labels: [String], form: Modes,
                     alsoEscaping: (Unicode.Scalar) -> Bool = { _ in false }) -> String {
        JSONText.render(document(catalogs, labels: labels, form: form), layout: .tokens, alsoEscaping: alsoEscaping)
    }

    static let schema = "https://www.designtokens.org/schemas/2025.10/format.json"

    private func resolver(_ trees: [CatalogTokens], labels: [String]) -> JSONValue {
        let contexts = Appearance.allCases.map { appearance in
            JSONMember(key: modes.name(of: appearance),
                       value: .array([tokenFile(trees, labels: labels, extensionsMode: false, appearance: appearance, schema: false)]))
        }
        return .object([
            JSONMember(key: "name", value: .string(labels.joined(separator: ", "))),
            JSONMember(key: "version", value: "2025.10"),
            JSONMember(key: "description", value: .string(
                "Colors of \(labels.joined(separator: ", ")), exported by palette: one token set per appearance")),
            JSONMember(key: "modifiers", value: .object([
                JSONMember(key: "appearance", value: .object([
                    JSONMember(key: "description", value: "Light and dark, each with normal and increased contrast"),
                    JSONMember(key: "contexts", value: .object(contexts)),
                    JSONMember(key: "default", value: .string(modes.name(of: .light))),
                ])),
            ])),
            JSONMember(key: "resolutionOrder", value: .array([.object([JSONMember(key: "$ref", value: "#/modifiers/appearance")])])),
        ])
    }

    /// The token tree for `appearance` (with the other appearances under `com.palette.modes`
    /// when `extensionsMode`).
    private func tokenFile(_ trees: [CatalogTokens], labels: [String], extensionsMode: Bool, appearance: Appearance,
                           schema: Bool = true) -> JSONValue {
        var members: [JSONMember] = schema ? [JSONMember(key: "$schema", value: .string(Self.schema))] : []
        if trees.count == 1 {
            members += group(trees[0].root, in: trees[0], extensionsMode: extensionsMode, appearance: appearance)
        } else {
            for (tree, label) in zip(trees, labels) {
                let catalog = JSONMember(key: "com.palette.catalog", value: .object([JSONMember(key: "name", value: .string(label))]))
                members.append(JSONMember(key: TokenName.encode(label.replacingSlashes),
                                          value: .object(group(tree.root, in: tree, extensionsMode: extensionsMode,
                                                               appearance: appearance, extra: [catalog]))))
            }
        }
        return .object(members)
    }

    /// A folder's members: `$extensions` (`extra`, and the colorsets with no color, in the first
    /// appearance's set), its subfolders as groups and its colorsets as tokens.
    private func group(_ folder: Int, in tree: CatalogTokens, extensionsMode: Bool, appearance: Appearance,
                       extra: [JSONMember] = []) -> [JSONMember] {
        var members: [JSONMember] = []
        var empty: [JSONMember] = []
        for child in tree.catalog.folders[folder].children {
            switch child {
            case .folder(let index):
                let info = JSONMember(key: "com.palette.folder", value: .object([
                    JSONMember(key: "provides-namespace", value: .bool(tree.catalog.folders[index].providesNamespace)),
                ]))
                members.append(JSONMember(key: TokenName.encode(tree.catalog.folders[index].name),
                                          value: .object(group(index, in: tree, extensionsMode: extensionsMode,
                                                               appearance: appearance, extra: [info]))))
            case .colorSet(let index):
                let colorSet = tree.tokens[index]
                if let token = token(colorSet, extensionsMode: extensionsMode, appearance: appearance) {
                    members.append(JSONMember(key: TokenName.encode(tree.catalog.colorSets[index].name), value: token))
                } else if colorSet.values.isEmpty, appearance == .light, let colors = colorSet.colors {
                    empty.append(JSONMember(key: TokenName.encode(tree.catalog.colorSets[index].name),
                                            value: .object([JSONMember(key: "colors", value: colors)])))
                }
            }
        }
        let extensions = extra + (empty.isEmpty ? [] : [JSONMember(key: "com.palette.empty", value: .object(empty))])
        return (extensions.isEmpty ? [] : [JSONMember(key: "$extensions", value: .object(extensions))]) + members
    }

    /// One colorset's token for `appearance`; `nil` when the colorset has no color there.
    private func token(_ colorSet: ColorSetTokens, extensionsMode: Bool, appearance: Appearance) -> JSONValue? {
        guard let value = colorSet.values[appearance] else { return nil }
        var extensions: [JSONMember] = []
        if let reference = colorSet.references[appearance] { extensions.append(Self.reference(reference)) }
        if extensionsMode {
            let others = Appearance.allCases.filter { $0 != appearance }.compactMap { other -> JSONMember? in
                guard let value = colorSet.values[other] else { return nil }
                var entry = [JSONMember(key: "$value", value: value.jsonValue)]
                if let reference = colorSet.references[other] {
                    entry.append(JSONMember(key: "$extensions", value: .object([Self.reference(reference)])))
                }
                return JSONMember(key: modes.name(of: other), value: .object(entry))
            }
            if !others.isEmpty { extensions.append(JSONMember(key: "com.palette.modes", value: .object(others))) }
        }
        if colorSet.firstAppearance == appearance, let colors = colorSet.colors {
            extensions.append(JSONMember(key: "com.palette.colorset", value: .object([JSONMember(key: "colors", value: colors)])))
        }
        var members = [JSONMember(key: "$type", value: "color"), JSONMember(key: "$value", value: value.jsonValue)]
        if !extensions.isEmpty { members.append(JSONMember(key: "$extensions", value: .object(extensions))) }
        return .object(members)
    }

    private static func reference(_ reference: SystemReference) -> JSONMember {
        var members = [JSONMember(key: "name", value: .string(reference.name))]
        if let platform = reference.platform { members.append(JSONMember(key: "platform", value: .string(platform))) }
        return JSONMember(key: "com.palette.reference", value: .object(members))
    }
}

/// A catalog's colorsets as token values, worked out once for every form.
struct CatalogTokens {
    let catalog: Catalog
    let root = 0
    let tokens: [ColorSetTokens]

    init(_ catalog: Catalog) {
        self.catalog = catalog
        let colorSets = catalog.colorSets
        tokens = Array(colorSets.indices).parallelMap { ColorSetTokens(colorSets[$0]) }
    }
}

/// One colorset's value and system reference per appearance (as `list` resolves it), and its
/// `colors` array as written.
struct ColorSetTokens: Sendable {
    var values: [Appearance: TokenColor] = [:]
    var references: [Appearance: SystemReference] = [:]
    var colors: JSONValue?

    /// The first appearance with a value: the set whose token carries `com.palette.colorset`.
    var firstAppearance: Appearance? { Appearance.allCases.first { values[$0] != nil } }

    init(_ colorSet: ColorSet) {
        for appearance in Appearance.allCases {
            guard let resolution = colorSet.resolve(TraitRequest(appearance: appearance)),
                  let color = resolution.variant.color?.spaceColor(for: appearance),
                  color.channels.allSatisfy(\.isFinite), color.alpha.isFinite else { continue }
            values[appearance] = TokenColor(slot: color)
            if case .reference(let reference)? = resolution.variant.color { references[appearance] = reference }
        }
        colors = colorSet.document?.root["colors"]?.value
    }
}

extension String {
    /// A catalog label (`App/Assets`) as one token name.
    fileprivate var replacingSlashes: String { split(separator: "/").joined(separator: "-") }
}
