/// What keys mean now: the browser's mode, refined by the help overlay, a prompt and the color
/// being typed in the editor. Each has one `KeyTable`; `KeyTable.everyMode` comes first in all.
public enum KeyMode: CaseIterable, Sendable {
    case browse, filter, editor, colorInput, prompt, help, pairs

    public init(_ state: AppState) {
        if state.overlay != nil {
            self = .help
        } else if state.prompt != nil {
            self = .prompt
        } else if state.pairsView != nil {
            self = .pairs
        } else {
            switch state.mode {
            case .browse: self = .browse
            case .filtering: self = .filter
            case .editing: self = state.editor?.hexInput != nil ? .colorInput : .editor
            }
        }
    }

    public var table: KeyTable {
        switch self {
        case .browse: .browse
        case .filter: .filter
        case .editor: .editor
        case .colorInput: .colorInput
        case .prompt: .prompt
        case .help: .help
        case .pairs: .pairs
        }
    }
}

extension KeyTable {
    /// Keys that mean the same in every mode, looked up first.
    public static let everyMode = KeyTable("in every mode", [
        KeyBinding("quit / redraw, check files", [(.control("c"), .quit), (.control("l"), .redraw)]),
    ])

    public static let browse = KeyTable("browsing", [
        KeyBinding("move the selection", hint: "move", hintKeys: 2, [
            (KeyChord(.up), .moveSelection(by: -1)), (KeyChord(.down), .moveSelection(by: 1)),
            ("k", .moveSelection(by: -1)), ("j", .moveSelection(by: 1)),
        ]),
        KeyBinding("move by a page", [(KeyChord(.pageUp), .movePage(by: -1)), (KeyChord(.pageDown), .movePage(by: 1))]),
        KeyBinding("first / last row", [
            ("g", .moveToFirst), (KeyChord(.home), .moveToFirst), ("G", .moveToLast), (KeyChord(.end), .moveToLast),
        ]),
        KeyBinding("fold / unfold (Enter: edit the picked slot)", hint: "fold",
                   [(KeyChord(.enter), .activate), (" ", .toggleFold)]),
        KeyBinding("unfold / fold, or next row / its folder", [
            (KeyChord(.right), .expand), ("l", .expand), (KeyChord(.left), .collapse), ("h", .collapse),
        ]),
        KeyBinding("cycle / pick Light, Dark, HC Light, HC Dark", hint: "appearance", [
            ("a", .cycleAppearance), ("1", .setAppearance(.light)), ("2", .setAppearance(.dark)),
            ("3", .setAppearance(.highContrastLight)), ("4", .setAppearance(.highContrastDark)),
        ]),
        KeyBinding("cycle the selected state group's states", hint: "state", [("s", .cycleViewState)]),
        KeyBinding("mark / unmark as the contrast background", hint: "compare", [("c", .toggleComparison)]),
        KeyBinding("the contrast pairs of the selected color", hint: "pairs", [("p", .togglePairs)]),
        KeyBinding("the specimen / cycle simulated color vision", [("m", .toggleSpecimen), ("v", .cycleVision)]),
        KeyBinding("copy the value / next format", [("y", .copyValue), ("Y", .cycleCopyFormat)]),
        KeyBinding("show and copy the Swift code for the color", [("S", .showSwiftExpression)]),
        KeyBinding("type a filter / clear the filter", hint: "filter", [("/", .beginFilter), (KeyChord(.escape), .clearFilter)]),
        KeyBinding("next / previous filter match", hint: "match", hintKeys: 2, [("n", .nextMatch), ("N", .previousMatch)]),
        KeyBinding("references / only unused ∅, stale ≠, missing", [("r", .showReferences), ("U", .cycleSourceFilter)]),
        KeyBinding("edit the slot shown for the appearance", hint: "edit", [("e", .beginEdit)]),
        KeyBinding("pick a slot in the detail pane", [("[", .selectSlot(by: -1)), ("]", .selectSlot(by: 1))]),
        KeyBinding("add a derived Dark / High Contrast slot", [("D", .addDarkSlot), ("H", .addHighContrastSlot)]),
        KeyBinding("remove the slot (asks first)", [("x", .removeSlot)]),
        KeyBinding("undo / redo", [("u", .undo), (.control("r"), .redo)]),
        KeyBinding("save every edited colorset", hint: "save", [("w", .save)]),
        KeyBinding("this help", hint: "help", [("?", .toggleHelp)]),
        KeyBinding("quit (asks when edits are unsaved)", hint: "quit", [("q", .quit)]),
    ])

