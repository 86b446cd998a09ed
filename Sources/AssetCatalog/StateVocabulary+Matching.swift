/// A colorset name split into the control it belongs to and the state it is.
struct StateSuffix: Equatable, Sendable {
    /// The name without the state word: `FireButtonRed` for `FireButtonRedHoverColor`.
    var stem: String
    var state: ViewState
    /// A `Color`/`Colour` word after the state word, as written with its separator (`Color`,
    /// `-color`); the control's normal member may carry it too (`OnboardingActionButtonColor`).
    var colorWord: String?
}

extension StateVocabulary {
    /// The state `word` names, the whole of it, in any ASCII case: the folder convention's test.
    public func state(named word: some StringProtocol) -> ViewState? {
        var text = String(word)
        return text.withUTF8 { bytes -> ViewState? in
            guard let last = bytes.last else { return nil }
            let match = table.words(endingIn: last).first { candidate in
                candidate.bytes.count == bytes.count && StateWordTable.spells(candidate.bytes, in: bytes, at: 0)
            }
            return match.map { entries[$0.entry].state }
        }
    }

    /// `name` split at a state word that is its last word, optionally followed by `Color` or
    /// `Colour`: after `.`, `-` or `_`, or in camelCase (an upper-case first letter after a
    /// lower-case letter or a digit). A state word inside the name never splits it
    /// (`InactiveSearchBarBackground`), and a bare state word does not (that is the folder
    /// convention).
    func split(_ name: String) -> StateSuffix? {
        var text = name
        return text.withUTF8 { bytes -> StateSuffix? in
            var end = bytes.count
            var found = stateWord(in: bytes, endingAt: end)
            if found == nil, let colorStart = Self.colorWordStart(in: bytes) {
                end = colorStart
                found = stateWord(in: bytes, endingAt: end)
            }
            guard let found else { return nil }
            let stem = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<found.stemEnd]), as: UTF8.self)
            let colorWord = end < bytes.count
                ? String(decoding: UnsafeBufferPointer(rebasing: bytes[end...]), as: UTF8.self) : nil
            return StateSuffix(stem: stem, state: entries[found.entry].state, colorWord: colorWord)
        }
    }

    /// The longest state word ending at `end` on a word boundary, with where the stem ends (before
    /// a separator, if any).
    private func stateWord(in bytes: UnsafeBufferPointer<UInt8>, endingAt end: Int) -> (stemEnd: Int, entry: Int)? {
        guard end > 1 else { return nil }
        for word in table.words(endingIn: bytes[end - 1]) {
            let start = end - word.bytes.count
            guard start > 0, StateWordTable.spells(word.bytes, in: bytes, at: start) else { continue }
            if let stemEnd = Self.stemEnd(in: bytes, wordStart: start) { return (stemEnd, word.entry) }
        }
        return nil
    }

    /// Where `Color` or `Colour` starts as the name's last word (at its separator, if any).
    private static func colorWordStart(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let last = bytes.last, StateWordTable.folded(last) == UInt8(ascii: "r") else { return nil }
        for word in colorWords {
            let start = bytes.count - word.count
            guard start > 0, StateWordTable.spells(word, in: bytes, at: start) else { continue }
            return stemEnd(in: bytes, wordStart: start)
        }
        return nil
    }

    private static let colorWords: [[UInt8]] = [Array("colour".utf8), Array("color".utf8)]

    /// The end of the stem before a word starting at `wordStart`, if a word boundary is there:
    /// a separator with something before it, or a camelCase hump.
    private static func stemEnd(in bytes: UnsafeBufferPointer<UInt8>, wordStart: Int) -> Int? {
        let before = bytes[wordStart - 1]
        if before == UInt8(ascii: ".") || before == UInt8(ascii: "-") || before == UInt8(ascii: "_") {
            return wordStart > 1 ? wordStart - 1 : nil
        }
        guard bytes[wordStart] &- 0x41 < 26 else { return nil }
        if before &- 0x61 < 26 || before &- 0x30 < 10 { return wordStart }
        guard before >= 0x80 else { return nil }
        // A non-ASCII letter before the hump: ask Unicode whether it is lower-case.
        let stem = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<wordStart]), as: UTF8.self)
        guard let character = stem.last, character.isLowercase || character.isNumber else { return nil }
        return wordStart
    }
}
