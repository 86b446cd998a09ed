/// Linear-light sRGB (D65), unclamped: the hub every conversion in this module passes through.
///
/// Components outside 0...1 are colors outside the sRGB gamut (or brighter than its white).
public struct LinearRGB: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double

    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The same value for all three channels: a neutral gray of that linear luminance.
    public init(gray: Double) {
        self.init(red: gray, green: gray, blue: gray)
    }

    /// Relative luminance Y with the coefficients WCAG 2.x defines (0.2126, 0.7152, 0.0722).
    public var luminance: Double {
        0.2126 * red + 0.7152 * green + 0.0722 * blue
    }

    /// True when every channel lies in 0...1 within `tolerance`.
    public func isInSRGBGamut(tolerance: Double = 1e-9) -> Bool {
        [red, green, blue].allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
    }

    init(_ vector: SIMD3<Double>) {
        self.init(red: vector.x, green: vector.y, blue: vector.z)
    }

    var vector: SIMD3<Double> { SIMD3(red, green, blue) }
}