    public static let filter = KeyTable("typing a filter (after /)", [
        KeyBinding("keep the filter", hint: "keep", [(KeyChord(.enter), .acceptFilter)]),
        KeyBinding("clear the filter", hint: "clear", [(KeyChord(.escape), .clearFilter)]),
        KeyBinding("move the selection", [(KeyChord(.up), .moveSelection(by: -1)), (KeyChord(.down), .moveSelection(by: 1))]),
        KeyBinding("erase a character", [(KeyChord(.backspace), .filterBackspace), (KeyChord(.delete), .filterBackspace)]),
    ], otherKeys: .characters(help: "typed into the filter", message: { .filterInput($0) }))

    public static let editor = KeyTable("color editor (e)", [
        KeyBinding("step the value down / up", hint: "step", hintKeys: 2, [
            (KeyChord(.left), .editorStep(direction: -1, large: false)), (KeyChord(.right), .editorStep(direction: 1, large: false)),
            ("h", .editorStep(direction: -1, large: false)), ("l", .editorStep(direction: 1, large: false)),
        ]),
        KeyBinding("a big step", hint: "big step", hintKeys: 4, [
            (.shift(.left), .editorStep(direction: -1, large: true)), (.shift(.right), .editorStep(direction: 1, large: true)),
            ("H", .editorStep(direction: -1, large: true)), ("L", .editorStep(direction: 1, large: true)),
        ]),
        KeyBinding("next / previous value", hint: "value", hintKeys: 2, [
            (KeyChord(.tab), .editorFocus(by: 1)), (KeyChord(.backTab), .editorFocus(by: -1)),
            (KeyChord(.down), .editorFocus(by: 1)), (KeyChord(.up), .editorFocus(by: -1)),
            ("j", .editorFocus(by: 1)), ("k", .editorFocus(by: -1)),
        ]),
        KeyBinding("type a color", hint: "type a color", [("#", .beginHexInput)]),
        KeyBinding("keep the edit (one undo step)", hint: "keep", [(KeyChord(.enter), .commitEdit)]),
        KeyBinding("put the color back as it was", hint: "cancel", [(KeyChord(.escape), .cancelEdit)]),
    ])

    public static let colorInput = KeyTable("typing a color (after #)", [
        KeyBinding("apply the color", hint: "apply", [(KeyChord(.enter), .acceptHexInput)]),
        KeyBinding("drop the text", hint: "drop", [(KeyChord(.escape), .cancelHexInput)]),
        KeyBinding("erase a character", [(KeyChord(.backspace), .hexBackspace), (KeyChord(.delete), .hexBackspace)]),
        KeyBinding("erase all", [(KeyChord.control("u"), .clearHexInput)]),
    ], otherKeys: .characters(help: "typed (RRGGBB, p3 or oklch)", message: { .hexInput($0) }))

    public static let prompt = KeyTable("a question (status bar)", [
        KeyBinding("cancel the question", [(KeyChord(.escape), .cancelPrompt)]),
    ], otherKeys: .characters(help: "the answer: the keys it names", message: { .answer($0) }))

    public static let pairs = KeyTable("pairs view (p)", [
        KeyBinding("move between pairs", hint: "move", hintKeys: 2, [
            (KeyChord(.up), .movePairsCursor(by: -1)), (KeyChord(.down), .movePairsCursor(by: 1)),
            ("k", .movePairsCursor(by: -1)), ("j", .movePairsCursor(by: 1)),
        ]),
        KeyBinding("this color's or failing pairs", hint: "failing", [(KeyChord(.tab), .togglePairsScope)]),
        KeyBinding("go to foreground / background", hint: "go to", hintKeys: 2,
                   [("f", .jumpToPairColor(.foreground)), ("b", .jumpToPairColor(.background))]),
        KeyBinding("close the view / this help", hint: "close", hintKeys: 1,
                   [("p", .togglePairs), ("q", .togglePairs), (KeyChord(.escape), .togglePairs), ("?", .toggleHelp)]),
    ])

    public static let help = KeyTable("this help", [
        KeyBinding("scroll it when it is cut", [
            (KeyChord(.down), .scrollHelp(by: 1)), (KeyChord(.up), .scrollHelp(by: -1)),
            ("j", .scrollHelp(by: 1)), ("k", .scrollHelp(by: -1)),
            (KeyChord(.pageDown), .scrollHelp(by: 10)), (KeyChord(.pageUp), .scrollHelp(by: -10)),
        ]),
    ], otherKeys: .anyKey(help: "closes it; Ctrl-C still quits", message: .closeOverlay))
}
