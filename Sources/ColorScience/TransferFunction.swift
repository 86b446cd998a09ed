import Foundation

/// The tone curves between encoded channel values and linear light.
///
/// Every curve is extended to the whole real line as `sign(x) * f(|x|)`, the way Apple's extended
/// color spaces are defined; for values in 0...1 this is the plain curve.
enum TransferFunction: Sendable {
    /// The sRGB piecewise curve (IEC 61966-2-1), also used by Display P3.
    case srgb
    /// A pure power law, `x^gamma`.
    case gamma(Double)

    /// Linear light for an encoded value.
    func linear(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let value: Double
        switch self {
        case .srgb:
            value = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        case .gamma(let gamma):
            value = pow(magnitude, gamma)
        }
        return encoded < 0 ? -value : value
    }

    /// The encoded value for linear light; the inverse of `linear(_:)`.
    func encoded(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let value: Double
        switch self {
        case .srgb:
            value = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        case .gamma(let gamma):
            value = pow(magnitude, 1 / gamma)
        }
        return linear < 0 ? -value : value
    }

    func linear(_ encoded: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(linear(encoded.x), linear(encoded.y), linear(encoded.z))
    }

    func encoded(_ linear: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(encoded(linear.x), encoded(linear.y), encoded(linear.z))
    }
}
