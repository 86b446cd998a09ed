import AssetCatalog
import ColorScience

/// The text and JSON of `palette show`.
struct ShowReport {
    var catalog: Catalog
    /// The catalog's label (`Widget/Assets.xcassets` when several catalogs share its name).
    var catalogLabel: String
    var colorSet: ColorSet
    var group: StateGroup?
    var state: ViewState?
    /// References to the color in the sources under the paths (issue 17); `nil` when there are no sources.
    var referenceCount: Int?

    init(workspace: Workspace, location: ColorSetLocation) {
        catalog = workspace.catalogs[location.catalog]
        catalogLabel = workspace.catalogLabels[location.catalog]
        colorSet = catalog.colorSets[location.colorSet]
        group = catalog.stateGroup(containing: location.colorSet)
        state = group?.members.first { $0.colorSet == location.colorSet }?.state
    }

    /// `Any universal srgb red 0x5B ...` rows plus the resolution for each appearance.
    func text(style: TextStyle) -> String {
        var output = style.safe(colorSet.qualifiedName) + "\n"
        output += "  catalog  \(style.safe(catalog.path))\n"
        output += "  file     \(style.safe(colorSet.contentsPath))\n"
        if let group, let state {
            let states = group.states.map(\.rawValue).joined(separator: ", ")
            output += "  states   \(style.safe(group.name)): \(states) (this is '\(state.rawValue)')\n"
        }
        if let referenceCount { output += "  used     \(referenceCount) reference\(referenceCount == 1 ? "" : "s") ('palette usage' lists them)\n" }
        output += "\n"
        for variant in colorSet.variants {
            var line = "  " + variant.traits.appearanceLabel.padded(to: 9) + style.safe(variant.traits.deviceLabel).padded(to: 14)
            switch variant.color {
            case .components(let color)?:
                let display = color.spaceColor.display
                line += style.safe(color.colorSpaceName ?? "srgb (unspecified)").padded(to: 21)
                line += (color.channels + [color.alpha].compactMap { $0 })
                    .map { "\($0.key) \(style.safe($0.isMissing ? "(missing)" : $0.text))" }.joined(separator: "  ")
                line += "  " + style.swatch(display)
                if color.colorSpace != .srgb, let hex = color.hexInSpace { line += "\(color.colorSpace.rawValue) \(hex) · sRGB " }
                line += display.hexWithAlpha + (display.clipped ? " (outside sRGB)" : "")
            case .reference(let reference)?:
                line += "system".padded(to: 21) + style.safe(reference.name)
                if let platform = reference.platform { line += " (\(style.safe(platform)))" }
                for appearance in [Appearance.light, .dark] {
                    let display = VariantColor.reference(reference).display(for: appearance)
                    line += "  \(appearance.rawValue) " + style.swatch(display) + (display?.rgb.hex ?? "unknown")
                }
            case nil:
                line += "(empty slot)"
            }
            output += line + "\n"
        }
        output += "\n  resolved"
        for appearance in Appearance.allCases {
            output += "  \(appearance.rawValue): " + resolutionLabel(appearance)
        }
        output += "\n"
        output += DiagnosticsPrinter.text(colorSet.diagnostics)
        return output
    }

    private func resolutionLabel(_ appearance: Appearance) -> String {
        guard let resolved = colorSet.resolvedColor(TraitRequest(appearance: appearance)) else { return "none" }
        var label = resolved.resolution.variant.traits.appearanceLabel
        if resolved.resolution.isFallback { label += " (fallback)" }
        if resolved.resolution.isAmbiguous { label += " (ambiguous)" }
        return label
    }

    /// One JSON object with the variants and resolutions.
    func json() -> String {
        let variants = colorSet.variants.map { variant -> String in
            var members: [(String, String)] = [
                ("appearance", JSONText.quoted(variant.traits.appearanceLabel)),
                ("idiom", JSONText.quoted(variant.traits.idiom)),
            ]
            if let subtype = variant.traits.subtype { members.append(("subtype", JSONText.quoted(subtype))) }
            if let gamut = variant.traits.displayGamut { members.append(("displayGamut", JSONText.quoted(gamut))) }
            if let locale = variant.traits.locale { members.append(("locale", JSONText.quoted(locale))) }
            switch variant.color {
            case .components(let color)?:
                let display = color.spaceColor.display
                members.append(("colorSpace", JSONText.quoted(color.colorSpaceName ?? "srgb")))
                let components = (color.channels + [color.alpha].compactMap { $0 })
                    .map { "\(JSONText.quoted($0.key)): \(JSONText.quoted($0.text))" }.joined(separator: ", ")
                members.append(("components", "{\(components)}"))
                members.append(("hex", JSONText.quoted(display.rgb.hex)))
                members.append(("hexWithAlpha", JSONText.quoted(display.hexWithAlpha)))
                members.append(("hexInSpace", color.hexInSpace.map(JSONText.quoted) ?? "null"))
                members.append(("value", JSONText.quoted(color.exactInput)))
                members.append(("alpha", JSONText.number(display.alpha)))
                members.append(("clipped", String(display.clipped)))
            case .reference(let reference)?:
                members.append(("reference", JSONText.quoted(reference.name)))
                if let platform = reference.platform { members.append(("platform", JSONText.quoted(platform))) }
            case nil:
                members.append(("empty", "true"))
            }
            return "    {" + members.map { "\(JSONText.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
        }
        let resolved = Appearance.allCases.map { appearance -> String in
            let value = colorSet.resolvedColor(TraitRequest(appearance: appearance))
            let slot = value.map { JSONText.quoted($0.resolution.variant.traits.appearanceLabel) } ?? "null"
            let hex = value?.display.map { JSONText.quoted($0.rgb.hex) } ?? "null"
            let hexWithAlpha = value?.display.map { JSONText.quoted($0.hexWithAlpha) } ?? "null"
            let fallback = String(value?.resolution.isFallback ?? false)
            return "    \(JSONText.quoted(appearance.rawValue)): {\"slot\": \(slot), \"hex\": \(hex), \"hexWithAlpha\": \(hexWithAlpha), \"fallback\": \(fallback)}"
        }
        var lines = [
            "  \"name\": \(JSONText.quoted(colorSet.qualifiedName))",
            "  \"catalog\": \(JSONText.quoted(catalog.path))",
            "  \"catalogLabel\": \(JSONText.quoted(catalogLabel))",
            "  \"file\": \(JSONText.quoted(colorSet.contentsPath))",
        ]
        if let group, let state {
            let states = group.states.map { JSONText.quoted($0.rawValue) }.joined(separator: ", ")
            lines.append("  \"stateGroup\": {\"name\": \(JSONText.quoted(group.name)), \"states\": [\(states)], "
                         + "\"state\": \(JSONText.quoted(state.rawValue))}")
        }
        if let referenceCount { lines.append("  \"references\": \(referenceCount)") }
        lines.append("  \"variants\": [\n" + variants.joined(separator: ",\n") + "\n  ]")
        lines.append("  \"resolved\": {\n" + resolved.joined(separator: ",\n") + "\n  }")
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }
}
