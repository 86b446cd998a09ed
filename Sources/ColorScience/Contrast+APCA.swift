import Foundation

/// APCA, the Accessible Perceptual Contrast Algorithm, version 0.0.98G-4g (the constants of
/// Myndex's `apca-w3` 0.1.9 reference, `APCAcontrast` and `sRGBtoY`).
extension Contrast {
    /// Signed lightness contrast Lc, roughly -108...106: positive for dark text on a light
    /// background, negative for light text on dark; 0 when the difference is below the clip.
    ///
    /// Translucent colors are flattened as in `wcagRatio`. Reference values (apca-w3):
    /// `#888` on `#fff` 63.06, `#fff` on `#888` -68.54, `#000` on `#fff` 106.04, `#fff` on `#000` -107.88.
    public static func apcaLc(text: DisplayColor, background: DisplayColor) -> Double {
        let (foreground, page) = flattened(text, on: background)
        return apcaLc(textLuminance: apcaLuminance(foreground.rgb), backgroundLuminance: apcaLuminance(page.rgb))
    }

    /// APCA's screen luminance Y of an opaque 8-bit sRGB color (a plain 2.4 power per channel, not
    /// the piecewise sRGB curve), for callers that measure one color against many.
    public static func apcaLuminance(_ rgb: RGB8) -> Double {
        APCA.sRco * APCA.steps[Int(rgb.red)] + APCA.sGco * APCA.steps[Int(rgb.green)] + APCA.sBco * APCA.steps[Int(rgb.blue)]
    }

    /// `apcaLuminance` of encoded sRGB channels in 0...1 that need not be whole 8-bit steps (a
    /// translucent color composited exactly).
    public static func apcaLuminance(encoded: SIMD3<Double>) -> Double {
        APCA.screenLuminance(encoded)
    }

    /// Lc from the text's and the background's `apcaLuminance`.
    public static func apcaLc(textLuminance: Double, backgroundLuminance: Double) -> Double {
        let textY = APCA.softClamped(textLuminance)
        let backgroundY = APCA.softClamped(backgroundLuminance)
        guard abs(backgroundY - textY) >= APCA.deltaYMin else { return 0 }

        if backgroundY > textY {
            // Normal polarity: dark text on a light background.
            let contrast = (pow(backgroundY, APCA.normBG) - pow(textY, APCA.normTXT)) * APCA.scaleBoW
            return contrast < APCA.loClip ? 0 : (contrast - APCA.loBoWoffset) * 100
        } else {
            // Reverse polarity: light text on a dark background.
            let contrast = (pow(backgroundY, APCA.revBG) - pow(textY, APCA.revTXT)) * APCA.scaleWoB
            return contrast > -APCA.loClip ? 0 : (contrast + APCA.loWoBoffset) * 100
        }
    }
}

/// The 0.0.98G-4g constants, named as in the reference implementation.
private enum APCA {
    static let mainTRC = 2.4
    static let sRco = 0.2126729, sGco = 0.7151522, sBco = 0.0721750
    static let normBG = 0.56, normTXT = 0.57, revTXT = 0.62, revBG = 0.65
    static let blkThrs = 0.022, blkClmp = 1.414
    static let scaleBoW = 1.14, scaleWoB = 1.14
    static let loBoWoffset = 0.027, loWoBoffset = 0.027
    static let deltaYMin = 0.0005, loClip = 0.1

    /// APCA's screen luminance: a plain 2.4 power per channel (not the piecewise sRGB curve).
    static func screenLuminance(_ encoded: SIMD3<Double>) -> Double {
        sRco * linear(encoded.x) + sGco * linear(encoded.y) + sBco * linear(encoded.z)
    }

    static func linear(_ value: Double) -> Double { pow(min(max(value, 0), 1), mainTRC) }

    /// `linear` of each 8-bit step, looked up for opaque 8-bit colors (the same to the bit).
    static let steps: [Double] = (0...255).map { linear(Double($0) / 255) }

    /// The soft clamp that lifts near-black luminance, modelling flare.
    static func softClamped(_ luminance: Double) -> Double {
        luminance > blkThrs ? luminance : luminance + pow(blkThrs - luminance, blkClmp)
    }
}
