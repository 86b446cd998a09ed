import ArgumentParser
import AssetCatalog
import CodeGeneration
import PaletteConfig

/// `palette generate`: type-safe code from the catalogs (README, "Generated code"). With a
/// language, one target from the flags; without, every target of `palette.yml`'s `generate`.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write Swift or Objective-C code that names every color.",
        usage: """
            palette generate swift|swift-tests|objc [PATH...] [--output FILE] [--check] [--per-catalog] [options]
            palette generate [PATH] [--config FILE] [--check]
            """,
        discussion: """
            swift writes accessors, swift-tests an XCTest file that asserts every color resolves, \
            objc a header and an implementation (FILE.h, FILE.m). With no language, regenerates \
            every target of the 'generate' section of palette.yml. A file is written atomically \
            and only when its bytes change; --check writes nothing, prints a unified diff of every \
            stale file and exits with 1.
            """
    )

    @Argument(help: ArgumentHelp("swift, swift-tests or objc (none: every target of palette.yml), then catalogs or folders.",
                                 valueName: "language-and-paths"))
    var arguments: [String] = []
    @Option(name: .customLong("config"), help: ArgumentHelp(
        "The project config (default: palette.yml in the first path's folder or the nearest folder above it).", valueName: "file"))
    var configFile: String?
    @Option(help: ArgumentHelp("The file to write (default: standard output). Objective-C writes FILE.h and FILE.m.",
                               valueName: "file"))
    var output: String?
    @Flag(help: "Write nothing; print a diff of every stale file and exit with 1 when there is one.") var check = false
    @Flag(help: "One nested type per catalog instead of one merged tree.") var perCatalog = false
    @Option(help: "The generated type's name (Objective-C: the prefix).") var type = "Palette"
    @Option(help: "Access level: public or internal.") var access: GenerateTarget.Access = .public
    @Option(help: "Bundle: main, module (Bundle.module) or token (the bundle of a generated class).")
    var bundle: GenerateTarget.BundleChoice = .main
    @Option(help: "Naming: standard, or xcode (drop a trailing 'Color' as Xcode's symbols do).")
    var naming: GenerateTarget.Naming = .standard
    @Option(help: "The module the tests import with @testable (swift-tests).") var module: String?

    /// The language, when the first argument names one.
    private var language: GenerateTarget.Language? { arguments.first.flatMap(GenerateTarget.Language.init(rawValue:)) }
    private var paths: [String] { language == nil ? arguments : Array(arguments.dropFirst()) }

    func validate() throws {
        guard type.utf8.first.map({ $0 == UInt8(ascii: "_") || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) }) == true,
              type.utf8.allSatisfy({ $0 == UInt8(ascii: "_") || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) })
        else { throw ValidationError("--type must be ASCII letters, digits and '_', not starting with a digit") }
        if language != nil, check, output == nil { throw ValidationError("--check needs --output: the file to compare with") }
    }

    func run() throws {
        let catalogs = try CatalogPaths.parse(paths + (configFile.map { ["--config", $0] } ?? []))
        guard let language else {
            let (workspace, config) = try catalogs.loadRequiringCatalogsAndConfig()
            guard let config, !config.generate.isEmpty else {
                throw CommandFailure(message: "no 'generate' targets in palette.yml; name a language: "
                                     + "palette generate swift|swift-tests|objc [PATH...] --output FILE")
            }
            try GenerateRun(workspace: workspace, check: check).run(config.generate, resolve: config.resolve)
            return
        }
        var target = GenerateTarget(language: language, output: output)
        target.type = type
        target.access = access
        target.bundle = bundle
        target.naming = naming
        target.perCatalog = perCatalog
        target.module = module
        try GenerateRun(workspace: try catalogs.loadRequiringCatalogs(), check: check).run([target], resolve: { $0 })
    }
}

extension GenerateTarget.Access: ExpressibleByArgument {}
extension GenerateTarget.BundleChoice: ExpressibleByArgument {}
extension GenerateTarget.Naming: ExpressibleByArgument {}
