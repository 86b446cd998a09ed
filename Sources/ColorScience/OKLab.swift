import Foundation

/// Björn Ottosson's OKLab perceptual space (https://bottosson.github.io/posts/oklab/).
///
/// `L` is lightness (0 black, 1 white); `a` is green–red and `b` blue–yellow. Euclidean distance
/// here approximates perceived difference. Conversions use the published matrices and accept
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
    static let labToLMSRoot = Matrix3(
        SIMD3(1, 0.3963377774, 0.2158037573),
        SIMD3(1, -0.1055613458, -0.0638541728),
        SIMD3(1, -0.0894841775, -1.2914855480)
    )
    static let lmsToLinearSRGB = Matrix3(
        SIMD3(4.0767416621, -3.3077115913, 0.2309699292),
        SIMD3(-1.2684380046, 2.6097574011, -0.3413193965),
        SIMD3(-0.0041960863, -0.7034186147, 1.7076147010)
    )
}

private extension SIMD3<Double> {
    func squaredSum() -> Double { (self * self).sum() }
}
