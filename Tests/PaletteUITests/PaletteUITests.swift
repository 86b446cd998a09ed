// PaletteUITests: replaced by real tests.
