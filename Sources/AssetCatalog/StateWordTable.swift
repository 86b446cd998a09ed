/// A vocabulary's words indexed for matching at the end of a name: every colorset name is asked,
/// so the lookup must rule most names out at once.
///
/// Words are kept lower-cased, as bytes, in one bucket per last letter (a name ending in a letter
/// no word ends in is ruled out by one array read), longest first within the bucket so that
/// `mouseOver` wins over `over`. A candidate is compared from its last byte backwards, where
/// names sharing an ending usually differ soonest.
struct StateWordTable: Sendable {
    struct Word: Sendable {
        /// Lower-cased ASCII, or the word's bytes as written where they are not ASCII letters.
        var bytes: [UInt8]
        /// The word's state, as an index into the vocabulary's entries.
        var entry: Int
    }

    /// Indexed by the folded last byte of the word; 128 buckets, words with a non-ASCII last byte
    /// in the last one (compared in full).
    private var buckets: [[Word]]

    init(_ entries: [StateVocabulary.Entry]) {
        buckets = Array(repeating: [], count: 129)
        for (index, entry) in entries.enumerated() {
            for word in entry.words {
                let bytes = word.utf8.map(Self.folded)
                guard let last = bytes.last else { continue }
                buckets[Self.bucket(last)].append(Word(bytes: bytes, entry: index))
            }
        }
        for index in buckets.indices {
            buckets[index].sort { $0.bytes.count > $1.bytes.count }
        }
    }

    /// The words that could end at a byte `last` (folded or not), longest first.
    func words(endingIn last: UInt8) -> [Word] {
        buckets[Self.bucket(Self.folded(last))]
    }

    private static func bucket(_ folded: UInt8) -> Int {
        folded < 128 ? Int(folded) : 128
    }

    /// An ASCII upper-case letter lower-cased; every other byte as it is. No other byte folds onto
    /// a letter, so comparing folded bytes is comparing ASCII letters in any case.
    @inline(__always)
    static func folded(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }

    /// Whether `bytes[start...]` begins with `word` (already folded), in any ASCII case.
    @inline(__always)
    static func spells(_ word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        var offset = word.count - 1
        while offset >= 0 {
            if folded(bytes[start + offset]) != word[offset] { return false }
            offset -= 1
        }
        return true
    }
}
