import Testing
@testable import PaletteConfig

/// Scalars read as Yams' default rules read them, though the reader resolves tags itself (a plain
/// scalar starting with a letter by word lists, the rest by Yams' rules).
@Suite struct YAMLScalarTypeTests {
    @Test(arguments: [
        ("yes", ConfigValue.ScalarType.boolean), ("False", .boolean), ("OFF", .boolean), ("on", .boolean),
        ("~", .null), ("null", .null), ("NULL", .null), ("", .null), ("nil", .string), ("none", .string),
        ("12", .integer), ("-0x1F", .integer), ("0o17", .integer), ("1_000", .integer),
        ("1.5", .float), ("-1.5e3", .float), (".inf", .float), (".NaN", .float), ("4.5", .float),
        ("AA", .string), ("Lc 60", .string), ("Text/primary", .string), ("2024-01-01", .string),
        ("'yes'", .string), ("\"12\"", .string), ("é", .string), ("truely", .string),
        // An explicit tag is the type, quoted or not.
        ("!!int 12", .integer), ("!!int \"12\"", .integer), ("!!float 3", .float), ("!!bool yes", .boolean),
        ("!!str 'AA'", .string), ("!!null ~", .null),
    ])
    func plainAndQuotedScalarsReadAsYamsDefaults(_ text: String, _ type: ConfigValue.ScalarType) throws {
        let root = try #require(try YAMLReader.read(Array("key: \(text)\n".utf8)))
        let value = try #require(root["key"])
        guard case .scalar(_, let found) = value.kind else {
            Issue.record("'\(text)' is \(value.typeDescription)")
            return
        }
        #expect(found == type, "'\(text)'")
    }
}
