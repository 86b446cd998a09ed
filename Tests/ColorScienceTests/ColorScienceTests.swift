// ColorScienceTests: replaced by real tests.
