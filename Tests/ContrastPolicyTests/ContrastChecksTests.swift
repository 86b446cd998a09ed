import AssetCatalog
import ColorScience
import Foundation
import PaletteConfig
import Testing
import TestSupport
@testable import ContrastPolicy

/// What `check` reports about contrast, and where.
@Suite struct ContrastChecksTests {
    static func diagnostics(_ catalog: TestCatalog, _ rules: [ContrastPairRule], configFile: String? = "palette.yml") -> [Diagnostic] {
        let pairs = PairList(workspace: catalog.workspace, section: ContrastSection(pairs: rules))
        let measurements = ContrastEvaluator(workspace: catalog.workspace).measure(pairs.pairs)
        return ContrastChecks.diagnostics(pairs: pairs, measurements: measurements, workspace: catalog.workspace, configFile: configFile)
    }

    @Test func oneFailurePerPairAndAppearanceAtTheForegroundsSlot() throws {
        let catalog = try TestCatalog([
            "Text/muted": ["any": "#8E8E93", "dark": "#636366"],
            "Background/page": ["any": "#FFFFFF", "dark": "#000000"],
        ])
        let found = Self.diagnostics(catalog, [PairListTests.rule("Text/muted", ["Background/page"])])
        let failures = found.filter { $0.code == "contrast.fail" }
        // #8E8E93 on white is 3.26:1 (Light and HC Light); #636366 on black 3.60:1 (Dark and HC Dark).
        #expect(failures.count == 4)
        let light = try #require(failures.first)
        #expect(light.severity == .error)
        #expect(light.file.hasSuffix("Text/muted.colorset/Contents.json"))
        #expect(light.line == 3 && light.column == 5)
        let lc = ContrastFormat.lc(IndependentContrast.lc(text: (0x8E, 0x8E, 0x93), background: (0xFF, 0xFF, 0xFF)))
        #expect(light.message == "contrast of 'Text/muted' on 'Background/page' in Light is 3.26:1 (Lc \(lc)), below AA (4.5:1)")
        let dark = try #require(failures.first { $0.message.contains(" in Dark ") })
        #expect(dark.line == 4)
    }

    /// Each failure sits at the slot it measured, where `JSONNode.location` puts it, however the
    /// pairs come to a colorset's slots (two pairs on one foreground, High Contrast slots).
    @Test func eachFailureSitsAtTheSlotItMeasured() throws {
        let catalog = try TestCatalog([
            "Text/a": ["any": "#8E8E93", "dark": "#636366", "hc": "#9A9A9F", "hcdark": "#55555A"],
            "Text/b": ["any": "#AAAAAA", "dark": "#444444"],
            "Background/page": ["any": "#FFFFFF", "dark": "#000000"],
            "Background/card": ["any": "#F2F2F7", "dark": "#1C1C1E"],
        ])
        let rules = [PairListTests.rule("Text/a", ["Background/page", "Background/card"]),
                     PairListTests.rule("Text/b", ["Background/card", "Background/page"])]
        let pairs = PairList(workspace: catalog.workspace, section: ContrastSection(pairs: rules))
        let measurements = ContrastEvaluator(workspace: catalog.workspace).measure(pairs.pairs)
        let failing = ContrastChecks.worstByAppearance(measurements).positions.map { measurements[$0] }.filter { $0.verdict == .fail }
        let failures = Self.diagnostics(catalog, rules).filter { $0.code == "contrast.fail" }
        #expect(failures.count == failing.count && failures.count == 16)
        for (diagnostic, measurement) in zip(failures, failing) {
            let colorSet = catalog.workspace.colorSet(at: measurement.pair.foreground)
            let variant = try #require(measurement.foreground.variant)
            let slot = try #require(colorSet.document?.root["colors"]?[variant])
            #expect(diagnostic.file == colorSet.contentsPath)
            #expect(diagnostic.line == slot.location.line && diagnostic.column == slot.location.column)
        }
    }

