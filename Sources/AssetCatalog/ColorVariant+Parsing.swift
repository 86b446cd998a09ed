import ColorScience
import LosslessJSON

/// Reads the typed view of `colors` entries, reporting what is wrong instead of guessing silently.
///
/// It reads through a `JSONReader`: loading runs it over every entry of every file, and the
/// reader's lookups count no references.
struct VariantParser {
    /// The `Contents.json` path, for diagnostics.
    let file: String
    let reader: JSONReader
    var diagnostics: [Diagnostic] = []
    /// Built at the first diagnostic: a file with thousands of them is scanned once, not once each.
    private var lineIndex: JSONLineIndex?
    /// The lines counted up to the last entry read: the entries come in order, so the file is
    /// counted once for all of their locations.
    private var entryLines = JSONLineCounter()

    init(file: String, reader: JSONReader) {
        self.file = file
        self.reader = reader
    }

    typealias Node = JSONReader.Node

    /// The variant of one `colors` element; `nil` (with a diagnostic) when the element is not an object.
    mutating func variant(_ node: Node, index: Int) -> ColorVariant? {
        guard reader.kind(node) == .object else {
            report(.entryNotObject(index: index), at: node)
            return nil
        }
        let traits = self.traits(node)
        let color = reader.member("color", of: node).flatMap { self.color($0) }
        return ColorVariant(index: index, traits: traits, color: color?.color, componentDisplay: color?.display,
                            location: reader.location(node, counting: &entryLines))
    }

    private mutating func traits(_ node: Node) -> SlotTraits {
        var traits = SlotTraits()
        let idiomNode = reader.member("idiom", of: node)
        if let idiomNode, reader.string(idiomNode, equals: "universal") {
            // The common case, without decoding a new string.
        } else if let idiom = idiomNode.flatMap(reader.string) {
            traits.idiom = idiom
        } else {
            report(.missingIdiom, at: node)
        }
        traits.subtype = string("subtype", of: node)
        traits.displayGamut = string("display-gamut", of: node)
        traits.locale = string("locale", of: node)
        guard let appearances = reader.member("appearances", of: node) else { return traits }
        for item in reader.elements(of: appearances) {
            let kind = reader.member("appearance", of: item), value = reader.member("value", of: item)
            if let kind, let value {
                if reader.string(kind, equals: "luminosity") {
                    if reader.string(value, equals: "light") { traits.luminosity = .light; continue }
                    if reader.string(value, equals: "dark") { traits.luminosity = .dark; continue }
                } else if reader.string(kind, equals: "contrast"), reader.string(value, equals: "high") {
                    traits.highContrast = true
                    continue
                }
            }
            let kindText = kind.flatMap(reader.string) ?? "", valueText = value.flatMap(reader.string) ?? ""
            traits.unknownAppearances.append("\(kindText)=\(valueText)")
            report(.unknownAppearance(kind: kindText, value: valueText), at: item)
        }
        return traits
    }

    /// The string value of member `key`; nil when it is missing or not a string.
    private func string(_ key: StaticString, of node: Node) -> String? {
        reader.member(key, of: node).flatMap(reader.string)
    }

    /// The slot's color, with its display color when it has components (worked out here, before
    /// the components are wrapped: read back out of the color, they would be copied).
    private mutating func color(_ node: Node) -> (color: VariantColor, display: DisplayColor?)? {
        if let reference = string("reference", of: node) {
            return (.reference(SystemReference(platform: string("platform", of: node), name: reference)), nil)
        }
        let spaceNode = reader.member("color-space", of: node)
        // The common case without decoding a new string: Xcode's spelling of sRGB.
        let spaceName = spaceNode.map { reader.string($0, equals: "srgb") } == true
            ? ColorSpace.srgb.rawValue : spaceNode.flatMap(reader.string)
        var space = ColorSpace.srgb
        if let spaceName {
            if let known = ColorSpace(rawValue: spaceName) {
                space = known
            } else {
                report(.unknownColorSpace(spaceName), at: spaceNode ?? node)
            }
        }
        guard let components = reader.member("components", of: node), reader.kind(components) == .object else {
            report(.missingComponents, at: node)
            return nil
        }
        let channels: [ColorComponent] = !space.isGray
            ? [channel(.red, in: components, space: space), channel(.green, in: components, space: space),
               channel(.blue, in: components, space: space)]
            : [channel(.white, in: components, space: space)]
        let alpha = component(.alpha, in: components, space: space)
        let color = ComponentColor(colorSpaceName: spaceName, colorSpace: space, channels: channels, alpha: alpha)
        return (.components(color), color.display)
    }

    /// A channel, reported and read as 0 when it is missing or not a number.
    private mutating func channel(_ key: ComponentKey, in components: Node, space: ColorSpace) -> ColorComponent {
        component(key, in: components, space: space)
            ?? ColorComponent(key: key.rawValue, token: "", notation: .float(decimals: 3), value: 0)
    }

    private mutating func component(_ key: ComponentKey, in components: Node, space: ColorSpace) -> ColorComponent? {
        let name = key.rawValue
        guard let node = reader.member(key.staticName, of: components) else {
            if key != .alpha {
                report(.missingComponent(name), at: components)
            }
            return nil
        }
        let kind = reader.kind(node)
        let raw = reader.rawBytes(node)
        let parsed: (notation: ComponentNotation, value: Double)?
        switch kind {
        case .string, .number:
            let length = raw.count - (kind == .string ? 2 : 0)
            guard length <= ComponentNotation.maximumLength else {
                report(.componentTooLong(key: name, excerpt: Excerpt.of(raw), length: length), at: node)
                return nil
            }
            parsed = ComponentNotation.parse(token: raw)
                ?? (kind == .string && reader.hasEscapes(node) ? reader.string(node).flatMap(ComponentNotation.parse(string:)) : nil)
        default: parsed = nil
        }
        guard let parsed else {
            report(.invalidComponent(key: name, token: Excerpt.of(raw)), at: node)
            return nil
        }
        let token = reader.rawText(node)
        // Never let infinity into the model: every conversion and format downstream is finite.
        guard parsed.value.isFinite else {
            report(.nonFiniteComponent(key: name, token: token), at: node)
            return nil
        }
        let limit = key == .alpha || !space.isExtended
        if limit, !(0...1).contains(parsed.value) {
            report(.componentOutOfRange(key: name, token: token, space: space.rawValue), at: node)
        }
        if key == .alpha, parsed.notation == .integer, parsed.value > 0, parsed.value < 1 {
            report(.integerAlpha(token: token), at: node)
        }
        return ColorComponent(key: name, token: token, notation: parsed.notation, value: parsed.value)
    }

    /// The keys of `components`, as `String`s for the model and `StaticString`s for lookups.
    private enum ComponentKey: String {
        case red, green, blue, white, alpha

        var staticName: StaticString {
            switch self {
            case .red: "red"
            case .green: "green"
            case .blue: "blue"
            case .white: "white"
            case .alpha: "alpha"
            }
        }
    }

    mutating func report(_ finding: Finding, at node: Node) {
        let lines = lineIndex ?? reader.makeLineIndex()
        lineIndex = lines
        diagnostics.append(Diagnostic(file: file, at: reader.location(node, in: lines), finding))
    }
}
