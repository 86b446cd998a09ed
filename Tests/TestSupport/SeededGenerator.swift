import Foundation

/// SplitMix64: a small seeded generator, so a failing property test can be replayed from its seed.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// `PALETTE_SEED`, to replay a failing run with the seed it printed.
    public static var replaySeed: UInt64? {
        ProcessInfo.processInfo.environment["PALETTE_SEED"].flatMap { UInt64($0) }
    }

    /// `PALETTE_SEED` when set, else the seeds 1 to 24.
    public static var seeds: [UInt64] { replaySeed.map { [$0] } ?? Array(1...24) }
}