    /// `ContrastAnalysis` measures and judges hundreds of pairs a run at a time on every core:
    /// its measurements and findings are those of one pass over all of them, in the same order.
    @Test func pairsJudgedRunByRunAsInOnePass() throws {
        var colors: [String: [String: String]] = [
            "Background/page": ["any": "#FFFFFF", "dark": "#000000"],
            "Background/card": ["any": "#F2F2F7", "dark": "#1C1C1E", "hc": "#FFFFFF", "hcdark": "#000000"],
        ]
        for index in 0..<160 {
            let gray = String(format: "%02X", 40 + index)
            // Dark slots on some, High Contrast slots on others: every kind of finding turns up.
            var slots = ["any": "#\(gray)\(gray)\(gray)"]
            if index % 3 != 0 { slots["dark"] = "#\(String(format: "%02X", 255 - index))8080" }
            if index % 7 == 0 { slots["hc"] = "#000000" }
            colors[String(format: "Text/t%03d", index)] = slots
        }
        let catalog = try TestCatalog(colors)
        let section = ContrastSection(pairs: [PairListTests.rule("Text/*", ["Background/page", "Background/card"], increased: .level(.aaa))])
        let analysis = ContrastAnalysis(workspace: catalog.workspace, section: section, configFile: "palette.yml")
        let pairs = PairList(workspace: catalog.workspace, section: section)
        #expect(pairs.pairs.count == 320, "enough pairs for several runs")
        let measured = ContrastEvaluator(workspace: catalog.workspace).measure(pairs.pairs)
        // Compared whole, without printing hundreds of findings on a failure.
        let sameMeasurements = analysis.measurements == measured
        #expect(sameMeasurements, "the measurements of one pass, in order")
        let found = ContrastChecks.diagnostics(pairs: pairs, measurements: measured, workspace: catalog.workspace, configFile: "palette.yml")
        let sameFindings = analysis.diagnostics == found
        #expect(sameFindings, "the findings of one pass, in order")
        for code in ["contrast.fail", "contrast.missing-variant", "contrast.needs-high-contrast"] {
            #expect(found.contains { $0.code == code }, "\(code) among the findings")
        }
    }

    @Test func anInferredPairFailsAsAWarning() throws {
        let catalog = try TestCatalog(["Text/textMuted": ["any": "#AAAAAA"], "Background/backgroundPrimary": ["any": "#FFFFFF"]])
        let pairs = PairList(workspace: catalog.workspace, section: nil)
        let found = ContrastChecks.diagnostics(pairs: pairs, measurements: ContrastEvaluator(workspace: catalog.workspace).measure(pairs.pairs),
                                               workspace: catalog.workspace, configFile: nil)
        #expect(found.count == 4 && found.allSatisfy { $0.severity == .warning && $0.message.hasSuffix("(pair inferred from the names)") })
    }

