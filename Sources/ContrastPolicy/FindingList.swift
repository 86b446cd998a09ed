import AssetCatalog
import LosslessJSON

/// Findings as `FindingOrder` sorts them and `OrderedDiagnostics` reads them: each with the
/// colorset it is at (`nil`: another file, or not told), its place, code and severity, and the
/// diagnostic itself, which a list may make only when it is read (`DeferredFindings`).
protocol FindingList: Sendable {
    var count: Int { get }
    /// The colorset finding `index` is at, in whose `Contents.json` it lies.
    func subject(_ index: Int) -> ColorSetLocation?
    /// The file finding `index` is about (asked only of a finding at no colorset).
    func file(_ index: Int) -> String
    /// Its line and column, 0 for none.
    func position(_ index: Int) -> (line: Int, column: Int)
    func code(_ index: Int) -> String
    /// The code of every finding, when they share one.
    var sharedCode: String? { get }
    func severity(_ index: Int) -> Diagnostic.Severity
    func diagnostic(_ index: Int) -> Diagnostic
}

extension FindingList {
    var sharedCode: String? { nil }
}

/// Diagnostics made, at no colorset told.
extension Array: FindingList where Element == Diagnostic {
    func subject(_ index: Int) -> ColorSetLocation? { nil }
    func file(_ index: Int) -> String { withUnsafeBufferPointer { $0[index].file } }
    func position(_ index: Int) -> (line: Int, column: Int) {
        withUnsafeBufferPointer { ($0[index].line ?? 0, $0[index].column ?? 0) }
    }
    func code(_ index: Int) -> String { withUnsafeBufferPointer { $0[index].finding.code } }
    func severity(_ index: Int) -> Diagnostic.Severity { withUnsafeBufferPointer { $0[index].finding.severity } }
    func diagnostic(_ index: Int) -> Diagnostic { self[index] }
}

/// Findings made, in the order they were made, with the colorset each is at (`nil`: another
/// file, or not told). Each is read where it lies: one copied out of the array retains every
/// string of its finding.
struct LocatedFindings: FindingList {
    var diagnostics: [Diagnostic] = []
    var subjects: [ColorSetLocation?] = []

    /// Appends a finding at the colorset at `location` (`nil`: not told).
    mutating func append(_ diagnostic: Diagnostic, at location: ColorSetLocation?) {
        diagnostics.append(diagnostic)
        subjects.append(location)
    }

    /// Appends `more`, all at the colorset at `location`.
    mutating func append(_ more: [Diagnostic], at location: ColorSetLocation) {
        diagnostics.append(contentsOf: more)
        subjects.append(contentsOf: repeatElement(ColorSetLocation?.some(location), count: more.count))
    }

    /// Appends `more` with their colorsets.
    mutating func append(_ more: LocatedFindings) {
        diagnostics.append(contentsOf: more.diagnostics)
        subjects.append(contentsOf: more.subjects)
    }

    /// Appends `more`, their colorsets not told.
    mutating func append(unlocated more: [Diagnostic]) {
        diagnostics.append(contentsOf: more)
        subjects.append(contentsOf: repeatElement(nil, count: more.count))
    }

    var count: Int { diagnostics.count }
    func subject(_ index: Int) -> ColorSetLocation? { subjects[index] }
    func file(_ index: Int) -> String { diagnostics.file(index) }
    func position(_ index: Int) -> (line: Int, column: Int) { diagnostics.position(index) }
    func code(_ index: Int) -> String { diagnostics.code(index) }
    func severity(_ index: Int) -> Diagnostic.Severity { diagnostics.severity(index) }
    func diagnostic(_ index: Int) -> Diagnostic { diagnostics[index] }
}

/// Findings of one kind, each made only when it is read: `check` on a large catalog has tens of
/// thousands of contrast failures and near duplicates, and each `Diagnostic` (its names, file
/// and message parts gathered from colorsets far apart in memory) is read once, to be written.
/// Until then a finding is its colorset, its place in that colorset's file and its severity,
/// which is all that putting them in order needs.
struct DeferredFindings: FindingList {
    /// The colorset each finding is at, and where in its file.
    let subjects: [ColorSetLocation]
    let places: [JSONLocation?]
    /// The code of every finding.
    let code: String
    private let severityOf: @Sendable (Int) -> Diagnostic.Severity
    private let make: @Sendable (Int) -> Diagnostic

    /// `make(index)` makes finding `index`, whose code is `code`, severity `severity(index)`,
    /// and place `places[index]` in the `Contents.json` of the colorset at `subjects[index]`.
    init(subjects: [ColorSetLocation], places: [JSONLocation?], code: String,
         severity: @escaping @Sendable (Int) -> Diagnostic.Severity, make: @escaping @Sendable (Int) -> Diagnostic) {
        precondition(subjects.count == places.count, "a place for every finding")
        self.subjects = subjects
        self.places = places
        self.code = code
        self.severityOf = severity
        self.make = make
    }

    /// No findings.
    init() {
        self.init(subjects: [], places: [], code: "", severity: { _ in .note }, make: { _ in preconditionFailure("no findings") })
    }

    var count: Int { subjects.count }
    func subject(_ index: Int) -> ColorSetLocation? { subjects[index] }
    func file(_ index: Int) -> String { make(index).file }
    func position(_ index: Int) -> (line: Int, column: Int) { (places[index]?.line ?? 0, places[index]?.column ?? 0) }
    func code(_ index: Int) -> String { code }
    var sharedCode: String? { code }
    func severity(_ index: Int) -> Diagnostic.Severity { severityOf(index) }
    func diagnostic(_ index: Int) -> Diagnostic { make(index) }

    /// Every finding, made on every core.
    var diagnostics: [Diagnostic] { Array(subjects.indices).parallelMap(make) }
}
