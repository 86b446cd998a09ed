import ColorScience

/// What a colorset looks like for a request: the slot used and its color on an sRGB display.
public struct ResolvedColor: Hashable, Sendable {
    public var resolution: Resolution
    /// `nil` for a system reference palette does not know; show it by name.
    public var display: DisplayColor?

    /// The system color the slot refers to, if it is a reference.
    public var reference: SystemReference? {
        if case .reference(let reference)? = resolution.variant.color { return reference }
        return nil
    }

    /// The slot's components, when it has them (not a system reference).
    public var componentColor: ComponentColor? {
        if case .components(let color)? = resolution.variant.color { return color }
        return nil
    }

    /// The slot's color space as written, `reference` for system colors.
    public var colorSpaceName: String {
        switch resolution.variant.color {
        case .components(let color)?: color.colorSpaceName ?? ColorSpace.srgb.rawValue
        case .reference?: "reference"
        case nil: "empty"
        }
    }
}

extension ColorSet {
    /// The resolved slot and its display color, or `nil` when no slot with a color matches.
    public func resolvedColor(_ request: TraitRequest) -> ResolvedColor? {
        guard let resolution = resolve(request) else { return nil }
        return ResolvedColor(resolution: resolution,
                             display: resolution.variant.color?.display(for: request.appearance))
    }
}

extension VariantColor {
    /// The color on an sRGB display; a system reference is looked up for `appearance`.
    public func display(for appearance: Appearance) -> DisplayColor? {
        if case .components(let color) = self { return color.display }
        return spaceColor(for: appearance)?.display
    }

    /// The numeric color; a system reference is looked up for `appearance`, `nil` when unknown.
    public func spaceColor(for appearance: Appearance) -> SpaceColor? {
        switch self {
        case .components(let color):
            return color.spaceColor
        case .reference(let reference):
            let system = reference.platform.flatMap { SystemColorTable.color(named: reference.name, platform: $0) }
                ?? SystemColorTable.color(named: reference.name)
            return system?.resolved(dark: appearance.luminosity == .dark, highContrast: appearance.isHighContrast)
        }
    }
}

extension ComponentColor {
    /// The color on an sRGB display.
    var display: DisplayColor { plainSRGBDisplay ?? spaceColor.display }

    /// The display color of an in-range sRGB color, read straight from its components: the common
    /// case, and the one every list and tree row asks for.
    var plainSRGBDisplay: DisplayColor? {
        guard colorSpace == .srgb, channels.count == 3 else { return nil }
        let red = channels[0].value, green = channels[1].value, blue = channels[2].value
        guard (0...1).contains(red), (0...1).contains(green), (0...1).contains(blue) else { return nil }
        let alpha = self.alpha?.value ?? 1
        return DisplayColor(rgb: RGB8(red: UInt8((red * 255).rounded()), green: UInt8((green * 255).rounded()),
                                      blue: UInt8((blue * 255).rounded())),
                            alpha: alpha.isNaN ? 1 : min(max(alpha, 0), 1), clipped: false)
    }
}

extension Catalog {
    /// Every colorset's resolved color for `request`, by colorset index, worked out on every core.
    public func resolvedColors(_ request: TraitRequest) -> [ResolvedColor?] {
        // By index: handing each colorset to the closure would copy (retain) all of its parts.
        let colorSets = self.colorSets
        return Array(colorSets.indices).parallelMap { colorSets[$0].resolvedColor(request) }
    }
}

extension [ColorVariant] {
    /// `self[position].color?.display(for:)`, taken from the display color the slot keeps for
    /// its components (`componentDisplay`): the color read out of the slot would be a copy, its
    /// strings and components retained and released again, and those lie elsewhere in memory.
    public func display(ofSlot position: Int, for appearance: Appearance) -> DisplayColor? {
        self[position].componentDisplay ?? self[position].color?.display(for: appearance)
    }
}
