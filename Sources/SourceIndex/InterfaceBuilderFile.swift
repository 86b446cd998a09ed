import AssetCatalog
import ColorScience

/// A storyboard or xib's named colors: the `<namedColor>` fallbacks in its resources and every
/// `<color name="...">` use that is not a system color.
public struct InterfaceBuilderFile: Sendable {
    public var path: String
    /// The bytes read, for fixes; the fix rewrites only fallback `<color>` tags.
    public var bytes: [UInt8]
    /// The file's stamp when read: a fix refuses a file changed since.
    public var stamp: FileStamp?
    public var fallbacks: [Fallback] = []
    public var references: [ColorReference] = []

    /// A `<namedColor name="N"><color .../></namedColor>` resource.
    public struct Fallback: Sendable, Hashable {
        public var name: String
        public var line: Int
        public var column: Int
        /// The `<color .../>` tag's byte range.
        public var tag: Range<Int>
        /// The color as written, in its own space; `nil` for a form palette does not read.
        public var color: SpaceColor?
        /// The tag's attributes, for telling what is written.
        public var attributes: [String: String]
    }

    /// The spaces a fallback is written in: sRGB, Display P3, gray gamma 2.2.
    static func fallbackSpace(_ attributes: [String: String]) -> ColorSpace? {
        guard attributes["colorSpace"] == "custom" else { return nil }
        switch attributes["customColorSpace"] {
        case "sRGB": return .srgb
        case "displayP3": return .displayP3
        case "genericGamma22GrayColorSpace": return .grayGamma22
        default: return nil
        }
    }

    static func color(_ attributes: [String: String]) -> SpaceColor? {
        guard let space = fallbackSpace(attributes) else { return nil }
        let alpha = attributes["alpha"].flatMap(Double.init) ?? 1
        let keys = space.isGray ? ["white"] : ["red", "green", "blue"]
        let channels = keys.compactMap { attributes[$0].flatMap(Double.init) }
        guard channels.count == keys.count, channels.allSatisfy(\.isFinite), alpha.isFinite else { return nil }
        return SpaceColor(space: space, channels: channels, alpha: alpha)
    }
}

/// Reads storyboards and xibs with `XMLParser`.
public enum InterfaceBuilderScanner {
    public static func scan(_ bytes: [UInt8], file: String) -> Result<InterfaceBuilderFile, SourceProblem> {
        let outline: XMLOutline
        switch XMLOutline.parse(bytes) {
        case .success(let parsed): outline = parsed
        case .failure(let problem):
            return .failure(SourceProblem(file: file, line: problem.line, message: "not a readable Interface Builder file: \(problem.message)"))
        }
        let lines = LineIndex(bytes)
        var result = InterfaceBuilderFile(path: file, bytes: bytes)
        for element in outline.elements {
            let parent = element.parent.map { outline.elements[$0] }
            switch element.name {
            case "namedColor":
                guard let name = element.attributes["name"] else { continue }
                let (line, column) = lines.location(of: element.tag.lowerBound)
                result.references.append(ColorReference(name: name, file: file, line: line, column: column, kind: .ibResource))
            case "color":
                if let parent, parent.name == "namedColor", let name = parent.attributes["name"] {
                    let (line, column) = lines.location(of: parent.tag.lowerBound)
                    result.fallbacks.append(.init(name: name, line: line, column: column, tag: element.tag,
                                                  color: InterfaceBuilderFile.color(element.attributes), attributes: element.attributes))
                } else if let name = element.attributes["name"], element.attributes["catalog"] != "System",
                          parent?.name != "systemColor" {
                    let (line, column) = lines.location(of: element.tag.lowerBound)
                    result.references.append(ColorReference(name: name, file: file, line: line, column: column, kind: .ibColor))
                }
            default:
                continue
            }
        }
        return .success(result)
    }
}

/// A source file (or folder) palette could not read, as `file:line: reason`.
public struct SourceProblem: Error, Hashable, Sendable {
    public var file: String
    public var line: Int?
    /// Why, lowercase (`permission denied`, `not a readable property list: ...`).
    public var message: String
    /// A folder that could not be listed, rather than a file.
    public var isFolder: Bool

    public init(file: String, line: Int?, message: String, isFolder: Bool = false) {
        self.file = file
        self.line = line
        self.message = message
        self.isFolder = isFolder
    }

    /// The diagnostic `check` prints for it.
    public var diagnostic: Diagnostic {
        Diagnostic(file: file, line: line, isFolder ? .folderUnreadable(reason: message) : .fileUnreadable(reason: message))
    }
}
