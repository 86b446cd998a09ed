/// One place that names a catalog color: a Swift call or symbol, an Objective-C message, an
/// Interface Builder element, an Info.plist or build-settings value.
public struct ColorReference: Hashable, Sendable {
    /// How the color is named.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `UIColor(named: "x")`, `NSColor(named:)`, `Color("x")`, `Color(_:bundle:)`.
        case swiftName = "swift-name"
        /// An Xcode 15 asset symbol: `Color(.accent)`, `UIColor(resource: .x)`, `.foregroundStyle(.x)`.
        case assetSymbol = "asset-symbol"
        /// SwiftGen: `Asset.Colors.x.color`.
        case swiftGen = "swiftgen"
        /// R.swift: `R.color.x`.
        case rSwift = "r-swift"
        /// palette's generated code: `Palette.Brand.accent.color`.
        case paletteCode = "palette-generated"
        /// A `String` enum case whose raw value is a color name.
        case enumRawValue = "enum-raw-value"
        /// `[UIColor colorNamed:@"x"]`, `[NSColor colorNamed:...]`.
        case objectiveC = "objective-c"
        /// `<namedColor name="x">` in a storyboard or xib's resources (the fallback).
        case ibResource = "ib-named-color"
        /// `<color key="..." name="x"/>` in a storyboard or xib.
        case ibColor = "ib-color"
        /// `NSAccentColorName` or another `*ColorName` key in a property list.
        case plist
        /// `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME` or another `*_COLOR_NAME` build setting.
        case buildSetting = "build-setting"

        /// Interface Builder kinds report `ib.*` findings; the others `code.*`.
        public var isInterfaceBuilder: Bool { self == .ibResource || self == .ibColor }
    }

    /// The color's name as the catalog spells it (a symbol is turned back into the name); for a
    /// `pattern`, the literal text with `*` for each interpolation.
    public var name: String
    public var file: String
    /// 1-based line and column (UTF-8 bytes).
    public var line: Int
    public var column: Int
    public var kind: Kind
    /// For a name built at run time (`"Bookmark\(i)"`): the literal pieces around the
    /// interpolations. Such a reference marks every color it can match as possibly used.
    public var pattern: [String]?
    /// The `bundle:` (or `in:`) argument as written, when it names another module's bundle
    /// (`DesignResourcesKit.bundle`, not `.main` or `.module`): the color may come from a
    /// dependency's catalog that is not among the paths.
    public var bundle: String?

    public init(name: String, file: String, line: Int, column: Int, kind: Kind, pattern: [String]? = nil, bundle: String? = nil) {
        self.name = name
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
        self.pattern = pattern
        self.bundle = bundle
    }

    /// Whether `candidate` is a name the pattern can produce (pieces in order, first and last anchored).
    public func matches(_ candidate: String) -> Bool {
        guard let pattern else { return candidate == name }
        return NamePattern.matches(candidate, pieces: pattern)
    }
}

/// Matching a name built from literal pieces and interpolations.
enum NamePattern {
    static func matches(_ candidate: String, pieces: [String]) -> Bool {
        guard let first = pieces.first, let last = pieces.last, pieces.count >= 2 else { return candidate == pieces.first }
        let bytes = Array(candidate.utf8)
        let head = Array(first.utf8), tail = Array(last.utf8)
        guard bytes.count >= head.count + tail.count, bytes.starts(with: head), bytes.suffix(tail.count).elementsEqual(tail) else {
            return false
        }
        var position = head.count
        let end = bytes.count - tail.count
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            let needle = Array(piece.utf8)
            guard let found = firstIndex(of: needle, in: bytes, from: position, before: end) else { return false }
            position = found + needle.count
        }
        return true
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int, before end: Int) -> Int? {
        guard end - start >= needle.count else { return nil }
        for index in start...(end - needle.count) where bytes[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }
}
