/// The rows a search found: a set of row numbers in `0 ..< universe`, one bit a row, read
/// as an ascending collection of row numbers (element `i` is the `i`-th hit).
///
/// A rank directory (the hits before every 512th row) makes ``subscript(_:)`` (select: the
/// `i`-th hit) a binary search plus at most eight popcounts, and ``position(of:)`` (rank)
/// O(1). 10,000,000 rows take 1.25 MB whatever the number of hits, where an `[Int]` of the
/// 4,729,506 lines with an `m` took 38 MB. The bit layout is that of a succinct bit vector
/// (Jacobson's rank directory; select by binary search over it).
public struct RowHits: Sendable, Equatable, RandomAccessCollection {
    public typealias Index = Int
    public typealias Element = Int

    /// Rows `0 ..< universe` are covered (a hit is below it). At least 0.
    public private(set) var universe: Int
    /// Bit `r & 63` of word `r >> 6` is set when row `r` is a hit.
    private(set) var words: [UInt64]
    /// `ranks[b]`: the hits in `words[0 ..< b * wordsPerBlock]`; one more entry than blocks,
    /// the last being the number of hits.
    private var ranks: [Int]

    /// Words a rank entry covers (512 rows).
    static let wordsPerBlock = 8

    /// No hits among `universe` rows (`universe >= 0`; traps otherwise).
    public init(universe: Int = 0) {
        precondition(universe >= 0, "RowHits: negative universe \(universe)")
        self.init(words: [UInt64](repeating: 0, count: (universe + 63) >> 6), universe: universe)
    }

    /// The hits `rows` (in any order, repeats allowed) among `universe` rows; rows outside
    /// `0 ..< universe` are left out. O(rows + universe / 64).
    public init(_ rows: some Sequence<Int>, universe: Int) {
        precondition(universe >= 0, "RowHits: negative universe \(universe)")
        var words = [UInt64](repeating: 0, count: (universe + 63) >> 6)
        for r in rows where r >= 0 && r < universe { words[r >> 6] |= 1 << UInt64(r & 63) }
        self.init(words: words, universe: universe)
    }

    /// Every row of `range` (clamped at 0) among `range.upperBound` rows.
    public init(all range: Range<Int>) {
        self.init(
            Swift.max(0, range.lowerBound)..<Swift.max(0, range.upperBound), universe: Swift.max(0, range.upperBound))
    }

    /// Hits from bit words (`(universe + 63) / 64` of them; bits at or above `universe`
    /// must be clear); builds the rank directory. O(universe / 64).
    init(words: [UInt64], universe: Int) {
        precondition(words.count == (universe + 63) >> 6, "RowHits: \(words.count) words for \(universe) rows")
        self.universe = universe
        self.words = words
        let blocks = (words.count + Self.wordsPerBlock - 1) / Self.wordsPerBlock
        var ranks = [Int](repeating: 0, count: blocks + 1)
        words.withUnsafeBufferPointer { w in
            var total = 0
            var i = 0
            for b in 0..<blocks {
                ranks[b] = total
                let end = Swift.min(i + Self.wordsPerBlock, w.count)
                while i < end {
                    total += w[i].nonzeroBitCount
                    i += 1
                }
            }
            ranks[blocks] = total
        }
        self.ranks = ranks
    }

    public static func == (a: RowHits, b: RowHits) -> Bool { a.universe == b.universe && a.words == b.words }

    // MARK: Collection of the hit rows

    public var startIndex: Int { 0 }
    /// The number of hits. O(1).
    public var endIndex: Int { ranks[ranks.count - 1] }

    /// The `i`-th hit, ascending (select). Traps unless `0 <= i < count`.
    /// - Complexity: O(log(universe / 512)) plus at most eight popcounts.
    public subscript(i: Int) -> Int {
        precondition(i >= 0 && i < endIndex, "RowHits: hit \(i) of \(endIndex)")
        // The last block whose rank is <= i.
        var lo = 0
        var hi = ranks.count - 1  // ranks[lo] <= i < ranks[hi]
        while hi - lo > 1 {
            let mid = (lo + hi) >> 1
            if ranks[mid] <= i { lo = mid } else { hi = mid }
        }
        var left = i - ranks[lo]
        var w = lo * Self.wordsPerBlock
        while true {
            let c = words[w].nonzeroBitCount
            if left < c { return w << 6 + Self.select(words[w], left) }
            left -= c
            w += 1
        }
    }

