import AssetCatalog
import ColorScience

/// The rows of `palette list` and their text and JSON forms.
enum ListReport {
    struct Row {
        var name: String
        /// The catalog's place in the workspace.
        var catalog: Int
        var resolved: ResolvedColor?
        /// Whether any slot has a color: one that does but resolves to nothing has no slot for the device asked for.
        var hasColor = true
    }

    static func rows(_ workspace: Workspace, request: TraitRequest) -> [Row] {
        workspace.catalogs.indices.flatMap { catalogIndex in
            let catalog = workspace.catalogs[catalogIndex]
            let resolved = catalog.resolvedColors(request)
            return catalog.colorSetsInTreeOrder.map { index in
                Row(name: catalog.colorSets[index].qualifiedName, catalog: catalogIndex, resolved: resolved[index],
                    hasColor: resolved[index] != nil || catalog.colorSets[index].variants.contains(where: \.hasColor))
            }
        }
    }

    /// `[{"name": ..., "catalog": ..., "hex": ..., ...}]`, one object per line; the catalogs by
    /// their paths (`catalogPaths`, in the workspace's order).
    static func json(_ rows: [Row], catalogPaths: [String]) -> String {
        JSONText.array(of: rows) { row, object in
            let display = row.resolved?.display
            object.add("name", quoting: row.name)
            object.add("catalog", quoting: catalogPaths[row.catalog])
            object.add("hex", quoting: display?.rgb.hex)
            object.add("hexWithAlpha", quoting: display?.hexWithAlpha)
            object.add("alpha", raw: display.map { JSONText.number($0.alpha) } ?? "null")
            object.add("colorSpace", quoting: row.resolved?.colorSpaceName)
            object.add("hexInSpace", quoting: row.resolved?.componentColor?.hexInSpace)
            object.add("fallback", raw: row.resolved.map { String($0.resolution.isFallback) } ?? "false")
            object.add("clipped", raw: display.map { String($0.clipped) } ?? "false")
            if let reference = row.resolved?.reference { object.add("reference", quoting: reference.name) }
            if row.resolved?.resolution.isAmbiguous == true { object.add("ambiguous", raw: "true") }
        }
    }

    /// Aligned columns: swatch, display sRGB hex (with alpha when translucent), alpha, color
    /// space, name, notes (the slot's own hex when its space is not sRGB). With more than one
    /// catalog (`labels`, from `Workspace.catalogLabels`), each catalog's rows follow a heading,
    /// `label:`, as `ls` heads each folder's: two apps' `AccentColor`s are told apart.
    static func text(_ rows: [Row], labels: [String], style: TextStyle) -> String {
        var output = ""
        var heading: Int?
        for row in rows {
            if labels.count > 1, heading != row.catalog {
                output += (heading == nil ? "" : "\n") + style.safe(labels[row.catalog]) + ":\n"
                heading = row.catalog
            }
            let display = row.resolved?.display
            var line = style.swatch(display)
            line += (display?.hexWithAlpha ?? "-------").padded(to: 10)
            line += (display.map { JSONText.number($0.alpha, decimals: 2) } ?? "-").padded(to: 5)
            line += (row.resolved?.colorSpaceName ?? (row.hasColor ? "-" : "empty")).padded(to: 21)
            line += style.safe(row.name)
            var notes: [String] = []
            if let reference = row.resolved?.reference { notes.append("system \(style.safe(reference.name))") }
            if row.resolved?.resolution.isFallback == true { notes.append("fallback") }
            if row.resolved?.resolution.isAmbiguous == true { notes.append("ambiguous") }
            if let color = row.resolved?.componentColor, color.colorSpace != .srgb, let hex = color.hexInSpace {
                notes.append("\(color.colorSpace.rawValue) \(hex)")
            }
            if display?.clipped == true { notes.append("outside sRGB") }
            if row.resolved == nil { notes.append(row.hasColor ? "no slot for this device" : "no color") }
            if !notes.isEmpty { line += "  (" + notes.joined(separator: ", ") + ")" }
            output += line + "\n"
        }
        return output
    }
}

extension String {
    /// The string followed by spaces up to `width` characters, and at least one space.
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(1, width - count))
    }
}
