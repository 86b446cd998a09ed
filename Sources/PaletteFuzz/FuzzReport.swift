import Foundation

/// The problems found so far: counted by kind, and each kept in a folder of its own with the
/// input that caused it and the command that showed it.
final class FuzzReport {
    let folder: String
    private var counts: [FuzzCase.Problem.Kind: Int] = [:]

    init(folder: String) {
        self.folder = folder
    }

    var isClean: Bool { counts.values.allSatisfy { $0 == 0 } }

    /// `0 crashes, 0 hangs, 0 broken files, 0 bad outputs`.
    var summary: String {
        "\(counts[.crash, default: 0]) crashes, \(counts[.hang, default: 0]) hangs, "
            + "\(counts[.broken, default: 0]) broken files, \(counts[.badOutput, default: 0]) bad outputs"
    }

    func record(_ problem: FuzzCase.Problem, input: [UInt8], mutations: [String]) throws {
        counts[problem.kind, default: 0] += 1
        let number = counts.values.reduce(0, +)
        let place = folder + "/\(number)-\(problem.kind.rawValue)"
        try FileManager.default.createDirectory(atPath: place, withIntermediateDirectories: true)
        try Data(input).write(to: URL(fileURLWithPath: place + "/Contents.json"))
        let text = "command: palette \(problem.command.joined(separator: " "))\nresult: \(problem.detail)\n"
            + "mutations: \(mutations.joined(separator: ", "))\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: place + "/what.txt"))
        say("  \(problem.kind.rawValue): palette \(problem.command.prefix(6).joined(separator: " ")): \(problem.detail) -> \(place)")
    }
}
