import Foundation

/// A small, fast, seedable generator (SplitMix64, Steele, Lea and Flood 2014) for
/// reproducible property tests and benchmark inputs: the same seed gives the same numbers
/// on every machine. Every property test prints its seed when it fails; set
/// `TABLEKIT_SEED` to replay one.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    /// The generator's whole state: 64 bits, advanced by a fixed odd constant per draw.
    public private(set) var state: UInt64
    /// A generator that starts from `seed`; any value is valid.
    public init(seed: UInt64) { state = seed }
    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seed for a property test: `TABLEKIT_SEED` from the environment, else `fallback`.
    public static func seed(_ fallback: UInt64) -> UInt64 {
        if let s = ProcessInfo.processInfo.environment["TABLEKIT_SEED"], let v = UInt64(s) { return v }
        return fallback
    }
}
