/// The names generated Swift declares at top level for its root type (`--type`, default
/// `Palette`): one source for the writer that declares them and for the identifiers that must
/// not hide them.
struct TopLevelNames: Sendable {
    /// The root type, `Palette`.
    let root: String

    /// The protocol every color type conforms to, `PaletteColor`.
    var colorProtocol: String { root + "Color" }
    /// A control state, `PaletteState`.
    var stateType: String { root + "State" }
    /// A state group's colors by state, `PaletteStateValue`.
    var stateValueType: String { root + "StateValue" }

    /// All four: inside the generated types a namespace, color or state group of one of these
    /// names would hide it from the code that means it (`Palette.Palette` leaves
    /// `PaletteStateValue<Palette.Controls>` looking in itself; mastodon-ios's `Colors` folder did
    /// so under `--type Colors`).
    var all: [String] { [root, colorProtocol, stateType, stateValueType] }
}
