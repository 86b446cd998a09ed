import LosslessJSON

/// A problem found in a catalog, with where it is and how bad it is.
///
/// Diagnostics are data: what went wrong is a `Finding`, which spells the code, severity and
/// message; `formatted` is the one place that turns a diagnostic into compiler-style text
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
    /// What was found.
    public var finding: Finding

    public init(file: String, line: Int? = nil, column: Int? = nil, _ finding: Finding) {
        self.file = file
        self.line = line
        self.column = column
        self.finding = finding
    }

    /// A finding at a position in a parsed file.
    public init(file: String, at location: JSONLocation?, _ finding: Finding) {
        self.init(file: file, line: location?.line, column: location?.column, finding)
    }

    public var severity: Severity { finding.severity }
    /// A stable identifier such as `json.expected-value` or `color.unknown-color-space`.
    public var code: String { finding.code }
    /// Lowercase, values in single quotes, no trailing period.
    public var message: String { finding.message }

    /// `path:line:column: severity: message`, or `path: severity: message` without a position.
    public var formatted: String {
        guard let line else { return MessageText.join(file, ": ", severity.rawValue, ": ", message) }
        return MessageText.join(file, ":", String(line), column.map { ":" + String($0) } ?? "", ": ", severity.rawValue, ": ", message)
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
