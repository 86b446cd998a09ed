/// The iterative parser: one pass over the bytes, an explicit stack of open containers, no recursion.
struct JSONParser {
    /// The deepest nesting accepted, like Foundation's `JSONSerialization`.
    static let depthLimit = 512

    let input: UnsafeBufferPointer<UInt8>
    var position = 0
    var nodes: [JSONNodeRecord] = []
    /// Members whose key repeats an earlier key of the same object.
    var duplicateMembers: [Int] = []
    var openContainers: [Int] = []
    var pendingKeyStart: Int32 = -1
    var pendingKeyEnd: Int32 = -1
    var pendingKeyHasEscapes = false
    /// Keys (their tokens, quotes included) whose object and array values are checked but not
    /// indexed: see `JSONDocument.init(bytes:skippingContainersOf:)`.
    let skippedKeys: [[UInt8]]

    init(input: UnsafeBufferPointer<UInt8>, skippedKeys: [[UInt8]] = []) {
        self.input = input
        self.skippedKeys = skippedKeys
    }

    /// Parses the whole input into `nodes`.
    mutating func parseDocument() throws(JSONSyntaxError) {
        guard input.count < Int(Int32.max) else { throw error(.inputTooLarge, at: 0) }
        try rejectOtherEncodings()
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF { position = 3 }
        skipWhitespace()
        guard position < input.count else { throw error(.emptyDocument, at: position) }
        nodes.reserveCapacity(input.count / 16 + 4)
        openContainers.reserveCapacity(16)
        try parseValues()
    }

    /// The main loop: parse a value, then the separators after it, until the root closes.
    private mutating func parseValues() throws(JSONSyntaxError) {
        let count = input.count
        parsing: while true {
            skipWhitespace()
            guard position < count else { throw error(.unexpectedEnd(expected: .value), at: position) }
            switch input[position] {
            case UInt8(ascii: "{") where startsSkippedContainer, UInt8(ascii: "[") where startsSkippedContainer:
                let start = position
                try skipContainer()
                appendNode(input[start] == UInt8(ascii: "{") ? .object : .array, start: start, end: position, isSkipped: true)
            case UInt8(ascii: "{"):
                try openContainer(.object)
                skipWhitespace()
                if position < count, input[position] == UInt8(ascii: "}") {
                    position += 1
                    closeContainer()
                } else {
                    try parseMemberKey()
                    continue parsing
                }
            case UInt8(ascii: "["):
                try openContainer(.array)
                skipWhitespace()
                if position < count, input[position] == UInt8(ascii: "]") {
                    position += 1
                    closeContainer()
                } else {
                    continue parsing
                }
            case UInt8(ascii: "\""):
                let start = position
                let hasEscapes = try scanString()
                appendNode(.string, start: start, end: position, hasEscapes: hasEscapes)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = position
                try scanNumber()
                appendNode(.number, start: start, end: position)
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                let start = position
                let kind = try scanLiteral()
                appendNode(kind, start: start, end: position)
            case let byte:
                throw unexpected(byte, at: position) { .expectedValue(found: $0) }
            }
            // After a value: separators and closing brackets, until the next value starts.
            while true {
                skipWhitespace()
                guard let top = openContainers.last else {
                    guard position == count else {
                        throw unexpected(input[position], at: position) { .trailingContent(found: $0) }
                    }
                    return
                }
                let isObject = nodes[top].kind == .object
                if try separatorOrClose(inObject: isObject) {
                    if isObject { try parseMemberKey() }
                    continue parsing
                }
                closeContainer()
            }
        }
    }

    /// After a value in a container (whitespace skipped): `true` past a `,` and the whitespace
    /// after it (a value or key follows), `false` past the closing bracket. Shared by the parse
    /// and `skipContainer`, inlined into both loops.
    @inline(__always)
    mutating func separatorOrClose(inObject isObject: Bool) throws(JSONSyntaxError) -> Bool {
        guard position < input.count else {
            throw error(.unexpectedEnd(expected: isObject ? .commaOrBrace : .commaOrBracket), at: position)
        }
        let byte = input[position]
        if byte == UInt8(ascii: ",") {
            let comma = position
            position += 1
            skipWhitespace()
            if position < input.count, input[position] == UInt8(ascii: isObject ? "}" : "]") {
                throw error(.trailingComma(inObject: isObject), at: comma)
            }
            return true
        }
        guard byte == UInt8(ascii: isObject ? "}" : "]") else {
            throw unexpected(byte, at: position) {
                isObject ? .expectedCommaOrBrace(found: $0) : .expectedCommaOrBracket(found: $0)
            }
        }
        position += 1
        return false
    }

