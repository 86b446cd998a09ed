/// Small source trees that several suites check from their own side.
public enum SourceFixtures {
    /// A catalog defining `Here`, and Swift that loads `Elsewhere` and `Here` from another
    /// module's bundle and the misspelt `Typo` from the main bundle: `Elsewhere` is a note (a
    /// dependency's catalog may define it), `Typo` missing.
    public static let otherBundle: [String: String] = [
        "A.xcassets/Contents.json": XcodeJSON.folder(),
        "A.xcassets/Here.colorset/Contents.json": XcodeJSON.colorSet([XcodeJSON.entry(red: "0x10", green: "0x20", blue: "0x30")]),
        "View.swift": """
            let a = Color("Elsewhere", bundle: DesignResourcesKit.bundle)
            let b = Color("Here", bundle: DesignResourcesKit.bundle)
            let c = Color("Typo", bundle: .main)
            """,
    ]
}
