/// A name pattern from `palette.yml`: `*` matches any run of characters within one path component,
/// `**` any run across components, `?` one character other than `/`. Case-sensitive, like the
/// qualified names it matches.
struct Glob: Sendable {
    private let pattern: [UInt8]

    init(_ pattern: String) {
        self.pattern = Array(pattern.utf8)
    }

    /// Whether `text` has a glob character; a name without one is looked up, not matched.
    static func isPattern(_ text: String) -> Bool {
        // Scanned as one buffer: through `utf8`'s index a byte at a time, the scan was a tenth
        // of matching a thousand rules' names.
        var text = text
        return text.withUTF8 { $0.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") } }
    }

    func matches(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { matches(pattern[...], $0[...]) }
    }

    private func matches(_ pattern: ArraySlice<UInt8>, _ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var pattern = pattern, text = text
        while let head = pattern.first {
            switch head {
            case UInt8(ascii: "*"):
                let crossesSlash = pattern.dropFirst().first == UInt8(ascii: "*")
                let rest = pattern.dropFirst(crossesSlash ? 2 : 1)
                var tail = text
                while true {
                    if matches(rest, tail) { return true }
                    guard let next = tail.first, crossesSlash || next != UInt8(ascii: "/") else { return false }
                    tail = tail.dropFirst()
                }
            case UInt8(ascii: "?"):
                guard let next = text.first, next != UInt8(ascii: "/") else { return false }
            default:
                guard text.first == head else { return false }
            }
            pattern = pattern.dropFirst()
            text = text.dropFirst()
        }
        return text.isEmpty
    }
}
