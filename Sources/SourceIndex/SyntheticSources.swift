/// Deterministic Swift and Interface Builder sources that use a catalog's colors the way apps do:
/// the workload of `palette-bench sources` and of the prefilter test. One file in four is a view
/// that names colors in every form `SwiftScanner` reads; the others are model and networking
/// code with members, strings and numbers but no color API.
public enum SyntheticSources {
    /// Swift file `index` (about 6 KB) using `names` (qualified catalog names).
    public static func swiftFile(_ index: Int, names: [String]) -> String {
        var text = "// File \(index). Generated for palette's benchmark.\nimport Foundation\n"
        let name = { (offset: Int) in names[(index &* 7919 &+ offset &* 104_729) % names.count] }
        if index % 4 == 0 {
            text += "import SwiftUI\nimport UIKit\n\nstruct Screen\(index): View {\n"
            text += "    let title = UIColor(named: \"\(name(1))\")\n"
            text += "    let shade = UIColor(red: 0.\(10 + index % 80), green: 0.2, blue: 0.3, alpha: 1)\n"
            text += "    var body: some View {\n        VStack {\n"
            text += "            Text(\"Row\").foregroundStyle(Color(\"\(name(2))\"))\n"
            text += "            Rectangle().fill(.\(SymbolNames.assetSymbol(name(3))))\n"
            text += "            Text(\"Badge\").background(Color(.\(SymbolNames.assetSymbol(name(4)))))\n"
            text += "        }\n        .tint(Asset.Bench.\(SwiftGenNames.symbol(name(5))).swiftUIColor)\n    }\n"
            text += "    func dynamic() -> UIColor {\n        UIColor(\n            named: \"\(name(6))\",\n            in: .main,\n            compatibleWith: nil\n        ) ?? .white\n    }\n}\n\n"
            text += "enum Tokens\(index): String {\n    case primary = \"\(name(7))\"\n    case label = \"Title\"\n}\n\n"
        }
        var body = ""
        var block = 0
        while body.utf8.count < 5_600 {
            body += """
                /// Keeps \(index).\(block) records in order; see the store for the rules.
                struct Record\(index)x\(block): Codable, Hashable {
                    var identifier: Int
                    var title: String
                    var tags: [String]
                    var weight: Double = \(Double(block) / 7)

                    func summary(prefix: String) -> String {
                        let joined = tags.sorted().joined(separator: ", ")
                        return "\\(prefix) #\\(identifier): \\(title) [\\(joined)]"
                    }

                    mutating func merge(_ other: Self) {
                        tags = Array(Set(tags + other.tags)).sorted()
                        weight = max(weight, other.weight) * 0.5 + Double(identifier % 3)
                    }
                }

                func load\(index)x\(block)(from data: Data) throws -> [Record\(index)x\(block)] {
                    let decoder = JSONDecoder()
                    decoder.keyDecodingStrategy = .convertFromSnakeCase
                    let records = try decoder.decode([Record\(index)x\(block)].self, from: data)
                    return records.filter { !$0.title.isEmpty }.sorted { $0.identifier < $1.identifier }
                }


                """
            block += 1
        }
        return text + body
    }

    /// A storyboard that uses `count` colors with their fallbacks; every `staleEvery`-th fallback
    /// holds a value the catalog does not have.
    public static func storyboard(_ index: Int, names: [String], count: Int, staleEvery: Int) -> String {
        let used = (0..<count).map { names[(index &* 31 &+ $0 &* 97) % names.count] }
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <dependencies>
                    <capability name="Named colors" minToolsVersion="9.0"/>
                </dependencies>
                <scenes>
                    <scene sceneID="s\(index)">
                        <objects>
                            <viewController id="c\(index)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v\(index)">

            """
        for (offset, name) in used.enumerated() {
            text += "                        <color key=\"\(offset % 2 == 0 ? "backgroundColor" : "tintColor")\" name=\"\(name)\"/>\n"
        }
        text += "                    </view>\n                </viewController>\n            </objects>\n        </scene>\n    </scenes>\n    <resources>\n"
        for (offset, name) in Set(used).sorted().enumerated() {
            let value = offset % staleEvery == 0 ? "0.12345678901234567" : "0.5"
            text += "        <namedColor name=\"\(name)\">\n"
            text += "            <color red=\"\(value)\" green=\"0.5\" blue=\"0.5\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>\n"
            text += "        </namedColor>\n"
        }
        return text + "    </resources>\n</document>\n"
    }
}
