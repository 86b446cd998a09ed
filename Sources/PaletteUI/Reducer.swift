import AssetCatalog
import TerminalCore

/// Applies `message` to `state` and returns what the runtime must do besides drawing.
///
/// Pure: no terminal, no clock, no files. Every key the user presses goes through here.
public func reduce(_ state: inout AppState, _ message: Message) -> [Effect] {
    switch message {
    case .resize, .tick, .diskChecked, .rescanned, .startSourceScan, .sourcesScanned: break
    default: state.statusMessage = nil
    }
    if state.isReadOnly, message.edits {
        state.statusMessage = "read-only: palette was started with --read-only, so nothing can be edited"
        return []
    }
    switch message {
    case .moveSelection(let delta): state.moveSelection(toRow: state.selectedRow + delta)
    case .movePage(let pages): state.moveSelection(toRow: state.selectedRow + pages * max(1, state.layout.tree.height - 1))
    case .moveToFirst: state.moveSelection(toRow: 0)
    case .moveToLast: state.moveSelection(toRow: state.rows.count - 1)
    case .toggleFold: state.toggleFold()
    case .activate: return reduce(&state, state.selectedSlot != nil ? .beginEdit : .toggleFold)
    case .expand: state.expand()
    case .collapse: state.collapse()
    case .cycleAppearance:
        let all = Appearance.allCases
        state.appearance = all[(all.firstIndex(of: state.appearance)! + 1) % all.count]
    case .setAppearance(let appearance): state.appearance = appearance
    case .cycleViewState: state.cycleViewState()
    case .toggleComparison: state.toggleComparison()
    case .beginFilter: state.mode = .filtering
    case .filterInput(let character): state.setFilter(state.filter + String(character))
    case .filterBackspace: state.setFilter(String(state.filter.dropLast()))
    case .acceptFilter: state.mode = .browse
    case .clearFilter:
        state.mode = .browse
        state.slotCursor = nil
        state.setFilter("")
    case .nextMatch: state.jumpToMatch(forward: true)
    case .previousMatch: state.jumpToMatch(forward: false)
    case .toggleHelp:
        state.overlay = state.overlay == nil ? .help : nil
        state.helpScroll = 0
    case .scrollHelp(let delta):
        // Over another panel (the references list) these keys close it, as any other key does.
        guard state.overlay == .help else { state.overlay = nil; break }
        state.helpScroll = max(0, min(state.helpScroll + delta, HelpOverlay.maximumScroll(size: state.size)))
    case .closeOverlay: state.overlay = nil
    case .redraw: return [.redrawAll, state.rescanRequest(full: true)]
    case .resize(let size):
        state.size = size
        state.scrollToSelection()
    case .click(let x, let y): state.click(x: x, y: y)
    case .scroll(let delta): state.scroll(by: delta)
    case .quit: return state.requestQuit()
    case .hangup: return [.quit]
    case .selectSlot(let delta): state.selectSlot(by: delta)
    case .beginEdit: state.beginEdit()
    case .addDarkSlot: state.addDerivedSlot(highContrast: false)
    case .addHighContrastSlot: state.addDerivedSlot(highContrast: true)
    case .removeSlot: state.askToRemoveSlot()
    case .undo: state.undoOrRedo(undo: true)
    case .redo: state.undoOrRedo(undo: false)
    case .save: return state.saveAll(force: false)
    case .answer(let key): return state.answer(key)
    case .cancelPrompt: state.cancelPrompt()
    case .editorStep(let direction, let large): state.updateEditor { $0.step(direction, large: large) }
    case .editorFocus(let delta): state.editor?.moveFocus(by: delta)
    case .beginHexInput: state.editor?.hexInput = ""
    case .hexInput(let character): state.editor?.hexInput?.append(character)
    case .hexBackspace: _ = state.editor?.hexInput?.popLast()
    case .clearHexInput: if state.editor?.hexInput != nil { state.editor?.hexInput = "" }
    case .acceptHexInput: state.acceptHexInput()
    case .cancelHexInput: state.editor?.hexInput = nil
    case .commitEdit: state.commitEdit()
    case .cancelEdit: state.cancelEdit()
    case .togglePairs: state.togglePairs()
    case .movePairsCursor(let delta): state.movePairsCursor(by: delta)
    case .togglePairsScope: state.togglePairsScope()
    case .jumpToPairColor(let jump): state.jumpToPairColor(jump)
    case .toggleSpecimen: state.toggleSpecimen()
    case .cycleVision: state.cycleVision()
    case .copyValue: return state.copySelectedValue()
    case .cycleCopyFormat: state.cycleCopyFormat()
    case .showSwiftExpression: return state.showSwiftExpression()
    case .saveFinished(let results): return state.finishSave(results)
    case .reloaded(let location, let colorSet): state.finishReload(location, colorSet)
    case .tick: return [state.rescanRequest(full: false)]
    case .rescanned(let results, let full, let searched):
        let scan = state.finishRescan(results, searched: searched)
        let effects = full ? state.checkDiskFully() : state.checkDiskSlice()
        // No colorset left to check: say what the rescan found now.
        if effects.isEmpty, let report = state.diskWatch.structureReport {
            state.statusMessage = report
            state.diskWatch.structureReport = nil
        }
        return effects + scan
    case .diskChecked(let changes, let full, let checked): state.finishDiskCheck(changes, full: full, checked: checked)
    // Issue 17.
    case .startSourceScan: return state.startSourceScan()
    case .sourcesScanned(let usage): return state.finishSourceScan(usage)
    case .showReferences: state.showReferences()
    case .cycleSourceFilter: state.cycleSourceFilter()
    }
    return []
}

