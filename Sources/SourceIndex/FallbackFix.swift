import ColorScience

/// Rewrites stale and dark fallbacks in a storyboard or xib as Xcode writes them, and changes no
/// other byte: only the values of the fallback `<color>` tag's component attributes are replaced
/// (the whole tag, in Xcode's attribute order, when the space itself changes).
public enum FallbackFix {
    public struct Repair: Sendable, Hashable {
        public var fallback: InterfaceBuilderFile.Fallback
        public var expected: SpaceColor
    }

    /// The file's bytes with every repair applied.
    public static func apply(_ repairs: [Repair], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for repair in repairs.sorted(by: { $0.fallback.tag.lowerBound > $1.fallback.tag.lowerBound }) {
            let tag = Array(bytes[repair.fallback.tag])
            result.replaceSubrange(repair.fallback.tag, with: rewritten(tag, attributes: repair.fallback.attributes, to: repair.expected))
        }
        return result
    }

    /// The tag with new component values, or Xcode's whole tag when the space changes.
    static func rewritten(_ tag: [UInt8], attributes: [String: String], to color: SpaceColor) -> [UInt8] {
        let values = componentValues(color)
        guard InterfaceBuilderFile.fallbackSpace(attributes) == color.space,
              values.allSatisfy({ attributes[$0.key] != nil }) else { return Array(xcodeTag(color).utf8) }
        var result = tag
        for (key, value) in values.reversed() {
            guard let range = valueRange(of: key, in: result) else { return Array(xcodeTag(color).utf8) }
            result.replaceSubrange(range, with: Array(value.utf8))
        }
        return result
    }

    /// `(attribute, text)` pairs in Xcode's order.
    static func componentValues(_ color: SpaceColor) -> [(key: String, value: String)] {
        let keys = color.space.isGray ? ["white"] : ["red", "green", "blue"]
        return zip(keys, color.channels).map { ($0, XcodeNumber.text($1)) } + [("alpha", XcodeNumber.text(color.alpha))]
    }

    /// The tag Xcode writes for a fallback.
    static func xcodeTag(_ color: SpaceColor) -> String {
        let space = switch color.space {
        case .displayP3: "displayP3"
        case .grayGamma22, .extendedGray: "genericGamma22GrayColorSpace"
        default: "sRGB"
        }
        let components = componentValues(color).map { "\($0.key)=\"\($0.value)\"" }.joined(separator: " ")
        return "<color \(components) colorSpace=\"custom\" customColorSpace=\"\(space)\"/>"
    }

    /// The byte range of `key`'s value (inside the quotes) in a start tag.
    static func valueRange(of key: String, in tag: [UInt8]) -> Range<Int>? {
        let needle = Array((key + "=").utf8)
        var index = 0
        while index + needle.count < tag.count {
            let before = index == 0 ? UInt8(ascii: " ") : tag[index - 1]
            if before == 0x20 || before == 0x09 || before == 0x0A, tag[index..<(index + needle.count)].elementsEqual(needle) {
                let quote = tag[index + needle.count]
                guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
                let start = index + needle.count + 1
                guard let end = tag[start...].firstIndex(of: quote) else { return nil }
                return start..<end
            }
            index += 1
        }
        return nil
    }
}
