/// `palette.yml`, the project's one config file, as plain values.
///
/// `ConfigLoader` finds the file (the first path's folder or the nearest folder above it, or
/// `--config FILE`), parses it from libyaml's events (`YAMLReader`; every value keeps its line and column) and
/// validates it into this value plus `ConfigDiagnostic`s: unknown keys are warnings, a malformed
/// file or a value of the wrong type is an error. Each section belongs to one capability, which
/// reads only its own.
///
/// - `catalogs`, `sources`, `states`, `contrast`, `generate` and `specimen` are validated in full now.
/// - `tokens` is validated into `tokensSection` (its raw form stays in `tokens`).
///
/// This module knows nothing of catalogs: turning `states` into a state vocabulary is the
/// caller's business.
public struct ProjectConfig: Sendable, Equatable {
    /// The file palette looks for.
    public static let fileName = "palette.yml"
    /// The top-level keys palette knows, in the order the sections are documented.
    public static let sections = ["catalogs", "sources", "states", "contrast", "generate", "tokens", "specimen"]

    /// The file the config came from, as it is shown in diagnostics.
    public var file: String
    /// `catalogs:` catalog paths as written, relative to the config's folder unless absolute.
    public var catalogs: [String] = []
    /// `sources:` which source folders to scan, as written.
    public var sources = SourceSelection()
    /// `states:` words for built-in states or new states, in file order.
    public var states: [StateWords] = []
    /// `contrast:` the pairs the contrast policy checks, and how (see `ContrastSection`).
    public var contrast: ContrastSection?
    /// `generate:` the files `palette generate` writes (see `GenerateTarget`), in file order.
    public var generate: [GenerateTarget] = []
    /// Sections owned by later capabilities, kept as written.
    public var tokens: ConfigValue?
    /// `tokens:` validated (issue 12): which design-token mode is which appearance.
    public var tokensSection: TokensSection?
    /// `specimen:` which color plays which part in the browser's specimen (see `SpecimenSection`).
    public var specimen: SpecimenSection?

    public init(file: String) {
        self.file = file
    }

    /// The folder the file is in: relative paths in the file are relative to it.
    public var folder: String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }

    /// `path` from the file, as a path usable from the current folder.
    public func resolve(_ path: String) -> String {
        path.hasPrefix("/") || folder == "." ? path : folder + "/" + path
    }

    /// `sources: {include: [...], exclude: [...]}`: glob patterns, as written.
    public struct SourceSelection: Sendable, Equatable {
        public var include: [String] = []
        public var exclude: [String] = []

        public init(include: [String] = [], exclude: [String] = []) {
            self.include = include
            self.exclude = exclude
        }
    }

    /// One entry of `states:`: a state (built-in or new) and the words it adds.
    public struct StateWords: Sendable, Equatable {
        public var state: String
        public var words: [String]

        public init(state: String, words: [String]) {
            self.state = state
            self.words = words
        }
    }
}
