import AssetCatalog
import ColorScience
import Foundation
import Testing
import TestSupport
@testable import SourceIndex

/// Storyboards and xibs: references with positions, every fallback form judged, and the fix.
@Suite struct InterfaceBuilderTests {
    static let fixture = SharedFolder.fixtures.appendingPathComponent("sources").path
    static let storyboard = fixture + "/App/Base.lproj/Main.storyboard"

    static func load() throws -> (Workspace, SourceIndex, SourceChecks) {
        let workspace = CatalogLoader.load(paths: [fixture + "/App.xcassets"])
        let tree = SourceTree.find(roots: [fixture])
        let table = ColorNameTable(names: workspace.catalogs.flatMap { $0.colorSets.map(\.qualifiedName) })
        let index = SourceIndex.scan(tree, table: table)
        return (workspace, index, SourceChecks(workspace: workspace, index: index))
    }

    @Test func usesAndResourcesAreFoundWithTheirPositionsAndSystemColorsAreNot() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.storyboard)))
        let file = try InterfaceBuilderScanner.scan(bytes, file: "Main.storyboard").get()
        let uses = file.references.filter { $0.kind == .ibColor }.map { "\($0.name)@\($0.line):\($0.column)" }
        #expect(uses == ["Background@12:25", "Brand/accent@13:25", "Gray@15:25", "Wide@16:25", "Translucent@17:25",
                         "SystemLink@18:25", "DarkSaved@19:25", "DeletedColor@20:25", "NoResource@27:5"])
        #expect(file.fallbacks.map(\.name) == ["Background", "Brand/accent", "DarkSaved", "DeletedColor", "Gray", "SystemLink",
                                               "Translucent", "Wide"])
        #expect(file.fallbacks.first { $0.name == "Gray" }?.color == SpaceColor(space: .grayGamma22, channels: [0.5], alpha: 1))
        #expect(file.fallbacks.first { $0.name == "Wide" }?.color?.space == .displayP3)
    }

    @Test func everyFallbackFormIsJudged() throws {
        let (_, _, checks) = try Self.load()
        let findings = checks.diagnostics.filter { $0.file == Self.storyboard }.map { "\($0.code) \($0.line ?? 0)" }
        #expect(findings == [
            "ib.missing-color 20",   // DeletedColor: a colorset deleted while the storyboard names it
            "ib.missing-color 27",   // NoResource: a document-level <color name> with no resource
            "ib.dark-fallback 35",   // DarkSaved: the Dark value written
            "ib.stale-fallback 41",  // Gray: gray gamma 2.2, 0.5 against 0.6
            "ib.stale-fallback 44",  // SystemLink: the catalog now refers to linkColor
            "ib.stale-fallback 47",  // Translucent: alpha 0.10 against 0.05
        ])
        // Background (decimals through float32), Brand/accent (hex) and Wide (Display P3) are current.
        let stale = checks.diagnostics.first { $0.code == "ib.stale-fallback" && $0.line == 47 }
        #expect(stale?.message == "fallback for 'Translucent' is #0000001A but the catalog's Any value is #0000000D "
                + "(re-save the file in Xcode, or 'palette check --fix')")
    }

    @Test func aFallbackOfTheSameHexSaysItIsTheSame8BitColor() {
        // AltStore's xib holds 2/255 where the catalog says 0.008: both #025267.
        let (was, should) = FallbackJudge.describe(SpaceColor(space: .srgb, channels: [2.0 / 255, 82.0 / 255, 103.0 / 255], alpha: 1),
                                                   SpaceColor(space: .srgb, channels: [0.008, 82.0 / 255, 103.0 / 255], alpha: 1))
        #expect(was == "#025267 (0.0078 0.3216 0.4039 1.0000)")
        #expect(should == "#025267 (0.0080 0.3216 0.4039 1.0000), the same 8-bit color but not the exact value")
    }

    @Test func theFixWritesXcodesNumbersAndNothingElseAndIsIdempotent() throws {
        let (workspace, index, checks) = try Self.load()
        let file = try #require(index.interfaceBuilderFiles.first { $0.path == Self.storyboard })
        let fixed = FallbackFix.apply(try #require(checks.repairs[Self.storyboard]), to: file.bytes)
        let before = String(decoding: file.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let after = String(decoding: fixed, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(before.count == after.count)
        let changed = zip(before, after).filter { $0 != $1 }.map { String($0.1) }
        #expect(changed == [
            #"            <color red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#,
            #"            <color white="0.60000002384185791" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#,
            #"            <color red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#,
            #"            <color red="0.0" green="0.0" blue="0.0" alpha="0.05000000074505806" colorSpace="custom" customColorSpace="sRGB"/>"#,
        ])
        // The fixed file has nothing left to fix.
        var again = try InterfaceBuilderScanner.scan(fixed, file: Self.storyboard).get()
        again.stamp = nil
        var fixedIndex = index
        fixedIndex.interfaceBuilderFiles = [again]
        #expect(SourceChecks(workspace: workspace, index: fixedIndex).repairs.isEmpty)
    }

    /// A saturated Display P3 color has no sRGB value within 0...1: its sRGB fallback is stale,
    /// and the fix writes the color in Display P3, not sRGB components below 0 and above 1.
    @Test func aP3ColorOutsideSRGBIsExpectedInP3() throws {
        let folder = try TemporaryFolder([
            "A.xcassets/Contents.json": XcodeJSON.folder(),
            "A.xcassets/Red.colorset/Contents.json": XcodeJSON.colorSet([
                XcodeJSON.entry(red: "1.000", green: "0.000", blue: "0.000", space: "display-p3")]),
            "A.xcassets/Soft.colorset/Contents.json": XcodeJSON.colorSet([
                XcodeJSON.entry(red: "0.500", green: "0.500", blue: "0.500", space: "display-p3")]),
        ])
        let workspace = CatalogLoader.load(paths: [folder.url("A.xcassets")])
        let red = try #require(workspace.catalogs.first?.colorSets.first { $0.qualifiedName == "Red" })
        let soft = try #require(workspace.catalogs.first?.colorSets.first { $0.qualifiedName == "Soft" })
        #expect(FallbackJudge.xcodeValue(of: red, appearance: .light, in: .srgb)
                == SpaceColor(space: .displayP3, channels: [1, 0, 0], alpha: 1))
        // Inside sRGB's gamut the value is converted, as before.
        let gray = try #require(FallbackJudge.xcodeValue(of: soft, appearance: .light, in: .srgb))
        #expect(gray.space == .srgb && gray.channels.allSatisfy { abs($0 - 0.5) < 1e-6 })

        let storyboard = #"<namedColor name="Red">"# + "\n"
            + #"    <color red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"# + "\n</namedColor>\n"
        let file = try InterfaceBuilderScanner.scan(Array(("<document><resources>" + storyboard + "</resources></document>").utf8),
                                                    file: "Main.storyboard").get()
        let fallback = try #require(file.fallbacks.first)
        guard case .stale(let expected) = FallbackJudge.judge(fallback, against: red) else {
            Issue.record("an sRGB fallback of a P3 color outside sRGB is stale"); return
        }
        let fixed = String(decoding: FallbackFix.apply([FallbackFix.Repair(fallback: fallback, expected: expected)], to: file.bytes),
                           as: UTF8.self)
        #expect(fixed.contains(#"<color red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#))
    }

    @Test(arguments: [
        (0.0, "0.0"), (1.0, "1"), (8.0 / 255, "0.031372549019607843"), (Double(Float(0.031)), "0.030999999493360519"),
        (Double(Float(0.1)), "0.10000000149011612"),
    ])
    func numbersAreWrittenAsXcodeWritesThem(value: Double, text: String) {
        #expect(XcodeNumber.text(value) == text)
    }

    @Test func aFileThatIsNotXMLIsAProblemNotACrash() {
        let result = InterfaceBuilderScanner.scan(Array("<document><resources></document>".utf8), file: "Broken.xib")
        guard case .failure(let problem) = result else { Issue.record("parsed a broken file"); return }
        #expect(problem.file == "Broken.xib")
        #expect(problem.message.hasPrefix("not a readable Interface Builder file"))
    }

    @Test func startTagsArePlacedPastCommentsCDATAAndQuotedBrackets() {
        let text = "<?xml version=\"1.0\"?><!-- <a> --><a x=\">\"><![CDATA[<b>]]><b/></a>"
        let tags = StartTagLocator.startTags(in: Array(text.utf8)).map { String(decoding: Array(text.utf8)[$0], as: UTF8.self) }
        #expect(tags == ["<a x=\">\">", "<b/>"])
    }
}
