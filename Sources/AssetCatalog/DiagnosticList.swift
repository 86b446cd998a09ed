/// Diagnostics in order whose codes and severities can be read without making each diagnostic:
/// a report of tens of thousands counts and groups them before writing them, and a list that
/// makes its diagnostics only when they are read (`check`'s) is not made twice for that.
public protocol DiagnosticList: RandomAccessCollection<Diagnostic> where Index == Int {
    /// The code of the diagnostic at `position`.
    func code(at position: Int) -> String
    /// The severity of the diagnostic at `position`.
    func severity(at position: Int) -> Diagnostic.Severity
}

extension DiagnosticList {
    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { indices.contains { severity(at: $0) == .error } }
}

extension Array: DiagnosticList where Element == Diagnostic {
    public func code(at position: Int) -> String { self[position].code }
    public func severity(at position: Int) -> Diagnostic.Severity { self[position].severity }
}
