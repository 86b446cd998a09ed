/// A UI control state that a design system encodes in color names or folders, by its canonical
/// name: `normal`, `hovered`, or a project's own state such as `dragging`.
///
/// A state is only a name; which words spell it in a colorset name is the `StateVocabulary`'s
/// business. Built-in states sort first, in `builtIn` order; others follow by name.
public struct ViewState: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The canonical name, as shown and as `show --format json` reports it.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let normal = ViewState(rawValue: "normal")
    public static let highlighted = ViewState(rawValue: "highlighted")
    public static let pressed = ViewState(rawValue: "pressed")
    public static let disabled = ViewState(rawValue: "disabled")
    public static let selected = ViewState(rawValue: "selected")
    public static let focused = ViewState(rawValue: "focused")
    public static let hovered = ViewState(rawValue: "hovered")
    /// A macOS window that is not key.
    public static let inactive = ViewState(rawValue: "inactive")

    /// The states every vocabulary starts with, in display order: normal first.
    public static let builtIn: [ViewState] = [.normal, .highlighted, .pressed, .disabled, .selected, .focused, .hovered, .inactive]

    public var description: String { rawValue }

    /// Built-in states in `builtIn` order, then the others by name.
    public static func < (lhs: ViewState, rhs: ViewState) -> Bool {
        let left = builtIn.firstIndex(of: lhs) ?? builtIn.count
        let right = builtIn.firstIndex(of: rhs) ?? builtIn.count
        return left != right ? left < right : lhs.rawValue < rhs.rawValue
    }
}
