/// A color as written in a catalog: channels in its own space plus alpha.
///
/// `channels` holds red, green, blue for RGB spaces and a single white for gray spaces, in the
/// space's encoded form (`ColorSpace.channelNames` gives their keys). Values may leave 0...1 in
/// extended spaces and are never clamped here; clamping happens only in `display`.
/// A missing channel reads as 0 and extra channels are ignored, so a malformed entry still shows.
public struct SpaceColor: Hashable, Sendable {
    public var space: ColorSpace
    public var channels: [Double]
    public var alpha: Double

    public init(space: ColorSpace, channels: [Double], alpha: Double) {
        self.space = space
        self.channels = channels
        self.alpha = alpha
    }

    /// An sRGB color from 8-bit channels.
    public init(_ rgb: RGB8, alpha: Double = 1) {
        self.init(
            space: .srgb,
            channels: [Double(rgb.red) / 255, Double(rgb.green) / 255, Double(rgb.blue) / 255],
            alpha: alpha
        )
    }

    /// The channel at `index`, or 0 when the array is too short.
    func channel(_ index: Int) -> Double {
        channels.indices.contains(index) ? channels[index] : 0
    }
}
