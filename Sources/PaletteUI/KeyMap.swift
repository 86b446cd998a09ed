import TerminalCore

/// Turns input events into messages: a key means what `KeyTable.everyMode`, then the table of
/// the current `KeyMode`, says it means.
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
            let chord = KeyChord(key, modifiers)
            return KeyTable.everyMode.message(for: chord) ?? KeyMode(state).table.message(for: chord)
        }
    }
}
