import Testing

@testable import TableKitData

/// The 64-byte-step search (``ByteTableSource/blockHits(_:base:offsets:records:shift:into:)``)
/// and the record-by-record one (``ByteTableSource/recordHits(_:base:offsets:records:shift:into:)``)
/// against a naive model: every record of random lines looked at alone, ASCII-lowercased.
@Suite struct BlockHitsTests {
    /// Random lines over a small alphabet (so that hits are frequent, and some lines have a
    /// byte above 0x7F), their record index, and the naive answer for `words`.
    static func check(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) &* 104_729 &+ 1)
        let alphabet: [UInt8] = [0x61, 0x62, 0x6D, 0x4D, 0x41, 0x20, 0x20, 0x31]
        let lineCount = Int.random(in: 0...300, using: &rng)
        var bytes: [UInt8] = []
        let offsets = RecordOffsets()
        offsets.append(0)
        var lines: [[UInt8]] = []
        for _ in 0..<lineCount {
            // Short lines (several in a 64-byte step) and long ones (spanning steps).
            let length =
                Bool.random(using: &rng) ? Int.random(in: 0...12, using: &rng) : Int.random(in: 0...200, using: &rng)
            var line = (0..<length).map { _ in alphabet.randomElement(using: &rng)! }
            if Int.random(in: 0..<8, using: &rng) == 0 {
                line.insert(contentsOf: [0xC3, 0xA9], at: Int.random(in: 0...line.count, using: &rng))
            }
            lines.append(line)
            bytes += line
            if Int.random(in: 0..<20, using: &rng) > 0 || lines.count < lineCount { bytes.append(0x0A) }
            offsets.append(bytes.count)
            if line.contains(where: { $0 >= 0x80 }) { offsets.markNonASCII(record: lines.count - 1) }
        }
        offsets.publish()
        let wordCount = Int.random(in: 1...2, using: &rng)
        let words: [[UInt8]] = (0..<wordCount).map { _ in
            (0..<Int.random(in: 1...5, using: &rng)).map { _ in [0x61, 0x62, 0x6D, 0x31].randomElement(using: &rng)! }
        }
        let lo = Int.random(in: 0...lineCount, using: &rng)
        let hi = Int.random(in: lo...lineCount, using: &rng)
        let shift = Int.random(in: 0...min(lo, 1), using: &rng)
        // Rows of the non-ASCII lines (found elsewhere, from their folded copy): a random subset.
        let other = (lo..<hi).filter { lines[$0].contains(where: { $0 >= 0x80 }) && Bool.random(using: &rng) }.map {
            $0 - shift
        }
        func contains(_ line: [UInt8], _ word: [UInt8]) -> Bool {
            let lower = line.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
            return word.count <= lower.count
                && (0...lower.count - word.count).contains { Array(lower[$0..<$0 + word.count]) == word }
        }
        let raw = (lo..<hi).filter { k in
            !lines[k].contains(where: { $0 >= 0x80 }) && words.allSatisfy { contains(lines[k], $0) }
        }.map { $0 - shift }
        let expected = (raw + other).sorted()
        let needles = words.map(ByteTableSource.Needle.init)
        // The bits of the other rows are set first; the scan ORs its own in.
        var bitWords = RowHits(other, universe: lineCount).words
        var set = 0
        bytes.withUnsafeBufferPointer { buf in
            let base = buf.baseAddress ?? UnsafePointer(bitPattern: 16)!
            bitWords.withUnsafeMutableBufferPointer { out in
                set = ByteTableSource.blockHits(
                    needles, base: base, offsets: offsets, records: lo..<hi, shift: shift,
                    into: out.baseAddress ?? UnsafeMutablePointer(bitPattern: 16)!)
            }
        }
        #expect(
            Array(RowHits(words: bitWords, universe: lineCount)) == expected,
            "seed \(seed): words \(words), records \(lo)..<\(hi)")
        #expect(set == raw.count)
        // The record-by-record scan of a first word of one or two bytes gives the same.
        guard words[0].count <= 2 else { return }
        var recordWords = RowHits(other, universe: lineCount).words
        bytes.withUnsafeBufferPointer { buf in
            let base = buf.baseAddress ?? UnsafePointer(bitPattern: 16)!
            recordWords.withUnsafeMutableBufferPointer { out in
                set = ByteTableSource.recordHits(
                    needles, base: base, offsets: offsets, records: lo..<hi, shift: shift,
                    into: out.baseAddress ?? UnsafeMutablePointer(bitPattern: 16)!)
            }
        }
        #expect(recordWords == bitWords, "recordHits, seed \(seed): words \(words), records \(lo)..<\(hi)")
        #expect(set == raw.count)
    }

    @Test(arguments: 0..<600)
    func hitsMatchANaiveScanOfEachRecord(seed: Int) {
        Self.check(seed: seed)
    }
}
