import Foundation
import AssetCatalog
import ColorScience

/// Catalogs as CSS custom properties (`--brand-accent: #5B4CF0;`): the light values on `:root`,
/// then what differs under `@media (prefers-color-scheme: dark)`, `(prefers-contrast: more)`
/// and both, so the cascade gives each appearance its color. A color an sRGB hex cannot hold (a
/// Display P3 slot, an extended or linear one) is written as an sRGB hex fallback and again as
/// `color(display-p3 ...)` (or `color(srgb ...)`, `color(srgb-linear ...)`) in an `@supports`
/// block that repeats those properties' rules in the same order.
///
/// Pure: it returns the text, or the reasons there is none, and prints nothing.
public enum CSSExport {
    /// The style sheet for `catalogs`; or, when two colors become one custom property (whose
    /// later declaration would silently replace the earlier one), no text and an
    /// `export.name-collision` error for each color after the first.
    public static func text(_ catalogs: [Catalog]) -> (text: String?, diagnostics: [Diagnostic]) {
        var properties: [Property] = []
        for (index, catalog) in catalogs.enumerated() {
            let colorSets = catalog.colorSets
            let tokens = Array(colorSets.indices).parallelMap { ColorSetTokens(colorSets[$0]) }
            for (colorSet, tokens) in zip(colorSets, tokens) where !tokens.values.isEmpty {
                properties.append(Property(name: propertyName(colorSet.qualifiedName), values: tokens.values.dictionary,
                                           colorName: colorSet.qualifiedName, path: colorSet.folderPath, catalog: index))
            }
        }
        let collisions = Self.collisions(properties)
        guard collisions.isEmpty else { return (nil, collisions) }
        return (styleSheet(properties), [])
    }

    /// The text for `properties`, whose names are all different.
    private static func styleSheet(_ properties: [Property]) -> String {
        let blocks = Self.blocks(properties)
        var output = "/* Colors exported by palette. */\n"
        output += render(blocks, wide: false, indent: "")
        let wideNames = Set(properties.filter { $0.values.values.contains(where: isWide) }.map(\.name))
        if !wideNames.isEmpty {
            output += "\n@supports (color: color(display-p3 1 1 1)) {\n"
            output += render(blocks.map { ($0.media, $0.declarations.filter { wideNames.contains($0.name) }) }, wide: true, indent: "  ")
            output += "}\n"
        }
        return output
    }

    typealias Block = (media: String?, declarations: [(name: String, color: TokenColor)])

    /// The four rules in cascade order, each with the properties whose color there differs from
    /// what the rules before it give.
    static func blocks(_ properties: [Property]) -> [Block] {
        let media: [(Appearance, String?)] = [
            (.light, nil), (.dark, "(prefers-color-scheme: dark)"), (.highContrastLight, "(prefers-contrast: more)"),
            (.highContrastDark, "(prefers-color-scheme: dark) and (prefers-contrast: more)"),
        ]
        var blocks: [Block] = media.map { ($0.1, []) }
        // The last value each rule declares, by property: what the cascade reads.
        var declared: [[String: TokenColor]] = media.map { _ in [:] }
        for property in properties {
            // What the cascade gives under each appearance, given the rules written so far.
            func cascaded(_ appearance: Appearance, upTo rule: Int) -> TokenColor? {
                let applying = media.prefix(rule).enumerated().filter { offset, entry in
                    switch entry.0 {
                    case .light: true
                    case .dark: appearance.luminosity == .dark
                    case .highContrastLight: appearance.isHighContrast
                    case .highContrastDark: appearance == .highContrastDark
                    }
                }.map(\.offset)
                return applying.reversed().lazy.compactMap { declared[$0][property.name] }.first
            }
            for (rule, entry) in media.enumerated() {
                guard let value = property.values[entry.0] ?? property.values[.light] else { continue }
                if cascaded(entry.0, upTo: rule) != value {
                    blocks[rule].declarations.append((property.name, value))
                    declared[rule][property.name] = value
                }
            }
        }
        return blocks
    }

    private static func render(_ blocks: [Block], wide: Bool, indent: String) -> String {
        var output = ""
        for block in blocks where !block.declarations.isEmpty {
            let inner = block.media == nil ? indent : indent + "  "
            if let media = block.media { output += "\(indent)@media \(media) {\n" }
            output += "\(inner):root {\n"
            for declaration in block.declarations {
                output += "\(inner)  --\(declaration.name): \(wide ? wideValue(declaration.color) : hexValue(declaration.color));\n"
            }
            output += "\(inner)}\n"
            if block.media != nil { output += "\(indent)}\n" }
        }
        return output
    }

    /// Whether an sRGB hex cannot hold the color exactly as the slot says it.
    static func isWide(_ value: TokenColor) -> Bool {
        switch value.color.space {
        case .displayP3, .extendedLinearSRGB: true
        case .srgb, .extendedSRGB, .grayGamma22, .extendedGray: !value.color.channels.allSatisfy { (0...1).contains($0) }
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when translucent: the color on an sRGB display.
    static func hexValue(_ value: TokenColor) -> String {
        value.color.display.hexWithAlpha
    }

    /// `color(display-p3 0.36 0.3 0.94)`, with ` / 0.5` when translucent.
    static func wideValue(_ value: TokenColor) -> String {
        guard isWide(value) else { return hexValue(value) }
        let channels = value.color.channels.map { number($0) }.joined(separator: " ")
        let alpha = value.color.alpha < 1 ? " / \(number(value.color.alpha))" : ""
        return "color(\(value.spaceName) \(channels)\(alpha))"
    }

    /// At most five decimals, trailing zeros dropped.
    private static func number(_ value: Double) -> String {
        var text = String(format: "%.5f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
