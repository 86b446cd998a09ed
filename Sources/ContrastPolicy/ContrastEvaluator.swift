import AssetCatalog
import ColorScience
import LosslessJSON
import PaletteConfig

/// Measures pairs in every appearance on the colors each resolves to there.
///
/// A translucent background is composited over the appearance's canvas (light for Light and HC
/// Light, dark for Dark and HC Dark), then a translucent foreground over that background, in
/// encoded sRGB as a screen blends them (source-over), without rounding to 8 bits in between,
/// so that a value halfway between two steps cannot tip a figure. WCAG 2.x ratio and APCA Lc are
/// taken of the result; `seen` rounds it to 8 bits for showing.
public struct ContrastEvaluator: Sendable {
    public var workspace: Workspace
    public var canvas: ContrastSection.Canvas
    /// The color vision the pairs are seen with (`contrast --vision`): the colors a viewer sees
    /// are simulated (`ColorVision`) before they are measured.
    public var vision: ColorVision
    /// The workspace's colorsets already resolved (`check` has them); without it, each colorset a
    /// pair names is resolved when first measured.
    public var table: AppearanceTable?

    public init(workspace: Workspace, canvas: ContrastSection.Canvas = ContrastSection.Canvas(), vision: ColorVision = .normal,
                table: AppearanceTable? = nil) {
        self.workspace = workspace
        self.canvas = canvas
        self.vision = vision
        self.table = table
    }

    /// The canvas under translucent backgrounds in `appearance`.
    public func canvas(in appearance: Appearance) -> DisplayColor {
        DisplayColor(rgb: appearance.luminosity == .dark ? canvas.dark : canvas.light)
    }

    /// Every pair in every appearance, pair by pair, appearances in `Appearance.allCases` order.
    public func measure(_ pairs: some Collection<ContrastPair>, appearances: [Appearance] = Appearance.allCases)
        -> [ContrastMeasurement] {
        if let table { return measure(pairs, appearances: appearances, resolved: table) }
        return measure(pairs, appearances: appearances, resolved: ResolvedCache(workspace: workspace))
    }

    /// `measure(_:appearances:)` on the colorsets as `resolved` has them.
    private func measure(_ pairs: some Collection<ContrastPair>, appearances: [Appearance], resolved: some ResolvedColorSets)
        -> [ContrastMeasurement] {
        var resolved = resolved
        var found: [ContrastMeasurement] = []
        found.reserveCapacity(pairs.count * appearances.count)
        for pair in pairs {
            let foreground = resolved.index(of: pair.foreground), background = resolved.index(of: pair.background)
            let devices = resolved.devices(foreground, background)
            for appearance in appearances {
                if devices.isEmpty {
                    found.append(measure(pair, appearance: appearance, text: resolved.side(foreground, appearance),
                                         page: resolved.side(background, appearance)))
                    continue
                }
                // One measurement per idiom and gamut whose slots differ from those already measured;
                // an idiom or a gamut that all of them share is not named.
                var seen: [(Int?, Int?)] = []
                let start = found.count
                for device in devices {
                    let measurement = measure(pair, appearance: appearance, idiom: device.idiom, gamut: device.gamut)
                    let slots = (measurement.foreground.variant, measurement.background.variant)
                    guard !seen.contains(where: { $0 == slots }) else { continue }
                    seen.append(slots)
                    found.append(measurement)
                }
                let kept = found[start...]
                if Set(kept.map(\.idiom)).count == 1 { for index in kept.indices { found[index].idiom = nil } }
                if Set(kept.map(\.gamut)).count == 1 { for index in kept.indices { found[index].gamut = nil } }
            }
        }
        return found
    }

    /// One pair in one appearance (on one idiom and display gamut, when given).
    public func measure(_ pair: ContrastPair, appearance: Appearance, idiom: String? = nil,
                        gamut: DisplayGamut? = nil) -> ContrastMeasurement {
        let request = TraitRequest(appearance: appearance, idiom: idiom, gamut: gamut ?? .sRGB)
        var measurement = measure(pair, appearance: appearance,
                                  text: ResolvedSide(workspace.colorSet(at: pair.foreground).variants, request),
                                  page: ResolvedSide(workspace.colorSet(at: pair.background).variants, request))
        measurement.idiom = idiom
        measurement.gamut = gamut
        return measurement
    }

    private func measure(_ pair: ContrastPair, appearance: Appearance, text: ResolvedSide, page: ResolvedSide) -> ContrastMeasurement {
        var measurement = ContrastMeasurement(
            pair: pair, appearance: appearance, idiom: nil,
            foreground: .init(variant: text.variant, location: text.location, isFallback: text.isFallback, color: text.color, seen: nil),
            background: .init(variant: page.variant, location: page.location, isFallback: page.isFallback, color: page.color, seen: nil))
        guard let foreground = text.color, let background = page.color else {
            seeAlone(&measurement, canvas: canvas(in: appearance))
            return measurement
        }
        if vision != .normal {
            // As the deficiency sees them: the composited colors simulated, then measured.
            let seen = Self.exactlySeen(foreground: foreground, background: background, canvas: canvas(in: appearance))
            let simulated = (foreground: vision.simulate(encoded: seen.foreground), background: vision.simulate(encoded: seen.background))
            measurement.foreground.seen = DisplayColor(rgb: RGB8(rounding: simulated.foreground))
            measurement.background.seen = DisplayColor(rgb: RGB8(rounding: simulated.background))
            let text = Luminance(encoded: simulated.foreground), page = Luminance(encoded: simulated.background)
            measurement.ratio = Contrast.wcagRatio(luminance: text.wcag, page.wcag)
            measurement.lc = Contrast.apcaLc(textLuminance: text.apca, backgroundLuminance: page.apca)
            return measurement
        }
        if foreground.alpha >= 1, background.alpha >= 1 {
            // Both seen as resolved (what `seen` works out for opaque colors, without its
            // arithmetic): their luminances looked up from their 8-bit channels.
            measurement.foreground.seen = DisplayColor(rgb: foreground.rgb)
            measurement.background.seen = DisplayColor(rgb: background.rgb)
            let text = Luminance(foreground), page = Luminance(background)
            measurement.ratio = Contrast.wcagRatio(luminance: text.wcag, page.wcag)
            measurement.lc = Contrast.apcaLc(textLuminance: text.apca, backgroundLuminance: page.apca)
        } else {
            let seen = Self.seen(foreground: foreground, background: background, canvas: canvas(in: appearance))
            measurement.foreground.seen = seen.foreground
            measurement.background.seen = seen.background
            (measurement.ratio, measurement.lc) = Self.contrast(foreground: foreground, background: background,
                                                                canvas: canvas(in: appearance))
        }
        return measurement
    }

