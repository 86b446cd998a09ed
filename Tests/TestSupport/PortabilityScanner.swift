import Foundation

/// Finds, in Swift sources, calls that exist only on Linux (or only in ncurses 6) outside a
/// platform guard with a branch for the other platforms, so the macOS port does not rot on a
/// machine without a Mac.
///
/// A use is guarded when it sits in a branch of `#if os(Linux)` / `canImport(Glibc)` (or in
/// the `#else` of `os(macOS)` / `canImport(Darwin)`), and that `#if` has another branch.
/// Nesting, `#elseif` and `#else` are followed. Comments are skipped; string literals are not
/// (`"/proc/..."` is what is looked for).
public enum PortabilityScanner {
    /// A symbol that would not compile or work on macOS.
    public struct Symbol: Sendable {
        public var pattern: String
        public var reason: String
    }

    /// One use found.
    public struct Finding: Equatable, Sendable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var match: String
        public var problem: String

        public var description: String { "\(file):\(line): '\(match)' \(problem)" }
    }

    public static let linuxOnly: [Symbol] = [
        Symbol(pattern: #"\bst_[amc]tim\b"#, reason: "is st_[amc]timespec on Darwin"),
        Symbol(pattern: #"\bGlibc\."#, reason: "names the Glibc module"),
        Symbol(pattern: #"\bposix_spawn(attr|_file_actions)_t\(\)"#, reason: "is an optional pointer on Darwin"),
        Symbol(pattern: #"\bdlsym\(\s*(nil|UnsafeMutableRawPointer\(bitPattern:\s*0\))"#, reason: "is RTLD_DEFAULT only in glibc (-2 on Darwin)"),
        Symbol(pattern: #""/proc/"#, reason: "does not exist on Darwin"),
        Symbol(pattern: #"\bsetlocale\([^)]*"C\.UTF-8""#, reason: "is a locale macOS does not have"),
        Symbol(pattern: #"\b(O_TMPFILE|O_PATH|AT_EMPTY_PATH)\b"#, reason: "is Linux-only"),
        Symbol(pattern: #"\b(epoll_\w+|inotify_\w+|memfd_create|statx|copy_file_range|pipe2|dup3)\("#, reason: "is Linux-only"),
        Symbol(pattern: #"\b(init_extended_pair|reset_color_pairs|alloc_pair|setcchar|wget_wch|mvwadd_wch|unget_wch|cchar_t|BUTTON5_PRESSED)\b"#,
               reason: "is not in macOS's ncurses 5.7 header (use CNCursesCompat)"),
    ]

    /// Findings in every `.swift` file under `folder`, with paths relative to `root`.
    public static func findings(under folder: URL, relativeTo root: URL) throws -> [Finding] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.sorted { $0.path < $1.path }.flatMap { url in
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            return findings(in: try String(contentsOf: url, encoding: .utf8), file: relative)
        }
    }

    /// Findings in one file's text.
    public static func findings(in source: String, file: String) -> [Finding] {
        let expressions = linuxOnly.map { (try! NSRegularExpression(pattern: $0.pattern), $0.reason) }
        var branches: [Branch] = []
        var findings: [Finding] = []
        var inBlockComment = false
        for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = codeOnly(String(rawLine), inBlockComment: &inBlockComment)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#if ") {
                branches.append(Branch(condition: String(trimmed.dropFirst(4))))
            } else if trimmed.hasPrefix("#elseif "), !branches.isEmpty {
                branches[branches.count - 1].enter(condition: String(trimmed.dropFirst(8)))
            } else if trimmed == "#else" || trimmed.hasPrefix("#else "), !branches.isEmpty {
                branches[branches.count - 1].enterElse()
            } else if trimmed.hasPrefix("#endif"), let branch = branches.popLast() {
                if !branch.hasAlternative {
                    findings += branch.pending.map { Finding(file: file, line: $0.line, match: $0.match, problem: "is guarded but has no branch for Darwin") }
                }
            } else {
                let range = NSRange(line.startIndex..., in: line)
                for (expression, reason) in expressions {
                    for match in expression.matches(in: line, range: range) {
                        let text = String(line[Range(match.range, in: line)!])
                        let use = Use(line: index + 1, match: text)
                        if let guardIndex = branches.lastIndex(where: \.isLinuxOnly) {
                            branches[guardIndex].pending.append(use)
                        } else {
                            findings.append(Finding(file: file, line: use.line, match: text, problem: reason + ", outside #if os(Linux) / canImport(Glibc)"))
                        }
                    }
                }
            }
        }
        return findings
    }

    private struct Use {
        var line: Int
        var match: String
    }

    /// One `#if` being read: whether the current branch runs only on Linux.
    private struct Branch {
        var isLinuxOnly: Bool
        var hadDarwinCondition: Bool
        var hasAlternative = false
        var pending: [Use] = []

        init(condition: String) {
            isLinuxOnly = Self.names(condition, ["os(Linux)", "canImport(Glibc)", "canImport(Musl)"])
            hadDarwinCondition = Self.names(condition, ["os(macOS)", "canImport(Darwin)"])
        }

        mutating func enter(condition: String) {
            hasAlternative = true
            isLinuxOnly = Self.names(condition, ["os(Linux)", "canImport(Glibc)", "canImport(Musl)"])
            hadDarwinCondition = hadDarwinCondition || Self.names(condition, ["os(macOS)", "canImport(Darwin)"])
        }

        /// The `#else` of a Darwin condition is the Linux branch.
        mutating func enterElse() {
            hasAlternative = true
            isLinuxOnly = hadDarwinCondition
        }

        /// Whether `condition` requires one of `platforms` (named, not negated).
        private static func names(_ condition: String, _ platforms: [String]) -> Bool {
            platforms.contains { platform in
                guard let range = condition.range(of: platform) else { return false }
                return !condition[..<range.lowerBound].hasSuffix("!")
            }
        }
    }

    /// `line` without comments; `inBlockComment` carries a `/* ... */` across lines.
    private static func codeOnly(_ line: String, inBlockComment: inout Bool) -> String {
        var code = ""
        var inString = false
        var index = line.startIndex
        while index < line.endIndex {
            let rest = line[index...]
            if inBlockComment {
                if rest.hasPrefix("*/") { inBlockComment = false; index = line.index(index, offsetBy: 2) } else { index = line.index(after: index) }
                continue
            }
            if !inString, rest.hasPrefix("//") { break }
            if !inString, rest.hasPrefix("/*") { inBlockComment = true; index = line.index(index, offsetBy: 2); continue }
            let character = line[index]
            if character == "\"", !code.hasSuffix("\\") { inString.toggle() }
            code.append(character)
            index = line.index(after: index)
        }
        return code
    }
}
