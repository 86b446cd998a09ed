import Foundation
import PaletteUI
import TerminalCore
import Testing
import TestSupport

/// The key tables are the one source of what keys do: every binding is reachable through
/// `KeyMap` in its mode, listed in the help overlay and in the README, and no key is bound twice.
@Suite struct KeyTableTests {
    /// A Demo state (`Brand/accent` selected) in `mode`.
    static func state(in mode: KeyMode) throws -> AppState {
        var state = try EditorTests.accent()
        switch mode {
        case .browse: break
        case .filter: state.send(.key(.character("/")))
        case .editor: state.send(.key(.character("e")))
        case .colorInput: state.send(.key(.character("e")), .key(.character("#")))
        case .prompt: state.send(.key(.character("x")))
        case .help: state.send(.key(.character("?")))
        case .pairs: state.send(.key(.character("p")))
        }
        return state
    }

    @Test(arguments: KeyMode.allCases)
    func everyBindingIsReachable(_ mode: KeyMode) throws {
        let state = try Self.state(in: mode)
        #expect(KeyMode(state) == mode)
        for entry in (KeyTable.everyMode.bindings + mode.table.bindings).flatMap(\.entries) {
            let event = InputEvent.key(entry.chord.key, entry.chord.modifiers)
            #expect(KeyMap.message(for: event, in: state) == entry.message, "\(entry.chord.name) in \(mode)")
        }
    }

    @Test(arguments: KeyMode.allCases)
    func noKeyIsBoundTwiceInAMode(_ mode: KeyMode) {
        let names = (KeyTable.everyMode.bindings + mode.table.bindings).flatMap(\.entries).map(\.chord.name)
        #expect(Set(names).count == names.count, "\(names.filter { name in names.count { $0 == name } > 1 })")
    }

    struct OtherKeyCase: Sendable, CustomTestStringConvertible {
        var mode: KeyMode
        var event: InputEvent
        var message: Message?
        var testDescription: String { "\(event) in \(mode)" }
    }

    static let otherKeyCases: [OtherKeyCase] = [
        .init(mode: .filter, event: .key(.character("q")), message: .filterInput("q")),
        .init(mode: .filter, event: .key(.character("x"), .control), message: nil),
        .init(mode: .colorInput, event: .key(.character("f")), message: .hexInput("f")),
        .init(mode: .prompt, event: .key(.character("y")), message: .answer("y")),
        .init(mode: .help, event: .key(.character("q")), message: .closeOverlay),
        .init(mode: .help, event: .key(.character("r"), .control), message: .closeOverlay),
        .init(mode: .browse, event: .key(.character("z")), message: nil),
        .init(mode: .browse, event: .key(.down, .shift), message: .moveSelection(by: 1)),
        .init(mode: .editor, event: .key(.right, .shift), message: .editorStep(direction: 1, large: true)),
    ]

    @Test(arguments: otherKeyCases)
    func keysNoBindingNamesAreTypedOrCloseTheHelp(_ testCase: OtherKeyCase) throws {
        let state = try Self.state(in: testCase.mode)
        #expect(KeyMap.message(for: testCase.event, in: state) == testCase.message)
    }

    @Test func theHelpOverlayListsEveryBindingOfEveryMode() throws {
        var state = DemoFixture.state()
        state.send(.key(.character("?")))
        let lines = Screen.render(state).lines
        for mode in KeyMode.allCases {
            let table = mode.table
            #expect(lines.contains { $0.contains(table.title) }, "\(table.title)")
            for binding in table.bindings + KeyTable.everyMode.bindings {
                #expect(lines.contains { $0.contains(binding.label + "  ") && $0.contains(binding.help) }, "\(binding.label)")
            }
            if let other = table.otherKeys { #expect(lines.contains { $0.contains(other.help) }, "\(other.help)") }
        }
        #expect(lines.contains { $0.contains("fallback: another slot is used") })
    }

    /// Each row of the README's `| keys | action |` tables is a binding, and every binding of the
    /// tables the README documents is there.
    @Test func theREADMEKeyTablesMatchTheBindings() throws {
        let readme = try String(contentsOfFile: SharedFolder.packageRoot.path + "/README.md", encoding: .utf8)
        var rows: [String] = [], inKeyTable = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "| keys | action |" { inKeyTable = true }
            if !line.hasPrefix("|") { inKeyTable = false }
            guard inKeyTable, line.hasPrefix("| `") else { continue }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            rows.append("\(cells[0].dropFirst().dropLast()) | \(cells[1])")
        }
        #expect(rows.count > 20)
        let documented = [KeyTable.browse, .everyMode, .editor, .colorInput].flatMap(\.bindings).map { "\($0.label) | \($0.help)" }
        let all = KeyMode.allCases.flatMap { $0.table.bindings }.map { "\($0.label) | \($0.help)" }
            + KeyTable.everyMode.bindings.map { "\($0.label) | \($0.help)" }
        #expect(rows.filter { !all.contains($0) } == [], "README rows that no binding has")
        #expect(documented.filter { !rows.contains($0) } == [], "bindings missing from the README")
    }
}
