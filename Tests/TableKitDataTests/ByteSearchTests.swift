import TableKitTestSupport
import Testing

@testable import TableKitData

/// The tests' seeded generator (SplitMix64), so that a failure can be replayed from its seed.
typealias SeededGenerator = SeededRandom

@Suite struct ByteSearchTests {
    /// The reference: the first start `>= from` where every byte matches (with masks).
    static func naive(_ needle: [UInt8], _ masks: [UInt8]?, _ text: [UInt8], _ from: Int, _ end: Int) -> Int? {
        var s = from
        while s + needle.count <= end {
            if needle.indices.allSatisfy({ text[s + $0] | (masks?[$0] ?? 0) == needle[$0] }) { return s }
            s += 1
        }
        return nil
    }

    @Test(arguments: 0..<200)
    func findAgreesWithANaiveSearch(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        let alphabet: [UInt8] = Array("abAB -\r\n0é".utf8)
        let text = (0..<Int.random(in: 0...200, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
        let needle = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Array("ab -0".utf8).randomElement(using: &rng)!
        }
        let from = text.isEmpty ? 0 : Int.random(in: 0...text.count, using: &rng)
        let end = Int.random(in: from...max(from, text.count), using: &rng)
        let masks = ByteSearch.caseMasks(needle)
        text.withUnsafeBufferPointer { t in
            needle.withUnsafeBufferPointer { n in
                masks.withUnsafeBufferPointer { m in
                    let base = t.baseAddress ?? UnsafePointer(bitPattern: 1)!
                    #expect(
                        ByteSearch.find(n, in: base, from: from, to: end) == Self.naive(needle, nil, text, from, end),
                        "seed \(seed)")
                    #expect(
                        ByteSearch.findFolding(n, masks: m, in: base, from: from, to: end)
                            == Self.naive(needle, masks, text, from, end), "seed \(seed)")
                }
            }
        }
        let firstHigh = text[from..<end].firstIndex { $0 >= 0x80 }
        text.withUnsafeBufferPointer { t in
            #expect(
                ByteSearch.firstNonASCII(t.baseAddress ?? UnsafePointer(bitPattern: 1)!, from: from, to: end)
                    == firstHigh, "seed \(seed)")
        }
    }
}
