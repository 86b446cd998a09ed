import AssetCatalog

/// How near each catalog of a workspace is to a source file: how many leading folders their
/// paths share. Apps of one tree each have their own catalogs, and a file's are the nearest.
struct CatalogNearness: Sendable {
    private let catalogFolders: [[Substring]]

    init(workspace: Workspace) {
        catalogFolders = workspace.catalogs.map { Self.folders(of: $0.path) }
    }

    /// A file's path as the folders `shared` compares.
    static func folders(of path: String) -> [Substring] {
        path.split(separator: "/").filter { $0 != "." }
    }

    /// How many leading folders `file` (`folders(of:)`) shares with catalog `catalog`'s path.
    func shared(_ file: [Substring], _ catalog: Int) -> Int {
        zip(file, catalogFolders[catalog]).prefix { $0 == $1 }.count
    }

    /// `shared` for every catalog, by index: worked out once for a file that many candidates are ranked for.
    func shared(_ file: [Substring]) -> [Int] {
        catalogFolders.indices.map { shared(file, $0) }
    }
}
