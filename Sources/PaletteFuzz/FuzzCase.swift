import Foundation

/// One mutated colorset put through every command: `check`, `list`, `show`, `set` on a copy and
/// (every few cases) the browser's keys. Each run is judged: a signal is a crash, the time limit
/// a hang, JSON output that does not parse bad output, and a written file must be whole.
struct FuzzCase {
    /// What one run found wrong.
    struct Problem {
        enum Kind: String { case crash, hang, broken, badOutput = "bad-output" }
        var kind: Kind
        var command: [String]
        var detail: String
    }

    static let colors = ["#112233", "#11223380", "112233", "oklch(0.5 0.1 10)", "oklch(0.7 0.2 200 / 0.5)",
                         "oklch(1 0.5 359.9 / 0)", "oklch(nan 0 0)", "oklch(inf 0 0)", "oklch(2 0 0)",
                         "oklch(0.5 0.1 10 / 5)", "#112233+F", "oklch(50% 25% 90deg / 50%)"]
    static let appearances = ["light", "dark", "hc-light", "hc-dark"]
    static let timeoutMilliseconds = 20_000

    let palette: String
    let environment: [String: String]
    /// A folder this case owns; emptied first.
    let folder: String
    /// Prints every command and how it ended.
    let verbose: Bool
    /// How many commands have been run, for the summary.
    var runs = 0

    private var catalog: String { folder + "/A.xcassets" }
    private var colorSet: String { catalog + "/c.colorset" }

    /// Runs every command over `bytes`; the problems found.
    mutating func run(_ bytes: [UInt8], browser: Bool, using random: inout SeededRandom) throws -> [Problem] {
        var problems: [Problem] = []
        try reset(bytes)
        let judge = FileJudge(palette: palette, environment: environment, scratch: folder)
        let errorsBefore = judge.errors(in: catalog) ?? [:]
        runs += 1
        let readers: [(arguments: [String], json: Bool)] = [
            (["check", "--format", "json", catalog], true), (["check", catalog], false),
            (["list", "--format", "json", catalog], true), (["list", "--appearance", "hc-dark", catalog], false),
            (["show", "c", catalog], false), (["show", "c", "--format", "json", catalog], true),
            (["contrast", "--format", "json", catalog], true), (["export", catalog], true),
            (["export", "--format", "css", catalog], false), (["generate", "swift", catalog], false),
            (["generate", "objc", catalog], false),
        ]
        for (arguments, json) in readers {
            problems += run(arguments, expectingJSON: json)
            // The other commands read the same file and would likely hang too: one finding is enough.
            if problems.contains(where: { $0.kind == .hang }) { return problems }
        }
        var set = ["set", "c", Self.colors.randomElement(using: &random)!, "--appearance", Self.appearances.randomElement(using: &random)!]
        if random.chance(0.2) { set += ["--idiom", ["ipad", "mac", "universal"].randomElement(using: &random)!] }
        if random.chance(0.2) { set.append("--dry-run") }
        problems += run(set + [catalog], expectingJSON: false)
        if let problem = judge.problem(colorSetFolder: colorSet, original: bytes, errorsBefore: errorsBefore) {
            problems.append(Problem(kind: .broken, command: set, detail: problem))
        }
        if browser {
            try reset(bytes)
            let session = BrowserSession(palette: palette, environment: environment)
            let (outcome, keys) = session.run(catalog: catalog, count: Int.random(in: 5...40, using: &random), using: &random)
            runs += 1
            let command = ["browse"] + keys.map { $0.debugDescription }
            if let problem = Self.problem(outcome, command: command) { problems.append(problem) }
            if let problem = judge.problem(colorSetFolder: colorSet, original: bytes, errorsBefore: errorsBefore) {
                problems.append(Problem(kind: .broken, command: command, detail: problem))
            }
        }
        return problems
    }

    /// Writes a catalog holding one colorset with `bytes`.
    private func reset(_ bytes: [UInt8]) throws {
        if FileManager.default.fileExists(atPath: catalog) { try FileManager.default.removeItem(atPath: catalog) }
        try FileManager.default.createDirectory(atPath: colorSet, withIntermediateDirectories: true)
        try Data("{\"info\":{\"author\":\"xcode\",\"version\":1}}".utf8).write(to: URL(fileURLWithPath: catalog + "/Contents.json"))
        try Data(bytes).write(to: URL(fileURLWithPath: colorSet + "/Contents.json"))
    }

    private mutating func run(_ arguments: [String], expectingJSON: Bool) -> [Problem] {
        runs += 1
        let output = folder + "/run.out"
        let outcome = ChildProcess.run([palette] + arguments, environment: environment, stdout: output,
                                       stderr: folder + "/run.err", timeoutMilliseconds: Self.timeoutMilliseconds)
        if verbose {
            let error = FileManager.default.contents(atPath: folder + "/run.err").map { String(decoding: $0.prefix(160), as: UTF8.self) } ?? ""
            say("    palette \(arguments.joined(separator: " ")): \(outcome.summary) \(error.split(separator: "\n").first ?? "")")
        }
        if let problem = Self.problem(outcome, command: arguments) { return [problem] }
        guard expectingJSON, outcome == .exited(0) || outcome == .exited(1) else { return [] }
        let data = FileManager.default.contents(atPath: output) ?? Data()
        guard (try? JSONSerialization.jsonObject(with: data)) != nil else {
            return [Problem(kind: .badOutput, command: arguments, detail: "output is not JSON: \(String(decoding: data.prefix(200), as: UTF8.self))")]
        }
        return []
    }

    private static func problem(_ outcome: ChildProcess.Outcome, command: [String]) -> Problem? {
        switch outcome {
        case .signaled: Problem(kind: .crash, command: command, detail: outcome.summary)
        case .timedOut: Problem(kind: .hang, command: command, detail: outcome.summary)
        case .exited: nil
        }
    }
}
