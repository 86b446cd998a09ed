import Foundation
import Testing
import TestSupport
@testable import PaletteCLI

/// `EditScript`: a correct script (it turns `a` into `b`), a shortest one (as many lines kept as
/// the longest common subsequence has), deletions before insertions in each change, and edits
/// far apart in a long file found without comparing every line with every other.
@Suite struct EditScriptTests {
    /// `a` with the script's deletions and insertions made, the inserted lines taken from `b`.
    static func apply(_ steps: [EditScript.Step], _ a: [Int], _ b: [Int]) -> [Int]? {
        var result: [Int] = [], i = 0, j = 0
        for step in steps {
            switch step {
            case .same:
                guard i < a.count, j < b.count, a[i] == b[j] else { return nil }
                result.append(a[i])
                i += 1
                j += 1
            case .deleted:
                guard i < a.count else { return nil }
                i += 1
            case .inserted:
                guard j < b.count else { return nil }
                result.append(b[j])
                j += 1
            }
        }
        return i == a.count && j == b.count ? result : nil
    }

    /// The length of the longest common subsequence, by the textbook table.
    static func commonLength(_ a: [Int], _ b: [Int]) -> Int {
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        return lengths[0][0]
    }

    /// No insertion is followed by a deletion without a kept line between them.
    static func deletionsComeFirst(_ steps: [EditScript.Step]) -> Bool {
        zip(steps, steps.dropFirst()).allSatisfy { !($0 == .inserted && $1 == .deleted) }
    }

    @Test func everyScriptIsCorrectAndShortest() {
        let seed = SeededGenerator.replaySeed ?? 20_261_127
        var random = SeededGenerator(seed: seed)
        for _ in 0..<500 {
            // Few distinct lines, so that there is much in common and many ways to align it.
            let alphabet = Int.random(in: 1...5, using: &random)
            let a = (0..<Int.random(in: 0...30, using: &random)).map { _ in Int.random(in: 0..<alphabet, using: &random) }
            let b = (0..<Int.random(in: 0...30, using: &random)).map { _ in Int.random(in: 0..<alphabet, using: &random) }
            let steps = EditScript(a, b).steps
            #expect(Self.apply(steps, a, b) == b, "seed \(seed): \(a) -> \(b)")
            #expect(steps.count { $0 == .same } == Self.commonLength(a, b), "seed \(seed): \(a) -> \(b)")
            #expect(Self.deletionsComeFirst(steps), "seed \(seed): \(a) -> \(b)")
        }
    }

    @Test func editsAtBothEndsOfALongFileAreFoundAsTheyAre() {
        // The fuzzer's file: 20,000 lines with one line replaced at the top and lines added at the
        // bottom. A table of common subsequences of the region between would have 400 million cells.
        let a = Array(0..<20_000), b = [-1] + Array(1..<20_000) + [-2, -3]
        let steps = EditScript(a, b).steps
        #expect(Self.apply(steps, a, b) == b)
        #expect(Array(steps.prefix(2)) == [.deleted, .inserted])
        #expect(steps.count { $0 != .same } == 4)
    }

    @Test func pastTheBudgetTheScriptIsStillCorrect() {
        let seed = SeededGenerator.replaySeed ?? 20_261_128
        var random = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            // Long enough that a budget of 1 stops every search at its first limit (64 rounds).
            let a = (0..<Int.random(in: 0...400, using: &random)).map { _ in Int.random(in: 0..<3, using: &random) }
            var b = a
            for _ in 0..<Int.random(in: 0...300, using: &random) where !b.isEmpty {
                b[Int.random(in: b.indices, using: &random)] = Int.random(in: 3..<9, using: &random)
            }
            let steps = EditScript(a, b, budget: 1).steps
            #expect(Self.apply(steps, a, b) == b, "seed \(seed)")
            #expect(Self.deletionsComeFirst(steps), "seed \(seed)")
        }
        // Two texts with nothing in common: all deleted, all inserted.
        let steps = EditScript(Array(0..<300), Array(300..<600), budget: 1).steps
        #expect(steps == Array(repeating: .deleted, count: 300) + Array(repeating: .inserted, count: 300))
    }

    @Test func twoChangesApartAreTwoHunksNumberedAsDiffNumbersThem() {
        let old = (1...20).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 2\n", with: "LINE 2\n")
            .replacingOccurrences(of: "line 18\n", with: "line 18a\nline 18b\n")
        // As GNU `diff -u` prints it (its `-1,5` and `-15,6` included).
        #expect(UnifiedDiff.make(old: old, new: new, path: "p") == """
            --- a/p
            +++ b/p
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +LINE 2
             line 3
             line 4
             line 5
            @@ -15,6 +15,7 @@
             line 15
             line 16
             line 17
            -line 18
            +line 18a
            +line 18b
             line 19
             line 20

            """)
    }
}
