import AssetCatalog
import ColorScience
import ContrastPolicy
import PaletteConfig

/// `palette contrast` output: every pair in every appearance and state, as text grouped by pair
/// (a swatch pair on a terminal) or as JSON.
enum ContrastReport {
    /// One block per pair: a header naming it, its state and its targets, then a row per
    /// appearance (and idiom and gamut, where the slots differ).
    static func text(_ measurements: [ContrastMeasurement], workspace: Workspace, style: TextStyle) -> String {
        var output = ""
        var current: ContrastPair?
        let names = PairNames(workspace)
        for measurement in measurements {
            if measurement.pair != current {
                current = measurement.pair
                if !output.isEmpty { output += "\n" }
                output += header(measurement.pair, names: names, style: style)
            }
            output += row(measurement, style: style)
        }
        return output
    }

    /// `Text/primary on Background/primary  [pressed]  AA, increased AAA` (`inferred` for an inferred pair).
    private static func header(_ pair: ContrastPair, names: PairNames, style: TextStyle) -> String {
        var text = style.safe(names.name(pair.foreground)) + " on " + style.safe(names.name(pair.background))
        if let state = pair.state { text += "  [\(style.safe(state.rawValue))]" }
        if pair.isExempt {
            text += "  exempt (disabled)"
        } else {
            text += "  " + pair.minimum.label + (pair.hasIncreasedTarget ? ", increased \(pair.increased.label)" : "")
        }
        return text + (pair.isInferred ? "  (inferred)" : "") + "\n"
    }

    /// `  Dark      ██ ██ #F2F2F7 on #1C1C1E   15.36:1  Lc -97.2  pass`.
    private static func row(_ measurement: ContrastMeasurement, style: TextStyle) -> String {
        var label = measurement.appearance.label
        if let device = measurement.deviceLabel { label += " " + style.safe(device) }
        var text = "  " + label.padding(toLength: max(10, label.count + 1), withPad: " ", startingAt: 0)
        let foreground = measurement.foreground.seen ?? measurement.foreground.color
        let background = measurement.background.seen ?? measurement.background.color
        text += style.swatch(foreground) + style.swatch(background)
        text += (foreground?.rgb.hex ?? "?      ") + " on " + (background?.rgb.hex ?? "?      ")
        guard let ratio = measurement.ratio, let lc = measurement.lc else {
            let empty = measurement.foreground.variant == nil || measurement.background.variant == nil
            return text + (empty ? "  unmeasured: no slot with a color\n" : "  unmeasured: a system color palette does not know\n")
        }
        text += "  " + leftPadded(ContrastFormat.ratio(ratio), 8) + "  Lc " + leftPadded(ContrastFormat.lc(lc), 6)
        switch measurement.verdict {
        case .pass: text += "  pass"
        case .fail: text += "  FAIL (needs \(measurement.target?.detailedLabel ?? ""))"
        case .exempt: text += "  exempt"
        case .unmeasured: text += "  unmeasured"
        }
        return text + "\n"
    }

    /// `[{foreground, background, appearance, state, idiom, gamut, ratio, lc, target, pass, exempt, inferred,
    /// foregroundHex, backgroundHex, foregroundCatalog, backgroundCatalog}]`; `pass` is `null` when a
    /// color cannot be measured, and `true` for an exempt (disabled) state, whose `target` is
    /// `null`; the catalogs by their labels (`Workspace.catalogLabels`).
    static func json(_ measurements: [ContrastMeasurement], workspace: Workspace) -> String {
        let labels = workspace.catalogLabels
        return JSONText.array(of: measurements) { measurement, object in
            let pair = measurement.pair
            let pass: String = switch measurement.verdict {
            case .pass, .exempt: "true"
            case .fail: "false"
            case .unmeasured: "null"
            }
            object.add("foreground", quoting: workspace.colorSet(at: pair.foreground).qualifiedName)
            object.add("background", quoting: workspace.colorSet(at: pair.background).qualifiedName)
            object.add("appearance", quoting: measurement.appearance.rawValue)
            object.add("state", quoting: pair.state?.rawValue)
            object.add("idiom", quoting: measurement.idiom)
            object.add("gamut", quoting: measurement.gamut?.rawValue)
            object.add("ratio", raw: measurement.ratio.map { JSONText.number($0, decimals: 3) } ?? "null")
            object.add("lc", raw: measurement.lc.map { JSONText.number($0, decimals: 2) } ?? "null")
            object.add("target", quoting: measurement.target?.label)
            object.add("pass", raw: pass)
            object.add("exempt", raw: pair.isExempt ? "true" : "false")
            object.add("inferred", raw: pair.isInferred ? "true" : "false")
            object.add("foregroundHex", quoting: measurement.foreground.seen?.rgb.hex)
            object.add("backgroundHex", quoting: measurement.background.seen?.rgb.hex)
            object.add("foregroundCatalog", quoting: labels[pair.foreground.catalog])
            object.add("backgroundCatalog", quoting: labels[pair.background.catalog])
        }
    }

    /// Colors as a report names them: the qualified name, and the catalog's label after it
    /// (`Background (AltBackup/Assets.xcassets)`) when another catalog has a color of that name.
    struct PairNames {
        let workspace: Workspace
        private let shared: SharedNameLabels

        init(_ workspace: Workspace) {
            self.workspace = workspace
            shared = SharedNameLabels(workspace: workspace)
        }

        func name(_ location: ColorSetLocation) -> String {
            let name = workspace.colorSet(at: location).qualifiedName
            return shared.label(of: location, in: workspace).map { name + " (" + $0 + ")" } ?? name
        }
    }

    private static func leftPadded(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
