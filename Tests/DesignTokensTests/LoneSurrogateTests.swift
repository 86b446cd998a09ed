import AssetCatalog
import DesignTokens
import Foundation
import Testing
import TestSupport

/// A colorset file may hold `\uD800` escapes that pair with nothing (JSON's grammar allows them;
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
}
