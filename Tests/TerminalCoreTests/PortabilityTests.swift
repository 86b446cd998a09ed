import Foundation
import Testing
import TestSupport

/// palette must build on macOS, which CI here cannot check: no module under `Sources/` may use
/// a Linux-only call outside a platform guard that has a branch for Darwin.
@Suite struct PortabilityTests {
    @Test func sourcesUseLinuxOnlyCallsOnlyBehindAPlatformGuard() throws {
        let root = SharedFolder.packageRoot
        let findings = try PortabilityScanner.findings(under: root.appendingPathComponent("Sources"), relativeTo: root)
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    /// A source and the lines the scanner must report in it.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var source: String
        var flaggedLines: [Int]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "unguarded Glibc call", source: "let n = Glibc.write(1, p, 2)", flaggedLines: [1]),
        Case(name: "guarded with a Darwin branch", source: """
            #if canImport(Glibc)
            let n = Glibc.write(1, p, 2)
            #else
            let n = Darwin.write(1, p, 2)
            #endif
            """, flaggedLines: []),
        Case(name: "guarded without a Darwin branch", source: """
            #if os(Linux)
            let fd = open(path, O_TMPFILE | O_RDWR)
            #endif
            """, flaggedLines: [2]),
        Case(name: "the else of a Darwin condition", source: """
            #if canImport(Darwin)
            var attributes: posix_spawnattr_t?
            #else
            var attributes = posix_spawnattr_t()
            #endif
            """, flaggedLines: []),
        Case(name: "the Darwin branch of a Linux condition", source: """
            #if os(Linux)
            let seconds = info.st_mtim.tv_sec
            #else
            let seconds = info.st_mtim.tv_sec
            #endif
            """, flaggedLines: [4]),
        Case(name: "a negated condition", source: """
            #if !os(Linux)
            let path = "/proc/self/exe"
            #else
            let path = ""
            #endif
            """, flaggedLines: [2]),
        Case(name: "nested inside the Linux branch", source: """
            #if os(Linux)
            #if DEBUG
            let exe = "/proc/self/exe"
            #endif
            #elseif canImport(Darwin)
            let exe = ""
            #endif
            """, flaggedLines: []),
        Case(name: "comments", source: "// Glibc.write and \"/proc/\" in a comment\nx = 1 /* st_mtim */", flaggedLines: []),
        Case(name: "C.UTF-8 as the locale argument", source: "setlocale(LC_CTYPE, \"C.UTF-8\")", flaggedLines: [1]),
        Case(name: "C.UTF-8 as one fallback of several", source: """
            for name in ["C.UTF-8", "en_US.UTF-8", "UTF-8"] where setlocale(LC_CTYPE, name) != nil {}
            """, flaggedLines: []),
        Case(name: "glibc's RTLD_DEFAULT", source: "dlsym(UnsafeMutableRawPointer(bitPattern: 0), name)", flaggedLines: [1]),
        Case(name: "ncurses 6 calls in Swift", source: "init_extended_pair(1, 2, 3)\nlet mask = CN_BUTTON5_PRESSED", flaggedLines: [1]),
    ]

    @Test(arguments: cases)
    func theScannerFollowsPlatformGuards(_ testCase: Case) {
        let findings = PortabilityScanner.findings(in: testCase.source, file: "Example.swift")
        #expect(findings.map(\.line) == testCase.flaggedLines, "\(findings)")
    }
}
