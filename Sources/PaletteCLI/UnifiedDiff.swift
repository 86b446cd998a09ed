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
        // `a/tmp/x` for `/tmp/x`, as git labels a path outside a repository.
        let shownPath = SafeText.visible(path.hasPrefix("/") ? String(path.dropFirst()) : path)
        var output = (isNewFile ? "--- /dev/null\n" : "--- a/\(shownPath)\n") + "+++ b/\(shownPath)\n"
        // Lines of each side before the step at `counted`, kept up to date hunk by hunk.
        var oldBefore = 0, newBefore = 0, counted = 0
        for range in hunks {
            for step in script[counted..<range.lowerBound] {
                if step.kind != .inserted { oldBefore += 1 }
                if step.kind != .deleted { newBefore += 1 }
            }
            let hunk = script[range]
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
            (oldBefore, newBefore, counted) = (oldBefore + oldCount, newBefore + newCount, range.upperBound)
        }
        return output
    }

    struct Step {
        var kind: EditScript.Step
        var line: Line
    }

    /// One line without its LF; equal when the bytes are (not merely canonically equivalent).
    struct Line: Hashable {
        var bytes: ArraySlice<UInt8>
        var endsWithNewline: Bool

        /// The line as printed, with its newline; a missing final newline is marked as diff does.
        var shown: String {
            var body = bytes
            let carriageReturn = body.last == UInt8(ascii: "\r")
            if carriageReturn { body.removeLast() }
            let safe = SafeText.visible(String(decoding: body, as: UTF8.self), keepingTabs: true) + (carriageReturn ? "\r" : "")
            return safe + (endsWithNewline ? "\n" : "\n\\ No newline at end of file\n")
        }
    }

    /// The lines of `text`, split at LF (a valid UTF-8 text split at an ASCII byte: each line is valid too).
    private static func lines(_ text: String) -> [Line] {
        var parts = Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let endsWithNewline = parts.last?.isEmpty == true
        if endsWithNewline { parts.removeLast() }
        return parts.indices.map { Line(bytes: parts[$0], endsWithNewline: endsWithNewline || $0 < parts.count - 1) }
    }

    /// The shortest edit script (`EditScript`), each line a number: equal numbers for lines with
    /// equal bytes, so that comparing two lines is comparing two numbers.
    private static func editScript(_ a: [Line], _ b: [Line]) -> [Step] {
        var numbers: [Line: Int] = [:]
        func number(_ line: Line) -> Int {
            if let known = numbers[line] { return known }
            numbers[line] = numbers.count
            return numbers.count - 1
        }
        let aNumbers = a.map(number), bNumbers = b.map(number)
        var steps: [Step] = []
        steps.reserveCapacity(max(a.count, b.count))
        var i = 0, j = 0
        for kind in EditScript(aNumbers, bNumbers).steps {
            switch kind {
            case .same, .deleted:
                steps.append(Step(kind: kind, line: a[i]))
                i += 1
                if kind == .same { j += 1 }
            case .inserted:
                steps.append(Step(kind: kind, line: b[j]))
                j += 1
            }
        }
        return steps
    }
}
