/// A path as the file system spells it: bytes, which need not be UTF-8.
///
/// Folder names may hold any byte but `/` and NUL. palette keeps every path as bytes from the
/// folder listing to `open` and `rename`, so a folder whose name is not valid UTF-8 is read and
/// written like any other; only `description` turns the bytes into text, showing each byte that
/// is not part of valid UTF-8 as `\xNN`. That text is for people, never for opening the file.
public struct FilePath: Hashable, Sendable, CustomStringConvertible {
    /// The path's bytes, without a terminating NUL.
    public var bytes: [UInt8]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The path spelled by `string`'s UTF-8 bytes.
    public init(_ string: String) {
        bytes = Array(string.utf8)
    }

    /// The path as text: valid UTF-8 as it is, every other byte as `\xNN`.
    public var description: String { Self.displayText(bytes) }

    /// `self/name`; just `name` when the path is `.`.
    public func appending(_ name: some Collection<UInt8>) -> FilePath {
        if bytes == [UInt8(ascii: ".")] { return FilePath(bytes: Array(name)) }
        var joined = bytes
        if joined.last != UInt8(ascii: "/") { joined.append(UInt8(ascii: "/")) }
        joined.append(contentsOf: name)
        return FilePath(bytes: joined)
    }

    /// `self/name`.
    public func appending(_ name: String) -> FilePath { appending(name.utf8) }

    /// The last component (the whole path when it has no `/`).
    public var lastComponent: ArraySlice<UInt8> {
        let trimmed = bytes.count > 1 && bytes.last == UInt8(ascii: "/") ? bytes.dropLast() : bytes[...]
        guard let slash = trimmed.lastIndex(of: UInt8(ascii: "/")) else { return trimmed }
        return trimmed[(slash + 1)...]
    }

    /// The folder holding the last component: `.` for a bare name, `/` for a name at the root.
    public var parent: FilePath {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return FilePath(".") }
        return FilePath(bytes: slash == 0 ? [UInt8(ascii: "/")] : Array(bytes[..<slash]))
    }

    /// True when the last component ends with `suffix` (`.xcassets`, `.colorset`).
    public func hasSuffix(_ suffix: String) -> Bool { lastComponent.ends(with: suffix) }

    /// True when `other` is this path or lies below it (both resolved, so compared as bytes).
    func contains(_ other: FilePath) -> Bool {
        guard other.bytes.starts(with: bytes) else { return false }
        return other.bytes.count == bytes.count || bytes.last == UInt8(ascii: "/")
            || other.bytes[bytes.count] == UInt8(ascii: "/")
    }

    /// Calls `body` with the path as a NUL-terminated C string, built on the stack when short.
    func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        try withUnsafeTemporaryAllocation(of: CChar.self, capacity: bytes.count + 1) { buffer in
            bytes.withUnsafeBytes { source in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: source)
            }
            buffer[bytes.count] = 0
            return try body(buffer.baseAddress!)
        }
    }

    /// Whether every byte is below 0x80, read eight at a time.
    private static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var high: UInt64 = 0, offset = 0
        while offset + 8 <= bytes.count {
            high |= bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < bytes.count {
            high |= UInt64(bytes[offset])
            offset += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// `bytes` as text: valid UTF-8 as it is, each other byte as `\xNN` (upper-case hex).
    public static func displayText(_ bytes: some Collection<UInt8>) -> String {
        // ASCII, nearly every name and path, decoded as it is: `String(validating:as:)` is
        // generic in the standard library and looks type metadata up on every call (a tenth
        // of a load, where each colorset's name and paths pass through here).
        if case let ascii?? = bytes.withContiguousStorageIfAvailable({ bytes in
            isASCII(UnsafeRawBufferPointer(bytes)) ? String(decoding: bytes, as: UTF8.self) : nil
        }) {
            return ascii
        }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var text = ""
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var pending = Array(bytes)[...]
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                pending = pending.dropFirst(encoded.count)
            case .error(let length):
                for byte in pending.prefix(length) {
                    text += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                }
                pending = pending.dropFirst(length)
            case .emptyInput:
                return text
            }
        }
    }
}

extension Collection where Element == UInt8 {
    /// True when the collection's last bytes are `suffix`'s UTF-8 (compared as bytes in place:
    /// through a `String.UTF8View` the comparison is generic, and ran for every folder entry).
    func ends(with suffix: String) -> Bool {
        var suffix = suffix
        return suffix.withUTF8 { suffix in
            guard count >= suffix.count else { return false }
            return withContiguousStorageIfAvailable { bytes in
                let start = bytes.count - suffix.count
                return suffix.indices.allSatisfy { bytes[start + $0] == suffix[$0] }
            } ?? dropFirst(count - suffix.count).elementsEqual(suffix)
        }
    }
}
