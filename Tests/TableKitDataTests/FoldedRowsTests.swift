import TableKit
import Testing

@testable import TableKitData

/// FoldedRows against a plain scan of the same records: the same rows match, whatever the
/// chunk size (records across chunk boundaries, a record longer than a chunk).
@Suite struct FoldedRowsTests {
    /// Non-ASCII records (sparse numbers, some long, one empty) and their text.
    static let corpus: [(Int, String)] = {
        var rng = SystemRandomNumberGenerator()
        let words = ["Müller", "Kraków", "José", "Núñez", "marie", "Ånn", "straße", "ma", "Zoë", "x"]
        var record = 0
        return (0..<300).map { i in
            record += Int.random(in: 1...40, using: &rng)
            if i == 17 { return (record, "") }
            if i % 50 == 3 { return (record, String(repeating: "é ma Müller ", count: 40)) }
            let n = Int.random(in: 1...5, using: &rng)
            return (record, (0..<n).map { _ in words.randomElement(using: &rng)! }.joined(separator: " "))
        }
    }()

    static func filled(_ corpus: [(Int, String)], chunkBytes: Int) -> FoldedRows {
        var f = FoldedRows(chunkBytes: chunkBytes)
        for (r, text) in corpus { f.append(record: r, text: text) }
        f.coveredRecords = (corpus.last?.0 ?? 0) + 1
        return f
    }

    /// The records of `range` whose text matches `query`, one by one.
    static func plain(_ corpus: [(Int, String)], _ query: RowQuery, _ range: Range<Int>) -> [Int] {
        corpus.filter { range.contains($0.0) && query.matches($0.1) }.map(\.0)
    }

    @Test(arguments: [1, 16, 64, 1 << 20])
    func searchGivesTheRowsOfAPlainScan(chunkBytes: Int) {
        let f = Self.filled(Self.corpus, chunkBytes: chunkBytes)
        let last = Self.corpus.last!.0
        #expect(f.count == Self.corpus.count)
        for q in ["ma", "muller", "krakow ma", "nunez jose", "e", "zoe x", "strasse", "nothing"] {
            let query = RowQuery(q)
            for range in [0..<last + 1, 5..<last / 2, last / 3..<last, 40..<41] {
                #expect(f.matching(query, records: range) == Self.plain(Self.corpus, query, range), "\(q) \(range)")
            }
        }
    }

    @Test(arguments: [1, 16, 1 << 20])
    func positionsFindTheRecordsHereAndOnlyThem(chunkBytes: Int) {
        let f = Self.filled(Self.corpus, chunkBytes: chunkBytes)
        let here = Set(Self.corpus.map(\.0))
        for r in 0...Self.corpus.last!.0 + 1 {
            let p = f.position(of: r)
            #expect((p != nil) == here.contains(r), "\(r)")
            if let p {
                #expect(f.record(at: p) == r)
                #expect(Self.corpus[p].0 == r)
                #expect(f.matches(RowQuery("ma"), at: p) == RowQuery("ma").matches(Self.corpus[p].1))
            }
            #expect(f.lowerBound(r) == Self.corpus.firstIndex { $0.0 >= r } ?? Self.corpus.count)
        }
    }

    @Test func emptyHasNoMatchesAndNoPositions() {
        let f = FoldedRows(chunkBytes: 16)
        #expect(f.matching(RowQuery("a"), records: 0..<100).isEmpty)
        #expect(f.position(of: 0) == nil)
        #expect(f.lowerBound(5) == 0)
        #expect(f.byteCount == 0)
    }

    @Test func oneRecordIsFoundOnlyInItsRange() {
        var f = FoldedRows(chunkBytes: 16)
        f.append(record: 7, text: "Crème Brûlée")
        #expect(f.matching(RowQuery("creme brulee"), records: 0..<10) == [7])
        #expect(f.matching(RowQuery("brulee"), records: 7..<8) == [7])
        #expect(f.matching(RowQuery("brulee"), records: 0..<7).isEmpty)
        #expect(f.matching(RowQuery("brulee"), records: 8..<20).isEmpty)
        #expect(f.position(of: 7) == 0)
        #expect(f.byteCount == "creme brulee".utf8.count + 1)
    }

    @Test func aRecordLongerThanAChunkHasAChunkOfItsOwn() {
        var f = FoldedRows(chunkBytes: 8)
        f.append(record: 1, text: "ab")
        f.append(record: 2, text: String(repeating: "é", count: 30) + "marie")
        f.append(record: 3, text: "ma")
        #expect(f.chunks.count == 3)
        #expect(f.matching(RowQuery("marie"), records: 0..<4) == [2])
        #expect(f.matching(RowQuery("ma"), records: 0..<4) == [2, 3])
        #expect(f.matching(RowQuery("eeee marie"), records: 2..<3) == [2])
    }

    @Test func aMatchNeverSpansTwoRecords() {
        var f = FoldedRows(chunkBytes: 1 << 20)
        f.append(record: 0, text: "Æb")
        f.append(record: 1, text: "cé")
        #expect(f.matching(RowQuery("bc"), records: 0..<2).isEmpty)
        #expect(f.chunks.count == 1)
    }

    @Test(arguments: [70_000, Int(UInt32.max) + 10])
    func recordsFarApartAreFoundInOneChunk(gap: Int) {
        var f = FoldedRows(chunkBytes: 1 << 20)
        f.append(record: 3, text: "é1")
        f.append(record: 4, text: "é2")
        f.append(record: 4 + gap, text: "é3")
        f.append(record: 5 + gap, text: "é4")
        #expect(f.chunks.count == 1)
        #expect((0..<4).map(f.record(at:)) == [3, 4, 4 + gap, 5 + gap])
        #expect(f.position(of: 4 + gap) == 2)
        #expect(f.position(of: 5) == nil)
        #expect(f.lowerBound(3 + gap) == 2)
        #expect(f.matching(RowQuery("e3"), records: 0..<gap + 6) == [4 + gap])
        #expect(f.matching(RowQuery("e"), records: 4..<gap + 5) == [4, 4 + gap])
    }

    @Test func aRecordOverSixtyFourKiBIsFoundWithTheOnesAfterIt() {
        var f = FoldedRows(chunkBytes: 1 << 20)
        let long = String(repeating: "é", count: 70_000) + " marie"
        f.append(record: 1, text: "ab é")
        f.append(record: 2, text: long)
        f.append(record: 3, text: "marié")
        f.append(record: 9, text: "zoë")
        #expect(f.chunks.count == 1)
        #expect(f.matching(RowQuery("marie"), records: 0..<10) == [2, 3])
        #expect(f.matching(RowQuery("zoe"), records: 0..<10) == [9])
        #expect(f.matches(RowQuery("eee marie"), at: 1))
        #expect(!f.matches(RowQuery("zoe"), at: 1))
        #expect(f.matches(RowQuery("zoe"), at: 3))
        #expect(f.position(of: 9) == 3)
    }
}
