import Foundation

/// Whether a command that may write left its colorset whole: the file is either its original
/// bytes, or a file `check` finds no new error in (a syntax error is one, code `json.*`), and no
/// other file (a temp file) is left beside it. JSON is judged by palette's own rules, which keep
/// what Foundation refuses (a lone surrogate escape such as `"\ud800"`, see Policy.md).
struct FileJudge {
    let palette: String
    let environment: [String: String]
    let scratch: String

    /// `nil` when the folder is fine, else what is wrong with it.
    func problem(colorSetFolder folder: String, original: [UInt8], errorsBefore: [String: Int]) -> String? {
        let others = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0 != "Contents.json" }
        if !others.isEmpty { return "left \(others.sorted()) beside Contents.json" }
        guard let bytes = FileManager.default.contents(atPath: folder + "/Contents.json").map(Array.init) else {
            return "Contents.json is gone"
        }
        if bytes == original { return nil }
        guard let after = errors(in: folder) else { return "check failed on the written file" }
        let worse = after.filter { $0.value > errorsBefore[$0.key, default: 0] }
        return worse.isEmpty ? nil : "new errors after writing: \(worse.keys.sorted())"
    }

    /// The error codes `check` reports for the catalog around `folder`, with their counts; `nil`
    /// when check did not end normally or printed no JSON.
    func errors(in folder: String) -> [String: Int]? {
        let output = scratch + "/judge.out"
        let outcome = ChildProcess.run([palette, "check", "--format", "json", folder], environment: environment,
                                       stdout: output, stderr: scratch + "/judge.err", timeoutMilliseconds: 20_000)
        guard outcome == .exited(0) || outcome == .exited(1),
              let data = FileManager.default.contents(atPath: output),
              let diagnostics = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return nil }
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics where diagnostic["severity"] as? String == "error" {
            counts[diagnostic["code"] as? String ?? "?", default: 0] += 1
        }
        return counts
    }
}
