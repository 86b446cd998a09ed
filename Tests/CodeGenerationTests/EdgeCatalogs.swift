import AssetCatalog
import Foundation
import TestSupport
import Testing

/// Catalogs built for the generator's edge cases, and the demo and corpus catalogs.
enum EdgeCatalogs {
    static let demo = SharedFolder.packageRoot.path + "/Palettes/Demo.xcassets"

    static func color(_ red: String = "0.200", dark: Bool = true) -> String {
        XcodeJSON.colorSet([XcodeJSON.entry(red: red, green: "0.400", blue: "0.600")]
                           + (dark ? [XcodeJSON.entry(red: "0.900", green: "0.800", blue: "0.700", luminosity: "dark")] : []))
    }

    /// Names Swift and Objective-C each have trouble with: keywords, names generated code uses,
    /// digits, emoji and other letters, punctuation, quotes and backslashes, namespaces whose
    /// colors would collide if they were merged, and a deep tree of namespaces with folders that
    /// flatten between them.
    static func hostileNames() throws -> TemporaryFolder {
        var files: [String: String] = ["Edge.xcassets/Contents.json": XcodeJSON.folder()]
        let root = [
            "default", "class", "self", "Type", "in", "rawValue", "allCases", "color", "name", "init", "protocol", "Any",
            "func", "1", "2x", "100 Blue", "0.5 alpha", "🎨 paint", "☀︎ sun", "🔥", "名前", "ñandú", "say \"hi\"",
            "back\\slash", "what?", "a+b", "brand", "Colors",
        ]
        for name in root { files["Edge.xcassets/\(name).colorset/Contents.json"] = color() }
        // `Brand` the namespace beside `brand` the color; `accent` in two namespaces.
        files["Edge.xcassets/Brand/Contents.json"] = XcodeJSON.folder(namespace: true)
        files["Edge.xcassets/Brand/accent.colorset/Contents.json"] = color()
        files["Edge.xcassets/Colors/Contents.json"] = XcodeJSON.folder(namespace: true)
        files["Edge.xcassets/Colors/accent.colorset/Contents.json"] = color("0.300")
        // A group that is not a namespace flattens into its parent.
        files["Edge.xcassets/Colors/Plain group/Contents.json"] = XcodeJSON.folder()
        files["Edge.xcassets/Colors/Plain group/flattened.colorset/Contents.json"] = color()
        // Twelve namespaces deep, with a plain group between each.
        var folder = "Edge.xcassets"
        for level in 1...12 {
            folder += "/Level \(level)"
            files["\(folder)/Contents.json"] = XcodeJSON.folder(namespace: true)
            files["\(folder)/leaf\(level).colorset/Contents.json"] = color()
            folder += "/group"
            files["\(folder)/Contents.json"] = XcodeJSON.folder()
        }
        // A state group with a state of the project's own words and built-in ones.
        for suffix in ["", ".highlighted", ".disabled", ".selected"] {
            files["Edge.xcassets/Brand/title\(suffix).colorset/Contents.json"] = color(dark: false)
        }
        // Translucent, P3, gray and a system reference: the doc comments' other forms.
        files["Edge.xcassets/Brand/glass.colorset/Contents.json"] = XcodeJSON.colorSet([
            XcodeJSON.entry(red: "0.000", green: "0.000", blue: "0.000", alpha: "0.300"),
            XcodeJSON.entry(red: "0.5", green: "0.2", blue: "1.0", space: "display-p3", luminosity: "dark"),
        ])
        files["Edge.xcassets/Brand/system.colorset/Contents.json"] = """
            {"colors":[{"idiom":"universal","color":{"platform":"ios","reference":"systemRedColor"}}],"info":{"author":"xcode","version":1}}
            """
        return try TemporaryFolder(files)
    }

    /// Namespaces named like what the generated code reaches from inside its types: the root
    /// type (`Palette` by default, `Colors` as mastodon-ios passes it), the other top-level types
    /// and the modules it names types by; `Button` holds a state group, whose value names its type
    /// from the root (`PaletteStateValue<Palette.Button>`), and `Palette` sits deeper too; its
    /// color `colorsStateValue` would hide the state type of `--type colors` from the value.
    static func shadowingNamespaces() throws -> TemporaryFolder {
        var files: [String: String] = ["S.xcassets/Contents.json": XcodeJSON.folder()]
        let namespaces = ["Palette", "Colors", "PaletteColor", "PaletteStateValue", "Swift", "Foundation", "SwiftUI", "UIKit",
                          "AppKit", "Button", "Button/Palette"]
        for folder in namespaces {
            files["S.xcassets/\(folder)/Contents.json"] = XcodeJSON.folder(namespace: true)
            files["S.xcassets/\(folder)/brand.colorset/Contents.json"] = color()
        }
        for name in ["background", "background.highlighted", "colorsStateValue"] {
            files["S.xcassets/Button/\(name).colorset/Contents.json"] = color()
        }
        return try TemporaryFolder(files)
    }

