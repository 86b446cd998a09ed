/// Mutations of `Contents.json` bytes, each aimed at a way a file can be hostile: damaged bytes,
/// spliced tokens, numbers too long or too large, deep nesting, invalid UTF-8, repeated keys and
/// entries.
struct Mutator {
    /// Other files to take tokens from.
    let donors: [[UInt8]]

    enum Kind: String, CaseIterable {
        case flipBit, insertByte, deleteRange, spliceToken, hugeNumber, strangeNumber, deepNesting, invalidUTF8,
             duplicateKey, repeatEntry, oddString, truncate
    }

    /// Mutations that change values but mostly keep the file valid JSON, so that the editing
    /// paths (`set`, the editor, saving) see the hostile values rather than a syntax error.
    static let gentle: [Kind] = [.hugeNumber, .strangeNumber, .oddString, .duplicateKey, .repeatEntry]

    /// `bytes` as they are (a quarter of the time: edits of valid files), with one or two gentle
    /// mutations (four in ten), or with one to four of any kind; returns them and their names.
    func mutated(_ bytes: [UInt8], using random: inout SeededRandom) -> (bytes: [UInt8], kinds: [Kind]) {
        var bytes = bytes
        var kinds: [Kind] = []
        let mode = Double.random(in: 0..<1, using: &random)
        let (count, choices) = mode < 0.25 ? (0, Kind.allCases) : mode < 0.65
            ? (Int.random(in: 1...2, using: &random), Self.gentle) : (Int.random(in: 1...4, using: &random), Kind.allCases)
        for _ in 0..<count {
            let kind = choices.randomElement(using: &random)!
            apply(kind, to: &bytes, using: &random)
            kinds.append(kind)
        }
        return (bytes, kinds)
    }

