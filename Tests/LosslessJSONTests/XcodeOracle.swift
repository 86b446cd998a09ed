import Foundation
import LosslessJSON

/// What Xcode writes for a value: Foundation's `JSONSerialization` with `.prettyPrinted`,
/// `.sortedKeys`, `.withoutEscapingSlashes`, plus a final newline. On Linux this reproduces the
/// canonical layout (2-space indent, `"key" : value`, sorted keys, `[\n\n  ]` for empty arrays).
/// Use ASCII lowercase keys and numbers that `Double` prints back the same (Foundation sorts keys
/// by locale and reformats numbers).
enum XcodeOracle {
    static func bytes(for value: JSONValue) throws -> [UInt8] {
        let data = try JSONSerialization.data(
            withJSONObject: foundationObject(value), options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return Array(data) + [0x0A]
    }

    private static func foundationObject(_ value: JSONValue) -> Any {
        switch value {
        case .object(let members):
            var dictionary: [String: Any] = [:]
            for member in members { dictionary[member.key] = foundationObject(member.value) }
            return dictionary
        case .array(let elements): return elements.map(foundationObject)
        case .string(let text): return text
        case .number(let text): return Int(text).map { NSNumber(value: $0) } ?? NSNumber(value: Double(text) ?? .nan)
        case .bool(let flag): return NSNumber(value: flag)
        case .null: return NSNull()
        }
    }
}
