import AssetCatalog

/// The one-character marks the tree and a state group's matrix put beside a swatch.
extension ResolvedColor {
    /// `?` for a tie (Dark and HC match HC Dark), `~` for a fallback to another slot, else a blank.
    var resolutionMarker: String { resolution.isAmbiguous ? "?" : resolution.isFallback ? "~" : " " }

    /// `*` when clipped to sRGB, `p` for a slot in another RGB space (Display P3) inside it, whose
    /// own hex the detail pane shows, else a blank: the hex beside it is the display sRGB one.
    var spaceMarker: String {
        if display?.clipped == true { return "*" }
        let wide = componentColor.map { $0.colorSpace != .srgb && !$0.colorSpace.isGray } ?? false
        return wide ? "p" : " "
    }
}
