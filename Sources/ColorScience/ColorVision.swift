/// How a color looks with a color-vision deficiency (issue 13).
///
/// Protanopia, deuteranopia and tritanopia use the full-severity (1.0) matrices of Machado,
/// Oliveira and Fernandes, "A Physiologically-based Model for Simulation of Color Vision
/// Deficiency", IEEE TVCG 15(6), 2009, applied to linear sRGB as their supplementary data
/// gives them. Achromatopsia (no cone vision, which Machado et al. do not model) keeps only the
/// relative luminance Y (WCAG's coefficients) in every channel. A result is clamped to 0...1.
public enum ColorVision: String, CaseIterable, Sendable {
    case normal, protanopia, deuteranopia, tritanopia, achromatopsia

    /// The 3x3 map on linear sRGB, row-major; identity for `normal`.
    public var matrix: [[Double]] {
        switch self {
        case .normal: [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
        case .protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
        case .deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
        case .tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
        case .achromatopsia: Array(repeating: [0.2126, 0.7152, 0.0722], count: 3)
        }
    }

    /// `linear` as seen with this vision, clamped to 0...1.
    public func simulate(_ linear: LinearRGB) -> LinearRGB {
        guard self != .normal else { return linear }
        let seen = Self.matrices[Self.allCases.firstIndex(of: self)!] * linear.vector
        return LinearRGB(seen.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1)))
    }

    /// `matrix` of each case, in `allCases` order, built once (not once per color simulated).
    private static let matrices = allCases.map { vision in
        let rows = vision.matrix.map { SIMD3($0[0], $0[1], $0[2]) }
        return Matrix3(rows[0], rows[1], rows[2])
    }

    /// The OKLab form of encoded sRGB channels, and of the same as each of `visions` sees them
    /// (`simulate(encoded:)`), with the channels decoded once rather than once per vision.
    public static func okLabs(encoded: SIMD3<Double>, visions: [ColorVision]) -> (normal: OKLab, seen: [OKLab]) {
        okLabs(linear: LinearRGB(TransferFunction.srgb.linear(encoded)), visions: visions)
    }

    /// The same for channels already decoded (an opaque 8-bit color's `linearSRGB`, looked up).
    public static func okLabs(linear: LinearRGB, visions: [ColorVision]) -> (normal: OKLab, seen: [OKLab]) {
        (OKLab(linearSRGB: linear), visions.map { vision in
            vision == .normal ? OKLab(linearSRGB: linear)
                : OKLab(encodedSRGB: TransferFunction.srgb.encoded(vision.simulate(linear).vector))
        })
    }

    /// `color` as seen with this vision: its 8-bit channels decoded, simulated, encoded again;
    /// alpha and the clip flag kept.
    public func simulate(_ color: DisplayColor) -> DisplayColor {
        guard self != .normal else { return color }
        var seen = DisplayColor(linearSRGB: simulate(color.linearSRGB), alpha: color.alpha)
        seen.clipped = color.clipped
        return seen
    }

    /// Encoded sRGB channels in 0...1 (unrounded, as a measurement composites them) as seen with this vision.
    public func simulate(encoded: SIMD3<Double>) -> SIMD3<Double> {
        guard self != .normal else { return encoded }
        return TransferFunction.srgb.encoded(simulate(LinearRGB(TransferFunction.srgb.linear(encoded))).vector)
    }

    /// `rgb` as seen with this vision.
    public func simulate(_ rgb: RGB8) -> RGB8 {
        self == .normal ? rgb : simulate(DisplayColor(rgb: rgb)).rgb
    }

    /// The next mode in the cycle normal → protanopia → … → achromatopsia → normal.
    public var next: ColorVision {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// How the status bar and reports name it.
    public var label: String { rawValue }

    /// How it is simulated, for messages: `Machado et al. 2009`, or `luminance only`.
    public var method: String {
        switch self {
        case .normal: "none"
        case .protanopia, .deuteranopia, .tritanopia: "Machado et al. 2009"
        case .achromatopsia: "luminance only"
        }
    }
}

extension OKLab {
    /// The OKLab form of encoded sRGB channels (unrounded, possibly composited).
    public init(encodedSRGB encoded: SIMD3<Double>) {
        self.init(linearSRGB: LinearRGB(TransferFunction.srgb.linear(encoded)))
    }
}
