import TerminalCore

/// Turns input events into messages; what a key means depends on the mode and overlay.
public enum KeyMap {
    /// The message for `event` in `state`, or `nil` when the event means nothing there.
    public static func message(for event: InputEvent, in state: AppState) -> Message? {
        switch event {
        case .resize(let size):
            return .resize(size)
        case .hangup:
            return .hangup
        case .mouse(let mouse):
            guard state.mouseEnabled else { return nil }
            switch mouse.kind {
            case .click: return .click(x: mouse.x, y: mouse.y)
            case .wheelUp: return .scroll(by: -3)
            case .wheelDown: return .scroll(by: 3)
            }
        case .key(let key, let modifiers):
            if modifiers.contains(.control) {
                switch key {
                case .character("c"): return .quit
                case .character("l"): return .redraw
                case .character("r"): return state.mode == .editing || state.prompt != nil ? nil : .redo
                default: return nil
                }
            }
            if state.overlay != nil {
                return key == .character("q") ? .quit : .closeOverlay
            }
            if state.prompt != nil {
                if key == .escape { return .cancelPrompt }
                if case .character(let character) = key { return .answer(character) }
                return nil
            }
            switch state.mode {
            case .filtering: return filtering(key)
            case .editing: return editing(key, modifiers: modifiers, typing: state.editor?.hexInput != nil)
            case .browse: return key == .enter && state.selectedSlot != nil ? .beginEdit : browsing(key)
            }
        }
    }

    private static func filtering(_ key: Key) -> Message? {
        switch key {
        case .enter: .acceptFilter
        case .escape: .clearFilter
        case .backspace, .delete: .filterBackspace
        case .up: .moveSelection(by: -1)
        case .down: .moveSelection(by: 1)
        case .character(let character): .filterInput(character)
        default: nil
        }
    }

    private static func browsing(_ key: Key) -> Message? {
        switch key {
        case .up, .character("k"): .moveSelection(by: -1)
        case .down, .character("j"): .moveSelection(by: 1)
        case .pageUp: .movePage(by: -1)
        case .pageDown: .movePage(by: 1)
        case .home, .character("g"): .moveToFirst
        case .end, .character("G"): .moveToLast
        case .enter, .character(" "): .toggleFold
        case .right, .character("l"): .expand
        case .left, .character("h"): .collapse
        case .character("a"): .cycleAppearance
        case .character("1"): .setAppearance(.light)
        case .character("2"): .setAppearance(.dark)
        case .character("3"): .setAppearance(.highContrastLight)
        case .character("4"): .setAppearance(.highContrastDark)
        case .character("s"): .cycleViewState
        case .character("c"): .toggleComparison
        case .character("/"): .beginFilter
        case .character("n"): .nextMatch
        case .character("N"): .previousMatch
        case .character("?"): .toggleHelp
        case .character("q"): .quit
        case .escape: .clearFilter
        case .character("e"): .beginEdit
        case .character("["): .selectSlot(by: -1)
        case .character("]"): .selectSlot(by: 1)
        case .character("D"): .addDarkSlot
        case .character("H"): .addHighContrastSlot
        case .character("x"): .removeSlot
        case .character("u"): .undo
        case .character("w"): .save
        default: nil
        }
    }

    /// Keys in the color editor; `typing` while a color is typed after `#`.
    private static func editing(_ key: Key, modifiers: KeyModifiers, typing: Bool) -> Message? {
        if typing {
            switch key {
            case .enter: return .acceptHexInput
            case .escape: return .cancelHexInput
            case .backspace, .delete: return .hexBackspace
            case .character(let character): return .hexInput(character)
            default: return nil
            }
        }
        let large = modifiers.contains(.shift)
        switch key {
        case .left, .character("h"): return .editorStep(direction: -1, large: large)
        case .right, .character("l"): return .editorStep(direction: 1, large: large)
        case .character("H"): return .editorStep(direction: -1, large: true)
        case .character("L"): return .editorStep(direction: 1, large: true)
        case .tab, .down, .character("j"): return .editorFocus(by: 1)
        case .backTab, .up, .character("k"): return .editorFocus(by: -1)
        case .character("#"): return .beginHexInput
        case .enter: return .commitEdit
        case .escape: return .cancelEdit
        default: return nil
        }
    }

    /// Every binding as (keys, what they do), for the help overlay.
    public static let bindings: [(keys: String, action: String)] = [
        ("↑ ↓  k j", "move the selection"),
        ("PgUp PgDn", "move by a page"),
        ("g Home  G End", "first / last row"),
        ("Enter Space", "fold / unfold a catalog or folder"),
        ("l →  h ←", "unfold / fold (h on a row: go to its folder)"),
        ("a", "cycle appearance: light, dark, hc-light, hc-dark"),
        ("1 2 3 4", "light / dark / hc-light / hc-dark"),
        ("s", "cycle the view state shown for state groups"),
        ("c", "mark / unmark the selected color as contrast background"),
        ("/", "filter by qualified name (Enter keeps, Esc clears)"),
        ("n N", "next / previous filter match"),
        ("e  [ ] Enter", "edit the slot shown for the appearance / pick a slot, Enter edits it"),
        ("D  H", "add a Dark / High Contrast slot derived from the color"),
        ("x", "remove the slot (asks first)"),
        ("u  Ctrl-R", "undo / redo"),
        ("w", "save every edited colorset"),
        ("editor ← →", "step the channel (Shift or H L: big step)"),
        ("editor Tab j k", "next / previous channel; # types a color"),
        ("editor Enter Esc", "keep the edit / put it back"),
        ("?", "this help (any key closes it)"),
        ("Ctrl-L", "redraw the screen"),
        ("q Ctrl-C", "quit (asks when edits are unsaved)"),
        ("mouse", "click selects, wheel scrolls (with --mouse)"),
    ]
}
