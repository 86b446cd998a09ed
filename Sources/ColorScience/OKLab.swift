import Foundation

/// Björn Ottosson's OKLab perceptual space (https://bottosson.github.io/posts/oklab/).
///
/// `L` is lightness (0 black, 1 white); `a` is green–red and `b` blue–yellow. Euclidean distance
/// here approximates perceived difference. Conversions use the published forward matrices and accept
/// out-of-gamut linear sRGB (the cube root keeps its sign).
public struct OKLab: Hashable, Sendable {
    public var L: Double
    public var a: Double
    public var b: Double

    public init(L: Double, a: Double, b: Double) {
        self.L = L
        self.a = a
        self.b = b
    }

    public init(linearSRGB rgb: LinearRGB) {
        let lms = Self.linearSRGBToLMS * rgb.vector
        let root = SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z))
        let lab = Self.lmsRootToLab * root
        self.init(L: lab.x, a: lab.y, b: lab.z)
    }

    public var linearSRGB: LinearRGB {
        let root = Self.labToLMSRoot * SIMD3(L, a, b)
        return LinearRGB(Self.lmsToLinearSRGB * (root * root * root))
    }

    /// Euclidean distance: OKLab's ΔE.
    public func distance(to other: OKLab) -> Double {
        (SIMD3(L, a, b) - SIMD3(other.L, other.a, other.b)).squaredSum().squareRoot()
    }

    /// Squared distance, for ranking without the square root.
    func squaredDistance(to other: OKLab) -> Double {
        (SIMD3(L, a, b) - SIMD3(other.L, other.a, other.b)).squaredSum()
    }
}

extension OKLab {
    static let linearSRGBToLMS = Matrix3(
        SIMD3(0.4122214708, 0.5363325363, 0.0514459929),
        SIMD3(0.2119034982, 0.6806995451, 0.1073969566),
        SIMD3(0.0883024619, 0.2817188376, 0.6299787005)
    )
    static let lmsRootToLab = Matrix3(
        SIMD3(0.2104542553, 0.7936177850, -0.0040720468),
        SIMD3(1.9779984951, -2.4285922050, 0.4505937099),
        SIMD3(0.0259040371, 0.7827717662, -0.8086757660)
    )
    /// The inverses are the forward matrices inverted in double precision rather than the
    /// published 10-digit inverses (they agree to 1e-7), so a round trip is exact to ~1e-15
    /// and editing a color without changing it does not drift.
    static let labToLMSRoot = Matrix3(
        SIMD3(0.9999999984505196, 0.39633779217376774, 0.2158037580607588),
        SIMD3(1.0000000088817607, -0.10556134232365633, -0.0638541747717059),
        SIMD3(1.0000000546724108, -0.08948418209496574, -1.2914855378640917)
    )
    static let lmsToLinearSRGB = Matrix3(
        SIMD3(4.076741661347994, -3.3077115904081933, 0.23096992872942793),
        SIMD3(-1.2684380040921763, 2.6097574006633715, -0.3413193963102196),
        SIMD3(-0.004196086541837079, -0.7034186144594495, 1.7076147009309446)
    )
}

private extension SIMD3<Double> {
    func squaredSum() -> Double { (self * self).sum() }
}
