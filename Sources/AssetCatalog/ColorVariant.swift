import ColorScience
import LosslessJSON

/// One entry of a colorset's `colors` array: the slot's traits and its color, if it has one.
public struct ColorVariant: Hashable, Sendable {
    /// Position in the `colors` array.
    public var index: Int
    public var traits: SlotTraits
    /// `nil` for an empty slot (Xcode writes these, e.g. `{"idiom" : "universal"}`).
    public var color: VariantColor? {
        didSet { componentDisplay = Self.componentDisplay(of: color) }
    }
    /// The components' color on an sRGB display (`nil` for an empty slot or a system color, whose
    /// look depends on the appearance), worked out whenever the color is set: `check` reads it
    /// for every slot in every appearance, and the components lie elsewhere in memory.
    public private(set) var componentDisplay: DisplayColor?
    /// Where the entry's object starts in its file, for diagnostics about the slot (`nil` for a
    /// slot not read from a file). Not part of what the slot is: two slots alike are equal
    /// wherever they lie.
    public var location: JSONLocation?

    public init(index: Int, traits: SlotTraits, color: VariantColor?, location: JSONLocation? = nil) {
        self.init(index: index, traits: traits, color: color, componentDisplay: Self.componentDisplay(of: color), location: location)
    }

    /// A slot whose color's `componentDisplay` its reader has worked out.
    init(index: Int, traits: SlotTraits, color: VariantColor?, componentDisplay: DisplayColor?, location: JSONLocation?) {
        self.index = index
        self.traits = traits
        self.color = color
        self.componentDisplay = componentDisplay
        self.location = location
    }

    private static func componentDisplay(of color: VariantColor?) -> DisplayColor? {
        guard case .components(let components)? = color else { return nil }
        return components.display
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.index == rhs.index && lhs.traits == rhs.traits && lhs.color == rhs.color
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(index)
        hasher.combine(traits)
        hasher.combine(color)
    }

    /// False for an empty slot. Asks without copying the color out, as `color != nil` would.
    public var hasColor: Bool {
        if case .none = color { return false }
        return true
    }

    /// The JSON path of this entry in its document.
    public var path: JSONPath { [.key("colors"), .index(index)] }
}

extension [ColorVariant] {
    /// Where the slot at `index` of the `colors` array starts in its file: most slots are at
    /// their own index here (an entry that is not an object has no slot, moving the rest).
    public func location(ofSlot index: Int) -> JSONLocation? {
        if index >= 0, index < count, self[index].index == index { return self[index].location }
        return indices.first { self[$0].index == index }.flatMap { self[$0].location }
    }
}

/// A slot's color: explicit components, or a reference to a system color.
public enum VariantColor: Hashable, Sendable {
    case components(ComponentColor)
    case reference(SystemReference)
}

/// `"color" : { "platform" : "ios", "reference" : "systemRedColor" }`.
public struct SystemReference: Hashable, Sendable {
    /// `ios`, `osx`, `universal` or anything else, kept as written.
    public var platform: String?
    public var name: String

    public init(platform: String?, name: String) {
        self.platform = platform
        self.name = name
    }
}

/// Explicit components in a color space, each with the exact text the file has.
public struct ComponentColor: Hashable, Sendable {
    /// The `color-space` value as written; `nil` when the key is missing.
    public var colorSpaceName: String?
    /// The space used for display: sRGB when the written one is missing or unknown.
    public var colorSpace: ColorSpace
    /// In the space's channel order: red, green, blue; or white.
    public var channels: [ColorComponent]
    /// `nil` when the file has no `alpha` (taken as 1).
    public var alpha: ColorComponent?

    public init(colorSpaceName: String?, colorSpace: ColorSpace, channels: [ColorComponent], alpha: ColorComponent?) {
        self.colorSpaceName = colorSpaceName
        self.colorSpace = colorSpace
        self.channels = channels
        self.alpha = alpha
    }

    /// The numeric color for conversions.
    public var spaceColor: SpaceColor {
        SpaceColor(space: colorSpace, channels: channels.map(\.value), alpha: alpha?.value ?? 1)
    }

    /// The notation the channels share (the first channel's), for new values.
    public var channelNotation: ComponentNotation { channels.first?.notation ?? .float(decimals: 3) }
}

/// One component as written: its key, its exact token text, its notation and its value.
public struct ColorComponent: Hashable, Sendable {
    /// `red`, `green`, `blue`, `white` or `alpha`.
    public var key: String
    /// The JSON token exactly as in the file, e.g. `"0xFF"` with its quotes, or `0.5`.
    public var token: String
    public var notation: ComponentNotation
    /// The value in 0...1 (extended spaces may go beyond).
    public var value: Double

    public init(key: String, token: String, notation: ComponentNotation, value: Double) {
        self.key = key
        self.token = token
        self.notation = notation
        self.value = value
    }

    /// True for a component the file lacks (its token is empty); its value is taken as 0.
    public var isMissing: Bool { token.isEmpty }

    /// The text a user recognizes: the token without its quotes.
    public var text: String {
        token.count >= 2 && token.hasPrefix("\"") && token.hasSuffix("\"") ? String(token.dropFirst().dropLast()) : token
    }
}
