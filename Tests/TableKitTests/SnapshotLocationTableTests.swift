import Foundation
import Testing

@testable import TableKit

/// The snapshot's own location table against a `Dictionary` doing the same random
/// insertions, updates and removals: same contents, copies unaffected by later writes
/// (copy on write), and its invariants (every key reachable from its home slot) hold.
@Suite struct SnapshotLocationTableTests {
    /// A small deterministic generator (SplitMix64), so that a failure repeats.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func exercise<Key: Hashable & Sendable>(seed: UInt64, keys: (Int) -> Key) {
        var rng = SplitMix(state: seed)
        var table = SnapshotLocationTable<Key>()
        var model = [Key: SnapshotLocation]()
        var copies: [(SnapshotLocationTable<Key>, [Key: SnapshotLocation])] = []
        for step in 0..<4_000 {
            let key = keys(Int.random(in: 0..<600, using: &rng))
            let at = SnapshotLocation(section: Int.random(in: 0..<9, using: &rng), row: step)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<5:
                #expect(table.updateValue(at, forKey: key) == model.updateValue(at, forKey: key))
            case 5..<9:
                #expect(table.removeValue(forKey: key) == model.removeValue(forKey: key))
            default:
                copies.append((table, model))
            }
            #expect(table.count == model.count)
        }
        table._checkInvariants()
        for (k, v) in model { #expect(table[k] == v) }
        for (copy, expected) in copies {
            copy._checkInvariants()
            #expect(copy.count == expected.count)
            for (k, v) in expected { #expect(copy[k] == v) }
        }
    }

    @Test(arguments: [1, 2, 3, 1998] as [UInt64])
    func integerKeysAgreeWithADictionaryThroughInsertsRemovalsAndCopies(seed: UInt64) {
        Self.exercise(seed: seed) { $0 * 1_000_003 }
    }

    @Test(arguments: [1, 2, 3, 1998] as [UInt64])
    func stringKeysAgreeWithADictionaryThroughInsertsRemovalsAndCopies(seed: UInt64) {
        Self.exercise(seed: seed) { "item \($0)" }
    }

    @Test func reservingGrowsToAPowerOfTwoAtMostThreeQuartersFull() {
        var table = SnapshotLocationTable<Int>(minimumCapacity: 100_000)
        #expect(table.capacity >= 100_000)
        #expect(table.storage.slotCount == 262_144)
        for i in 0..<100_000 { _ = table.updateValue(SnapshotLocation(section: 0, row: i), forKey: i) }
        #expect(table.storage.slotCount == 262_144)  // no growth past the reservation
        #expect(table[99_999] == SnapshotLocation(section: 0, row: 99_999))
        #expect(table[100_000] == nil)
        table.reserveCapacity(300_000)
        #expect(table.count == 100_000 && table[12_345]?.row == 12_345)
    }
}
