// EndToEndTests: replaced by real tests.