    @Test func aForegroundWithoutDarkOnABackgroundWithDarkIsReported() throws {
        let catalog = try TestCatalog(["Text/body": ["any": "#1C1C1E"], "Background/page": ["any": "#FFFFFF", "dark": "#000000"]])
        let found = Self.diagnostics(catalog, [PairListTests.rule("Text/body", ["Background/page"])])
        let missing = try #require(found.first { $0.code == "contrast.missing-variant" })
        #expect(missing.severity == .warning)
        #expect(missing.message == "foreground 'Text/body' has no Dark slot while its background 'Background/page' has one "
                + "(add one: 'palette derive Text/body --dark')")
        #expect(found.filter { $0.code == "contrast.fail" }.count == 2)
    }

    @Test func aPairThatNeedsHighContrastSlotsToReachItsIncreasedTargetIsReported() throws {
        let catalog = try TestCatalog(["Text/body": ["any": "#6E6E73"], "Background/page": ["any": "#FFFFFF"]])
        let found = Self.diagnostics(catalog, [PairListTests.rule("Text/body", ["Background/page"], increased: .level(.aaa))])
        let needs = found.filter { $0.code == "contrast.needs-high-contrast" }
        #expect(needs.count == 2)
        let lc = ContrastFormat.lc(IndependentContrast.lc(text: (0x6E, 0x6E, 0x73), background: (0xFF, 0xFF, 0xFF)))
        #expect(needs.first?.message == "pair 'Text/body' on 'Background/page' passes in Light but is 5.07:1 (Lc \(lc)) in HC Light, "
                + "below the increased target AAA (7:1), and neither has a High Contrast slot "
                + "(add one: 'palette derive Text/body --high-contrast')")
        // Without an increased target of its own, the pair asks for AA in High Contrast too: nothing to report.
        #expect(Self.diagnostics(catalog, [PairListTests.rule("Text/body", ["Background/page"])]).isEmpty)
    }

    /// duckduckgo's macOS browser has `BadgeBackground` in two catalogs: each finding names the
    /// background's catalog, or two findings read alike. A name one catalog has is named alone.
    @Test func aBackgroundNameSeveralCatalogsHaveIsNamedWithItsCatalog() throws {
        let catalog = try TestCatalog(catalogs: [
            "A/Assets.xcassets": ["Background": ["any": "#FFFFFF", "dark": "#000000", "hc": "#FFFFFF"]],
            "B/Assets.xcassets": ["Background": ["any": "#EEEEEE", "dark": "#111111", "hc": "#EEEEEE"]],
            "C/Assets.xcassets": ["LabelText": ["any": "#AAAAAA"], "Page": ["any": "#FFFFFF", "dark": "#000000"]],
        ])
        let rules = [PairListTests.rule("LabelText", ["Background", "Page"])]
        let found = CheckFindings.diagnostics(workspace: catalog.workspace, section: ContrastSection(pairs: rules), configFile: nil)
        let light = found.filter { $0.code == "contrast.fail" && $0.message.contains(" in Light ") }.map(\.message)
        #expect(light.count == 3)
        #expect(light.contains { $0.hasPrefix("contrast of 'LabelText' on 'Background' of 'A/Assets.xcassets' in Light") })
        #expect(light.contains { $0.hasPrefix("contrast of 'LabelText' on 'Background' of 'B/Assets.xcassets' in Light") })
        #expect(light.contains { $0.hasPrefix("contrast of 'LabelText' on 'Page' in Light") })
        let missing = found.filter { $0.code == "contrast.missing-variant" }.map(\.message)
        #expect(missing.contains { $0.contains("background 'Background' of 'A/Assets.xcassets' has one") })
        #expect(missing.contains { $0.contains("background 'Page' has one") })
    }

    @Test func aNameThatMatchesNoColorIsReportedInTheConfig() throws {
        let catalog = try TestCatalog(["Text/body": ["any": "#000000"]])
        let found = Self.diagnostics(catalog, [PairListTests.rule("Text/body", ["Background/pag"])])
        #expect(found.map(\.formatted) == ["palette.yml:4:9: warning: background 'Background/pag' in 'contrast.pairs' matches no color"])
    }

    @Test func colorsThatLookAlikeInEveryAppearanceAreANote() throws {
        let catalog = try TestCatalog([
            "Status/info": ["any": "#0A66C2", "dark": "#64A8F0"],
            "Controls/link": ["any": "#0A66C3", "dark": "#64A8F0"],
            "Controls/other": ["any": "#0A66C2", "dark": "#FFFFFF"],
            "Brand/accent": ["any": "#5B4CF0"],
        ])
        let found = NearDuplicates.diagnostics(in: catalog.workspace, table: AppearanceTable(workspace: catalog.workspace), distance: 0.02)
        #expect(found.count == 1)
        let note = try #require(found.first)
        #expect(note.severity == .note && note.code == "colorset.near-duplicate")
        let names = [note.message.contains("'Status/info'"), note.message.contains("'Controls/link'")]
        #expect(names == [true, true])
        #expect(note.message.hasSuffix("in every appearance (OKLab difference at most 0.002)"))
        #expect(NearDuplicates.diagnostics(in: catalog.workspace, table: AppearanceTable(workspace: catalog.workspace), distance: 0).isEmpty)
    }

    @Test func theGridFindsWhatComparingEveryPairFinds() throws {
        // Colors jittered around a few bases, some with Dark slots: near duplicates, chains and misses.
        var generator = SeededGenerator(seed: 10)
        let bases: [(Int, Int, Int)] = [(0x0A, 0x66, 0xC2), (0x20, 0x20, 0x20), (0xF0, 0xF0, 0xF0), (0x5B, 0x4C, 0xF0)]
        var colors: [String: [String: String]] = [:]
        func hex(_ rgb: (Int, Int, Int), jitter: Int) -> String {
            func byte(_ value: Int) -> String {
                let clamped = min(max(value + Int.random(in: -jitter...jitter, using: &generator), 0), 255)
                return (clamped < 16 ? "0" : "") + String(clamped, radix: 16)
            }
            return "#" + byte(rgb.0) + byte(rgb.1) + byte(rgb.2)
        }
        // Enough colors with neighbours (over 256) that the search runs on every core; every
        // fourth one exactly its base, so that many are shown exactly alike (looked up, not searched).
        for index in 0..<600 {
            let base = bases[index % bases.count], jitter = index % 4 == 0 ? 0 : 6
            var slots = ["any": hex(base, jitter: jitter)]
            if index % 3 == 0 { slots["dark"] = hex((base.2, base.1, base.0), jitter: jitter) }
            colors["Group\(index % 3)/color\(index)"] = slots
        }
        let catalog = try TestCatalog(colors)
        let workspace = catalog.workspace
        let distance = 0.02
        let found = NearDuplicates.diagnostics(in: workspace, table: AppearanceTable(workspace: workspace), distance: distance).map(\.message)

        // Every pair compared, in the order the function reports.
        let locations = workspace.catalogs.indices.flatMap { catalog in
            workspace.catalogs[catalog].colorSets.indices.map { ColorSetLocation(catalog: catalog, colorSet: $0) }
        }
        let shown = locations.map { location in
            Appearance.allCases.map { appearance -> (lab: OKLab, alpha: Double)? in
                workspace.colorSet(at: location).resolvedColor(TraitRequest(appearance: appearance))?.display
                    .map { (OKLab(linearSRGB: $0.linearSRGB), $0.alpha) }
            }
        }
        var expected: [String] = []
        for index in locations.indices {
            guard shown[index][0] != nil else { continue }
            let other = (0..<index).first { other in
                zip(shown[index], shown[other]).allSatisfy { mine, theirs in
                    guard let mine, let theirs else { return false }
                    return mine.lab.distance(to: theirs.lab) < distance && abs(mine.alpha - theirs.alpha) < distance
                }
            }
            guard let other else { continue }
            let largest = zip(shown[index], shown[other]).map { $0!.lab.distance(to: $1!.lab) }.max()!
            expected.append("color '\(workspace.colorSet(at: locations[index]).qualifiedName)' looks the same as "
                            + "'\(workspace.colorSet(at: locations[other]).qualifiedName)' in every appearance "
                            + "(OKLab difference at most \(ContrastFormat.fixed(largest, decimals: 3)))")
        }
        #expect(expected.count > 256)
        #expect(found == expected)
    }

    @Test func checkFindingsSortAsDiagnosticsSort() {
        var generator = SeededGenerator(seed: 11)
        let diagnostics = (0..<500).map { index in
            Diagnostic(file: "A.xcassets/c\(Int.random(in: 0..<20, using: &generator)).colorset/Contents.json",
                       line: Bool.random(using: &generator) ? nil : Int.random(in: 1..<4, using: &generator),
                       column: Int.random(in: 1..<3, using: &generator),
                       index % 3 == 0 ? .nearDuplicate(name: "n\(index)", other: "o", distance: "0.001")
                                      : .contrastMissingVariant(foreground: "f\(index)", background: "b"))
        }
        #expect(Array(CheckFindings.sortedTogether(diagnostics, [])) == diagnostics.sorted())
        // The two threads' findings, each sorted, then merged: as one sort of both.
        for split in [0, 1, 137, 250, 499, 500] {
            let first = Array(diagnostics[..<split]), second = Array(diagnostics[split...])
            #expect(Array(CheckFindings.sortedTogether(first, second)) == diagnostics.sorted())
        }
    }

    /// The sort `check` had before its keys compared bytes: each list's diagnostics sorted by
    /// (file, line, column, code, position) as `String`s and numbers, then the two merged.
    static func referenceSort(_ first: [Diagnostic], _ second: [Diagnostic]) -> [Diagnostic] {
        typealias Key = (file: String, line: Int, column: Int, code: String, index: Int)
        func key(_ diagnostic: Diagnostic, _ index: Int) -> Key {
            (diagnostic.file, diagnostic.line ?? 0, diagnostic.column ?? 0, diagnostic.code, index)
        }
        func less(_ lhs: Key, _ rhs: Key) -> Bool {
            if lhs.file != rhs.file { return lhs.file < rhs.file }
            if lhs.line != rhs.line { return lhs.line < rhs.line }
            if lhs.column != rhs.column { return lhs.column < rhs.column }
            if lhs.code != rhs.code { return lhs.code < rhs.code }
            return lhs.index < rhs.index
        }
        func sorted(_ list: [Diagnostic]) -> [Diagnostic] {
            list.indices.map { key(list[$0], $0) }.sorted(by: less).map { list[$0.index] }
        }
        let a = sorted(first), b = sorted(second)
        var result: [Diagnostic] = [], i = 0, j = 0
        while i < a.count, j < b.count {
            if less(key(b[j], 1), key(a[i], 0)) { result.append(b[j]); j += 1 } else { result.append(a[i]); i += 1 }
        }
        return result + a[i...] + b[j...]
    }

    /// Files compared by their bytes order as `String`s do: names that differ past the shared
    /// prefix, within or past its first eight bytes, one a prefix of another, of every length
    /// around a word. With any non-ASCII name all are compared as `String`s, which do not order
    /// `café` composed and decomposed and `cafés` consistently (each form equal to `café`, only
    /// one below `cafés`), so that the result depends on the comparisons made: the same as before.
    @Test func sortKeysOrderFilesAsStrings() {
        var generator = SeededGenerator(seed: 23)
        let stems = ["a", "ab", "abc", "abcdefgh", "abcdefghi", "abcdefgh/x", "abcdefgz", "b", "B", "a/b", "a.b", "a-b",
                     "abcdefghijklmnop", "abcdefghijklmnoq", "abcdefghijklmno", "abcdefgh1", "zz", "a\u{7F}"]
        for names in [stems, stems + ["caf\u{E9}", "cafe\u{301}", "caf\u{E9}s", "\u{1F600}"]] {
            for prefix in ["", "P/", "/tmp/palette-bench-10000-12345/Bench.xcassets/Group"] {
                let diagnostics = (0..<400).map { index in
                    Diagnostic(file: prefix + names.randomElement(using: &generator)!,
                               line: Int.random(in: 1..<3, using: &generator), column: 1,
                               index % 2 == 0 ? .nearDuplicate(name: "n\(index)", other: "o", distance: "0.001")
                                              : .contrastMissingVariant(foreground: "f\(index)", background: "b"))
                }
                #expect(Array(CheckFindings.sortedTogether(diagnostics, [])) == Self.referenceSort(diagnostics, []))
                for split in [0, 1, 200, 400] {
                    let first = Array(diagnostics[..<split]), second = Array(diagnostics[split...])
                    #expect(Array(CheckFindings.sortedTogether(first, second)) == Self.referenceSort(first, second))
                    if names == stems { #expect(Array(CheckFindings.sortedTogether(first, second)) == diagnostics.sorted()) }
                }
            }
        }
    }
}

