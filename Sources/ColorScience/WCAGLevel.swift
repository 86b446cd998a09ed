/// The WCAG 2.x conformance level a contrast ratio reaches for text.
public enum WCAGLevel: String, Sendable, CaseIterable {
    case aaa = "AAA"
    case aa = "AA"
    case aaLarge = "AA Large"
    case fail = "fail"

    /// AAA at 7 or more, AA at 4.5, AA Large at 3, otherwise fail; the ratio is not rounded.
    public init(ratio: Double) {
        switch ratio {
        case 7...: self = .aaa
        case 4.5...: self = .aa
        case 3...: self = .aaLarge
        default: self = .fail
        }
    }

    /// The smallest ratio that reaches this level (0 for `fail`).
    public var minimumRatio: Double {
        switch self {
        case .aaa: 7
        case .aa: 4.5
        case .aaLarge: 3
        case .fail: 0
        }
    }
}
