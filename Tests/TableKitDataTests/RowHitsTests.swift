import Testing

@testable import TableKitData

/// ``RowHits`` (one bit a row, rank directory) against a plain sorted array of the same
/// rows: select (the `i`-th hit), rank, membership, iteration and the set operations.
@Suite struct RowHitsTests {
    /// Every question the view asks, answered by the bit set and by the array.
    static func checkAgainstArray(_ rows: [Int], universe: Int) {
        let hits = RowHits(rows, universe: universe)
        #expect(hits.count == rows.count)
        #expect(Array(hits) == rows)
        for (i, r) in rows.enumerated() {
            #expect(hits[i] == r)
            #expect(hits.position(of: r) == i)
        }
        var j = 0
        for r in 0...universe {
            while j < rows.count && rows[j] < r { j += 1 }
            #expect(hits.rank(of: r) == j, "rank of \(r)")
            #expect(hits.contains(r) == (j < rows.count && rows[j] == r))
            if !hits.contains(r) { #expect(hits.position(of: r) == nil) }
        }
    }

    @Test(arguments: [0, 1, 63, 64, 65, 511, 512, 513, 4_096, 5_000])
    func emptyAndFullSetsAnswerLikeArrays(universe: Int) {
        Self.checkAgainstArray([], universe: universe)
        Self.checkAgainstArray(Array(0..<universe), universe: universe)
        #expect(RowHits(all: 0..<universe) == RowHits(Array(0..<universe), universe: universe))
    }

    @Test(arguments: [1, 64, 512, 513, 1_000])
    func theLastRowAloneIsFound(universe: Int) {
        Self.checkAgainstArray([universe - 1], universe: universe)
    }

    @Test func rowsAtWordAndBlockEdgesAreFound() {
        // Word edges (63/64) and rank-block edges (511/512: 8 words a block).
        let edges = [0, 62, 63, 64, 65, 127, 128, 510, 511, 512, 513, 1_023, 1_024, 4_095, 4_096]
        Self.checkAgainstArray(edges, universe: 4_097)
    }

    @Test(arguments: 0..<40)
    func randomSetsAnswerLikeArrays(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) &* 7_919 &+ 3)
        let universe = Int.random(in: 0...3_000, using: &rng)
        let density = Double.random(in: 0...1, using: &rng)
        let rows = (0..<universe).filter { _ in Double.random(in: 0..<1, using: &rng) < density }
        Self.checkAgainstArray(rows, universe: universe)
    }

    @Test func rowsOutsideTheUniverseAreLeftOutAndRepeatsCountOnce() {
        let hits = RowHits([5, -1, 3, 5, 10, 9], universe: 10)
        #expect(Array(hits) == [3, 5, 9])
        #expect(!hits.contains(10) && !hits.contains(-1))
    }

    @Test func setOperationsAgreeWithArrays() {
        let a = RowHits([1, 64, 100, 600, 700], universe: 800)
        let b = RowHits([1, 65, 100, 700, 900, 999], universe: 1_000)
        #expect(Array(a.union(b)) == [1, 64, 65, 100, 600, 700, 900, 999])
        #expect(a.union(b).universe == 1_000)
        #expect(Array(a.intersection(b)) == [1, 100, 700])
        #expect(a.intersection(b).universe == 800)
        #expect(Array(b.restricted(to: 65..<900)) == [65, 100, 700])
        #expect(Array(b.restricted(to: 0..<0)) == [])
        #expect(Array(a.retaining { $0 % 100 == 0 }) == [100, 600, 700])
        #expect(a.span == 1...700)
        #expect(RowHits(universe: 50).span == nil)
    }
}
