// PaletteCLITests: replaced by real tests.
