/// Names for catalogs that a person can tell apart: an app with five `Assets.xcassets` shows
/// `App/Assets.xcassets`, `Widget/Assets.xcassets`, ... and `--catalog` accepts those labels.
extension Workspace {
    /// Each catalog's label: its name when no other catalog has that name, else the shortest
    /// tail of its path that no other catalog of that name shares (`App/Assets.xcassets`).
    public var catalogLabels: [String] {
        Self.labels(forCatalogPaths: catalogs.map(\.path))
    }

    /// `catalogLabels` for these `.xcassets` paths.
    public static func labels(forCatalogPaths paths: [String]) -> [String] {
        let components = paths.map { $0.split(separator: "/", omittingEmptySubsequences: true).map(String.init) }
        let names = paths.map(catalogName)
        return paths.indices.map { index in
            let rivals = paths.indices.filter { $0 != index && names[$0] == names[index] }
            guard !rivals.isEmpty else { return names[index] }
            let own = components[index]
            for length in 2..<max(2, own.count + 1) {
                let tail = own.suffix(length)
                if rivals.allSatisfy({ components[$0].suffix(length) != tail }) { return tail.joined(separator: "/") }
            }
            return paths[index]
        }
    }

    /// The catalogs `choice` names: its label, its name, its path as given, or a tail of its path
    /// (`Widget/Assets.xcassets`, with or without `.xcassets`, with or without a trailing `/`).
    public func catalogs(matching choice: String) -> [Int] {
        var wanted = choice
        while wanted.count > 1, wanted.hasSuffix("/") { wanted.removeLast() }
        if wanted.hasPrefix("./") { wanted.removeFirst(2) }
        let labels = catalogLabels
        let exact = catalogs.indices.filter { labels[$0] == wanted || catalogs[$0].path == wanted }
        if !exact.isEmpty { return exact }
        return catalogs.indices.filter { index in
            let path = catalogs[index].path
            return [wanted, wanted + ".xcassets"].contains { path == $0 || path.hasSuffix("/" + $0) }
                || catalogs[index].name == wanted
        }
    }

    /// The last path component without `.xcassets`: `Catalog.name`.
    static func catalogName(_ path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return last.hasSuffix(".xcassets") ? String(last.dropLast(".xcassets".count)) : last
    }
}

/// Tells apart colors of one name in several catalogs: reports name such a color with its
/// catalog's label beside it (`Background` of `Subscription`), and other colors alone.
public struct SharedNameLabels: Sendable {
    private let labels: [String]
    /// The qualified names more than one catalog has.
    private let shared: Set<String>

    public init(workspace: Workspace) {
        guard workspace.catalogs.count > 1 else {
            labels = []
            shared = []
            return
        }
        var firstCatalog: [String: Int] = [:], shared = Set<String>()
        for catalog in workspace.catalogs.indices {
            for colorSet in workspace.catalogs[catalog].colorSets.indices {
                let name = workspace.catalogs[catalog].colorSets[colorSet].qualifiedName
                if let first = firstCatalog[name] {
                    if first != catalog { shared.insert(name) }
                } else {
                    firstCatalog[name] = catalog
                }
            }
        }
        self.shared = shared
        labels = shared.isEmpty ? [] : workspace.catalogLabels
    }

    /// The label of the catalog of the color at `location` when another catalog has a color of
    /// its name; `nil` otherwise.
    public func label(of location: ColorSetLocation, in workspace: Workspace) -> String? {
        guard !shared.isEmpty,
              shared.contains(workspace.catalogs[location.catalog].colorSets[location.colorSet].qualifiedName) else { return nil }
        return labels[location.catalog]
    }
}
