// swift-tools-version: 6.0
import PackageDescription

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
        // The only code that sees curses.
        .systemLibrary(
            name: "CNCurses",
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
        ),
        .target(name: "CursesBackend", dependencies: ["CNCurses", "TerminalCore"]),
        // The browser: pure state, reducer and rendering, plus the runtime loop.
        .target(name: "PaletteUI", dependencies: ["TerminalCore", "AssetCatalog", "ColorScience"]),
        .target(
            name: "PaletteCLI",
            dependencies: [
                "AssetCatalog", "ColorScience", "PaletteUI", "CursesBackend", "TerminalCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "palette", dependencies: ["PaletteCLI"]),
        .executableTarget(
            name: "PaletteBenchmarks",
            dependencies: ["LosslessJSON", "AssetCatalog", "PaletteUI", "TerminalCore", "PaletteCLI", "TerminalHarness"]
        ),
        // Mutation fuzzer over the built `palette` binary (`palette-fuzz`): README, "Fuzzing".
        .executableTarget(name: "PaletteFuzz", dependencies: ["TerminalHarness"]),

        .target(name: "TestSupport", dependencies: ["TerminalHarness"], path: "Tests/TestSupport"),
        .testTarget(name: "LosslessJSONTests", dependencies: ["LosslessJSON", "TestSupport"]),
        .testTarget(name: "ColorScienceTests", dependencies: ["ColorScience", "TestSupport"]),
        .testTarget(name: "AssetCatalogTests", dependencies: ["AssetCatalog", "TestSupport"]),
        .testTarget(name: "TerminalCoreTests", dependencies: ["TerminalCore", "TestSupport"]),
        .testTarget(name: "PaletteUITests", dependencies: ["PaletteUI", "TestSupport"]),
        .testTarget(name: "PaletteCLITests", dependencies: ["PaletteCLI", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport", "TerminalHarness"]),
    ],
    swiftLanguageModes: [.v6]
)
