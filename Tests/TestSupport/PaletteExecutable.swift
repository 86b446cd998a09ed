import Foundation

/// Finds the built `palette` executable for end-to-end tests.
public enum PaletteExecutable {
    /// The `palette` binary beside the running test bundle (`.build/<triple>/debug/palette`,
    /// found from `/proc/self/exe` on Linux, `CommandLine.arguments[0]` or `Bundle.main`, up to
    /// three folders up), else `<package>/.build/debug/palette`; `nil` when none is built.
    public static let url: URL? = {
        var starts: [URL] = []
        #if os(Linux)
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            starts.append(URL(fileURLWithPath: exe))
        }
        #endif
        if let first = CommandLine.arguments.first { starts.append(URL(fileURLWithPath: first).resolvingSymlinksInPath()) }
        starts.append(Bundle.main.bundleURL)
        if let executable = Bundle.main.executableURL { starts.append(executable) }
        for start in starts {
            var folder = start.deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = folder.appendingPathComponent("palette")
                if isExecutableFile(candidate) { return candidate }
                folder = folder.deletingLastPathComponent()
            }
        }
        let fallback = SharedFolder.packageRoot.appendingPathComponent(".build/debug/palette")
        return isExecutableFile(fallback) ? fallback : nil
    }()

    /// True when the binary was found; use with `.enabled(if:)`.
    public static var isBuilt: Bool { url != nil }

    private static func isExecutableFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            && !isDirectory.boolValue && FileManager.default.isExecutableFile(atPath: url.path)
    }
}
