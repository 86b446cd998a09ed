import ArgumentParser

public struct PaletteCommand: AsyncParsableCommand {
    public init() {}
    public func run() async throws {}
}
