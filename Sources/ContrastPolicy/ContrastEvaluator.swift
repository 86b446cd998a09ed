import AssetCatalog
import ColorScience
import PaletteConfig

/// Measures pairs in every appearance on the colors each resolves to there.
///
/// A translucent background is composited over the appearance's canvas (light for Light and HC
/// Light, dark for Dark and HC Dark), then a translucent foreground over that background, in
/// 8-bit sRGB as a screen blends them. WCAG 2.x ratio and APCA Lc are taken of the result.
public struct ContrastEvaluator: Sendable {
    public var workspace: Workspace
    public var canvas: ContrastSection.Canvas

    public init(workspace: Workspace, canvas: ContrastSection.Canvas = ContrastSection.Canvas()) {
        self.workspace = workspace
        self.canvas = canvas
    }

    /// The canvas under translucent backgrounds in `appearance`.
    public func canvas(in appearance: Appearance) -> DisplayColor {
        DisplayColor(rgb: appearance.luminosity == .dark ? canvas.dark : canvas.light)
    }

    /// Every pair in every appearance, pair by pair, appearances in `Appearance.allCases` order.
    public func measure(_ pairs: [ContrastPair], appearances: [Appearance] = Appearance.allCases) -> [ContrastMeasurement] {
        var resolved = ResolvedCache(workspace: workspace)
        var found: [ContrastMeasurement] = []
        found.reserveCapacity(pairs.count * appearances.count)
        for pair in pairs {
            let idioms = Self.idioms(of: pair, in: workspace)
            for appearance in appearances {
                if idioms.isEmpty {
                    found.append(measure(pair, appearance: appearance, idiom: nil, resolved: &resolved))
                    continue
                }
                // One measurement per idiom whose slots differ from those of an idiom already measured.
                var seen: [(Int?, Int?)] = []
                let start = found.count
                for idiom in idioms {
                    let measurement = measure(pair, appearance: appearance, idiom: idiom, resolved: &resolved)
                    let slots = (measurement.foreground.variant, measurement.background.variant)
                    guard !seen.contains(where: { $0 == slots }) else { continue }
                    seen.append(slots)
                    found.append(measurement)
                }
                if found.count == start + 1 { found[start].idiom = nil }
            }
        }
        return found
    }

    /// One pair in one appearance.
    public func measure(_ pair: ContrastPair, appearance: Appearance, idiom: String? = nil) -> ContrastMeasurement {
        var resolved = ResolvedCache(workspace: workspace)
        return measure(pair, appearance: appearance, idiom: idiom, resolved: &resolved)
    }

    private func measure(_ pair: ContrastPair, appearance: Appearance, idiom: String?,
                         resolved: inout ResolvedCache) -> ContrastMeasurement {
        let text = resolved.color(pair.foreground, appearance: appearance, idiom: idiom)
        let page = resolved.color(pair.background, appearance: appearance, idiom: idiom)
        var measurement = ContrastMeasurement(
            pair: pair, appearance: appearance, idiom: idiom,
            foreground: .init(variant: text?.resolution.variant.index, isFallback: text?.resolution.isFallback ?? false,
                              color: text?.display, seen: nil),
            background: .init(variant: page?.resolution.variant.index, isFallback: page?.resolution.isFallback ?? false,
                              color: page?.display, seen: nil))
        guard let foreground = text?.display, let background = page?.display else { return measurement }
        let seen = Self.seen(foreground: foreground, background: background, canvas: canvas(in: appearance))
        measurement.foreground.seen = seen.foreground
        measurement.background.seen = seen.background
        measurement.ratio = Contrast.wcagRatio(seen.foreground, on: seen.background)
        measurement.lc = Contrast.apcaLc(text: seen.foreground, background: seen.background)
        return measurement
    }

    /// The opaque colors a viewer sees: the background over the canvas, the foreground over that.
    public static func seen(foreground: DisplayColor, background: DisplayColor, canvas: DisplayColor)
        -> (foreground: DisplayColor, background: DisplayColor) {
        let page = background.alpha < 1 ? background.composited(over: canvas) : background
        let text = foreground.alpha < 1 ? foreground.composited(over: page) : foreground
        return (text, page)
    }

    /// The idioms to measure a pair in: empty when both sides' slots are for one idiom (or universal).
    static func idioms(of pair: ContrastPair, in workspace: Workspace) -> [String] {
        var present = Set<String>()
        for location in [pair.foreground, pair.background] {
            for variant in workspace.colorSet(at: location).variants where variant.hasColor { present.insert(variant.traits.idiom) }
        }
        guard present.count > 1 else { return [] }
        return xcodeIdiomOrder.filter(present.contains) + present.subtracting(xcodeIdiomOrder).sorted()
    }
}

/// Resolved colors by colorset and appearance, so a colorset in many pairs is resolved once per
/// appearance.
struct ResolvedCache {
    let workspace: Workspace
    private var colors: [Key: ResolvedColor?] = [:]

    private struct Key: Hashable {
        var location: ColorSetLocation
        var appearance: Appearance
        var idiom: String?
    }

    init(workspace: Workspace) {
        self.workspace = workspace
    }

    mutating func color(_ location: ColorSetLocation, appearance: Appearance, idiom: String?) -> ResolvedColor? {
        let key = Key(location: location, appearance: appearance, idiom: idiom)
        if let known = colors[key] { return known }
        let color = workspace.colorSet(at: location).resolvedColor(TraitRequest(appearance: appearance, idiom: idiom))
        colors[key] = color
        return color
    }
}
