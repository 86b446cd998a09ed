import AssetCatalog

/// The catalog's color names and the symbols generators make of them: what the scanners look
/// names and symbols up in.
public struct ColorNameTable: Sendable {
    /// Qualified names (`Brand/main`, `AccentColor`).
    public let names: Set<String>
    /// Xcode asset symbol path (`Regex.anchor`) to qualified name.
    let assetSymbols: [String: String]
    /// SwiftGen symbol path (below the root enum) to qualified name.
    let swiftGenSymbols: [String: String]
    /// R.swift symbol path (below `R.color`) to qualified name.
    let rSwiftSymbols: [String: String]
    /// The roots of SwiftGen's generated enums: `Asset`, and each `xcassets` section's `enumName`
    /// in the tree's `swiftgen.yml` files.
    public var swiftGenEnums: Set<String>
    /// FNV-1a hashes of every name, for the byte-level prefilter.
    let nameHashes: Set<UInt64>
    /// FNV-1a hashes of every identifier in a symbol path, for the byte-level prefilter.
    private(set) var symbolHashes: Set<UInt64>
    /// palette's generated code: `Palette.Brand.accent` to `Brand/accent`, read from the generated files.
    private(set) var generatedSymbols: [String: String] = [:]
    /// The generated types (`Palette`): roots of `generatedSymbols`.
    private(set) var generatedRoots: Set<String> = []

    /// Every colorset's qualified name in `workspace`.
    public init(workspace: Workspace) {
        self.init(names: workspace.catalogs.flatMap { $0.colorSets.map(\.qualifiedName) })
    }

    public init(names: some Sequence<String>, swiftGenEnums: Set<String> = ["Asset"]) {
        let names = Set(names)
        self.names = names
        self.swiftGenEnums = swiftGenEnums
        var assetSymbols: [String: String] = [:], swiftGenSymbols: [String: String] = [:], rSwiftSymbols: [String: String] = [:]
        // Each name's three symbols on every core (they are most of the work); then entered in
        // reverse sorted order, so that of two names with one symbol the first sorted is kept (as
        // Xcode keeps it), on every machine.
        let sorted = names.sorted()
        let symbols = sorted.parallelMap { (SymbolNames.assetSymbol($0), SwiftGenNames.symbol($0), RSwiftNames.symbol($0)) }
        for index in sorted.indices.reversed() {
            assetSymbols[symbols[index].0] = sorted[index]
            swiftGenSymbols[symbols[index].1] = sorted[index]
            rSwiftSymbols[symbols[index].2] = sorted[index]
        }
        self.assetSymbols = assetSymbols
        self.swiftGenSymbols = swiftGenSymbols
        self.rSwiftSymbols = rSwiftSymbols
        nameHashes = Set(names.map { ByteHash.of($0.utf8) })
        var symbolHashes = Set<UInt64>()
        for path in Array(assetSymbols.keys) + Array(swiftGenSymbols.keys) + Array(rSwiftSymbols.keys) {
            for part in path.split(separator: ".") { symbolHashes.insert(ByteHash.of(part.utf8)) }
        }
        self.symbolHashes = symbolHashes
    }

    /// Adds the symbols of palette's generated code whose names the catalogs define.
    mutating func addGenerated(_ symbols: [String: String]) {
        for (path, name) in symbols where names.contains(name) {
            generatedSymbols[path] = name
            let parts = path.split(separator: ".")
            if let root = parts.first { generatedRoots.insert(String(root)) }
            for part in parts.dropFirst() { symbolHashes.insert(ByteHash.of(part.utf8)) }
        }
    }

    /// The name an asset symbol path stands for.
    public func name(forAssetSymbol path: String) -> String? { assetSymbols[path] }
    /// The name a SwiftGen symbol path (below the root enum) stands for.
    public func name(forSwiftGenSymbol path: String) -> String? { swiftGenSymbols[path] }
    /// The name an R.swift symbol path (below `R.color`) stands for.
    public func name(forRSwiftSymbol path: String) -> String? { rSwiftSymbols[path] }
}

/// FNV-1a over bytes: cheap enough to hash every string literal and member name of a file.
enum ByteHash {
    static func of(_ bytes: some Collection<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }

    static func of(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var index = start
        while index < end {
            hash ^= UInt64(buffer[index])
            hash &*= 0x100_0000_01b3
            index += 1
        }
        return hash
    }
}
