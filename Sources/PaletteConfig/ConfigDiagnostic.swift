/// A problem in `palette.yml` and where it is. The CLI turns it into the catalog `Diagnostic`
/// that every report prints, so there is one renderer.
public struct ConfigDiagnostic: Hashable, Sendable {
    public var file: String
    /// 1-based line and column (UTF-8 bytes); `nil` when the whole file is meant.
    public var line: Int?
    public var column: Int?
    public var finding: ConfigFinding

    public init(file: String, line: Int? = nil, column: Int? = nil, _ finding: ConfigFinding) {
        self.file = file
        self.line = line
        self.column = column
        self.finding = finding
    }

    /// At the start of `value`.
    init(file: String, at value: ConfigValue, _ finding: ConfigFinding) {
        self.init(file: file, line: value.line, column: value.column, finding)
    }

    public var severity: ConfigFinding.Severity { finding.severity }
}
