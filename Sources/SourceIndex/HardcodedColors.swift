import AssetCatalog
import ColorScience

/// Finds the catalog color a color literal equals: OKLab distance below `threshold` (with alpha
/// within 0.01) in some appearance, through a grid of OKLab cells one threshold wide.
///
/// Of several, the token that can take the literal's place is named: one of the catalog nearest
/// the file (the longest shared folder path, as a storyboard's fallback is judged: each app of a
/// tree has its own), then one that looks the same in every appearance, then one equal in Any,
/// then the nearest in color. Black and white are named only
/// for such a constant token: every palette has them at some appearance's end (a shadow black
/// in Any and white in Dark), so a white literal equal to some token's Dark says nothing, where
/// a brand color equal to a token's Dark is that token's copy.
struct HardcodedColors {
    /// Below one 8-bit step in most of sRGB: `UIColor(red: 0.11, green: 0.11, blue: 0.12)` is `#1C1C1E`.
    static let threshold = 0.006

    private struct Entry {
        var name: String
        var catalog: Int
        var appearance: Appearance
        var lab: OKLab
        var alpha: Double
        /// Whether the colorset looks the same in every appearance it resolves in.
        var isConstant: Bool
    }

    private var cells: [SIMD3<Int32>: [Entry]] = [:]
    /// Per colorset (name and catalog), its Any (light) and Dark colors, for pairs.
    private var lightDark: [LightDarkKey: (light: OKLab, dark: OKLab, alpha: (Double, Double))] = [:]
    private let nearness: CatalogNearness

    private struct LightDarkKey: Hashable {
        var name: String
        var catalog: Int
    }

    init(workspace: Workspace) {
        nearness = CatalogNearness(workspace: workspace)
        for (catalogIndex, catalog) in workspace.catalogs.enumerated() {
            var perAppearance: [Appearance: [ResolvedColor?]] = [:]
            for appearance in Appearance.allCases { perAppearance[appearance] = catalog.resolvedColors(TraitRequest(appearance: appearance)) }
            for (index, colorSet) in catalog.colorSets.enumerated() {
                var seen: [(appearance: Appearance, lab: OKLab, alpha: Double)] = []
                for appearance in Appearance.allCases {
                    guard let resolved = perAppearance[appearance]?[index],
                          let color = resolved.resolution.variant.color?.spaceColor(for: appearance) else { continue }
                    let lab = OKLab(linearSRGB: color.linearSRGB)
                    if appearance == .light || appearance == .dark {
                        let key = LightDarkKey(name: colorSet.qualifiedName, catalog: catalogIndex)
                        if appearance == .light { lightDark[key] = (lab, lab, (color.alpha, color.alpha)) }
                        else if var pair = lightDark[key] {
                            pair.dark = lab
                            pair.alpha.1 = color.alpha
                            lightDark[key] = pair
                        }
                    }
                    guard !seen.contains(where: { $0.lab == lab && $0.alpha == color.alpha }) else { continue }
                    seen.append((appearance, lab, color.alpha))
                }
                let isConstant = seen.allSatisfy {
                    $0.lab.distance(to: seen[0].lab) < Self.threshold && abs($0.alpha - seen[0].alpha) <= 0.01
                }
                for shown in seen {
                    cells[Self.cell(shown.lab), default: []].append(Entry(name: colorSet.qualifiedName, catalog: catalogIndex,
                                                                          appearance: shown.appearance,
                                                                          lab: shown.lab, alpha: shown.alpha, isConstant: isConstant))
                }
            }
        }
    }

    private static func cell(_ lab: OKLab) -> SIMD3<Int32> {
        SIMD3(Int32((lab.L / threshold).rounded(.down)), Int32((lab.a / threshold).rounded(.down)), Int32((lab.b / threshold).rounded(.down)))
    }

    /// The catalog color within the threshold that can best take the literal's place (see the
    /// type's comment), in any appearance, for a literal in a file each catalog is `shared` near (`CatalogNearness`).
    private func match(_ color: SpaceColor, nearness shared: [Int]) -> Entry? {
        let lab = OKLab(linearSRGB: color.linearSRGB)
        let isBlackOrWhite = (lab.L < Self.threshold || lab.L > 1 - Self.threshold) && (lab.a * lab.a + lab.b * lab.b).squareRoot() < Self.threshold
        let center = Self.cell(lab)
        // The nearest catalog's first, then constant, then Any, then nearer, then by name: the smallest key wins.
        var best: (entry: Entry, key: (Int, Int, Int, Double, String))?
        for dx in -1...1 { for dy in -1...1 { for dz in -1...1 {
            for entry in cells[center &+ SIMD3(Int32(dx), Int32(dy), Int32(dz))] ?? [] where abs(entry.alpha - color.alpha) <= 0.01 {
                let distance = entry.lab.distance(to: lab)
                guard distance < Self.threshold, entry.isConstant || !isBlackOrWhite else { continue }
                let key = (-shared[entry.catalog], entry.isConstant ? 0 : 1, entry.appearance == .light ? 0 : 1, distance, entry.name)
                if best.map({ key < $0.key }) ?? true { best = (entry, key) }
            }
        } } }
        return best?.entry
    }

    func diagnostics(for literals: [ColorLiteral]) -> [Diagnostic] {
        literals.compactMap { literal in
            // How near each catalog is to the literal's file, for every candidate.
            let shared = nearness.shared(CatalogNearness.folders(of: literal.file))
            if let dark = literal.dark {
                // A pair: the colorset (of the nearest catalog, then first by name) whose Any and Dark both match.
                let light = OKLab(linearSRGB: literal.color.linearSRGB), darkLab = OKLab(linearSRGB: dark.linearSRGB)
                let name = lightDark.lazy.filter {
                    $0.value.light.distance(to: light) < Self.threshold && $0.value.dark.distance(to: darkLab) < Self.threshold
                        && abs($0.value.alpha.0 - literal.color.alpha) <= 0.01 && abs($0.value.alpha.1 - dark.alpha) <= 0.01
                }.map { (-shared[$0.key.catalog], $0.key.name) }.min { $0 < $1 }?.1
                return name.map { Diagnostic(file: literal.file, line: literal.line, column: literal.column,
                                             .hardcodedColor(literal: literal.text, name: $0, appearance: nil)) }
            }
            guard let entry = match(literal.color, nearness: shared) else { return nil }
            let label = entry.appearance == .light ? "Any" : entry.appearance.label
            return Diagnostic(file: literal.file, line: literal.line, column: literal.column,
                              .hardcodedColor(literal: literal.text, name: entry.name, appearance: label))
        }
    }
}
