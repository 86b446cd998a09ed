import TerminalCore

/// A unified diff of two texts, as `diff -u` prints it, for `palette set --dry-run`.
enum UnifiedDiff {
    /// The diff of `old` and `new` labelled with `path`; empty when they are equal. Lines are
    /// split at LF and compared byte for byte, and printed through `SafeText` (tabs and the CR of
    /// a CRLF line kept), so file content never acts on the terminal. A file that does not exist
    /// yet (`isNewFile`) is labelled `/dev/null` on the old side, as `diff -u` and git do.
    static func make(old: String, new: String, path: String, isNewFile: Bool = false, context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        let script = editScript(a, b)
        guard script.contains(where: { $0.kind != .same }) else { return "" }
        var hunks: [Range<Int>] = []
        for index in script.indices where script[index].kind != .same {
            let range = max(0, index - context)..<min(script.count, index + context + 1)
            if let last = hunks.last, range.lowerBound <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<range.upperBound
            } else {
                hunks.append(range)
            }
        }
        let shownPath = SafeText.visible(path)
        var output = (isNewFile ? "--- /dev/null\n" : "--- a/\(shownPath)\n") + "+++ b/\(shownPath)\n"
        for range in hunks {
            let hunk = script[range]
            let oldBefore = script[..<range.lowerBound].filter { $0.kind != .inserted }.count
            let newBefore = script[..<range.lowerBound].filter { $0.kind != .deleted }.count
            let oldCount = hunk.filter { $0.kind != .inserted }.count
            let newCount = hunk.filter { $0.kind != .deleted }.count
            output += "@@ -\(oldBefore + (oldCount > 0 ? 1 : 0)),\(oldCount) +\(newBefore + (newCount > 0 ? 1 : 0)),\(newCount) @@\n"
            for step in hunk {
                switch step.kind {
                case .same: output += " " + step.line.shown
                case .deleted: output += "-" + step.line.shown
                case .inserted: output += "+" + step.line.shown
                }
            }
        }
        return output
    }

    struct Step {
        enum Kind { case same, deleted, inserted }
        var kind: Kind
        var line: Line
    }

    /// One line without its LF; equal when the bytes are (not merely canonically equivalent).
    struct Line: Equatable {
        var text: Substring.UnicodeScalarView
        var endsWithNewline: Bool

        static func == (left: Line, right: Line) -> Bool {
            left.endsWithNewline == right.endsWithNewline && left.text.elementsEqual(right.text)
        }

        /// The line as printed, with its newline; a missing final newline is marked as diff does.
        var shown: String {
            var body = text
            let carriageReturn = body.last == "\r"
            if carriageReturn { body.removeLast() }
            let safe = SafeText.visible(String(body), keepingTabs: true) + (carriageReturn ? "\r" : "")
            return safe + (endsWithNewline ? "\n" : "\n\\ No newline at end of file\n")
        }
    }

    private static func lines(_ text: String) -> [Line] {
        var parts = Substring(text).unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        let endsWithNewline = parts.last?.isEmpty == true
        if endsWithNewline { parts.removeLast() }
        return parts.indices.map { Line(text: parts[$0], endsWithNewline: endsWithNewline || $0 < parts.count - 1) }
    }

    /// The shortest edit script: the lines both texts start and end with are kept as they are, and
    /// the longest common subsequence aligns what is between. An edit changes a few lines, so the
    /// quadratic part stays small even in a 20,000-line file.
    private static func editScript(_ a: [Line], _ b: [Line]) -> [Step] {
        let prefix = zip(a, b).prefix { $0 == $1 }.count
        let suffix = zip(a[prefix...].reversed(), b[prefix...].reversed()).prefix { $0 == $1 }.count
        let middle = middleScript(Array(a[prefix..<(a.count - suffix)]), Array(b[prefix..<(b.count - suffix)]))
        return a[..<prefix].map { Step(kind: .same, line: $0) } + middle
            + a[(a.count - suffix)...].map { Step(kind: .same, line: $0) }
    }

    /// The shortest edit script by longest common subsequence.
    private static func middleScript(_ a: [Line], _ b: [Line]) -> [Step] {
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var steps: [Step] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                steps.append(Step(kind: .same, line: a[i]))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                steps.append(Step(kind: .deleted, line: a[i]))
                i += 1
            } else {
                steps.append(Step(kind: .inserted, line: b[j]))
                j += 1
            }
        }
        return steps
    }
}
