/// The few things the UI needs from a terminal. Every call happens on the main actor.
///
/// The runtime renders a frame into a ``CellBuffer``, draws `CellBuffer.diff(from:to:)`
/// against the previous frame, and reads ``InputEvent``s.
@MainActor
public protocol TerminalBackend: AnyObject {
    /// The current size in cells.
    var size: TerminalSize { get }
    /// The colors the terminal shows; the UI quantizes to it before drawing.
    var colorMode: ColorMode { get }
    /// Draws `changes` and flushes them to the terminal. Continuation cells are skipped.
    func draw(_ changes: [CellChange])
    /// The next event, waiting at most `timeoutMilliseconds` (forever when `nil`, not at all
    /// when 0); `nil` when none arrived in time.
    func readEvent(timeoutMilliseconds: Int?) -> InputEvent?
    /// Makes the next `draw` repaint the whole screen from scratch (Ctrl-L).
    func redrawAll()
    /// Writes a control string that draws nothing (`ControlSequence`: OSC 52) to the terminal as it is.
    func send(controlSequence: [UInt8])
}
