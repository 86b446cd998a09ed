/// A problem found in a catalog, with where it is and how bad it is.
///
/// Diagnostics are data; `formatted` is the one place that turns them into compiler-style text
/// (`path:line:column: error: message`).
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable, Comparable {
        case error, warning, note

        private var rank: Int { self == .error ? 2 : self == .warning ? 1 : 0 }
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
    }

    /// The file (or folder, for a missing file) the diagnostic is about.
    public var file: String
    /// 1-based line and column (UTF-8 bytes); `nil` when the whole file is meant, e.g. a missing one.
    public var line: Int?
    public var column: Int?
    public var severity: Severity
    /// A stable identifier such as `json.expected-value` or `color.unknown-color-space`.
    public var code: String
    /// Lowercase, values in single quotes, no trailing period.
    public var message: String

    public init(file: String, line: Int?, column: Int?, severity: Severity, code: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.code = code
        self.message = message
    }

    /// `path:line:column: severity: message`, or `path: severity: message` without a position.
    public var formatted: String {
        var position = file
        if let line {
            position += ":\(line)"
            if let column { position += ":\(column)" }
        }
        return "\(position): \(severity.rawValue): \(message)"
    }
}

extension Diagnostic: Comparable {
    /// Orders by file, then position, so reports read top to bottom.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if (lhs.line ?? 0) != (rhs.line ?? 0) { return (lhs.line ?? 0) < (rhs.line ?? 0) }
        if (lhs.column ?? 0) != (rhs.column ?? 0) { return (lhs.column ?? 0) < (rhs.column ?? 0) }
        return lhs.code < rhs.code
    }
}
