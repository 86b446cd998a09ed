import ColorScience
import LosslessJSON

/// Reads the typed view of `colors` entries, reporting what is wrong instead of guessing silently.
struct VariantParser {
    /// The `Contents.json` path, for diagnostics.
    let file: String
    var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    /// The variant of one `colors` element; `nil` (with a diagnostic) when the element is not an object.
    mutating func variant(_ node: JSONNode, index: Int) -> ColorVariant? {
        guard node.kind == .object else {
            report(.error, "variant.not-object", "entry \(index) of 'colors' is not an object", at: node)
            return nil
        }
        let traits = self.traits(node)
        let color = node["color"].flatMap { self.color($0) }
        return ColorVariant(index: index, traits: traits, color: color)
    }

    private mutating func traits(_ node: JSONNode) -> SlotTraits {
        var traits = SlotTraits()
        if let idiom = node["idiom"]?.stringValue {
            traits.idiom = idiom
        } else {
            report(.warning, "variant.missing-idiom", "entry has no 'idiom'; taken as 'universal'", at: node)
        }
        traits.subtype = node["subtype"]?.stringValue
        traits.displayGamut = node["display-gamut"]?.stringValue
        traits.locale = node["locale"]?.stringValue
        for item in node["appearances"]?.elements ?? [] {
            let kind = item["appearance"]?.stringValue ?? ""
            let value = item["value"]?.stringValue ?? ""
            switch (kind, value) {
            case ("luminosity", "light"): traits.luminosity = .light
            case ("luminosity", "dark"): traits.luminosity = .dark
            case ("contrast", "high"): traits.highContrast = true
            default:
                traits.unknownAppearances.append("\(kind)=\(value)")
                report(.warning, "variant.unknown-appearance",
                       "unknown appearance '\(kind)' with value '\(value)'; kept but not used for resolution", at: item)
            }
        }
        return traits
    }

    private mutating func color(_ node: JSONNode) -> VariantColor? {
        if let reference = node["reference"]?.stringValue {
            return .reference(SystemReference(platform: node["platform"]?.stringValue, name: reference))
        }
        let spaceName = node["color-space"]?.stringValue
        var space = ColorSpace.srgb
        if let spaceName {
            if let known = ColorSpace(rawValue: spaceName) {
                space = known
            } else {
                report(.error, "color.unknown-color-space", "unknown color space '\(spaceName)'; shown as sRGB",
                       at: node["color-space"] ?? node)
            }
        }
        guard let components = node["components"], components.kind == .object else {
            report(.error, "color.missing-components", "color has neither 'components' nor 'reference'", at: node)
            return nil
        }
        let channels = space.channelNames.map { component($0, in: components, space: space) ?? missing($0) }
        let alpha = component("alpha", in: components, space: space)
        return .components(ComponentColor(colorSpaceName: spaceName, colorSpace: space, channels: channels, alpha: alpha))
    }

    private func missing(_ key: String) -> ColorComponent {
        ColorComponent(key: key, token: "", notation: .float(decimals: 3), value: 0)
    }

    private mutating func component(_ key: String, in components: JSONNode, space: ColorSpace) -> ColorComponent? {
        guard let node = components[key] else {
            if key != "alpha" {
                report(.error, "color.missing-component", "missing component '\(key)'", at: components)
            }
            return nil
        }
        let token = node.rawText
        let parsed: (notation: ComponentNotation, value: Double)?
        switch node.kind {
        case .string, .number:
            parsed = ComponentNotation.parse(token: token)
                ?? (node.kind == .string ? node.stringValue.flatMap(ComponentNotation.parse(string:)) : nil)
        default: parsed = nil
        }
        guard let parsed else {
            report(.error, "color.invalid-component", "component '\(key)' is \(token), not a number", at: node)
            return nil
        }
        let limit = key == "alpha" || !space.isExtended
        if limit, !(0...1).contains(parsed.value) {
            report(.error, "color.component-out-of-range",
                   "component '\(key)' is \(token), outside 0...1 for '\(space.rawValue)'", at: node)
        }
        return ColorComponent(key: key, token: token, notation: parsed.notation, value: parsed.value)
    }

    private mutating func report(_ severity: Diagnostic.Severity, _ code: String, _ message: String, at node: JSONNode) {
        diagnostics.append(Diagnostic(file: file, line: node.location.line, column: node.location.column,
                                      severity: severity, code: code, message: message))
    }
}

extension ColorSpace {
    /// Whether components may go below 0 or above 1.
    var isExtended: Bool {
        self == .extendedSRGB || self == .extendedLinearSRGB || self == .extendedGray
    }
}
