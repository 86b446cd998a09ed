import AssetCatalog
import ColorScience
import PaletteConfig
import Testing
@testable import ContrastPolicy

/// `VisionChecks` works each colorset out once per appearance and the subjects on every core
/// (for `check`'s speed, issue 10); its findings must be exactly those of the plain algorithm,
/// kept here as the reference: every subject, appearance by appearance, resolved and simulated afresh.
@Suite struct VisionChecksEquivalenceTests {
    @Test func findingsMatchThePlainAlgorithmInOrderAndWording() throws {
        let catalog = try TestCatalog(Self.colors)
        let workspace = catalog.workspace
        let names = workspace.catalogs[0].colorSets.map(\.qualifiedName).sorted()
        let foregrounds = names.filter { $0.hasPrefix("Text/") }, backgrounds = names.filter { $0.hasPrefix("Back/") }
        var pairs = PairList()
        for (index, foreground) in foregrounds.enumerated() {
            for offset in 0..<3 {
                pairs.pairs.append(ContrastPair(foreground: catalog.location(foreground),
                                                background: catalog.location(backgrounds[(index + offset) % backgrounds.count])))
            }
        }
        pairs.pairs[1].isExempt = true
        for canvas in [ContrastSection.Canvas(), ContrastSection.Canvas(light: RGB8(red: 250, green: 240, blue: 200),
                                                                         dark: RGB8(red: 20, green: 30, blue: 60))] {
            let fast = VisionChecks.diagnostics(pairs: pairs, workspace: workspace, table: AppearanceTable(workspace: workspace), canvas: canvas)
            let plain = Self.reference(pairs: pairs, workspace: workspace, canvas: canvas)
            // Not a vacuous comparison: both kinds found, translucent foregrounds among the pairs.
            #expect(plain.contains { $0.message.hasPrefix("pair ") })
            #expect(plain.contains { $0.message.hasPrefix("states ") })
            #expect(plain.count > 20)
            #expect(fast == plain)
        }
    }

    /// 40 three-state groups and 40 text / background colors, with Dark and High Contrast slots on
    /// some, translucent ones, and colors on a deuteranope's confusion line through #C85020.
    static let colors: [String: [String: String]] = {
        var colors: [String: [String: String]] = [:]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 33
        }
        func hex(_ translucent: Bool = false) -> String {
            let confusable = ["#C85020", "#708A06", "#C8502080", "#708A06C0"]
            if next() % 4 == 0 { return confusable[Int(next() % (translucent ? 4 : 2))] }
            let rgb = String(format: "#%06X", Int(next() % 0x1_000000))
            return translucent && next() % 3 == 0 ? rgb + String(format: "%02X", Int(next() % 256)) : rgb
        }
        func slots(_ translucent: Bool) -> [String: String] {
            var slots = ["any": hex(translucent)]
            if next() % 2 == 0 { slots["dark"] = hex(translucent) }
            if next() % 3 == 0 { slots["hc"] = hex(translucent) }
            if next() % 4 == 0 { slots["hcdark"] = hex(translucent) }
            return slots
        }
        for group in 0..<40 {
            for state in ["Normal", "Highlighted", "Disabled"] { colors["Controls/button\(group)\(state)"] = slots(false) }
            colors["Text/label\(group)"] = slots(true)
            colors["Back/fill\(group)"] = slots(true)
        }
        return colors
    }()

    /// The plain algorithm: what `VisionChecks.diagnostics` computed before it kept a table.
    static func reference(pairs: PairList, workspace: Workspace, canvas: ContrastSection.Canvas) -> [Diagnostic] {
        let threshold = VisionChecks.defaultThreshold
        var subjects: [(first: ColorSetLocation, second: ColorSetLocation, kind: String, overBackground: Bool)] = []
        for pair in pairs.pairs where !pair.isExempt {
            subjects.append((pair.foreground, pair.background, "pair", true))
        }
        for (catalogIndex, catalog) in workspace.catalogs.enumerated() {
            for group in catalog.stateGroups {
                let members = group.members.map { ColorSetLocation(catalog: catalogIndex, colorSet: $0.colorSet) }
                for first in members.indices {
                    for second in members.indices where second > first {
                        subjects.append((members[first], members[second], "states", false))
                    }
                }
            }
        }
        var found: [Diagnostic] = []
        for subject in subjects {
            let first = workspace.colorSet(at: subject.first), second = workspace.colorSet(at: subject.second)
            var reported: [ColorVision: (appearance: Appearance, variant: Int?, distance: Double, normal: Double)] = [:]
            for appearance in Appearance.allCases {
                let request = TraitRequest(appearance: appearance)
                let resolved = first.resolvedColor(request)
                guard let a = resolved?.display, let b = second.resolvedColor(request)?.display else { continue }
                let paper = DisplayColor(rgb: appearance.luminosity == .dark ? canvas.dark : canvas.light)
                let seen: (SIMD3<Double>, SIMD3<Double>)
                if subject.overBackground {
                    let both = ContrastEvaluator.exactlySeen(foreground: a, background: b, canvas: paper)
                    seen = (both.foreground, both.background)
                } else {
                    seen = (ContrastEvaluator.exactlySeen(foreground: a, background: paper, canvas: paper).foreground,
                            ContrastEvaluator.exactlySeen(foreground: b, background: paper, canvas: paper).foreground)
                }
                let normal = VisionChecks.distance(seen.0, seen.1)
                guard normal >= threshold else { continue }
                for vision in VisionChecks.visions where reported[vision] == nil {
                    let simulated = VisionChecks.distance(vision.simulate(encoded: seen.0), vision.simulate(encoded: seen.1))
                    if simulated < threshold { reported[vision] = (appearance, resolved?.resolution.variant.index, simulated, normal) }
                }
            }
            for vision in VisionChecks.visions {
                guard let hit = reported[vision] else { continue }
                found.append(ContrastChecks.diagnostic(at: subject.first, variant: hit.variant, workspace: workspace, .visionIndistinct(
                    first: first.qualifiedName, second: second.qualifiedName, kind: subject.kind, vision: vision.label,
                    appearance: hit.appearance.label, distance: ContrastFormat.fixed(hit.distance, decimals: 3),
                    normalDistance: ContrastFormat.fixed(hit.normal, decimals: 3), threshold: ContrastFormat.fixed(threshold, decimals: 3))))
            }
        }
        return found
    }
}
