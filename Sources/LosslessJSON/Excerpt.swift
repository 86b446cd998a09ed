/// How messages quote values from a file: in full when short, else cut to a readable length. A
/// hostile file can hold a 20 MB key or number, and a message must not repeat it.
public enum Excerpt {
    /// The most UTF-8 bytes of a value a message quotes.
    public static let limit = 32

    /// `text` when it has at most `limit` UTF-8 bytes, else its first ones (cut before a
    /// character that would not fit) followed by `…`.
    public static func of(_ text: String) -> String {
        guard text.utf8.count > limit else { return text }
        return Array(text.utf8.prefix(limit + 1)).withUnsafeBufferPointer { of($0) }
    }

    /// The excerpt of UTF-8 `bytes`, read without looking past the first `limit + 1` of them.
    public static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count > limit else { return String(decoding: bytes, as: UTF8.self) }
        var end = limit
        // Back up over continuation bytes so that no character is cut in half.
        while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self) + "…"
    }
}
