import AssetCatalog

/// Where the workspace's colors are used, as the browser shows it (issue 17): filled in by a
/// source scan the runtime runs in the background (`Effect.scanSources`), as plain values, so
/// that this module knows no parser.
public struct SourceUsage: Equatable, Sendable {
    /// One reference: `file:line:column` and its kind (`swift-name`, `ib-color`, ...).
    public struct Reference: Equatable, Sendable {
        public var file: String
        public var line: Int
        public var column: Int
        public var kind: String
        /// A name built at run time that can produce the color's name.
        public var isPossible: Bool

        public init(file: String, line: Int, column: Int, kind: String, isPossible: Bool = false) {
            self.file = file
            self.line = line
            self.column = column
            self.kind = kind
            self.isPossible = isPossible
        }

        /// `file:line:column kind`, with `(possibly)` for a name built at run time.
        public var text: String { "\(file):\(line):\(column) \(kind)" + (isPossible ? " (possibly)" : "") }
    }

    /// A name referenced but defined in no catalog, with its references.
    public struct MissingName: Equatable, Sendable {
        public var name: String
        public var references: [Reference]

        public init(name: String, references: [Reference]) {
            self.name = name
            self.references = references
        }
    }

    /// References per colorset.
    public var references: [ColorSetLocation: [Reference]]
    /// Colorsets with a stale or dark storyboard fallback.
    public var staleFallbacks: Set<ColorSetLocation>
    public var missing: [MissingName]
    /// Source files read.
    public var fileCount: Int

    public init(references: [ColorSetLocation: [Reference]] = [:], staleFallbacks: Set<ColorSetLocation> = [],
                missing: [MissingName] = [], fileCount: Int = 0) {
        self.references = references
        self.staleFallbacks = staleFallbacks
        self.missing = missing
        self.fileCount = fileCount
    }

    /// The same usage after a rescan moved colorsets (`relocated`, `nil`: gone).
    func relocated(_ relocated: (ColorSetLocation) -> ColorSetLocation?) -> SourceUsage {
        var usage = self
        usage.references = [:]
        for (location, references) in references { if let next = relocated(location) { usage.references[next] = references } }
        usage.staleFallbacks = Set(staleFallbacks.compactMap(relocated))
        return usage
    }

    /// References that certainly name the colorset (not names built at run time).
    public func count(for location: ColorSetLocation) -> Int {
        references[location]?.filter { !$0.isPossible }.count ?? 0
    }

    /// Nothing references the colorset, not even possibly.
    public func isUnused(_ location: ColorSetLocation) -> Bool {
        references[location]?.isEmpty ?? true
    }
}

/// Where the browser's source scan is.
public enum SourceScan: Equatable, Sendable {
    /// No scan: the browser was started without sources to read.
    case off
    /// A scan is to be started (after the first frame).
    case pending
    case scanning
    case done(SourceUsage)
    /// Scanning again because colorsets were added, removed or renamed on disk; the last
    /// result (moved onto the colorsets as they are now) is shown meanwhile.
    case refreshing(SourceUsage)

    public var usage: SourceUsage? {
        switch self {
        case .done(let usage), .refreshing(let usage): usage
        case .off, .pending, .scanning: nil
        }
    }
}

/// `U`: show only the colors nothing uses, those with stale storyboard fallbacks, or no colors
/// and the names defined nowhere (`r` lists them).
public enum SourceFilter: String, Equatable, Sendable, CaseIterable {
    case unused, stale, missing
}
