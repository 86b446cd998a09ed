import LosslessJSON

/// A `.colorset` folder: its name, its `Contents.json` document and the typed variants read from it.
///
/// The document is the source of truth; `variants` is a view derived from it, rebuilt whenever the
/// document changes, so an edit can never drift from what will be written.
public struct ColorSet: Equatable, Sendable {
    /// The folder name without `.colorset`; may hold spaces and dots (invalid UTF-8 bytes as `\xNN`).
    public var name: String
    /// The name with its namespace prefixes, e.g. `Colors/Label/primary`.
    public var qualifiedName: String
    /// The `.colorset` folder as text, for messages.
    public let folderPath: String
    /// `nil` when `Contents.json` is missing or could not be parsed (see `diagnostics`).
    public private(set) var document: JSONDocument?
    public private(set) var variants: [ColorVariant]
    /// What was found wrong in this colorset's own file.
    public private(set) var diagnostics: [Diagnostic]
    /// The file's identity when it was read, to refuse overwriting a file changed since.
    public var stamp: FileStamp?
    /// The bytes as last read or saved: the document differs from them when there are unsaved edits.
    public internal(set) var savedBytes: [UInt8]

    /// The `Contents.json` path as text, for messages (invalid UTF-8 bytes as `\xNN`).
    public let contentsPath: String
    /// The `Contents.json` path as the file system spells it: what reading and saving use.
    public let contentsFile: FilePath

    /// A colorset read from `document`, or from a file that could not be read (`document == nil`).
    public init(name: String, qualifiedName: String, folderPath: String, document: JSONDocument?,
                stamp: FileStamp? = nil) {
        let folder = FilePath(folderPath)
        self.init(name: name, qualifiedName: qualifiedName, folder: folder,
                  contentsFile: folder.appending("Contents.json"), document: document, stamp: stamp)
    }

    /// The loader's form: folder paths as bytes; it has built `contentsFile` already, to read the file.
    init(name: String, qualifiedName: String, folder: FilePath, contentsFile: FilePath, document: JSONDocument?,
         stamp: FileStamp?) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.folderPath = folder.description
        self.contentsPath = contentsFile.description
        self.contentsFile = contentsFile
        self.stamp = stamp
        self.document = nil
        self.variants = []
        self.diagnostics = []
        self.savedBytes = document?.bytes ?? []
        if let document { replaceDocument(with: document) }
    }

    /// Installs a new version of the document (after an edit) and rebuilds the typed view.
    public mutating func replaceDocument(with document: JSONDocument) {
        self.document = document
        var problems = document.duplicateKeys.map { duplicate in
            Diagnostic(file: contentsPath, at: duplicate.location, .duplicateKey(duplicate))
        }
        let variants = document.withReader { reader -> [ColorVariant] in
            var parser = VariantParser(file: contentsPath, reader: reader)
            var variants: [ColorVariant] = []
            if let colors = reader.member("colors", of: reader.root), reader.kind(colors) == .array {
                let elements = reader.elements(of: colors)
                variants.reserveCapacity(elements.underestimatedCount)
                for (index, element) in elements.enumerated() {
                    if let variant = parser.variant(element, index: index) { variants.append(variant) }
                }
                let findings = Self.duplicateSlots(in: variants) + Self.appearanceTies(in: variants)
                if !findings.isEmpty {
                    // The entries' nodes, listed once: finding each by its index would walk the
                    // array from the start every time.
                    let entries = Array(elements)
                    for (position, finding) in findings { parser.report(finding, at: entries[variants[position].index]) }
                }
                // A color left unset for the devices chosen in Xcode (empty `iphone`, `ipad`, `mac`
                // entries) gives no device a color by design, as an empty Any entry does.
                let isUnset = !variants.isEmpty && !variants.contains(where: \.hasColor)
                if !isUnset, !variants.contains(where: { $0.traits.isAnySlot }) { parser.report(.noAnySlot, at: colors) }
            } else {
                parser.report(.noColors, at: reader.member("colors", of: reader.root) ?? reader.root)
            }
            problems += parser.diagnostics
            return variants
        }
        self.variants = variants
        self.diagnostics = problems
    }

    /// Records why the file could not be read or parsed.
    mutating func addLoadProblem(_ problem: Diagnostic) {
        diagnostics.append(problem)
    }

    /// The variant whose traits are exactly `traits`, if any.
    public func variant(with traits: SlotTraits) -> ColorVariant? {
        variants.last { $0.traits == traits }
    }
}
