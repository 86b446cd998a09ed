import AssetCatalog
import ColorScience

/// Finds the catalog color a color literal equals: OKLab distance below `threshold` (with alpha
/// within 0.01) in some appearance, through a grid of OKLab cells one threshold wide.
struct HardcodedColors {
    /// Below one 8-bit step in most of sRGB: `UIColor(red: 0.11, green: 0.11, blue: 0.12)` is `#1C1C1E`.
    static let threshold = 0.006

    private struct Entry {
        var name: String
        var appearance: Appearance
        var lab: OKLab
        var alpha: Double
    }

    private var cells: [SIMD3<Int32>: [Entry]] = [:]
    /// Per name, its Any (light) and Dark colors, for pairs.
    private var lightDark: [String: (light: OKLab, dark: OKLab, alpha: (Double, Double))] = [:]

    init(workspace: Workspace) {
        for catalog in workspace.catalogs {
            var perAppearance: [Appearance: [ResolvedColor?]] = [:]
            for appearance in Appearance.allCases { perAppearance[appearance] = catalog.resolvedColors(TraitRequest(appearance: appearance)) }
            for (index, colorSet) in catalog.colorSets.enumerated() {
                var seen: [OKLab] = []
                for appearance in Appearance.allCases {
                    guard let resolved = perAppearance[appearance]?[index],
                          let color = resolved.resolution.variant.color?.spaceColor(for: appearance) else { continue }
                    let lab = OKLab(linearSRGB: color.linearSRGB)
                    if appearance == .light || appearance == .dark {
                        if appearance == .light { lightDark[colorSet.qualifiedName] = (lab, lab, (color.alpha, color.alpha)) }
                        else if var pair = lightDark[colorSet.qualifiedName] {
                            pair.dark = lab
                            pair.alpha.1 = color.alpha
                            lightDark[colorSet.qualifiedName] = pair
                        }
                    }
                    guard !seen.contains(lab) else { continue }
                    seen.append(lab)
                    cells[Self.cell(lab), default: []].append(Entry(name: colorSet.qualifiedName, appearance: appearance, lab: lab, alpha: color.alpha))
                }
            }
        }
    }

    private static func cell(_ lab: OKLab) -> SIMD3<Int32> {
        SIMD3(Int32((lab.L / threshold).rounded(.down)), Int32((lab.a / threshold).rounded(.down)), Int32((lab.b / threshold).rounded(.down)))
    }

    /// The nearest catalog color within the threshold, in any appearance.
    private func nearest(_ color: SpaceColor) -> Entry? {
        let lab = OKLab(linearSRGB: color.linearSRGB)
        let center = Self.cell(lab)
        var best: (Entry, Double)?
        for dx in -1...1 { for dy in -1...1 { for dz in -1...1 {
            for entry in cells[center &+ SIMD3(Int32(dx), Int32(dy), Int32(dz))] ?? [] where abs(entry.alpha - color.alpha) <= 0.01 {
                let distance = entry.lab.distance(to: lab)
                if distance < Self.threshold, distance < (best?.1 ?? .infinity) { best = (entry, distance) }
            }
        } } }
        return best?.0
    }

    func diagnostics(for literals: [ColorLiteral]) -> [Diagnostic] {
        literals.compactMap { literal in
            if let dark = literal.dark {
                // A pair: the colorset (first by name) whose Any and Dark both match.
                let light = OKLab(linearSRGB: literal.color.linearSRGB), darkLab = OKLab(linearSRGB: dark.linearSRGB)
                let name = lightDark.lazy.filter {
                    $0.value.light.distance(to: light) < Self.threshold && $0.value.dark.distance(to: darkLab) < Self.threshold
                        && abs($0.value.alpha.0 - literal.color.alpha) <= 0.01 && abs($0.value.alpha.1 - dark.alpha) <= 0.01
                }.map(\.key).min()
                return name.map { Diagnostic(file: literal.file, line: literal.line, column: literal.column,
                                             .hardcodedColor(literal: literal.text, name: $0, appearance: nil)) }
            }
            guard let entry = nearest(literal.color) else { return nil }
            let label = entry.appearance == .light ? "Any" : entry.appearance.label
            return Diagnostic(file: literal.file, line: literal.line, column: literal.column,
                              .hardcodedColor(literal: literal.text, name: entry.name, appearance: label))
        }
    }
}
