// TerminalCoreTests: replaced by real tests.
