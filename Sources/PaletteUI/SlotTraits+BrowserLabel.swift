import AssetCatalog

extension SlotTraits {
    /// The slot's appearance as the browser names it, in `Appearance.label`'s word order:
    /// `Any`, `Light`, `Dark`, `HC`, `HC Light`, `HC Dark`.
    ///
    /// `appearanceLabel` puts High Contrast last (`Dark HC`) while the status bar and the state
    /// matrix say `HC Dark`; the browser uses this one order everywhere.
    var browserLabel: String {
        let base = luminosity.map { $0 == .light ? "Light" : "Dark" }
        switch (base, highContrast) {
        case (nil, false): return "Any"
        case (nil, true): return "HC"
        case (let base?, false): return base
        case (let base?, true): return "HC \(base)"
        }
    }
}