    /// Parses `"key" :` at `position` (whitespace already skipped) and keeps the key for the next node.
    private mutating func parseMemberKey() throws(JSONSyntaxError) {
        guard position < input.count else { throw error(.unexpectedEnd(expected: .key), at: position) }
        guard input[position] == UInt8(ascii: "\"") else {
            throw unexpected(input[position], at: position) { .expectedKey(found: $0) }
        }
        let keyStart = position
        pendingKeyHasEscapes = try scanString()
        pendingKeyStart = Int32(keyStart)
        pendingKeyEnd = Int32(position)
        skipWhitespace()
        guard position < input.count else { throw error(.unexpectedEnd(expected: .colon), at: position) }
        guard input[position] == UInt8(ascii: ":") else {
            throw unexpected(input[position], at: position) { .expectedColon(found: $0) }
        }
        position += 1
    }

    @inline(__always)
    private mutating func appendNode(_ kind: JSONKind, start: Int, end: Int, hasEscapes: Bool = false, isSkipped: Bool = false) {
        let parent = openContainers.last ?? -1
        nodes.append(JSONNodeRecord(
            kind: kind, hasEscapes: hasEscapes, keyHasEscapes: pendingKeyHasEscapes, isSkipped: isSkipped,
            start: Int32(start), end: Int32(end), keyStart: pendingKeyStart, keyEnd: pendingKeyEnd,
            parent: Int32(parent), descendantCount: 0, childCount: 0
        ))
        pendingKeyStart = -1
        pendingKeyEnd = -1
        pendingKeyHasEscapes = false
        if parent >= 0 { nodes[parent].childCount += 1 }
    }

    private mutating func openContainer(_ kind: JSONKind) throws(JSONSyntaxError) {
        guard openContainers.count < Self.depthLimit else {
            throw error(.depthLimitExceeded(limit: Self.depthLimit), at: position)
        }
        appendNode(kind, start: position, end: -1)
        openContainers.append(nodes.count - 1)
        position += 1
    }

    private mutating func closeContainer() {
        guard let index = openContainers.popLast() else { return }
        nodes[index].end = Int32(position)
        nodes[index].descendantCount = Int32(nodes.count - index - 1)
        if nodes[index].kind == .object, nodes[index].childCount >= 2 { findDuplicateKeys(inObject: index) }
    }

    @inline(__always)
    mutating func skipWhitespace() {
        let count = input.count
        while position < count {
            switch input[position] {
            case 0x20:
                position += 1
                // Indentation comes in runs of spaces: measure them eight bytes at a time.
                while position + 8 <= count {
                    let word = UInt64(littleEndian: UnsafeRawPointer(input.baseAddress! + position).loadUnaligned(as: UInt64.self))
                    let others = word ^ 0x2020_2020_2020_2020
                    if others != 0 {
                        position += others.trailingZeroBitCount / 8
                        break
                    }
                    position += 8
                }
            case 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    func error(_ reason: JSONSyntaxError.Reason, at offset: Int) -> JSONSyntaxError {
        JSONSyntaxError(location: .of(offset: offset, in: input), offset: offset, reason: reason)
    }

    /// The error for an unexpected `byte`, unless the byte itself is NUL or starts invalid UTF-8.
    func unexpected(
        _ byte: UInt8, at offset: Int, _ reason: (UInt8) -> JSONSyntaxError.Reason
    ) -> JSONSyntaxError {
        if byte == 0 { return error(.nulByte, at: offset) }
        if byte >= 0x80, UTF8Validation.sequenceEnd(in: input, at: offset) == nil {
            return error(.invalidUTF8, at: offset)
        }
        return error(reason(byte), at: offset)
    }
}
