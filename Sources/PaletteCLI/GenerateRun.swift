import ArgumentParser
import AssetCatalog
import CodeGeneration
import PaletteConfig
import TerminalCore

/// Generates targets and writes (or, with `--check`, compares) their files. Nothing is written
/// when any target has a name collision.
struct GenerateRun {
    let workspace: Workspace
    let check: Bool

    func run(_ targets: [GenerateTarget], resolve: (String) -> String) throws {
        DiagnosticsPrinter.printToStandardError(workspace.allDiagnostics, minimum: .error)
        var files: [GeneratedFile] = []
        var problems: [Diagnostic] = []
        for target in targets {
            let result = CodeGenerator.generate(workspace, target: target, output: resolve)
            files += result.files
            problems += result.diagnostics
        }
        if !problems.isEmpty { try DiagnosticsPrinter.failWithCollisions(problems) }
        var stale = 0
        for file in files {
            guard let path = file.path else {
                StandardStreams.write(file.text)
                continue
            }
            let current: [UInt8]?
            do {
                current = try WholeFile.contents(of: path)
            } catch {
                throw CommandFailure(message: "cannot read '\(SafeText.visible(path))': \(error.reason)")
            }
            let bytes = Array(file.text.utf8)
            if check {
                guard current != bytes else { continue }
                stale += 1
                StandardStreams.write(UnifiedDiff.make(old: current.map { String(decoding: $0, as: UTF8.self) } ?? "",
                                                       new: file.text, path: path, isNewFile: current == nil))
                continue
            }
            do {
                let outcome = try WholeFile.replace(path, with: bytes, expected: current)
                StandardStreams.writeError("palette: \(SafeText.visible(path)): \(outcome == .written ? "written" : "unchanged")\n")
            } catch {
                throw CommandFailure(message: error.message)
            }
        }
        if check, stale > 0 {
            StandardStreams.writeError("palette: \(stale) generated file\(stale == 1 ? " is" : "s are") stale; "
                                       + "run the same command without --check to update\n")
            throw ExitCode(1)
        }
    }
}
