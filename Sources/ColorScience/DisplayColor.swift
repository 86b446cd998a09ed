/// A color as an 8-bit sRGB terminal can show it: the rounded, clamped channels, the alpha, and
/// whether clamping changed anything.
public struct DisplayColor: Hashable, Sendable {
    /// How far outside 0...1 an encoded sRGB channel may go before the color counts as clipped:
    /// half an 8-bit step, so anything that still rounds to 0 or 255 is in gamut.
    public static let clipTolerance = 1.0 / 510

    public var rgb: RGB8
    /// True when the source color was outside the sRGB gamut (beyond `clipTolerance`) and was clamped.
    /// Beside `rgb`, so that both fit the word before `alpha`: 16 bytes rather than 24, and the
    /// same as an optional (checks keep tens of thousands).
    public var clipped: Bool
    /// Opacity in 0...1.
    public var alpha: Double

    public init(rgb: RGB8, alpha: Double = 1, clipped: Bool = false) {
        self.rgb = rgb
        self.alpha = alpha
        self.clipped = clipped
    }

    /// Encodes with the sRGB curve, then rounds `(v * 255).rounded()` and clamps to 0...255.
    /// Alpha is clamped to 0...1; NaN channels count as clipped and show as 0.
    public init(linearSRGB: LinearRGB, alpha: Double) {
        let encoded = TransferFunction.srgb.encoded(linearSRGB.vector)
        let channels = [encoded.x, encoded.y, encoded.z]
        let tolerance = Self.clipTolerance
        let clipped = channels.contains { !($0 >= -tolerance && $0 <= 1 + tolerance) }
        self.init(
            rgb: RGB8(rounding: encoded),
            alpha: alpha.isNaN ? 1 : min(max(alpha, 0), 1),
            clipped: clipped
        )
    }

    /// The shown channels as linear sRGB (8-bit values decoded with the sRGB curve).
    public var linearSRGB: LinearRGB {
        LinearRGB(red: Self.linearSteps[Int(rgb.red)], green: Self.linearSteps[Int(rgb.green)], blue: Self.linearSteps[Int(rgb.blue)])
    }

    /// The sRGB curve's value at each 8-bit step, worked out as `TransferFunction.srgb.linear`
    /// does for the step (so the same to the bit), and looked up rather than raised to a power
    /// each time: checks decode tens of thousands of colors.
    static let linearSteps: [Double] = (0...255).map { TransferFunction.srgb.linear(Double($0) / 255) }

    /// This color painted over `background`: Porter-Duff source-over in encoded sRGB (the way
    /// browsers and terminals blend), rounded to 8 bits. Over an opaque background the result is
    /// opaque; `clipped` is kept from either input.
    /// Alphas outside 0...1 are clamped first.
    public func composited(over background: DisplayColor) -> DisplayColor {
        let top = min(max(alpha, 0), 1), bottom = min(max(background.alpha, 0), 1)
        let outAlpha = top + bottom * (1 - top)
        let premultiplied = encoded * top + background.encoded * (bottom * (1 - top))
        let mixed = outAlpha > 0 ? premultiplied / outAlpha : SIMD3(repeating: 0)
        return DisplayColor(
            rgb: RGB8(rounding: mixed),
            alpha: outAlpha,
            clipped: clipped || background.clipped
        )
    }

    /// The channels as encoded sRGB in 0...1.
    var encoded: SIMD3<Double> {
        SIMD3(Double(rgb.red), Double(rgb.green), Double(rgb.blue)) / 255
    }
}

extension RGB8 {
    /// Encoded sRGB channels as bytes: `(v * 255).rounded()` clamped to 0...255; NaN gives 0.
    public init(rounding encoded: SIMD3<Double>) {
        func byte(_ value: Double) -> UInt8 {
            let scaled = (value * 255).rounded()
            return scaled.isNaN ? 0 : UInt8(min(max(scaled, 0), 255))
        }
        self.init(red: byte(encoded.x), green: byte(encoded.y), blue: byte(encoded.z))
    }
}

extension DisplayColor {
    /// The alpha as an 8-bit value: `(alpha * 255).rounded()`.
    public var alphaByte: UInt8 { UInt8((min(max(alpha, 0), 1) * 255).rounded()) }

    /// `#RRGGBB` when the color is opaque (its alpha rounds to 255), else `#RRGGBBAA`, so two
    /// colors that differ only in alpha never read the same.
    public var hexWithAlpha: String {
        let alpha = alphaByte
        guard alpha < 255 else { return rgb.hex }
        let text = String(alpha, radix: 16, uppercase: true)
        return rgb.hex + (alpha < 16 ? "0" + text : text)
    }
}

extension SpaceColor {
    /// `#RRGGBB` (`#RRGGBBAA` when translucent) of the channels in the color's own space, as
    /// Xcode's hex field shows them; `nil` for gray and extended spaces, which have no such hex,
    /// and for channels outside 0...1.
    public var hexInOwnSpace: String? {
        guard !space.isGray, !space.isExtended, channels.count == 3,
              channels.allSatisfy({ $0.isFinite && (0...1).contains($0) }) else { return nil }
        let rgb = RGB8(rounding: SIMD3(channels[0], channels[1], channels[2]))
        return DisplayColor(rgb: rgb, alpha: alpha.isFinite ? alpha : 1).hexWithAlpha
    }
}
