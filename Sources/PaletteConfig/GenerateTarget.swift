/// One entry of `generate:`: what `palette generate` writes, and how (README, "Generated code").
///
/// Every option has a default, so the CLI builds the same value from its flags and a target
/// from the file differs from one on the command line only in what it sets.
public struct GenerateTarget: Sendable, Equatable {
    /// The kind of file written.
    public enum Language: String, Sendable, Equatable, CaseIterable {
        /// Swift accessors.
        case swift
        /// An XCTest file that asserts every generated color resolves.
        case swiftTests = "swift-tests"
        /// An Objective-C header and implementation (`output` without or with `.h`/`.m`).
        case objc
    }

    /// The generated declarations' access level.
    public enum Access: String, Sendable, Equatable, CaseIterable {
        case `public`, `internal`
    }

    /// The bundle the colors are looked up in.
    public enum BundleChoice: String, Sendable, Equatable, CaseIterable {
        /// `Bundle.module`: the colors are a Swift package's resources.
        case module
        /// `Bundle.main`: the app's own catalogs.
        case main
        /// The bundle of a class the generated code declares: a framework's catalogs.
        case token
    }

    /// How color names become identifiers.
    public enum Naming: String, Sendable, Equatable, CaseIterable {
        /// Words in lowerCamelCase.
        case standard
        /// As Xcode 15's generated symbols: a trailing "Color" is dropped.
        case xcode
    }

    public var language: Language
    /// The file written, as written (relative to the config's folder); `nil` prints to stdout.
    public var output: String?
    /// For a Swift target: the XCTest file written beside the accessors, as written.
    public var tests: String?
    /// The generated type (Swift) or prefix (Objective-C).
    public var type: String = "Palette"
    public var access: Access = .public
    public var bundle: BundleChoice = .main
    public var naming: Naming = .standard
    /// One nested type per catalog instead of one merged tree.
    public var perCatalog: Bool = false
    /// The module the tests import with `@testable import`; `nil` when they are in the same module.
    public var module: String?
    /// Where the entry is in `palette.yml`, for messages; 0 for the command line.
    public var line: Int = 0
    public var column: Int = 0

    public init(language: Language, output: String? = nil) {
        self.language = language
        self.output = output
    }

    /// The keys an entry of `generate:` may have.
    public static let keys = ["language", "output", "tests", "type", "access", "bundle", "naming", "per-catalog", "module"]
}
