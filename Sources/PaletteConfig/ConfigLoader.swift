import Foundation

/// Finds, reads and validates `palette.yml`. Never throws: every problem is a `ConfigDiagnostic`,
/// and a config with problems still carries every value that was usable.
public enum ConfigLoader {
    /// A config and what was wrong with it.
    public struct Loaded: Sendable, Equatable {
        public var config: ProjectConfig
        public var diagnostics: [ConfigDiagnostic]

        /// Whether any diagnostic is an error: commands other than `check` refuse to run then.
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// The config for a command: `explicit` (`--config FILE`) when given, else the `palette.yml`
    /// found from `path` (the first PATH); `nil` when there is none, which is no problem.
    public static func load(explicit: String?, searchingFrom path: String) -> Loaded? {
        if let explicit { return load(file: explicit) }
        return locate(from: path).map(load(file:))
    }

    /// `palette.yml` in `path` (a folder, or a file's folder) or the nearest folder above it, up to
    /// the filesystem root. Shown relative to the current folder when it is inside it.
    public static func locate(from path: String) -> String? {
        let manager = FileManager.default
        let current = manager.currentDirectoryPath
        var folder = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: current, isDirectory: true))
            .standardizedFileURL.path
        var isFolder: ObjCBool = false
        if !manager.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue {
            folder = (folder as NSString).deletingLastPathComponent
        }
        while true {
            let candidate = (folder as NSString).appendingPathComponent(ProjectConfig.fileName)
            if manager.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue {
                return candidate.hasPrefix(current + "/") ? String(candidate.dropFirst(current.count + 1)) : candidate
            }
            guard folder != "/", !folder.isEmpty else { return nil }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// Reads and validates `file`.
    public static func load(file: String) -> Loaded {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else {
            return failed(file, .unreadable(reason: "no such file or directory"))
        }
        guard !isFolder.boolValue else { return failed(file, .unreadable(reason: "is a folder")) }
        guard let data = FileManager.default.contents(atPath: file) else {
            let readable = FileManager.default.isReadableFile(atPath: file)
            return failed(file, .unreadable(reason: readable ? "read error" : "permission denied"))
        }
        return parse([UInt8](data), file: file)
    }

    /// Validates the bytes of a config file that `file` names in diagnostics.
    public static func parse(_ bytes: [UInt8], file: String) -> Loaded {
        let root: ConfigValue?
        do {
            root = try YAMLReader.read(bytes)
        } catch {
            return failed(file, error.finding, line: error.line, column: error.column)
        }
        var validator = ConfigValidator(file: file)
        if let root { validator.read(root) }
        return Loaded(config: validator.config, diagnostics: validator.diagnostics)
    }

    private static func failed(_ file: String, _ finding: ConfigFinding, line: Int? = nil, column: Int? = nil) -> Loaded {
        Loaded(config: ProjectConfig(file: file), diagnostics: [ConfigDiagnostic(file: file, line: line, column: column, finding)])
    }
}