    private func apply(_ kind: Kind, to bytes: inout [UInt8], using random: inout SeededRandom) {
        let position = Int.random(in: 0...bytes.count, using: &random)
        switch kind {
        case .flipBit:
            guard !bytes.isEmpty else { return }
            bytes[min(position, bytes.count - 1)] ^= 1 << UInt8.random(in: 0..<8, using: &random)
        case .insertByte:
            let special = Array("{}[]\",:0123456789.eE-+\\ \n\tntf".utf8)
            let byte = random.chance(0.7) ? special.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
            bytes.insert(byte, at: position)
        case .deleteRange:
            let end = min(bytes.count, position + Int.random(in: 1...16, using: &random))
            bytes.removeSubrange(position..<end)
        case .spliceToken:
            let donor = donors.randomElement(using: &random) ?? bytes
            guard let token = Self.randomToken(in: donor, using: &random) else { return }
            if let target = Self.randomToken(in: bytes, using: &random), random.chance(0.5) {
                bytes.replaceSubrange(target, with: donor[token])
            } else {
                bytes.insert(contentsOf: donor[token], at: position)
            }
        case .hugeNumber:
            let length = [20, 70, 400, 5_000, 200_000, 2_000_000].randomElement(using: &random)!
            replaceValue(in: &bytes, with: Array(repeating: UInt8(ascii: "9"), count: length)
                + (random.chance(0.5) ? Array(".5".utf8) : []), quoted: random.chance(0.5), using: &random)
        case .strangeNumber:
            let text = ["1e400", "-1e400", "1e-400", "-0", "0.0000000000000000000000001", "nan", "NaN", "inf", "-inf",
                        "Infinity", "0x1p3", "1.7976931348623157e308", "-1", "256", "0xFFFFFFFFFF", "1.", ".5", "+1",
                        "9007199254740993", "0.30000000000000004"].randomElement(using: &random)!
            replaceValue(in: &bytes, with: Array(text.utf8), quoted: random.chance(0.5), using: &random)
        case .deepNesting:
            let depth = [100, 511, 512, 513, 5_000].randomElement(using: &random)!
            let (open, close) = random.chance(0.5) ? ("[", "]") : ("{\"a\":", "}")
            bytes.insert(contentsOf: Array(String(repeating: open, count: depth).utf8)
                + Array("1".utf8) + Array(String(repeating: close, count: random.chance(0.8) ? depth : depth / 2).utf8),
                at: position)
        case .invalidUTF8:
            let sequences: [[UInt8]] = [[0xC0, 0x80], [0xFF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80], [0]]
            bytes.insert(contentsOf: sequences.randomElement(using: &random)!, at: position)
        case .duplicateKey:
            let member = Array(["\"alpha\" : \"0.5\", ", "\"idiom\" : \"universal\", ", "\"red\" : \"0xFF\", ",
                                "\"colors\" : [], ", "\"components\" : {}, "].randomElement(using: &random)!.utf8)
            guard let brace = bytes.indices.filter({ bytes[$0] == UInt8(ascii: "{") }).randomElement(using: &random) else { return }
            let copies = [1, 2, 100, 5_000].randomElement(using: &random)!
            bytes.insert(contentsOf: Array([[UInt8]](repeating: member, count: copies).joined()), at: brace + 1)
        case .repeatEntry:
            let entry = Array(["{\"idiom\":\"universal\"},", "{\"idiom\":\"universal\",\"appearances\":[{\"appearance\":\"contrast\",\"value\":\"high\"}],\"color\":{\"color-space\":\"srgb\",\"components\":{\"red\":\"1\",\"green\":\"0\",\"blue\":\"0\",\"alpha\":\"1\"}}},"].randomElement(using: &random)!.utf8)
            guard let bracket = bytes.indices.filter({ bytes[$0] == UInt8(ascii: "[") }).randomElement(using: &random) else { return }
            let copies = [1, 20, 1_000, 20_000].randomElement(using: &random)!
            // One per line (as Xcode writes) or all on one: line-based work differs.
            let line = random.chance(0.5) ? entry + [0x0A] : entry
            bytes.insert(contentsOf: Array([[UInt8]](repeating: line, count: copies).joined()), at: bracket + 1)
        case .oddString:
            let text = ["\u{202E}evil", "\u{1B}[31mred", "\u{7F}", "\\u0000", "\\ud800", "é\u{301}", "🎨",
                        String(repeating: "x", count: 100_000), "\\\"", "extended-srgb", "display-p3", "gray-gamma-22",
                        "luminosity", "dark", "contrast", "high", "ipad", "\\u0041"].randomElement(using: &random)!
            replaceValue(in: &bytes, with: Array(text.utf8), quoted: true, using: &random)
        case .truncate:
            bytes.removeSubrange(position...)
        }
    }

    /// Replaces a random string or number token with `value` (quoted or raw).
    private func replaceValue(in bytes: inout [UInt8], with value: [UInt8], quoted: Bool, using random: inout SeededRandom) {
        let replacement = quoted ? [UInt8(ascii: "\"")] + value + [UInt8(ascii: "\"")] : value
        if let target = Self.randomToken(in: bytes, using: &random) {
            bytes.replaceSubrange(target, with: replacement)
        } else {
            bytes.insert(contentsOf: replacement, at: Int.random(in: 0...bytes.count, using: &random))
        }
    }

    /// The range of a random string (with its quotes) or number in `bytes`, found by a rough scan.
    static func randomToken(in bytes: [UInt8], using random: inout SeededRandom) -> Range<Int>? {
        guard !bytes.isEmpty else { return nil }
        let start = Int.random(in: 0..<bytes.count, using: &random)
        guard let first = bytes[start...].firstIndex(where: { $0 == UInt8(ascii: "\"") || ($0 >= 0x30 && $0 <= 0x39) }) else {
            return nil
        }
        if bytes[first] == UInt8(ascii: "\"") {
            guard let close = bytes[(first + 1)...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
            return first..<(close + 1)
        }
        let end = bytes[first...].firstIndex { !(($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".")) } ?? bytes.count
        return first..<end
    }
}
