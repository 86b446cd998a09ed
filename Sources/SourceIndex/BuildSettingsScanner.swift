/// Finds color names in build settings: `.xcconfig` lines and `project.pbxproj` entries whose key
/// ends in `_COLOR_NAME` (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = AccentColor;`).
/// Values that use variables (`$(...)`) are not names.
public enum BuildSettingsScanner {
    public static func scan(_ bytes: [UInt8], file: String) -> [ColorReference] {
        let marker = Array("_COLOR_NAME".utf8)
        var references: [ColorReference] = []
        var lines: LineIndex?
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            let line = bytes[lineStart..<lineEnd]
            if let range = firstRange(of: marker, in: line) {
                // KEY[condition] = VALUE  or  KEY = VALUE;  (a pbxproj may quote the value)
                var cursor = range.upperBound
                if cursor < lineEnd, bytes[cursor] == UInt8(ascii: "[") {
                    while cursor < lineEnd, bytes[cursor] != UInt8(ascii: "]") { cursor += 1 }
                    cursor += 1
                }
                while cursor < lineEnd, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
                if cursor < lineEnd, bytes[cursor] == UInt8(ascii: "=") {
                    cursor += 1
                    while cursor < lineEnd, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
                    var valueEnd = lineEnd
                    if let comment = firstRange(of: Array("//".utf8), in: bytes[cursor..<lineEnd]) { valueEnd = comment.lowerBound }
                    while valueEnd > cursor, [0x20, 0x09, 0x0D, UInt8(ascii: ";")].contains(bytes[valueEnd - 1]) { valueEnd -= 1 }
                    var valueStart = cursor
                    if valueEnd - valueStart >= 2, bytes[valueStart] == UInt8(ascii: "\""), bytes[valueEnd - 1] == UInt8(ascii: "\"") {
                        valueStart += 1
                        valueEnd -= 1
                    }
                    let value = bytes[valueStart..<valueEnd]
                    if !value.isEmpty, !value.contains(UInt8(ascii: "$")), !value.contains(UInt8(ascii: "\"")) {
                        if lines == nil { lines = LineIndex(bytes) }
                        let (lineNumber, column) = lines!.location(of: valueStart)
                        references.append(ColorReference(name: String(decoding: value, as: UTF8.self), file: file,
                                                         line: lineNumber, column: column, kind: .buildSetting))
                    }
                }
            }
            lineStart = lineEnd + 1
        }
        return references
    }

    static func firstRange(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Range<Int>? {
        guard haystack.count >= needle.count, let first = needle.first else { return nil }
        var index = haystack.startIndex
        while index <= haystack.endIndex - needle.count {
            if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) {
                return index..<(index + needle.count)
            }
            index += 1
        }
        return nil
    }
}