    /// WCAG ratio and APCA Lc of a pair as a viewer sees it: `exactlySeen`'s colors.
    public static func contrast(foreground: DisplayColor, background: DisplayColor, canvas: DisplayColor) -> (ratio: Double, lc: Double) {
        let seen = exactlySeen(foreground: foreground, background: background, canvas: canvas)
        let text = Luminance(encoded: seen.foreground), page = Luminance(encoded: seen.background)
        return (Contrast.wcagRatio(luminance: text.wcag, page.wcag), Contrast.apcaLc(textLuminance: text.apca, backgroundLuminance: page.apca))
    }

    /// The opaque colors a viewer sees, as encoded sRGB: the background over the canvas, the
    /// foreground over that (source-over, unrounded).
    public static func exactlySeen(foreground: DisplayColor, background: DisplayColor, canvas: DisplayColor)
        -> (foreground: SIMD3<Double>, background: SIMD3<Double>) {
        func encoded(_ color: DisplayColor) -> SIMD3<Double> {
            SIMD3(Double(color.rgb.red), Double(color.rgb.green), Double(color.rgb.blue)) / 255
        }
        let under = min(max(background.alpha, 0), 1), over = min(max(foreground.alpha, 0), 1)
        let page = encoded(background) * under + encoded(canvas) * (1 - under)
        return (encoded(foreground) * over + page * (1 - over), page)
    }

    /// `exactlySeen` rounded to 8 bits, for swatches and hex.
    public static func seen(foreground: DisplayColor, background: DisplayColor, canvas: DisplayColor)
        -> (foreground: DisplayColor, background: DisplayColor) {
        let seen = exactlySeen(foreground: foreground, background: background, canvas: canvas)
        return (shown(seen.foreground), shown(seen.background))
    }

    /// An encoded sRGB color rounded to 8 bits.
    private static func shown(_ encoded: SIMD3<Double>) -> DisplayColor {
        func byte(_ value: Double) -> UInt8 { UInt8(min(max((value * 255).rounded(), 0), 255)) }
        return DisplayColor(rgb: RGB8(red: byte(encoded.x), green: byte(encoded.y), blue: byte(encoded.z)))
    }

    /// The side a viewer still sees when the other has no color to show (an unmeasured pair):
    /// the background over the canvas; the foreground when it is opaque (a translucent one
    /// depends on what lies under it). Reports then show the one hex that is known.
    private func seeAlone(_ measurement: inout ContrastMeasurement, canvas: DisplayColor) {
        func seen(_ color: DisplayColor) -> DisplayColor {
            let encoded = Self.exactlySeen(foreground: color, background: canvas, canvas: canvas).foreground
            return Self.shown(vision == .normal ? encoded : vision.simulate(encoded: encoded))
        }
        if let background = measurement.background.color { measurement.background.seen = seen(background) }
        if let foreground = measurement.foreground.color, foreground.alpha >= 1 { measurement.foreground.seen = seen(foreground) }
    }
}

/// A color's WCAG relative luminance and APCA screen luminance.
struct Luminance: Sendable {
    var wcag: Double
    var apca: Double

    init(_ color: DisplayColor) {
        wcag = Contrast.relativeLuminance(color.rgb)
        apca = Contrast.apcaLuminance(color.rgb)
    }

    init(encoded: SIMD3<Double>) {
        wcag = Contrast.relativeLuminance(encoded: encoded)
        apca = Contrast.apcaLuminance(encoded: encoded)
    }
}

/// One side of a pair as an appearance resolves it: its slot, where that lies, and its color.
struct ResolvedSide: Sendable {
    var variant: Int?
    /// Where that slot starts in its file: findings at the slot are placed there.
    var location: JSONLocation?
    var isFallback = false
    var color: DisplayColor?

    /// How a colorset with `slots` (its `variants`) resolves for `request`, without copying the
    /// slot out; empty (no variant, no color) when no slot with a color matches. The slots, not
    /// the colorset: a colorset read in an array is a copy, all its parts retained. The request
    /// is borrowed: an initializer's arguments are otherwise handed over, copying its strings.
    init(_ slots: borrowing [ColorVariant], _ request: borrowing TraitRequest) {
        guard let slot = slots.resolvedSlot(request) else { return }
        variant = slots[slot.position].index
        location = slots[slot.position].location
        isFallback = slot.isFallback
        color = slots.display(ofSlot: slot.position, for: request.appearance)
    }

    /// How `appearance` shows a colorset with `slots` on the default device (universal, sRGB).
    init(_ slots: borrowing [ColorVariant], _ appearance: Appearance) {
        self.init(slots, TraitRequest(appearance: appearance))
    }

    /// A side that resolves to nothing.
    static let none = ResolvedSide()

    private init() {}
}
