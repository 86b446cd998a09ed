/// A near name for a name no catalog defines: the same name in other case, else one edit away
/// (insert, delete, replace or swap two neighbours), `HighlightText` for `HIghlightText`.
struct NameSuggestion {
    private let names: [String]
    private let byLowercase: [String: String]

    init(names: Set<String>) {
        self.names = names.sorted()
        var byLowercase: [String: String] = [:]
        for name in self.names where byLowercase[name.lowercased()] == nil { byLowercase[name.lowercased()] = name }
        self.byLowercase = byLowercase
    }

    func suggestion(for name: String) -> String? {
        if let sameLetters = byLowercase[name.lowercased()] { return sameLetters }
        let target = Array(name.unicodeScalars)
        return names.first { candidate in
            let scalars = Array(candidate.unicodeScalars)
            return abs(scalars.count - target.count) <= 1 && Self.oneEditApart(scalars, target)
        }
    }

    static func oneEditApart(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
        if a.count == b.count {
            let differences = a.indices.filter { a[$0] != b[$0] }
            if differences.count == 1 { return true }
            if differences.count == 2, differences[1] == differences[0] + 1 {
                return a[differences[0]] == b[differences[1]] && a[differences[1]] == b[differences[0]]
            }
            return false
        }
        let (long, short) = a.count > b.count ? (a, b) : (b, a)
        guard long.count == short.count + 1 else { return false }
        var index = 0
        while index < short.count, long[index] == short[index] { index += 1 }
        return long[(index + 1)...].elementsEqual(short[index...])
    }
}
