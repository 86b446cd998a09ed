import AssetCatalog

/// How the browser notices files changed by someone else: every tick the runtime compares the
/// stamps of a slice of the loaded colorsets (round robin, plus the ones on screen) with their
/// files, so a large workspace is covered in a few seconds without statting every file twice a
/// second. Ctrl-L checks them all.
///
/// Colorsets and folders added or removed are noticed the same way, through the catalogs' group
/// folders (far fewer than colorsets): a folder's stamp changes when an entry is added, removed or
/// renamed in it. Each tick compares a slice of them round robin; a catalog with a changed folder,
/// and every catalog on Ctrl-L, is scanned again (`Effect.rescan`) before its colorsets are checked.
public struct DiskWatch: Equatable, Sendable {
    /// How many colorsets one tick checks besides those on screen.
    public static let sliceSize = 256
    /// Where the next slice starts, counting colorsets across catalogs in order.
    public var cursor = 0
    /// Colorsets with unsaved edits whose file changed on disk: kept, marked, and asked about on `w`.
    public var conflicts: Set<ColorSetLocation> = []
    /// How many group folders one tick compares with their stamps.
    public static let folderSliceSize = 256
    /// Each catalog's group folders and their stamps when last listed.
    public var folders: [[FolderStamp]] = []
    /// Where the next slice of folders starts, counting folders across catalogs in order.
    public var folderCursor = 0
    /// The folders searched for catalogs (`Workspace.searchedFolders`), compared a slice a tick
    /// like the catalogs' own: a catalog made below one changes its stamp, and the paths are
    /// searched again (as Ctrl-L does).
    public var searched: [FolderStamp] = []
    /// Where the next slice of searched folders starts.
    public var searchCursor = 0
    /// What the rescan just before the running stamp check found (`3 colors added, 1 removed on
    /// disk`), said together with what that check finds.
    public var structureReport: String?

    public init() {}

    /// The next `size` of `total` items round robin from `cursor`, moved past them: where the
    /// slice starts (it wraps past the end) and how many it has.
    static func nextSlice(total: Int, size: Int, cursor: inout Int) -> (start: Int, count: Int) {
        let start = cursor % total, count = min(size, total)
        cursor = (start + count) % total
        return (start, count)
    }
}

/// What the runtime scans again (`Effect.rescan`): the catalogs with a folder whose stamp changed,
/// or every catalog (`full`, Ctrl-L); and the folders of `searchedSlice` whose entries changed
/// searched again for new catalogs (all the paths on Ctrl-L). Locations refer to `outline`.
public struct RescanRequest: Equatable, Sendable {
    /// The load the catalogs and locations below belong to.
    public var outline: Outline
    /// Folders to compare with their stamps.
    public var folders: [FolderCheck]
    public var full: Bool
    /// Colorsets kept in the tree even when gone from disk: those with unsaved edits, and the one
    /// in the editor.
    public var keeping: Set<ColorSetLocation>
    /// The folders searched for catalogs (`DiskWatch.searched`), and the slice of them to
    /// compare with their stamps.
    public var searched: [FolderStamp]
    public var searchedSlice: [FolderStamp]

    public init(outline: Outline, folders: [FolderCheck], full: Bool, keeping: Set<ColorSetLocation>,
                searched: [FolderStamp], searchedSlice: [FolderStamp]) {
        self.outline = outline
        self.folders = folders
        self.full = full
        self.keeping = keeping
        self.searched = searched
        self.searchedSlice = searchedSlice
    }
}

/// A group folder of catalog `catalog` for the runtime to compare with its stamp.
public struct FolderCheck: Equatable, Sendable {
    public var catalog: Int
    public var folder: FolderStamp

    public init(catalog: Int, folder: FolderStamp) {
        self.catalog = catalog
        self.folder = folder
    }
}

/// One catalog scanned again: `CatalogLoader.rescan`'s answer for catalog `catalog`.
public struct RescanResult: Equatable, Sendable {
    public var catalog: Int
    public var rescan: CatalogRescan

    public init(catalog: Int, rescan: CatalogRescan) {
        self.catalog = catalog
        self.rescan = rescan
    }
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
