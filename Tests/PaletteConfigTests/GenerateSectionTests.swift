import PaletteConfig
import Testing

/// `generate:` is validated into `GenerateTarget`s, every bad value reported where it is.
struct GenerateSectionTests {
    @Test func targetsAreReadWithEveryOption() throws {
        let loaded = ConfigLoaderTests.parse("""
            generate:
              - language: swift
                output: App/Generated/Palette.swift
                tests: AppTests/PaletteTests.swift
                type: Colors
                access: internal
                bundle: token
                naming: xcode
                per-catalog: true
                module: App
              - language: objc
                output: App/Generated/PaletteNames
            """)
        #expect(loaded.diagnostics.isEmpty, "\(ConfigLoaderTests.described(loaded))")
        let targets = loaded.config.generate
        #expect(targets.count == 2)
        var swift = GenerateTarget(language: .swift, output: "App/Generated/Palette.swift")
        swift.tests = "AppTests/PaletteTests.swift"
        swift.type = "Colors"
        swift.access = .internal
        swift.bundle = .token
        swift.naming = .xcode
        swift.perCatalog = true
        swift.module = "App"
        swift.line = 2
        swift.column = 5
        #expect(targets[0] == swift)
        #expect(targets[1].language == .objc && targets[1].output == "App/Generated/PaletteNames")
        #expect(targets[1].type == "Palette" && targets[1].bundle == .main && targets[1].access == .public)
    }

    @Test func badValuesAreErrorsAtTheirPositionAndTheTargetIsSkipped() {
        let loaded = ConfigLoaderTests.parse("""
            generate:
              - language: kotlin
                output: A.kt
              - language: swift
                output: B.swift
                bundle: framework
              - language: swift
                type: 2Palette
                output: C.swift
              - language: swift
              - output: D.swift
              - language: objc
                output: E
                tests: ETests.swift
              - language: swift
                output: F.swift
                acess: public
            """)
        #expect(ConfigLoaderTests.described(loaded) == [
            "2:15: error: config.wrong-type: key 'generate.language' must hold one of 'swift', 'swift-tests', 'objc', not 'kotlin'",
            "6:13: error: config.wrong-type: key 'generate.bundle' must hold one of 'module', 'main', 'token', not 'framework'",
            "8:11: error: config.invalid-type-name: type name '2Palette' must be ASCII letters, digits and '_', not starting with a digit; the target is ignored",
            "10:5: error: config.missing-key: an entry of 'generate' needs 'output'; the entry is ignored",
            "11:5: error: config.missing-key: an entry of 'generate' needs 'language'; the entry is ignored",
            "14:12: error: config.wrong-type: key 'generate.tests' must hold nothing for a 'objc' target, not a file path",
            "17:5: warning: config.unknown-key: unknown key 'acess' in 'generate'; ignored (did you mean 'access'?)",
        ])
        #expect(loaded.config.generate.map(\.output) == ["F.swift"])
    }

    @Test func oneTargetMayBeWrittenWithoutAList() {
        let loaded = ConfigLoaderTests.parse("generate: {language: objc, output: Names}\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.config.generate.map(\.language) == [.objc])
    }
}
