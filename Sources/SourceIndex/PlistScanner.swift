/// Finds color names in XML property lists (`Info.plist`): the `<string>` after a `<key>` that is
/// `NSAccentColorName` or ends in `ColorName`. Binary plists are not read.
public enum PlistScanner {
    public static func scan(_ bytes: [UInt8], file: String) -> Result<[ColorReference], SourceProblem> {
        guard bytes.starts(with: Array("<?xml".utf8)) || bytes.starts(with: Array("<plist".utf8)) else { return .success([]) }
        // Cheap test first: most plists name no color.
        guard BuildSettingsScanner.firstRange(of: Array("ColorName</key>".utf8), in: bytes[...]) != nil else { return .success([]) }
        let outline: XMLOutline
        switch XMLOutline.parse(bytes) {
        case .success(let parsed): outline = parsed
        case .failure(let problem): return .failure(SourceProblem(file: file, line: problem.line, message: "not a readable property list: \(problem.message)"))
        }
        let lines = LineIndex(bytes)
        var references: [ColorReference] = []
        let elements = outline.elements
        for (index, element) in elements.enumerated() where element.name == "key" && element.text.hasSuffix("ColorName") {
            guard index + 1 < elements.count, elements[index + 1].name == "string", elements[index + 1].parent == element.parent else { continue }
            let value = elements[index + 1].text
            guard !value.isEmpty, !value.contains("$") else { continue }
            let (line, column) = lines.location(of: elements[index + 1].tag.upperBound)
            references.append(ColorReference(name: value, file: file, line: line, column: column, kind: .plist))
        }
        return .success(references)
    }
}