extension Message {
    /// True for the messages that would change a colorset or a file: refused in read-only mode.
    var edits: Bool {
        switch self {
        case .beginEdit, .addDarkSlot, .addHighContrastSlot, .removeSlot, .undo, .redo, .save: true
        default: false
        }
    }
}

extension AppState {
    /// Selects the visible row at `row`, clamped to the list.
    mutating func moveSelection(toRow row: Int) {
        guard !rows.isEmpty else { return }
        selection = rows[min(max(0, row), rows.count - 1)]
        scrollToSelection()
    }

    mutating func toggleFold() {
        guard let node = selectedNode, node.isContainer, filter.isEmpty else { return }
        if collapsed.remove(selection) == nil { collapsed.insert(selection) }
        refreshRows()
    }

    mutating func expand() {
        guard let node = selectedNode else { return }
        if node.isContainer, collapsed.contains(selection), filter.isEmpty {
            collapsed.remove(selection)
            refreshRows()
        } else {
            moveSelection(toRow: selectedRow + 1)
        }
    }

    mutating func collapse() {
        guard let node = selectedNode else { return }
        if node.isContainer, !collapsed.contains(selection), filter.isEmpty {
            collapsed.insert(selection)
            refreshRows()
        } else if let parent = node.parent {
            selection = parent
            scrollToSelection()
        }
    }

    mutating func toggleComparison() {
        guard let location = selectedColorSet else {
            statusMessage = nothingSelected(toDo: "compare against")
            return
        }
        comparison = comparison == location ? nil : location
    }

    mutating func setFilter(_ text: String) {
        refreshRows(filter: text)
        if !text.isEmpty, let first = rowList.matches.first(where: { $0 >= selection }) ?? rowList.matches.first {
            selection = first
            scrollToSelection()
        }
    }

    mutating func jumpToMatch(forward: Bool) {
        let matches = rowList.matches
        guard !matches.isEmpty else {
            statusMessage = filter.isEmpty ? "no filter; press / to type one" : "no match for '\(filter)'"
            return
        }
        let next = forward ? matches.first { $0 > selection } ?? matches[0]
                           : matches.last { $0 < selection } ?? matches[matches.count - 1]
        selection = next
        scrollToSelection()
    }

    mutating func click(x: Int, y: Int) {
        let tree = layout.tree
        guard x >= tree.x, x < tree.x + tree.width, y >= tree.y, y < tree.y + tree.height else { return }
        let row = scrollOffset + y - tree.y
        guard row < rows.count else { return }
        selection = rows[row]
    }

    mutating func scroll(by delta: Int) {
        let height = max(1, layout.tree.height)
        scrollOffset = max(0, min(scrollOffset + delta, max(0, rows.count - height)))
        let row = min(max(selectedRow, scrollOffset), scrollOffset + height - 1)
        if !rows.isEmpty { selection = rows[min(row, rows.count - 1)] }
    }
}
