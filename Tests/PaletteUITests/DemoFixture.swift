import AssetCatalog
import PaletteUI
import TerminalCore
import TestSupport

/// The bundled Demo catalog, loaded once, and helpers to drive the browser over it.
enum DemoFixture {
    static let path = SharedFolder.packageRoot.path + "/Palettes/Demo.xcassets"
    static let outline = Outline(workspace: CatalogLoader.load(paths: [path]))

    /// A fresh state over the Demo catalog.
    static func state(width: Int = 120, height: Int = 40, colorMode: ColorMode = .trueColor) -> AppState {
        AppState(outline: outline, size: TerminalSize(width: width, height: height), colorMode: colorMode)
    }

    /// The outline node of the row labeled `label` (a colorset name, a group stem or a folder).
    static func node(_ label: String) -> Int? {
        outline.nodes.firstIndex { $0.label == label }
    }
}

extension AppState {
    /// Sends `events` through the key map and the reducer; returns every effect.
    @discardableResult
    mutating func send(_ events: InputEvent...) -> [Effect] {
        var effects: [Effect] = []
        for event in events {
            if let message = KeyMap.message(for: event, in: self) { effects += reduce(&self, message) }
        }
        return effects
    }

    /// Types `text` as plain character keys.
    mutating func type(_ text: String) {
        for character in text { send(.key(.character(character))) }
    }

    /// Selects node `node` directly (test setup).
    mutating func select(_ node: Int) {
        selection = node
    }
}
