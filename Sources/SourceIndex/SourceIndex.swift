import AssetCatalog

/// Every color reference, color literal and Interface Builder fallback under some folders.
///
/// `scan` reads the files in parallel; Swift files go through `SwiftPrefilter` first and only
/// those that may hold a reference are parsed.
public struct SourceIndex: Sendable {
    public var references: [ColorReference] = []
    public var literals: [ColorLiteral] = []
    public var interfaceBuilderFiles: [InterfaceBuilderFile] = []
    public var problems: [SourceProblem] = []
    /// Files read, of each kind.
    public var fileCount = 0
    public var swiftFileCount = 0
    public var swiftBytes = 0
    /// Swift files the prefilter let through to the parser.
    public var parsedSwiftFiles = 0

    public init() {}

    /// Whether anything palette scans was found (then `check` reports unused colors).
    public var hasSources: Bool { fileCount > 0 }

    /// Scans `tree` against the catalog's names. `parseEverything` skips the prefilter (for the
    /// test that shows the prefilter drops nothing). The table (every name's symbols, a real
    /// cost for a large catalog) is made only when the tree has files to match it against.
    public static func scan(_ tree: SourceTree, table: @autoclosure () -> ColorNameTable, parseEverything: Bool = false) -> SourceIndex {
        guard !tree.files.isEmpty else {
            var index = SourceIndex()
            index.problems = tree.problems
            return index
        }
        var table = table()
        let swiftGen = SwiftGenConfig.read(tree.files.filter { $0.kind == .swiftGenConfig }.map(\.path))
        table.swiftGenEnums.formUnion(swiftGen.enumNames)
        // palette's own generated files define names: read their symbols, scan the rest.
        let swiftFiles = tree.files.filter { $0.kind == .swift }
        let isPaletteCode = swiftFiles.parallelMap(minimumCount: 64) { GeneratedPaletteCode.isGenerated($0.path) }
        var generated = Set(swiftGen.outputs)
        var problems: [SourceProblem] = []
        for (file, isGenerated) in zip(swiftFiles, isPaletteCode) where isGenerated {
            generated.insert(file.path)
            do {
                table.addGenerated(GeneratedPaletteCode.symbols(in: try ReadFile.read(FilePath(file.path)).bytes))
            } catch {
                problems.append(SourceProblem(file: file.path, line: nil, message: error.reason))
            }
        }
        let files = tree.files.filter { $0.kind != .swiftGenConfig && !generated.contains($0.path) }
        let finalTable = table
        let scanned = files.parallelMap(minimumCount: 4) { file in
            scanFile(file, table: finalTable, parseEverything: parseEverything)
        }
        var index = SourceIndex()
        index.problems = tree.problems + swiftGen.problems + problems
        var implicitSymbols: [(index: Int, head: String)] = [], declaredCases = Set<String>()
        for (file, part) in zip(files, scanned) {
            index.fileCount += 1
            if file.kind == .swift {
                index.swiftFileCount += 1
                index.swiftBytes += part.bytes
                if part.parsed { index.parsedSwiftFiles += 1 }
            }
            implicitSymbols += part.implicitSymbols.map { (index.references.count + $0.index, $0.head) }
            declaredCases.formUnion(part.declaredCases)
            index.references += part.references
            index.literals += part.literals
            if let ib = part.interfaceBuilder { index.interfaceBuilderFiles.append(ib) }
            if let problem = part.problem { index.problems.append(problem) }
        }
        // `.feedbin` outside a color's place where another file declares `case feedbin`: that enum's case.
        let enumCases = Set(implicitSymbols.filter { declaredCases.contains($0.head) }.map(\.index))
        if !enumCases.isEmpty {
            index.references = index.references.enumerated().filter { !enumCases.contains($0.offset) }.map(\.element)
        }
        return index
    }

    private struct FileResult: Sendable {
        var references: [ColorReference] = []
        var literals: [ColorLiteral] = []
        var interfaceBuilder: InterfaceBuilderFile?
        /// A Swift file's implicit members taken for asset symbols outside a color's place, and its enum cases.
        var implicitSymbols: [(index: Int, head: String)] = []
        var declaredCases: Set<String> = []
        var problem: SourceProblem?
        var bytes = 0
        var parsed = false
    }

