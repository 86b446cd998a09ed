/// Containers checked but not indexed: the values of members whose key the caller named.
///
/// A skipped container is scanned by the main loop's token rules, in its order and with its
/// errors, so a document is accepted or rejected, with the same error at the same offset,
/// whether or not it skips; the container becomes one node with no children.
extension JSONParser {
    /// Whether the value about to be parsed is a member whose key token is one of `skippedKeys`.
    var startsSkippedContainer: Bool {
        guard !skippedKeys.isEmpty, pendingKeyStart >= 0 else { return false }
        let key = UnsafeBufferPointer(rebasing: input[Int(pendingKeyStart)..<Int(pendingKeyEnd)])
        return skippedKeys.contains { $0.elementsEqual(key) }
    }

    /// Scans the container that opens at `position`, through its closing bracket.
    mutating func skipContainer() throws(JSONSyntaxError) {
        let count = input.count
        // The open containers, innermost last: true for an object.
        var objects: [Bool] = []
        scanning: while true {
            skipWhitespace()
            guard position < count else { throw error(.unexpectedEnd(expected: .value), at: position) }
            switch input[position] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard openContainers.count + objects.count < Self.depthLimit else {
                    throw error(.depthLimitExceeded(limit: Self.depthLimit), at: position)
                }
                let isObject = input[position] == UInt8(ascii: "{")
                objects.append(isObject)
                position += 1
                skipWhitespace()
                if position < count, input[position] == UInt8(ascii: isObject ? "}" : "]") {
                    position += 1
                    objects.removeLast()
                } else {
                    if isObject { try skipMemberKey() }
                    continue scanning
                }
            case UInt8(ascii: "\""):
                _ = try scanString()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try scanNumber()
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                _ = try scanLiteral()
            case let byte:
                throw unexpected(byte, at: position) { .expectedValue(found: $0) }
            }
            // After a value: separators and closing brackets, until the next value starts.
            while let isObject = objects.last {
                skipWhitespace()
                if try separatorOrClose(inObject: isObject) {
                    if isObject { try skipMemberKey() }
                    continue scanning
                }
                objects.removeLast()
            }
            return
        }
    }

    /// `"key" :`, read as `parseMemberKey` reads it, keeping nothing.
    private mutating func skipMemberKey() throws(JSONSyntaxError) {
        guard position < input.count else { throw error(.unexpectedEnd(expected: .key), at: position) }
        guard input[position] == UInt8(ascii: "\"") else {
            throw unexpected(input[position], at: position) { .expectedKey(found: $0) }
        }
        _ = try scanString()
        skipWhitespace()
        guard position < input.count else { throw error(.unexpectedEnd(expected: .colon), at: position) }
        guard input[position] == UInt8(ascii: ":") else {
            throw unexpected(input[position], at: position) { .expectedColon(found: $0) }
        }
        position += 1
    }
}
