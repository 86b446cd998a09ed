import AssetCatalog
import SourceIndex
import TerminalCore

extension CheckCommand {
    /// `--fix`: rewrites every stale or dark fallback through `ReadFile.replace` (atomic, refusing
    /// a file changed on disk since the scan); `--dry-run` prints the unified diff instead. Returns
    /// the diagnostics that were fixed, which the report leaves out.
    func fixFallbacks(_ checks: SourceChecks, index: SourceIndex) throws(CommandFailure) -> Set<Diagnostic> {
        var fixed = Set<Diagnostic>()
        var failures: [String] = []
        let files = Dictionary(index.interfaceBuilderFiles.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for path in checks.repairs.keys.sorted() {
            guard let repairs = checks.repairs[path], let file = files[path], let stamp = file.stamp else { continue }
            let newBytes = FallbackFix.apply(repairs, to: file.bytes)
            if dryRun {
                StandardStreams.write(UnifiedDiff.make(old: String(decoding: file.bytes, as: UTF8.self),
                                                       new: String(decoding: newBytes, as: UTF8.self), path: path))
                continue
            }
            do {
                try ReadFile(path: FilePath(path), bytes: file.bytes, stamp: stamp).replace(with: newBytes)
            } catch {
                failures.append(error.message)
                continue
            }
            StandardStreams.writeError("palette: fixed \(repairs.count) fallback\(repairs.count == 1 ? "" : "s") in '\(SafeText.visible(path))'\n")
            for diagnostic in checks.diagnostics where diagnostic.file == path
                && (diagnostic.code == "ib.stale-fallback" || diagnostic.code == "ib.dark-fallback") {
                fixed.insert(diagnostic)
            }
        }
        if !failures.isEmpty { throw CommandFailure(messages: failures) }
        return fixed
    }
}
