import ColorScience
import LosslessJSON

/// The JSON of a new `colors` entry, in the order the file itself uses.
///
/// In a modern (sorted) file the document sorts members itself; in a legacy file keys follow
/// Xcode 9-11's order (FORMAT.md section 6) so the new entry looks like its siblings.
struct NewEntry {
    let value: JSONValue

    static let legacyEntryOrder = ["idiom", "subtype", "appearances", "color", "display-gamut", "locale"]
    static let legacyComponentOrder = ["red", "alpha", "blue", "green", "white"]

    /// Refuses a color that is not finite in the template's space (nothing is written).
    init(traits: SlotTraits, color: SpaceColor, template: ComponentColor?) throws(ColorEditError) {
        var members: [String: JSONValue] = ["idiom": .string(traits.idiom)]
        if let subtype = traits.subtype { members["subtype"] = .string(subtype) }
        if let gamut = traits.displayGamut { members["display-gamut"] = .string(gamut) }
        if let locale = traits.locale { members["locale"] = .string(locale) }
        var appearances: [JSONValue] = []
        if let luminosity = traits.luminosity {
            appearances.append(.object([JSONMember(key: "appearance", value: "luminosity"),
                                        JSONMember(key: "value", value: .string(luminosity.rawValue))]))
        }
        if traits.highContrast {
            appearances.append(.object([JSONMember(key: "appearance", value: "contrast"),
                                        JSONMember(key: "value", value: "high")]))
        }
        if !appearances.isEmpty { members["appearances"] = .array(appearances) }
        members["color"] = try Self.colorValue(color, template: template)
        value = .object(Self.ordered(members, legacyOrder: Self.legacyEntryOrder))
    }

    /// `{"color-space": ..., "components": {...}}` with each component in the template's notation;
    /// a component that is not finite in that space is refused.
    static func colorValue(_ color: SpaceColor, template: ComponentColor?) throws(ColorEditError) -> JSONValue {
        let space = template?.colorSpace ?? color.space
        let converted = color.space == space ? color : SpaceColor(linearSRGB: color.linearSRGB, alpha: color.alpha, in: space)
        let keys = space.channelNames + ["alpha"]
        if let bad = (converted.channels.prefix(space.channelNames.count) + [converted.alpha]).firstIndex(where: { !$0.isFinite }) {
            throw .nonFiniteComponent(keys[bad])
        }
        var components: [String: JSONValue] = [:]
        for (offset, name) in space.channelNames.enumerated() {
            let notation = template?.channels[safe: offset]?.notation ?? .float(decimals: 3)
            components[name] = ColorSet.jsonValue(token: notation.token(for: converted.channels[offset]))
        }
        let alphaNotation = template?.alpha?.notation ?? .float(decimals: 3)
        components["alpha"] = ColorSet.jsonValue(token: alphaNotation.token(for: converted.alpha))
        let spaceName = template?.colorSpaceName ?? space.rawValue
        return .object([
            JSONMember(key: "color-space", value: .string(spaceName)),
            JSONMember(key: "components", value: .object(ordered(components, legacyOrder: legacyComponentOrder))),
        ])
    }

    /// Members sorted as Xcode does (a sorted document re-sorts anyway), or in legacy order when the
    /// caller asks for it; the document keeps what it is given in an unsorted file.
    private static func ordered(_ members: [String: JSONValue], legacyOrder: [String]) -> [JSONMember] {
        members.sorted { lhs, rhs in
            let left = legacyOrder.firstIndex(of: lhs.key) ?? legacyOrder.count
            let right = legacyOrder.firstIndex(of: rhs.key) ?? legacyOrder.count
            return left != right ? left < right : lhs.key < rhs.key
        }.map { JSONMember(key: $0.key, value: $0.value) }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
