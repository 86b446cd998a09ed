import Foundation

/// A folder under the system's temporary directory, filled from a dictionary of relative paths to
/// file contents, and removed when the value is deinitialized.
public final class TemporaryFolder: @unchecked Sendable {
    // @unchecked: immutable after init; deinit only removes the folder.
    public let path: String

    /// Creates the folder and writes `files` (relative path -> UTF-8 text) into it. A path ending in
    /// `/` creates an empty folder.
    public init(_ files: [String: String] = [:]) throws {
        let base = FileManager.default.temporaryDirectory.path + "/palette-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        path = base
        for (relative, contents) in files { try write(contents, to: relative) }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `contents` to `relative`, creating folders; a trailing `/` makes only the folder.
    public func write(_ contents: String, to relative: String) throws {
        try write(Data(contents.utf8), to: relative)
    }

    /// Writes raw bytes to `relative`, creating folders.
    public func write(_ data: Data, to relative: String) throws {
        let full = path + "/" + relative
        if relative.hasSuffix("/") {
            try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
            return
        }
        let folder = (full as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: full))
    }

    /// The bytes at `relative`.
    public func read(_ relative: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path + "/" + relative))
    }

    /// `path/relative`.
    public func url(_ relative: String) -> String { path + "/" + relative }
}

/// Contents.json text in Xcode's modern layout, for building catalogs in tests.
public enum XcodeJSON {
    /// A group or catalog `Contents.json`.
    public static func folder(namespace: Bool = false) -> String {
        let properties = namespace ? ",\n  \"properties\" : {\n    \"provides-namespace\" : true\n  }" : ""
        return "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\(properties)\n}\n"
    }

    /// A colorset with the given `colors` entries, each already in JSON text (indented by the caller or not).
    public static func colorSet(_ entries: [String]) -> String {
        "{\n  \"colors\" : [\n" + entries.joined(separator: ",\n") + "\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
    }

    /// One `colors` entry with sRGB components (strings as written) and optional appearances.
    public static func entry(red: String, green: String, blue: String, alpha: String = "1.000",
                             space: String = "srgb", luminosity: String? = nil, highContrast: Bool = false,
                             idiom: String = "universal", extra: String = "") -> String {
        var appearances: [String] = []
        if let luminosity { appearances.append("{ \"appearance\" : \"luminosity\", \"value\" : \"\(luminosity)\" }") }
        if highContrast { appearances.append("{ \"appearance\" : \"contrast\", \"value\" : \"high\" }") }
        let appearanceText = appearances.isEmpty ? "" : "\"appearances\" : [\(appearances.joined(separator: ", "))], "
        return "    { \(appearanceText)\"color\" : { \"color-space\" : \"\(space)\", \"components\" : "
            + "{ \"alpha\" : \"\(alpha)\", \"blue\" : \"\(blue)\", \"green\" : \"\(green)\", \"red\" : \"\(red)\" } }, "
            + "\(extra)\"idiom\" : \"\(idiom)\" }"
    }
}
