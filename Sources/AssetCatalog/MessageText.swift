/// Message text put together from its parts with one copy of their bytes. The findings a large
/// catalog makes by the ten thousand (`contrast.fail`, `colorset.near-duplicate`) spent most of
/// their printing in string interpolation, which costs a few hundred instructions a piece on
/// Linux, several times the copy.
enum MessageText {
    /// `parts` one after another.
    static func join(_ parts: String...) -> String {
        var count = 0
        for part in parts { count += part.utf8.count }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            for part in parts {
                let rest = UnsafeMutableBufferPointer(rebasing: buffer[offset...])
                offset += part.utf8.withContiguousStorageIfAvailable { bytes in
                    _ = rest.initialize(from: bytes)
                    return bytes.count
                } ?? rest.initialize(from: part.utf8).1
            }
            return offset
        }
    }
}
