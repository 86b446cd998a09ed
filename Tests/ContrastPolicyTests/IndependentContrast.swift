import Foundation

/// WCAG 2.x contrast and APCA Lc written again from their specifications' text, sharing no code
/// with ColorScience, to check the policy's measurements against.
///
/// - WCAG 2.x "relative luminance": each 8-bit channel over 255, `c / 12.92` at or below 0.03928,
///   else `((c + 0.055) / 1.055) ^ 2.4`; `L = 0.2126 R + 0.7152 G + 0.0722 B`; ratio
///   `(L1 + 0.05) / (L2 + 0.05)` with the lighter first.
/// - APCA 0.0.98G-4g, "The Plain English Steps" of Myndex/SAPC-APCA documentation/README.md:
///   `Y = sum(coefficient * (channel / 255) ^ 2.4)` with 0.2126729, 0.7151522, 0.0721750; a Y
///   below 0.022 becomes `Y + (0.022 - Y) ^ 1.414`; dark text on light is
///   `(Ybg ^ 0.56 - Ytext ^ 0.57) * 1.14`, light on dark `(Ybg ^ 0.65 - Ytext ^ 0.62) * 1.14`;
///   below 0.1 in magnitude it is 0, else 0.027 comes off the magnitude and the result is times 100.
///   (A Y difference under 0.0005 is 0 too.)
/// - Alpha: source-over in encoded sRGB, `top * a + bottom * (1 - a)` per channel (on the 0...255
///   scale, not rounded).
enum IndependentContrast {
    /// Encoded sRGB channels on the 0...255 scale; whole numbers for a color from a hex.
    typealias RGB = (Double, Double, Double)

    static func over(_ top: RGB, alpha: Double, _ bottom: RGB) -> RGB {
        func mix(_ a: Double, _ b: Double) -> Double { a * alpha + b * (1 - alpha) }
        return (mix(top.0, bottom.0), mix(top.1, bottom.1), mix(top.2, bottom.2))
    }

    static func luminance(_ color: RGB) -> Double {
        func channel(_ value: Double) -> Double {
            let c = value / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(color.0) + 0.7152 * channel(color.1) + 0.0722 * channel(color.2)
    }

    static func ratio(_ first: RGB, _ second: RGB) -> Double {
        let a = luminance(first), b = luminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    static func lc(text: RGB, background: RGB) -> Double {
        func screenY(_ color: RGB) -> Double {
            let y = 0.2126729 * pow(color.0 / 255, 2.4) + 0.7151522 * pow(color.1 / 255, 2.4) + 0.0721750 * pow(color.2 / 255, 2.4)
            return y < 0.022 ? y + pow(0.022 - y, 1.414) : y
        }
        let textY = screenY(text), backgroundY = screenY(background)
        guard abs(backgroundY - textY) >= 0.0005 else { return 0 }
        if backgroundY > textY {
            let contrast = (pow(backgroundY, 0.56) - pow(textY, 0.57)) * 1.14
            return contrast < 0.1 ? 0 : (contrast - 0.027) * 100
        }
        let contrast = (pow(backgroundY, 0.65) - pow(textY, 0.62)) * 1.14
        return contrast > -0.1 ? 0 : (contrast + 0.027) * 100
    }

    static func rgb(hex: String) -> (RGB, alpha: Double) {
        let digits = Array(hex.dropFirst())
        func byte(_ offset: Int) -> Double { Double(Int(String(digits[offset..<offset + 2]), radix: 16)!) }
        // Alpha as the test catalog writes it: three decimals.
        let alpha = digits.count == 8 ? (byte(6) / 255 * 1000).rounded() / 1000 : 1
        return ((byte(0), byte(2), byte(4)), alpha)
    }
}
