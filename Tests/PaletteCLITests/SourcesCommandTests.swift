import Foundation
import Testing
import TestSupport

/// Issue 17 end to end: `check` over a copied source tree, `check --fix [--dry-run]`, `usage`, and
/// `show`'s reference count, through the built binary.
@Suite struct SourcesCommandTests {
    static let fixture = SharedFolder.fixtures.appendingPathComponent("sources").path
    static let storyboard = "App/Base.lproj/Main.storyboard"

    /// A copy of the fixture tree, writable.
    static func copy() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let walker = try #require(FileManager.default.enumerator(atPath: fixture))
        for case let relative as String in walker {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: fixture + "/" + relative, isDirectory: &isDirectory)
            try #require(exists, "'\(relative)' was listed")
            if isDirectory.boolValue { continue }
            try folder.write(try Data(contentsOf: URL(fileURLWithPath: fixture + "/" + relative)), to: relative)
        }
        return folder
    }

    @Test func checkReportsWhereColorsAreUsed() throws {
        let folder = try Self.copy()
        let result = try CLI.run(["check", "--format", "json", folder.path])
        #expect(result.status == 1, "errors: missing names")
        let found = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        func codes(_ prefix: String) -> [String] {
            found.compactMap { $0["code"] as? String }.filter { $0.hasPrefix(prefix) }
        }
        #expect(codes("ib.").sorted() == ["ib.dark-fallback", "ib.missing-color", "ib.missing-color",
                                           "ib.stale-fallback", "ib.stale-fallback", "ib.stale-fallback"])
        let missing = found.first { ($0["message"] as? String)?.contains("'HighlightText'") == true }
        #expect(missing?["code"] as? String == "code.missing-color")
        #expect((missing?["message"] as? String)?.hasSuffix("did you mean 'HIghlightText'?") == true)
        #expect(missing?["line"] as? Int == 25 && missing?["column"] as? Int == 32)
        let unused = found.filter { $0["code"] as? String == "catalog.unused-color" }
        #expect(unused.compactMap { $0["message"] as? String }.contains { $0.contains("'Unused'") })
        #expect(unused.contains { $0["severity"] as? String == "note" && ($0["message"] as? String)?.contains("'Bookmark1Color'") == true })
        #expect(!codes("code.hardcoded-color").isEmpty)
        // The vendored copy under Pods is not read.
        #expect(!result.output.contains("VendoredOnly"))
        // SARIF carries the same findings.
        let sarif = try CLI.run(["check", "--format", "sarif", folder.path])
        #expect(sarif.output.contains("\"ruleId\": \"ib.stale-fallback\"") || sarif.output.contains("\"ruleId\":\"ib.stale-fallback\""))
    }

    @Test func fixRewritesOnlyTheFallbacksAndASecondRunChangesNothing() throws {
        let folder = try Self.copy()
        let original = try folder.read(Self.storyboard)
        let dryRun = try CLI.run(["check", "--fix", "--dry-run", folder.path])
        #expect(dryRun.status == 0, "\(dryRun.output)")
        #expect(dryRun.output.contains("+            <color white=\"0.60000002384185791\" alpha=\"1\" colorSpace=\"custom\" "
                                       + "customColorSpace=\"genericGamma22GrayColorSpace\"/>"), "\(dryRun.output)")
        #expect(try folder.read(Self.storyboard) == original)

        let fixed = try CLI.run(["check", "--fix", "--format", "json", folder.path])
        #expect(fixed.output.contains("ib.missing-color") && !fixed.output.contains("-fallback"), "\(fixed.output)")
        let after = try folder.read(Self.storyboard)
        let oldLines = String(decoding: original, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = String(decoding: after, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(oldLines.count == newLines.count)
        #expect(zip(oldLines, newLines).indices(where: { $0 != $1 }) == [36, 42, 45, 48])

        let again = try CLI.run(["check", "--fix", folder.path])
        #expect(!again.output.contains("fallback"))
        #expect(try folder.read(Self.storyboard) == after)
    }

    @Test func fixRefusesAReadOnlyFileAndChangesNothing() throws {
        let folder = try Self.copy()
        let path = folder.url(Self.storyboard)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
        let original = try folder.read(Self.storyboard)
        let result = try CLI.run(["check", "--fix", folder.path])
        #expect(result.status == 1)
        #expect(result.output.contains("is read-only"), "\(result.output)")
        #expect(try folder.read(Self.storyboard) == original)
    }

    @Test func namesFromSourcesNeverReachTheTerminalRaw() throws {
        let folder = try Self.copy()
        try folder.write("[UIColor colorNamed:@\"Evil\u{1B}[2J\u{9B}\u{202E}\"];\n", to: "App/Legacy/Evil.m")
        let result = try CLI.run(["check", folder.path])
        #expect(result.output.contains("Evil"))
        #expect(CLI.rawControls(in: result.output).isEmpty, "\(result.output)")
        let usage = try CLI.run(["usage", "Evil\u{1B}[2J\u{9B}\u{202E}", folder.path])
        #expect(usage.output.contains("Evil.m:1:"))
        #expect(CLI.rawControls(in: usage.output).isEmpty, "\(usage.output)")
    }

    @Test func usageListsTheReferencesOfANameSeveralCatalogsDefine() throws {
        let color = XcodeJSON.colorSet([XcodeJSON.entry(red: "0x10", green: "0x20", blue: "0x30")])
        let folder = try TemporaryFolder([
            "A/Assets.xcassets/Contents.json": XcodeJSON.folder(), "A/Assets.xcassets/x.colorset/Contents.json": color,
            "A/Assets.xcassets/Brand/Contents.json": XcodeJSON.folder(namespace: true),
            "A/Assets.xcassets/Brand/accent.colorset/Contents.json": color,
            "B/Assets.xcassets/Contents.json": XcodeJSON.folder(), "B/Assets.xcassets/x.colorset/Contents.json": color,
            "B/Assets.xcassets/Other/Contents.json": XcodeJSON.folder(namespace: true),
            "B/Assets.xcassets/Other/accent.colorset/Contents.json": color,
            "A/View.swift": "let c = UIColor(named: \"x\")\n",
        ])
        let both = try CLI.run(["usage", "x", folder.path])
        #expect(both.status == 0, "\(both.output)")
        #expect(both.output.hasSuffix("A/View.swift:1:24: swift-name\nx: 1 reference in 1 file scanned\n"), "\(both.output)")
        // Short for two different qualified names: which one is asked for.
        let short = try CLI.run(["usage", "accent", folder.path])
        #expect(short.status == 1)
        #expect(short.output.contains("'accent' matches several colors: A/Assets.xcassets: Brand/accent, B/Assets.xcassets: Other/accent; "
                                      + "give the qualified name"), "\(short.output)")
    }

    @Test func usageListsEveryReferenceAndShowCountsThem() throws {
        let folder = try Self.copy()
        let usage = try CLI.run(["usage", "Brand/accent", folder.path])
        #expect(usage.status == 0)
        let lines = usage.output.split(separator: "\n").map { String($0.dropFirst(folder.path.count + 1)) }
        #expect(lines.prefix(4) == ["App/Base.lproj/Main.storyboard:13:25: ib-color", "App/Base.lproj/Main.storyboard:32:9: ib-named-color",
                                    "App/Legacy/Old.m:5:48: objective-c", "App/Views/References.swift:15:35: swift-name"])
        let json = try CLI.json(["usage", "Bookmark1Color", "--format", "json", folder.path]) as? [[String: Any]]
        #expect(json?.first?["possibly"] as? Bool == true)
        let show = try CLI.json(["show", "AccentColor", "--format", "json", folder.path]) as? [String: Any]
        #expect(show?["references"] as? Int == 3)
    }
}

private extension Sequence {
    func indices(where predicate: (Element) -> Bool) -> [Int] {
        enumerated().filter { predicate($0.element) }.map { $0.offset + 1 }
    }
}