    /// The position of bit `k` (from 0) among the set bits of `word` (`k < popcount`).
    @inline(__always)
    static func select(_ word: UInt64, _ k: Int) -> Int {
        var word = word
        var k = k
        var base = 0
        // Narrow by bytes, then bit by bit within the byte.
        while true {
            let c = Int((word & 0xFF).nonzeroBitCount)
            if k < c { break }
            k -= c
            word >>= 8
            base += 8
        }
        while k > 0 {
            word &= word &- 1
            k -= 1
        }
        return base + word.trailingZeroBitCount
    }

    /// Whether row `row` is a hit (false outside `0 ..< universe`). O(1).
    public func contains(_ row: Int) -> Bool {
        row >= 0 && row < universe && words[row >> 6] & (1 << UInt64(row & 63)) != 0
    }

    /// The number of hits below row `row` (rank), for any `row` (clamped). O(1): a rank
    /// entry plus at most eight popcounts.
    public func rank(of row: Int) -> Int {
        if row <= 0 { return 0 }
        if row >= universe { return endIndex }
        let w = row >> 6
        let b = w / Self.wordsPerBlock
        var n = ranks[b]
        for j in b * Self.wordsPerBlock..<w { n += words[j].nonzeroBitCount }
        return n + (words[w] & ((1 << UInt64(row & 63)) &- 1)).nonzeroBitCount
    }

    /// Where row `row` is among the hits (its index), or nil when it is not a hit. O(1).
    public func position(of row: Int) -> Int? { contains(row) ? rank(of: row) : nil }

    public func makeIterator() -> Iterator { Iterator(words: words) }

    /// The hit rows ascending, a word at a time.
    public struct Iterator: IteratorProtocol {
        let words: [UInt64]
        var w = -1
        var current: UInt64 = 0
        init(words: [UInt64]) { self.words = words }
        public mutating func next() -> Int? {
            while current == 0 {
                w += 1
                if w >= words.count { return nil }
                current = words[w]
            }
            let bit = current.trailingZeroBitCount
            current &= current &- 1
            return w << 6 + bit
        }
    }

    // MARK: Combining

    /// The hits of both (rows in either), among the larger universe. O(universe / 64).
    public func union(_ other: RowHits) -> RowHits {
        let (big, small) = universe >= other.universe ? (self, other) : (other, self)
        var words = big.words
        for i in small.words.indices { words[i] |= small.words[i] }
        return RowHits(words: words, universe: big.universe)
    }

    /// The rows hit in both, among this universe. O(universe / 64).
    public func intersection(_ other: RowHits) -> RowHits {
        var words = self.words
        for i in words.indices { words[i] &= i < other.words.count ? other.words[i] : 0 }
        return RowHits(words: words, universe: universe)
    }

    /// The hits in `range`, among the same universe. O(universe / 64).
    public func restricted(to range: Range<Int>) -> RowHits {
        let lo = Swift.max(0, Swift.min(range.lowerBound, universe))
        let hi = Swift.max(lo, Swift.min(range.upperBound, universe))
        var words = self.words
        for i in words.indices {
            let first = i << 6
            let last = first + 64
            if last <= lo || first >= hi {
                words[i] = 0
                continue
            }
            if first < lo { words[i] &= ~((1 << UInt64(lo - first)) &- 1) }
            if last > hi { words[i] &= (1 << UInt64(hi - first)) &- 1 }
        }
        return RowHits(words: words, universe: universe)
    }

    /// The hits for which `keep` is true, among the same universe. O(universe / 64 + hits).
    public func retaining(where keep: (Int) throws -> Bool) rethrows -> RowHits {
        var words = self.words
        for i in words.indices {
            var bits = words[i]
            while bits != 0 {
                let b = bits.trailingZeroBitCount
                bits &= bits &- 1
                if try !keep(i << 6 + b) { words[i] &= ~(1 << UInt64(b)) }
            }
        }
        return RowHits(words: words, universe: universe)
    }

    /// The first and last hit rows, or nil without hits. O(universe / 64) at worst.
    var span: ClosedRange<Int>? {
        guard let f = words.firstIndex(where: { $0 != 0 }), let l = words.lastIndex(where: { $0 != 0 }) else {
            return nil
        }
        return (f << 6 + words[f].trailingZeroBitCount)...(l << 6 + 63 - words[l].leadingZeroBitCount)
    }
}
