import AssetCatalog
import ColorScience
import ContrastPolicy
import PaletteConfig
import PaletteUI
import TerminalCore
import Testing
import TestSupport

/// The specimen (`m`): the Demo's parts from its contrast pairs and names, drawn in each
/// appearance at 120x40 and side by side at 200x60, the selected color marked, edits live.
@Suite struct SpecimenTests {
    static let config = ConfigLoader.load(file: SharedFolder.packageRoot.path + "/Palettes/palette.yml").config

    /// The Demo with its policy and `label` selected, the specimen open.
    static func state(selecting label: String = "accent", appearance: Appearance = .light,
                      width: Int = 120, height: Int = 40) throws -> AppState {
        var state = DemoFixture.state(width: width, height: height)
        state.contrast = ContrastContext(section: config.contrast)
        state.specimen = SpecimenContext(section: config.specimen)
        state.select(try #require(DemoFixture.node(label)))
        state.appearance = appearance
        state.send(.key(.character("m")))
        return state
    }

    static func color(_ state: AppState, _ name: String, _ appearance: Appearance) -> TerminalColor? {
        guard let location = state.workspace.location(named: name),
              let rgb = state.colorSet(at: location).resolvedColor(TraitRequest(appearance: appearance))?.display?.rgb else { return nil }
        return .rgb(rgb.red, rgb.green, rgb.blue)
    }

    /// The first cell of `text` on the screen at or after column `from`.
    static func cell(_ buffer: CellBuffer, _ text: String, from: Int = 0) -> (x: Int, y: Int)? {
        for (y, line) in buffer.lines.enumerated() {
            let characters = Array(line)
            guard characters.count > from else { continue }
            let tail = String(characters[from...])
            if let range = tail.range(of: text) { return (from + tail.distance(from: tail.startIndex, to: range.lowerBound), y) }
        }
        return nil
    }

    @Test func theDemosPartsComeFromItsPairsAndNames() throws {
        let state = try Self.state()
        let cast = try #require(state.specimen.cast)
        let parts = SpecimenCast.Role.allCases.map { role in "\(role.rawValue)=\(cast.parts[role].map { "\($0.name) (\($0.source.rawValue))" } ?? "-")" }
        #expect(parts == [
            "screen=Background/backgroundPrimary (pairs)", "surface=Background/backgroundElevated (pairs)",
            "textPrimary=Text/textPrimary (pairs)", "textSecondary=Text/textSecondary (pairs)",
            "textTertiary=Text/textTertiary (pairs)", "separator=Border/separator (names)",
            "button=Controls/PrimaryButton (pairs)", "buttonTitle=Controls/buttonTitle (pairs)",
            "error=Status/error (names)", "success=Status/success (names)",
        ])
        #expect(cast.parts[.button]?.states.map { $0?.rawValue } == ["normal", "highlighted", "selected", "disabled"]
                || cast.parts[.button]?.states.count == 4)
    }

    @Test func theSpecimenSectionOverridesThePairsAndNamesUnknownOnes() throws {
        var state = DemoFixture.state()
        state.specimen = SpecimenContext(section: SpecimenSection(roles: [
            .screen: ConfigName("Background/backgroundSecondary"), .error: ConfigName("Status/nope", line: 3, column: 10),
        ]))
        state.send(.key(.character("m")))
        let cast = try #require(state.specimen.cast)
        #expect(cast.parts[.screen]?.name == "Background/backgroundSecondary")
        #expect(cast.parts[.screen]?.source == .declared)
        #expect(cast.unmatched.map(\.name.text) == ["Status/nope"])
        #expect(state.statusMessage == "specimen: 'Status/nope' (error) matches no color")
    }

    @Test(arguments: Appearance.allCases)
    func at120x40TheSpecimenShowsTheCurrentAppearanceInItsColors(_ appearance: Appearance) throws {
        let state = try Self.state(appearance: appearance)
        let buffer = Screen.render(state)
        let detailX = state.layout.detail.x
        #expect(buffer.lines[0].dropFirst(detailX).hasPrefix(" Specimen · \(appearance.label)"))
        let title = try #require(Self.cell(buffer, " Title", from: detailX))
        let text = buffer[title.x + 1, title.y]
        #expect(text.style.foreground == Self.color(state, "Text/textPrimary", appearance))
        #expect(text.style.background == Self.color(state, "Background/backgroundPrimary", appearance))
        let surface = try #require(Self.cell(buffer, " Surface", from: detailX))
        #expect(buffer[surface.x + 1, surface.y].style.background == Self.color(state, "Background/backgroundElevated", appearance))
        // One button per state of Controls/PrimaryButton, its title in the state's title color.
        let buttons = buffer.lines.indices.filter { buffer.lines[$0].contains("  Button  ") }
        #expect(buttons.count == 4)
        for y in buttons {
            let x = try #require(Self.cell(buffer, "Button", from: detailX).map(\.x))
            let line = buffer.lines[y]
            let stateName = try #require(["normal", "highlighted", "selected", "disabled"].first { line.contains(" \($0)") })
            if stateName != "disabled" {
                #expect(buffer[x, y].style.background == Self.color(state, "Controls/PrimaryButton/\(stateName)", appearance), "\(stateName)")
            }
        }
        #expect(Self.cell(buffer, "✕ Error", from: detailX).map { buffer[$0.x, $0.y].style.foreground }
                == Self.color(state, "Status/error", appearance))
        // The parts are named under the mock.
        #expect(buffer.lines.contains { $0.contains("  screen         Background/backgroundPrimary   pairs") })
        #expect(buffer.lines.contains { $0.contains("  separator      Border/separator               names") })
    }

    @Test func at200x60TheFourAppearancesStandSideBySide() throws {
        let state = try Self.state(width: 200, height: 60)
        let buffer = Screen.render(state)
        let detailX = state.layout.detail.x
        #expect(buffer.lines[0].dropFirst(detailX).hasPrefix(" Specimen · every appearance"))
        let titles = buffer.lines.indices.first { buffer.lines[$0].contains(" Title") }
        let y = try #require(titles)
        let xs = Array(buffer.lines[y]).indices.filter { x in
            x >= detailX && x + 5 < buffer.width && String(Array(buffer.lines[y])[x...(x + 5)]) == " Title"
        }
        #expect(xs.count == 4)
        for (x, appearance) in zip(xs, Appearance.allCases) {
            #expect(buffer[x + 1, y].style.background == Self.color(state, "Background/backgroundPrimary", appearance), "\(appearance)")
            #expect(buffer[x + 1, y].style.foreground == Self.color(state, "Text/textPrimary", appearance), "\(appearance)")
        }
        for label in ["Light", "Dark", "HC Light", "HC Dark"] {
            #expect(buffer.lines[2].contains(label))
        }
    }

    @Test func theSelectedColorIsMarkedWhereverItAppears() throws {
        let state = try Self.state(selecting: "textPrimary")
        let buffer = Screen.render(state)
        let title = try #require(Self.cell(buffer, " Title", from: state.layout.detail.x))
        #expect(buffer[title.x + 1, title.y].style.attributes.contains(.underline))
        #expect(buffer[title.x - 1, title.y].character == "▌")
        let secondary = try #require(Self.cell(buffer, " Secondary text", from: state.layout.detail.x))
        #expect(!buffer[secondary.x + 1, secondary.y].style.attributes.contains(.underline))
        #expect(buffer[secondary.x - 1, secondary.y].character == " ")
        // The surface line's title is primary text too.
        let surface = try #require(Self.cell(buffer, " Surface", from: state.layout.detail.x))
        #expect(buffer[surface.x + 1, surface.y].style.attributes.contains(.underline))
        #expect(buffer.lines.contains { $0.contains("▶ textPrimary") })
    }

    @Test func editingAColorRedrawsTheSpecimenAsItChanges() throws {
        var state = try Self.state(selecting: "textPrimary")
        let before = Screen.render(state)
        let title = try #require(Self.cell(before, " Title", from: state.layout.detail.x))
        let original = before[title.x + 1, title.y].style.foreground
        state.send(.key(.character("e")))
        for _ in 0..<4 { state.send(.key(.character("L"))) }
        let during = Screen.render(state)
        // The editor on top, the specimen below it, both in one frame.
        #expect(during.lines.contains { $0.contains("Edit 'Text/textPrimary'") })
        let moved = try #require(Self.cell(during, " Title", from: state.layout.detail.x))
        #expect(during[moved.x + 1, moved.y].style.foreground != original)
        #expect(during[moved.x + 1, moved.y].style.foreground == Self.color(state, "Text/textPrimary", .light))
    }

    @Test(arguments: [(60, 12), (80, 24), (160, 50)])
    func smallerTerminalsShowOneAppearanceClipped(_ size: (Int, Int)) throws {
        let state = try Self.state(width: size.0, height: size.1)
        let lines = Screen.render(state).lines
        #expect(lines[0].dropFirst(state.layout.detail.x).hasPrefix(" Specimen · Light"))
        #expect(lines.contains { $0.contains(" Title") })
        #expect(!lines.contains { $0.contains("HC Dark") })
    }

    @Test func mHidesItAgain() throws {
        var state = try Self.state()
        state.send(.key(.character("m")))
        #expect(!state.specimen.isShown)
        #expect(!Screen.render(state).lines[0].contains("Specimen"))
    }
}

extension Workspace {
    /// The colorset named `name` (qualified), in the first catalog that has it.
    func location(named name: String) -> ColorSetLocation? {
        for (catalog, info) in catalogs.enumerated() {
            if let index = info.colorSets.firstIndex(where: { $0.qualifiedName == name }) {
                return ColorSetLocation(catalog: catalog, colorSet: index)
            }
        }
        return nil
    }
}
