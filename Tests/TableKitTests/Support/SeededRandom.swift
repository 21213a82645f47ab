import Foundation
/// A small, fast, seedable generator (SplitMix64) for reproducible property tests.
/// Every property test prints its seed when it fails; set `TABLEKIT_SEED` to replay one.
struct SeededRandom: RandomNumberGenerator {
    private(set) var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seed for a property test: `TABLEKIT_SEED` from the environment, else `fallback`.
    static func seed(_ fallback: UInt64) -> UInt64 {
        if let s = ProcessInfo.processInfo.environment["TABLEKIT_SEED"], let v = UInt64(s) { return v }
        return fallback
    }
}
