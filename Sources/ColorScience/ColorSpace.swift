/// The `color-space` values of an asset catalog color (FORMAT.md 3.4); raw values are the JSON text.
///
/// A missing or unknown `color-space` means sRGB; that rule belongs to the catalog reader.
public enum ColorSpace: String, Sendable, CaseIterable {
    case srgb = "srgb"
    case displayP3 = "display-p3"
    case extendedSRGB = "extended-srgb"
    case extendedLinearSRGB = "extended-linear-srgb"
    case grayGamma22 = "gray-gamma-22"
    case extendedGray = "extended-gray"

    /// True for the spaces whose components are `white` + alpha instead of red, green, blue + alpha.
    public var isGray: Bool {
        switch self {
        case .grayGamma22, .extendedGray: true
        case .srgb, .displayP3, .extendedSRGB, .extendedLinearSRGB: false
        }
    }

    /// True for the spaces whose components may lie outside 0...1.
    public var isExtended: Bool {
        switch self {
        case .extendedSRGB, .extendedLinearSRGB, .extendedGray: true
        case .srgb, .displayP3, .grayGamma22: false
        }
    }

    /// The component keys in `Contents.json`, alpha excluded: `["red", "green", "blue"]` or `["white"]`.
    public var channelNames: [String] {
        isGray ? Self.grayChannels : Self.rgbChannels
    }

    // Shared, so asking for the names allocates nothing.
    private static let grayChannels = ["white"]
    private static let rgbChannels = ["red", "green", "blue"]

    /// The label Xcode shows in its color-space menu.
    public var displayName: String {
        switch self {
        case .srgb: "sRGB"
        case .displayP3: "Display P3"
        case .extendedSRGB: "Extended Range sRGB"
        case .extendedLinearSRGB: "Extended Range Linear sRGB"
        case .grayGamma22: "Gray Gamma 2.2"
        case .extendedGray: "Extended Range Gray"
        }
    }

    /// The curve from this space's encoded channels to its linear light.
    var transfer: TransferFunction {
        switch self {
        case .srgb, .displayP3, .extendedSRGB: .srgb
        case .extendedLinearSRGB: .gamma(1)
        case .grayGamma22, .extendedGray: .gamma(2.2)
        }
    }
}
