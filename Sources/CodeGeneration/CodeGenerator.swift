import AssetCatalog
import PaletteConfig

/// One file `palette generate` produces: where it goes and its text.
public struct GeneratedFile: Sendable, Equatable {
    /// The path as given (the config's `output`, resolved by the caller); `nil` for stdout.
    public var path: String?
    public var text: String

    public init(path: String?, text: String) {
        self.path = path
        self.text = text
    }
}

/// Type-safe code from catalogs (README, "Generated code"): Swift accessors, the XCTest resolve
/// test, and Objective-C names. Pure: it returns text and diagnostics and writes nothing.
public enum CodeGenerator {
    /// The files for `target`, with paths from `output` (the target's `output`, `tests`, as the
    /// caller resolves them). A name collision is an error diagnostic, and then no file is given.
    public static func generate(_ workspace: Workspace, target: GenerateTarget,
                                output: (String) -> String = { $0 }) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
        // Only the Swift accessors show values (in Quick Help); the other files name colors.
        let plan = GenerationPlan(workspace: workspace, target: target, summaries: target.language == .swift,
                                  swiftNames: target.language != .objc)
        guard plan.diagnostics.isEmpty else { return ([], plan.diagnostics) }
        let path = target.output.map(output)
        switch target.language {
        case .swift:
            var files = [GeneratedFile(path: path, text: SwiftWriter.source(plan, target: target))]
            if let tests = target.tests {
                files.append(GeneratedFile(path: output(tests), text: SwiftTestsWriter.source(plan, target: target)))
            }
            return (files, [])
        case .swiftTests:
            return ([GeneratedFile(path: path, text: SwiftTestsWriter.source(plan, target: target))], [])
        case .objc:
            let base = path.map(objectiveCBase)
            let headerName = (base.map { $0.split(separator: "/").last.map(String.init) ?? $0 } ?? target.type + "Colors") + ".h"
            let objc = ObjectiveCWriter.source(plan, workspace: workspace, target: target, headerName: headerName)
            guard objc.diagnostics.isEmpty else { return ([], objc.diagnostics) }
            guard let base else { return ([GeneratedFile(path: nil, text: objc.header + "\n" + objc.implementation)], []) }
            return ([GeneratedFile(path: base + ".h", text: objc.header), GeneratedFile(path: base + ".m", text: objc.implementation)], [])
        }
    }

    /// The Swift expression that reaches a colorset under `target`'s naming, e.g.
    /// `Palette.Brand.accent.color` (SwiftUI; `.uiColor`, `.nsColor` for UIKit and AppKit);
    /// `nil` when its name collides with another.
    public static func swiftExpression(for location: ColorSetLocation, in workspace: Workspace,
                                       target: GenerateTarget = GenerateTarget(language: .swift)) -> String? {
        GenerationPlan(workspace: workspace, target: target, summaries: false).expression(for: location).map { $0 + ".color" }
    }

    /// `Generated/PaletteNames.h`, `.m` or no extension: `Generated/PaletteNames`.
    static func objectiveCBase(_ path: String) -> String {
        path.hasSuffix(".h") || path.hasSuffix(".m") ? String(path.dropLast(2)) : path
    }
}
