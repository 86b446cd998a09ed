import AssetCatalog

/// How the browser notices files changed by someone else: every tick the runtime compares the
/// stamps of a slice of the loaded colorsets (round robin, plus the ones on screen) with their
/// files, so a large workspace is covered in a few seconds without statting every file twice a
/// second. Ctrl-L checks them all.
public struct DiskWatch: Equatable, Sendable {
    /// How many colorsets one tick checks besides those on screen.
    public static let sliceSize = 256
    /// Where the next slice starts, counting colorsets across catalogs in order.
    public var cursor = 0
    /// Colorsets with unsaved edits whose file changed on disk: kept, marked, and asked about on `w`.
    public var conflicts: Set<ColorSetLocation> = []

    public init() {}
}

/// One colorset for the runtime to compare with its file. `reload` says whether to read it again
/// when it changed (only colorsets without unsaved edits are).
public struct StampCheck: Equatable, Sendable {
    public var location: ColorSetLocation
    public var colorSet: ColorSet
    public var reload: Bool

    public init(location: ColorSetLocation, colorSet: ColorSet, reload: Bool) {
        self.location = location
        self.colorSet = colorSet
        self.reload = reload
    }
}

/// A colorset whose file's stamp differs from the one it was read with; `reloaded` is the file
/// read again when the check asked for it.
public struct DiskChange: Equatable, Sendable {
    public var location: ColorSetLocation
    public var reloaded: ColorSet?

    public init(location: ColorSetLocation, reloaded: ColorSet?) {
        self.location = location
        self.reloaded = reloaded
    }
}