    /// `count` colorsets in 20 namespaces, with a state group in each tenth of them.
    static func large(count: Int) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(["Large.xcassets/Contents.json": XcodeJSON.folder()])
        for group in 0..<20 { try folder.write(XcodeJSON.folder(namespace: true), to: "Large.xcassets/Group\(group)/Contents.json") }
        let text = color()
        for index in 0..<count {
            let family = index / 20
            let suffix = family % 10 == 1 ? ".highlighted" : family % 10 == 2 ? ".disabled" : ""
            let stem = suffix.isEmpty ? "token\(family)" : "token\(family / 10 * 10)"
            try folder.write(text, to: "Large.xcassets/Group\(index % 20)/\(stem)\(suffix).colorset/Contents.json")
        }
        return folder
    }

    /// Every `.xcassets` folder of `../shared/corpus`, sorted.
    static func corpusCatalogs() -> [String] {
        guard let corpus = SharedFolder.corpus,
              let walker = FileManager.default.enumerator(atPath: corpus.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".xcassets") }
            .map { corpus.path + "/" + $0 }.sorted()
    }
}

/// Runs `../shared/apple-stubs/typecheck.sh` and clang over generated files.
enum Compilers {
    static var typecheckScript: String? {
        SharedFolder.url.map { $0.path + "/apple-stubs/typecheck.sh" }
    }

    /// `typecheck.sh` over `files` for iOS and macOS; the status and what it printed.
    static func typecheck(_ files: [String]) throws -> SpawnResult {
        let script = try #require(typecheckScript)
        return try Spawn.run(["bash", script] + files, environment: Spawn.cleanEnvironment)
    }

    /// Headers that stand in for the slice of Foundation, UIKit and AppKit the generated
    /// Objective-C uses (clang on Linux has no SDK); nullability as Apple's headers declare it.
    static let objectiveCStubs: [String: String] = [
        "Foundation/Foundation.h": """
            #pragma once
            #define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
            #define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
            #define FOUNDATION_EXPORT extern
            #define nil ((id)0)
            #define SWIFTPM_MODULE_BUNDLE [NSBundle mainBundle]
            NS_ASSUME_NONNULL_BEGIN
            @interface NSObject
            + (Class)class;
            @end
            @interface NSString : NSObject
            @end
            @interface NSBundle : NSObject
            + (NSBundle *)mainBundle;
            + (NSBundle *)bundleForClass:(Class)aClass;
            @end
            NS_ASSUME_NONNULL_END

            """,
        "TargetConditionals.h": """
            #pragma once
            #ifndef TARGET_OS_IPHONE
            #define TARGET_OS_IPHONE 0
            #endif
            #ifndef TARGET_OS_OSX
            #define TARGET_OS_OSX 0
            #endif

            """,
        "UIKit/UIKit.h": """
            #pragma once
            #import <Foundation/Foundation.h>
            NS_ASSUME_NONNULL_BEGIN
            @interface UITraitCollection : NSObject
            @end
            @interface UIColor : NSObject
            + (nullable UIColor *)colorNamed:(NSString *)name inBundle:(nullable NSBundle *)bundle compatibleWithTraitCollection:(nullable UITraitCollection *)traitCollection;
            + (UIColor *)clearColor;
            @end
            NS_ASSUME_NONNULL_END

            """,
        "AppKit/AppKit.h": """
            #pragma once
            #import <Foundation/Foundation.h>
            NS_ASSUME_NONNULL_BEGIN
            @interface NSColor : NSObject
            + (nullable NSColor *)colorNamed:(NSString *)name bundle:(nullable NSBundle *)bundle;
            + (NSColor *)clearColor;
            @end
            NS_ASSUME_NONNULL_END

            """,
    ]

    static var hasClang: Bool {
        (try? Spawn.run(["clang", "--version"], environment: Spawn.cleanEnvironment).status) == 0
    }

    /// clang, syntax only with warnings as errors, over `file` for iOS and for macOS.
    static func clang(_ file: String, in folder: TemporaryFolder) throws -> [SpawnResult] {
        for (path, text) in objectiveCStubs { try folder.write(text, to: "stubs/" + path) }
        return try ["TARGET_OS_IPHONE", "TARGET_OS_OSX"].map { platform in
            try Spawn.run(["clang", "-fsyntax-only", "-x", "objective-c", "-fobjc-runtime=macosx-14.0", "-Wall", "-Wextra",
                           "-Werror", "-Wnullable-to-nonnull-conversion", "-I", folder.path + "/stubs", "-I", folder.path,
                           "-D\(platform)=1", file], environment: Spawn.cleanEnvironment)
        }
    }
}
