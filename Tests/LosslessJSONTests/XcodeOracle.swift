import Foundation
import LosslessJSON
import TestSupport

/// What Xcode writes for a `JSONValue` (`XcodeLayout`); empty arrays come out as `[\n\n  ]`.
/// Use ASCII lowercase keys and numbers that `Double` prints back the same.
enum XcodeOracle {
    static func bytes(for value: JSONValue) throws -> [UInt8] {
        try XcodeLayout.bytes(of: foundationObject(value))
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
