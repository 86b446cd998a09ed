import ArgumentParser
import AssetCatalog
import ColorScience
import CursesBackend
import Foundation
import PaletteUI
import TerminalCore

/// `palette [browse] [PATH...]`: the interactive browser.
struct BrowseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Open the interactive browser (the default command).",
        discussion: "Press ? in the browser for every key. PALETTE_COLOR_MODE forces a color mode like --color-mode."
    )

    @OptionGroup var catalogs: CatalogPaths
    @Flag(help: "Browse without editing: the editing keys only say so.") var readOnly = false
    @Option(help: "Force a color mode: truecolor, 256, 16, 8 or mono (default: detected).")
    var colorMode: ColorMode?
    @Flag(help: "Select rows with mouse clicks and scroll with the wheel.") var mouse = false
    @Option(help: "The terminal's background under translucent swatches and contrast: light, dark or #RRGGBB (default: asked from the terminal with OSC 11).")
    var canvas: CanvasOption?

    func run() throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw CommandFailure(message: "the browser needs a terminal; use 'palette list' or 'palette show' "
                                 + "to print colors, or run palette in a terminal")
        }
        let forced = try forcedColorMode()
        let (workspace, _, config) = try catalogs.loadWithOpenedPaths()
        if workspace.catalogs.isEmpty, !workspace.diagnostics.isEmpty {
            DiagnosticsPrinter.printToStandardError(workspace.diagnostics, minimum: .error)
            throw ExitCode(1)
        }
        let mouse = self.mouse, readOnly = self.readOnly
        // Asked before curses starts: a terminal that does not answer costs at most 100 ms.
        let background = canvas?.color ?? BackgroundProbe.query().map { RGB8(red: $0.red, green: $0.green, blue: $0.blue) }
        try MainActor.assumeIsolated {
            let terminal: CursesTerminal
            do {
                terminal = try CursesTerminal.start(colorMode: forced, mouse: mouse)
            } catch {
                throw CommandFailure(message: Self.message(for: error))
            }
            defer { terminal.stop() }
            var state = AppState(workspace: workspace, size: terminal.size, colorMode: terminal.colorMode)
            state.mouseEnabled = mouse
            state.isReadOnly = readOnly
            state.contrast = ContrastContext(section: config?.contrast)
            state.specimen = SpecimenContext(section: config?.specimen)
            state.clipboardRoute = ClipboardRoute(environment: ProcessEnvironment.variables)
            if let background { state.useCanvas(background) }
            if let target = config?.generate.first(where: { $0.language == .swift }) { state.codeTarget = target }
            state.statusMessage = workspace.diagnostics.first.map { $0.message }
            let paths = catalogs.paths
            BrowserRuntime(state: state, backend: terminal, sourceScanner: { workspace in
                SourceScope.usage(paths: paths, config: config, workspace: workspace)
            }).run()
        }
    }

    /// `--color-mode`, else `$PALETTE_COLOR_MODE`, else `nil` (detect).
    private func forcedColorMode() throws -> ColorMode? {
        if let colorMode { return colorMode }
        guard let text = ProcessEnvironment.variables["PALETTE_COLOR_MODE"], !text.isEmpty else { return nil }
        guard let mode = ColorMode(rawValue: text) else {
            throw CommandFailure(message: "PALETTE_COLOR_MODE is '\(text)'; use one of "
                                 + ColorMode.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))
        }
        return mode
    }

    private static func message(for error: Error) -> String {
        switch error as? CursesTerminalError {
        case .notATerminal?: "the browser needs a terminal; use 'palette list' to print colors"
        case .alreadyStarted?: "the terminal is already in use"
        case .noTerminfoEntry(let tried)?: "no terminfo entry for the terminal (tried "
            + tried.map { "'\($0)'" }.joined(separator: ", ") + "); set TERM, e.g. TERM=xterm-256color"
        case .cannotMoveCursor(let terminal)?: "the terminal '\(SafeText.visible(terminal))' cannot move the cursor, which the browser "
            + "needs; set TERM, e.g. TERM=xterm-256color, or use 'palette list' to print colors"
        case nil: "cannot start the terminal: \(error)"
        }
    }
}

extension ColorMode: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// `--canvas light|dark|#RRGGBB`: the terminal's background, instead of asking the terminal.
struct CanvasOption: ExpressibleByArgument {
    var color: RGB8

    init?(argument: String) {
        switch argument.lowercased() {
        case "light": color = RGB8(red: 255, green: 255, blue: 255)
        case "dark": color = RGB8(red: 0, green: 0, blue: 0)
        default:
            guard let color = RGB8(hex: argument) else { return nil }
            self.color = color
        }
    }
}
