import AssetCatalog
import DesignTokens
import Foundation
import Testing
import TestSupport

/// Hostile numbers and strings a colorset file may hold. It may hold `\uD800` escapes that pair with nothing (JSON's grammar allows them;
/// the fuzzer made one). Export copies the file's `colors` array, and must still write JSON that
/// strict readers accept.
@Suite struct LoneSurrogateTests {
    @Test func exportWritesALoneSurrogateEscapeAsTheReplacementCharacter() throws {
        let colors = #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x00","green":"0x00","red":"0xFF"}},"idiom":"universal","\ud800":[],"pair":"\ud83d\ude00","low":"\udc00x"}],"info":{"author":"xcode","version":1}}"#
        let folder = try TemporaryFolder(["A.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
                                          "A.xcassets/c.colorset/Contents.json": colors])
        let catalog = CatalogLoader.loadCatalog(at: folder.path + "/A.xcassets")
        for form in [TokenExport.Modes.resolver, .extensions] {
            let text = TokenExport().text([catalog], labels: ["A"], form: form)
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(text.utf8)) }
            #expect(text.contains(#""\uFFFD": []"#))
            #expect(text.contains(#""pair": "\ud83d\ude00""#), "a real pair stays as written")
            #expect(text.contains(#""low": "\uFFFDx""#))
        }
    }

    /// A number no double can carry (`1e400`, hundreds of digits) makes strict readers reject the
    /// whole file: that colorset's `colors` are left out of `com.palette.colorset`, and its
    /// values stay in `$value`.
    @Test(arguments: ["-1e400", String(repeating: "9", count: 400)])
    func exportLeavesOutColorsWithANumberNoDoubleCarries(_ number: String) throws {
        let colors = #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x00","green":"0x00","red":"0xFF"}},"idiom":"universal","n":"# + number + #"}],"info":{"author":"xcode","version":1}}"#
        let plain = #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x00","green":"0x00","red":"0x80"}},"idiom":"universal","n":12345678901234567.5e2}],"info":{"author":"xcode","version":1}}"#
        let folder = try TemporaryFolder(["A.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
                                          "A.xcassets/c.colorset/Contents.json": colors,
                                          "A.xcassets/d.colorset/Contents.json": plain])
        let catalog = CatalogLoader.loadCatalog(at: folder.path + "/A.xcassets")
        let text = TokenExport().text([catalog], labels: ["A"], form: .extensions)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let c = try #require(root["c"] as? [String: Any]), d = try #require(root["d"] as? [String: Any])
        #expect((c["$value"] as? [String: Any])?["hex"] as? String == "#ff0000")
        #expect((c["$extensions"] as? [String: Any])?["com.palette.colorset"] == nil)
        #expect((d["$extensions"] as? [String: Any])?["com.palette.colorset"] != nil, "a long number a double carries is kept")
    }
}
