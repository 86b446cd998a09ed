import ColorScience

/// What `set` did to a colorset.
public enum SetOutcome: Equatable, Sendable {
    /// An existing slot got new values.
    case updated(variant: Int)
    /// The slot did not exist (or was empty or a system reference) and now has explicit components.
    case created(variant: Int)
}

extension ColorSet {
    /// Whether the colorset has explicit Light slots; then "Any" is not the light slot.
    public var usesLightSlots: Bool { variants.contains { $0.traits.luminosity == .light } }

    /// The traits of the slot made exactly for `appearance` on `idiom` (default `universal`):
    /// "Any" is the light slot unless the colorset has Light slots.
    public func slotTraits(for appearance: Appearance, idiom: String? = nil) -> SlotTraits {
        slotTraits(for: appearance, device: SlotTraits(idiom: idiom ?? "universal"))
    }

    /// The traits of the slot made exactly for `appearance` on the device (idiom, subtype, gamut,
    /// locale) of `device`.
    public func slotTraits(for appearance: Appearance, device: SlotTraits) -> SlotTraits {
        device.with(appearance: appearance, keepingAnyForLight: !usesLightSlots)
    }

    /// Writes `input` into the slot for `appearance` so that no other appearance changes. A missing
    /// slot is created from the slot the appearance resolves to now, copying its color space,
    /// notation and (unless the input gives one) alpha. A new `HC` slot comes with the `HC Dark`
    /// slot Xcode adds with it, and a replaced system reference with the slots that keep its other
    /// appearances (`writeSlot`, `replaceReference`), each with the color it shows now.
    @discardableResult
    public mutating func set(_ input: ColorInput, appearance: Appearance, idiom: String? = nil) throws(ColorEditError) -> SetOutcome {
        let traits = slotTraits(for: appearance, idiom: idiom)
        let template = templateColor(for: TraitRequest(appearance: appearance, idiom: idiom))
        if let slot = variant(with: traits) {
            if case .components(let color)? = slot.color {
                let target = input.spaceColor(in: color.colorSpace, defaultAlpha: color.alpha?.value ?? 1)
                try setComponents(ofVariant: slot.index, channels: target.channels, alpha: input.alpha)
                return .updated(variant: slot.index)
            }
            let space = template?.colorSpace ?? .srgb
            let color = input.spaceColor(in: space, defaultAlpha: template?.alpha?.value ?? 1)
            if case .reference? = slot.color {
                return .created(variant: try replaceReference(ofVariant: slot.index, with: color, template: template))
            }
            return .created(variant: try writeSlot(traits, color: color, template: template))
        }
        let space = template?.colorSpace ?? .srgb
        let color = input.spaceColor(in: space, defaultAlpha: template?.alpha?.value ?? 1)
        return .created(variant: try writeSlot(traits, color: color, template: template))
    }

    /// The explicit components a new slot copies its style from: the slot `request` resolves to now,
    /// else any slot with components.
    public func templateColor(for request: TraitRequest) -> ComponentColor? {
        if case .components(let color)? = resolve(request)?.variant.color { return color }
        for variant in variants {
            if case .components(let color)? = variant.color { return color }
        }
        return nil
    }
}
