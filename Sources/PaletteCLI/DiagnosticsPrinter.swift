import AssetCatalog
import Foundation
import TerminalCore

/// Diagnostics as compiler-style text, and as the JSON of `palette check --format json`.
enum DiagnosticsPrinter {
    /// `path:line:column: error: message`, one per line, control characters made visible.
    static func text(_ diagnostics: some Collection<Diagnostic>) -> String {
        var text = ""
        text.reserveCapacity(diagnostics.count * 160)
        for diagnostic in diagnostics {
            text += SafeText.visible(diagnostic.formatted)
            text += "\n"
        }
        return text
    }

    /// `[{file, line, column, severity, code, message}]`.
    static func json(_ diagnostics: some Collection<Diagnostic>) -> String {
        JSONText.array(of: diagnostics) { diagnostic, object in
            object.add("file", quoting: diagnostic.file)
            object.add("line", raw: diagnostic.line.map(String.init) ?? "null")
            object.add("column", raw: diagnostic.column.map(String.init) ?? "null")
            object.add("severity", quoting: diagnostic.severity.rawValue)
            object.add("code", quoting: diagnostic.code)
            object.add("message", quoting: diagnostic.message)
        }
    }

    /// Writes the diagnostics at or above `minimum` to stderr.
    static func printToStandardError(_ diagnostics: [Diagnostic], minimum: Diagnostic.Severity) {
        let shown = diagnostics.filter { $0.severity >= minimum }
        if !shown.isEmpty { StandardStreams.writeError(text(shown)) }
    }

    /// Prints name collisions (`generate`, `export --format css`) in order and fails: nothing
    /// is written when two colors would take one name.
    static func failWithCollisions(_ collisions: [Diagnostic]) throws -> Never {
        printToStandardError(collisions.sorted(), minimum: .note)
        throw CommandFailure(message: "\(collisions.count) name collision\(collisions.count == 1 ? "" : "s") (above); nothing was written")
    }

    /// `2 errors, 1 warning in 40 colorsets`, with `, 3 notes` before `in` when there are notes.
    static func summary(_ diagnostics: some DiagnosticList, files: Int) -> String {
        var errors = 0, warnings = 0, notes = 0
        for position in diagnostics.indices {
            switch diagnostics.severity(at: position) {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
        return "\(counted(errors, "error")), \(counted(warnings, "warning"))"
            + (notes > 0 ? ", \(counted(notes, "note"))" : "") + " in \(counted(files, "colorset"))\n"
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

/// The process environment, read in one place.
enum ProcessEnvironment {
    static var variables: [String: String] { ProcessInfo.processInfo.environment }
}
