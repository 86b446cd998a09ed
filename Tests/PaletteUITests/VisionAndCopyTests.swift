import AssetCatalog
import ColorScience
import PaletteUI
import TerminalCore
import Testing
import TestSupport

/// `v` (color vision), `y` / `Y` (copy, OSC 52) and the terminal's canvas, through the key map,
/// the reducer, the screen and the runtime.
@Suite struct VisionAndCopyTests {
    static func state(selecting label: String) throws -> AppState {
        var state = DemoFixture.state()
        state.select(try #require(DemoFixture.node(label)))
        return state
    }

    @Test func vCyclesTheVisionAndTheStatusBarSaysWhich() throws {
        var state = try Self.state(selecting: "accent")
        var seen: [ColorVision] = []
        for _ in 0..<5 {
            state.send(.key(.character("v")))
            seen.append(state.vision)
        }
        #expect(seen == [.protanopia, .deuteranopia, .tritanopia, .achromatopsia, .normal])
        state.send(.key(.character("v")), .key(.character("v")))
        #expect(Screen.render(state).lines[38].contains("│ seen with deuteranopia"))
    }

    @Test(arguments: [ColorVision.protanopia, .deuteranopia, .tritanopia, .achromatopsia])
    func everySwatchIsDrawnAsTheVisionSeesIt(_ vision: ColorVision) throws {
        var state = try Self.state(selecting: "accent")
        let normal = Screen.render(state)
        state.vision = vision
        let simulated = Screen.render(state)
        var swatches = 0
        for y in 0..<normal.height {
            for x in 0..<normal.width {
                guard case .rgb(let red, let green, let blue) = normal[x, y].style.background else { continue }
                let expected = vision.simulate(RGB8(red: red, green: green, blue: blue))
                #expect(simulated[x, y].style.background == .rgb(expected.red, expected.green, expected.blue))
                #expect(simulated[x, y].character == normal[x, y].character)
                swatches += 1
            }
        }
        #expect(swatches > 50)
    }

    struct CopyCase: Sendable, CustomTestStringConvertible {
        var label: String
        var appearance: Appearance = .light
        var texts: [String]
        var testDescription: String { "\(label) \(appearance.label)" }
    }

    static let copyCases: [CopyCase] = [
        .init(label: "accent", texts: [
            "#5B4CF0", "UIColor(red: 0.357, green: 0.298, blue: 0.941, alpha: 1.000)",
            "Color(.sRGB, red: 0.357, green: 0.298, blue: 0.941, opacity: 1.000)", "Palette.Brand.accent.color",
            ##"{"colorSpace": "srgb", "components": [0.3568627450980392, 0.2980392156862745, 0.9411764705882353], "alpha": 1, "hex": "#5b4cf0"}"##,
        ]),
        .init(label: "accentVivid", texts: [
            "#5D34FF", "UIColor(displayP3Red: 0.365, green: 0.204, blue: 1.000, alpha: 1.000)",
            "Color(.displayP3, red: 0.365, green: 0.204, blue: 1.000, opacity: 1.000)", "Palette.Brand.accentVivid.color",
            ##"{"colorSpace": "display-p3", "components": [0.365, 0.204, 1], "alpha": 1, "hex": "#6431ff"}"##,
        ]),
        .init(label: "textTertiary", texts: [
            "#3C3C4399", "UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.600)",
            "Color(.sRGB, red: 0.235, green: 0.235, blue: 0.263, opacity: 0.600)", "Palette.Text.textTertiary.color",
            ##"{"colorSpace": "srgb", "components": [0.235, 0.235, 0.263], "alpha": 0.6, "hex": "#3c3c43"}"##,
        ]),
        .init(label: "backgroundGrouped", texts: [
            "#F2F2F7", "UIColor.systemGroupedBackground", "Color(uiColor: .systemGroupedBackground)",
            "Palette.Background.backgroundGrouped.color",
            ##"{"colorSpace": "srgb", "components": [0.9490196078431372, 0.9490196078431372, 0.9686274509803922], "alpha": 1, "hex": "#f2f2f7"}"##,
        ]),
    ]

    @Test(arguments: copyCases)
    func yCopiesTheValueInEachFormatAndCapitalYCyclesThem(_ testCase: CopyCase) throws {
        var state = try Self.state(selecting: testCase.label)
        state.appearance = testCase.appearance
        for (index, text) in testCase.texts.enumerated() {
            if index > 0 {
                #expect(state.send(.key(.character("Y"))).isEmpty)
                #expect(state.statusMessage?.hasSuffix(": " + text) == true, "\(state.statusMessage ?? "")")
            }
            let effects = state.send(.key(.character("y")))
            #expect(effects == [.sendControlSequence(ControlSequence.setClipboard(text))], "\(state.copyFormat)")
            #expect(state.statusMessage == "copied \(state.copyFormat.label) \(text) (OSC 52)")
        }
        state.send(.key(.character("Y")))
        #expect(state.copyFormat == .hex)
    }

    @Test func insideTmuxTheCopyGoesThroughTmuxToo() throws {
        var state = try Self.state(selecting: "accent")
        state.clipboardRoute = .tmux
        let effects = state.send(.key(.character("y")))
        let plain = ControlSequence.setClipboard("#5B4CF0")
        #expect(effects == [.sendControlSequence(plain + ControlSequence.tmuxPassThrough(plain))])
        #expect(state.statusMessage == "copied hex #5B4CF0 (OSC 52, through tmux)")
    }

    @Test func insideScreenTheCopyGoesOnlyThroughItsPassThrough() throws {
        var state = try Self.state(selecting: "accent")
        state.clipboardRoute = .screen
        let effects = state.send(.key(.character("y")))
        #expect(effects == [.sendControlSequence(ControlSequence.screenPassThrough(ControlSequence.setClipboard("#5B4CF0")))])
        #expect(state.statusMessage == "copied hex #5B4CF0 (OSC 52, through screen)")
    }

    @Test func aFolderRowHasNothingToCopy() throws {
        var state = DemoFixture.state()
        state.select(0)
        #expect(state.send(.key(.character("y"))).isEmpty)
        #expect(state.statusMessage?.contains("copy") == true)
    }

    @MainActor @Test func theRuntimeWritesTheSequenceThroughTheBackend() throws {
        let backend = TestBackend(width: 120, height: 40)
        let runtime = BrowserRuntime(state: try Self.state(selecting: "accent"), backend: backend)
        runtime.handle(.key(.character("y")))
        #expect(backend.sentSequences == [ControlSequence.setClipboard("#5B4CF0")])
        #expect(backend.lines[39].contains("copied hex #5B4CF0"))
    }

    @Test func aDarkCanvasShowsTranslucentSwatchesOverIt() throws {
        var state = try Self.state(selecting: "textTertiary")
        state.useCanvas(RGB8(red: 0x1C, green: 0x1C, blue: 0x1E))
        let buffer = Screen.render(state)
        let color = DisplayColor(rgb: RGB8(red: 0x3C, green: 0x3C, blue: 0x43), alpha: 0.6)
        let over = color.composited(over: DisplayColor(rgb: RGB8(red: 0x1C, green: 0x1C, blue: 0x1E))).rgb
        let under = color.composited(over: DisplayColor(rgb: RGB8(red: 255, green: 255, blue: 255))).rgb
        let half = Style(foreground: .rgb(over.red, over.green, over.blue), background: .rgb(under.red, under.green, under.blue))
        let cells = (0..<buffer.height).flatMap { y in (0..<buffer.width).map { buffer[$0, y] } }
        #expect(cells.contains { $0.character == "▀" && $0.style == half })
        // The dark canvas is the canvas of the dark appearances' contrast too.
        #expect(state.contrast.canvas.dark == RGB8(red: 0x1C, green: 0x1C, blue: 0x1E))
        #expect(state.contrast.canvas.light == RGB8(red: 255, green: 255, blue: 255))
    }
}
