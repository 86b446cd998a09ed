import Foundation

/// What Xcode writes for some JSON content: Foundation's `JSONSerialization` with
/// `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes`, plus a final newline. On Linux
/// this reproduces Xcode's modern layout (2-space indent, `"key" : value`, sorted keys), so tests
/// use it as the oracle for "exactly what Xcode would write". Keep keys ASCII and numbers simple:
/// Foundation sorts keys by locale and reformats numbers.
public enum XcodeLayout {
    /// The bytes Xcode writes for a Foundation JSON object (`[String: Any]`, `[Any]`, ...).
    public static func bytes(of object: Any) throws -> [UInt8] {
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return Array(data) + [0x0A]
    }

    /// `text` as Xcode would write its content, or `<not JSON>`.
    public static func canonical(_ text: String) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)),
              let bytes = try? bytes(of: object) else { return "<not JSON>" }
        return String(decoding: bytes, as: UTF8.self)
    }
}
