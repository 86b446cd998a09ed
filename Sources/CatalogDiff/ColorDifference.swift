/// How large a color change looks, by its OKLab distance (ΔE).
///
/// OKLab puts black and white 1 apart. A just noticeable difference is about 0.02 (CSS Color 4
/// uses that for gamut mapping), one 8-bit step of a channel is 0.001-0.005, and ten steps of a
/// mid gray are 0.035. An alpha change counts as a distance of its size.
public enum ColorDifference: String, Sendable, CaseIterable, Comparable {
    /// ΔE below 0.02: below what anyone can see.
    case imperceptible
    /// ΔE from 0.02 up to 0.06: visible side by side, easy to miss on its own.
    case subtle
    /// ΔE of 0.06 or more: visible at a glance.
    case clear

    /// Where `subtle` starts.
    public static let subtleThreshold = 0.02
    /// Where `clear` starts.
    public static let clearThreshold = 0.06

    public init(deltaE: Double, alphaChange: Double = 0) {
        let size = max(deltaE, alphaChange)
        self = size < Self.subtleThreshold ? .imperceptible : size < Self.clearThreshold ? .subtle : .clear
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
