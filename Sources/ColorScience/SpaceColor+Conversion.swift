/// Conversions between a catalog color and linear sRGB, in both directions.
///
/// Per space, encoded channels `c` to linear sRGB:
/// - `srgb`, `extended-srgb`: the sRGB curve, sign-extended (`sign(c) * f(|c|)`).
/// - `display-p3`: the sRGB curve (sign-extended), then the linear P3-D65 → sRGB matrix.
/// - `extended-linear-srgb`: already linear.
/// - `gray-gamma-22`, `extended-gray`: `sign(w) * |w|^2.2` is the linear luminance of a neutral gray.
///   Apple defines extended gray as gray gamma 2.2 extended by sign; this module follows that.
///
/// The non-extended spaces use the sign-extended curves too, so out-of-range input converts
/// instead of failing; it only shows as `clipped` on display.
extension SpaceColor {
    /// Unclamped linear sRGB.
    public var linearSRGB: LinearRGB {
        let curve = space.transfer
        if space.isGray {
            return LinearRGB(gray: curve.linear(channel(0)))
        }
        let linear = curve.linear(SIMD3(channel(0), channel(1), channel(2)))
        switch space {
        case .displayP3:
            return LinearRGB(Matrix3.displayP3ToSRGB * linear)
        case .srgb, .extendedSRGB, .extendedLinearSRGB, .grayGamma22, .extendedGray:
            return LinearRGB(linear)
        }
    }

    /// The color `linearSRGB` expressed in `space`, unclamped: the inverse of `linearSRGB`.
    ///
    /// Gray spaces keep only the luminance (`LinearRGB.luminance`), so chromatic input loses its hue.
    public init(linearSRGB: LinearRGB, alpha: Double, in space: ColorSpace) {
        let curve = space.transfer
        let channels: [Double]
        if space.isGray {
            channels = [curve.encoded(linearSRGB.luminance)]
        } else {
            let linear = space == .displayP3 ? Matrix3.srgbToDisplayP3 * linearSRGB.vector : linearSRGB.vector
            let encoded = curve.encoded(linear)
            channels = [encoded.x, encoded.y, encoded.z]
        }
        self.init(space: space, channels: channels, alpha: alpha)
    }

    /// The same color expressed in another space, unclamped.
    public func converted(to target: ColorSpace) -> SpaceColor {
        target == space ? self : SpaceColor(linearSRGB: linearSRGB, alpha: alpha, in: target)
    }

    /// What an 8-bit sRGB terminal can show, flagged when the color had to be clipped.
    public var display: DisplayColor {
        // sRGB within range needs no round trip through linear light (the common case, and the
        // round trip could only add floating-point noise to the rounding).
        if space == .srgb || space == .extendedSRGB, channels.count == 3,
           channels.allSatisfy({ $0 >= 0 && $0 <= 1 }) {
            return DisplayColor(
                rgb: RGB8(red: Self.byte(channels[0]), green: Self.byte(channels[1]), blue: Self.byte(channels[2])),
                alpha: alpha.isNaN ? 1 : min(max(alpha, 0), 1),
                clipped: false)
        }
        return DisplayColor(linearSRGB: linearSRGB, alpha: alpha)
    }

    private static func byte(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
}