    private static func scanFile(_ file: SourceTree.File, table: ColorNameTable, parseEverything: Bool) -> FileResult {
        var result = FileResult()
        let read: ReadFile
        do {
            read = try ReadFile.read(FilePath(file.path))
        } catch {
            result.problem = SourceProblem(file: file.path, line: nil, message: error.reason)
            return result
        }
        let bytes = read.bytes
        result.bytes = bytes.count
        switch file.kind {
        case .swift:
            guard parseEverything || SwiftPrefilter.mayReference(bytes, table: table) else {
                result.declaredCases = SwiftPrefilter.declaredCases(bytes, table: table)
                return result
            }
            result.parsed = true
            let found = SwiftScanner.scan(bytes, file: file.path, table: table)
            result.references = found.references
            result.literals = found.literals
            result.implicitSymbols = found.implicitSymbols
            result.declaredCases = found.declaredCases
        case .objectiveC:
            result.references = ObjectiveCScanner.scan(bytes, file: file.path)
        case .interfaceBuilder:
            switch InterfaceBuilderScanner.scan(bytes, file: file.path) {
            case .success(var ib):
                ib.stamp = read.stamp
                result.references = ib.references
                result.interfaceBuilder = ib
            case .failure(let problem):
                result.problem = problem
            }
        case .plist:
            switch PlistScanner.scan(bytes, file: file.path) {
            case .success(let references): result.references = references
            case .failure(let problem): result.problem = problem
            }
        case .buildSettings:
            result.references = BuildSettingsScanner.scan(bytes, file: file.path)
        case .swiftGenConfig:
            break
        }
        return result
    }

    /// References to `name`, and names built at run time that can produce it.
    public func references(to name: String) -> [ColorReference] {
        references.filter { $0.pattern == nil ? $0.name == name : $0.matches(name) }
    }
}

/// What palette reads of `swiftgen.yml`: the generated files (whose name strings are definitions,
/// not uses) and the enum name (`params: enumName:`), by a line scan of the keys SwiftGen documents.
struct SwiftGenConfig {
    var outputs: [String] = []
    /// The `enumName` of each `xcassets` section (another section's, `strings:`, names strings).
    var enumNames: Set<String> = []
    var problems: [SourceProblem] = []

    static func read(_ paths: [String]) -> SwiftGenConfig {
        var config = SwiftGenConfig()
        for path in paths {
            let bytes: [UInt8]
            do {
                bytes = try ReadFile.read(FilePath(path)).bytes
            } catch {
                config.problems.append(SourceProblem(file: path, line: nil, message: error.reason))
                continue
            }
            let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            var outputDirectory = ""
            var section = ""
            for rawLine in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
                // A key at the start of the line opens a section: `xcassets:`, `strings:`.
                if let first = rawLine.first, first != " ", first != "-", first != "#", let colon = rawLine.firstIndex(of: ":") {
                    section = String(rawLine[..<colon])
                }
                let line = rawLine.drop(while: { $0 == " " || $0 == "-" })
                func value(_ key: String) -> String? {
                    guard line.hasPrefix(key + ":") else { return nil }
                    var text = line.dropFirst(key.count + 1).drop(while: { $0 == " " })
                    if let hash = text.firstIndex(of: "#") { text = text[..<hash] }
                    while text.last == " " { text = text.dropLast() }
                    return String(text).trimmingQuotes
                }
                if let directory = value("output_dir") { outputDirectory = directory }
                if let output = value("output") {
                    let relative = outputDirectory.isEmpty ? output : outputDirectory + "/" + output
                    config.outputs.append(folder.isEmpty ? relative : folder + "/" + relative)
                }
                if let name = value("enumName"), section == "xcassets" { config.enumNames.insert(name) }
            }
        }
        return config
    }
}

extension String {
    var trimmingQuotes: String {
        count >= 2 && (hasPrefix("\"") && hasSuffix("\"") || hasPrefix("'") && hasSuffix("'")) ? String(dropFirst().dropLast()) : self
    }
}
