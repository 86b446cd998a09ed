import ColorScience

/// How much contrast a pair needs: a WCAG 2.x level or ratio, or an APCA lightness contrast.
public enum ContrastTarget: Sendable, Hashable {
    /// `AA` (4.5), `AAA` (7) or `AA-large` (3).
    case level(WCAGLevel)
    /// A WCAG 2.x ratio in 1...21, written as a number (`4.5`, `4.5:1`).
    case ratio(Double)
    /// `Lc 60`: the APCA Lc's magnitude must reach this, whichever the polarity.
    case lc(Double)

    /// Reads `AA`, `AAA`, `AA-large` (any case, with `-`, `_` or a space), a ratio from 1 to 21
    /// (`4.5` or `4.5:1`), or `Lc` and a number from 1 to 110 (`Lc 60`, `Lc60`); `nil` otherwise.
    public init?(parsing text: String) {
        let trimmed = text.trimmingWhitespace
        let folded = String(trimmed.uppercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
        switch folded {
        case "AA": self = .level(.aa)
        case "AAA": self = .level(.aaa)
        case "AALARGE": self = .level(.aaLarge)
        default:
            if trimmed.uppercased().hasPrefix("LC") {
                guard let value = Double(String(trimmed.dropFirst(2)).trimmingWhitespace), value.isFinite,
                      (1...110).contains(value) else { return nil }
                self = .lc(value)
                return
            }
            let number = trimmed.hasSuffix(":1") ? String(trimmed.dropLast(2)) : trimmed
            guard let ratio = Double(number), ratio.isFinite, (1...21).contains(ratio) else { return nil }
            self = .ratio(ratio)
        }
    }

    /// The ratio a WCAG target needs; `nil` for an APCA target.
    public var minimumRatio: Double? {
        switch self {
        case .level(let level): level.minimumRatio
        case .ratio(let ratio): ratio
        case .lc: nil
        }
    }

    /// The Lc magnitude an APCA target needs; `nil` for a WCAG target.
    public var minimumLc: Double? {
        if case .lc(let value) = self { return value }
        return nil
    }

    /// As the file spells it: `AA`, `AA-large`, `4.5`, `Lc 60`.
    public var label: String {
        switch self {
        case .level(.aaLarge): "AA-large"
        case .level(let level): level.rawValue
        case .ratio(let ratio): Self.shortNumber(ratio)
        case .lc(let value): "Lc " + Self.shortNumber(value)
        }
    }

    /// The label with what it means: `AA (4.5:1)`, `4.5:1`, `Lc 60`.
    public var detailedLabel: String {
        switch self {
        case .level(let level): "\(label) (\(Self.shortNumber(level.minimumRatio)):1)"
        case .ratio: label + ":1"
        case .lc: label
        }
    }

    /// `4.5`, `7`, `3.25`: at most two decimals, no trailing zeros.
    static func shortNumber(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return "\(value)" }
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100, fraction = abs(hundredths % 100)
        if fraction == 0 { return String(whole) }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

private extension String {
    var trimmingWhitespace: String {
        // By index, Character by Character: reversing twice built the string a character at a time.
        func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }
        var start = startIndex, end = endIndex
        while start < end, isBlank(self[start]) { start = index(after: start) }
        while start < end, isBlank(self[index(before: end)]) { end = index(before: end) }
        return start == startIndex && end == endIndex ? self : String(self[start..<end])
    }
}
