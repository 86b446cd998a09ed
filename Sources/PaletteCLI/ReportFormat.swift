import ArgumentParser

/// `--format text|json|sarif` for the commands that report diagnostics (`check`, `contrast`).
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif
}
