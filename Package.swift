// swift-tools-version: 6.0
import PackageDescription

#if os(macOS)
let homebrewNCurses: String? = "ncursesw"
#else
// Linux's ncursesw is on the default paths; its pkg-config file adds only -D flags SwiftPM drops.
let homebrewNCurses: String? = nil
#endif

let package = Package(
    name: "palette",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "palette", targets: ["palette"]),
        .executable(name: "palette-bench", targets: ["PaletteBenchmarks"]),
        .executable(name: "palette-fuzz", targets: ["PaletteFuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // Issue 17: Swift sources are parsed with SwiftParser, never with regular expressions.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // Leaves: no dependencies.
        .target(name: "ColorScience"),
        .target(name: "LosslessJSON"),
        .target(name: "TerminalCore"),
        // Runs a program on a pseudo-terminal or with clean signals: end-to-end tests and benchmarks.
        .target(name: "TerminalHarness"),
        // The engine.
        .target(name: "AssetCatalog", dependencies: ["LosslessJSON", "ColorScience"]),
        // palette.yml: found, parsed and validated into plain values; the only module that sees Yams.
        .target(name: "PaletteConfig", dependencies: ["ColorScience", .product(name: "Yams", package: "Yams")]),
        // Contrast policy: declared and inferred pairs, measured per appearance and state; targeted derivation.
        .target(name: "ContrastPolicy", dependencies: ["AssetCatalog", "ColorScience", "LosslessJSON", "PaletteConfig"]),
        // Issue 17: where colors are used: Swift (SwiftParser), Objective-C, Interface Builder (XMLParser),
        // Info.plist and xcconfig references; missing/unused names, stale fallbacks and their fix.
        .target(
            name: "SourceIndex",
            dependencies: [
                "AssetCatalog", "ColorScience", "LosslessJSON", "PaletteConfig",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // Type-safe code from catalogs: Swift accessors, the XCTest resolve test, Objective-C names (issue 14).
        .target(name: "CodeGeneration", dependencies: ["AssetCatalog", "ColorScience", "PaletteConfig"]),
        // Semantic diff of two catalog versions; reads git through `git` itself.
        .target(name: "CatalogDiff", dependencies: ["AssetCatalog", "ColorScience"]),
        // Design tokens (DTCG 2025.10) and CSS out of catalogs, and tokens into them (issue 12).
        .target(name: "DesignTokens", dependencies: ["AssetCatalog", "ColorScience", "LosslessJSON"]),
        // The only code that sees curses. On macOS, Homebrew's ncurses (6.x, truecolor) is found
        // through pkg-config when installed, else the SDK's ncurses 5.7 (256 colors) is used.
        .systemLibrary(
            name: "CNCurses",
            pkgConfig: homebrewNCurses,
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
        ),
        // Curses calls that differ between ncurses 5.7 and 6.x, with the wide-character API.
        .target(
            name: "CNCursesCompat",
            dependencies: ["CNCurses"],
            cSettings: [
                .define("NCURSES_WIDECHAR", to: "1"),
                .define("_XOPEN_SOURCE_EXTENDED", to: "1", .when(platforms: [.macOS])),
                .define("_DARWIN_C_SOURCE", .when(platforms: [.macOS])),
            ]
        ),
        // Restores the terminal from signal handlers; all of its state is in one C file.
        .target(name: "CTerminalGuard"),
        .target(
            name: "CursesBackend",
            dependencies: ["CNCurses", "CNCursesCompat", "CTerminalGuard", "TerminalCore", "ColorScience"],
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]
        ),
        // The browser: pure state, reducer and rendering, plus the runtime loop.
        .target(name: "PaletteUI", dependencies: ["TerminalCore", "AssetCatalog", "CodeGeneration", "ColorScience", "ContrastPolicy",
                                                 "DesignTokens", "PaletteConfig"]),
        .target(
            name: "PaletteCLI",
            dependencies: [
                "AssetCatalog", "CatalogDiff", "CodeGeneration", "ColorScience", "ContrastPolicy", "LosslessJSON", "PaletteConfig", "PaletteUI",
                "SourceIndex", "CursesBackend", "TerminalCore", "DesignTokens",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "palette", dependencies: ["PaletteCLI"]),
        .executableTarget(
            name: "PaletteBenchmarks",
            dependencies: ["LosslessJSON", "AssetCatalog", "CodeGeneration", "ContrastPolicy", "PaletteConfig", "PaletteUI", "TerminalCore", "PaletteCLI", "TerminalHarness",
                           "SourceIndex", "DesignTokens"]
        ),
        // Mutation fuzzer over the built `palette` binary (`palette-fuzz`): README, "Fuzzing".
        .executableTarget(name: "PaletteFuzz", dependencies: ["TerminalHarness"]),

        .target(name: "TestSupport", dependencies: ["TerminalHarness"], path: "Tests/TestSupport"),
        .testTarget(name: "LosslessJSONTests", dependencies: ["LosslessJSON", "TestSupport"]),
        .testTarget(name: "ColorScienceTests", dependencies: ["ColorScience", "TestSupport"]),
        .testTarget(name: "AssetCatalogTests", dependencies: ["AssetCatalog", "ColorScience", "TestSupport"]),
        .testTarget(name: "PaletteConfigTests", dependencies: ["PaletteConfig", "TestSupport", .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "ContrastPolicyTests", dependencies: ["ContrastPolicy", "TestSupport"]),
        .testTarget(name: "SourceIndexTests", dependencies: ["SourceIndex", "AssetCatalog", "TestSupport"]),
        .testTarget(name: "CatalogDiffTests", dependencies: ["CatalogDiff", "TestSupport"]),
        .testTarget(name: "TerminalCoreTests", dependencies: ["TerminalCore", "TestSupport"]),
        .testTarget(name: "PaletteUITests", dependencies: ["PaletteUI", "ContrastPolicy", "PaletteConfig", "TestSupport"]),
        .testTarget(name: "CursesBackendTests", dependencies: ["CursesBackend", "CNCurses", "CNCursesCompat"]),
        .testTarget(name: "PaletteCLITests", dependencies: ["PaletteCLI", "CatalogDiff", "LosslessJSON", "TestSupport"]),
        .testTarget(name: "CodeGenerationTests", dependencies: ["CodeGeneration", "AssetCatalog", "PaletteConfig", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport", "TerminalHarness"]),
        .testTarget(name: "DesignTokensTests", dependencies: ["DesignTokens", "AssetCatalog", "LosslessJSON", "PaletteConfig", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
