import TableKit

/// The folded text of the records that are not all ASCII, for search: records that are
/// ASCII are searched in place (ASCII case-insensitively), these through this folded copy.
///
/// Records ascending, numbered by their position `0 ..< count` here. The text lives in
/// chunks of about ``chunkBytes`` (1 MiB; a record whose folded text is longer has a chunk of
/// its own), each allocated once at its full size and never copied to grow: a doubling
/// array held its old and new buffers at once (33.5 + 67 MB on 10,000,000 lines). In a
/// chunk, each record's folded UTF-8 is followed by one 0x00 (folding removes U+0000, so a
/// match never spans two records), and each record costs 8 bytes besides its text: its
/// number (`UInt32`, from the chunk's first) and where its bytes end (`UInt32`, in the chunk).
/// ``coveredRecords`` records have been looked at (folded when not ASCII).
/// Folding reads at most ``foldedBytesLimit`` bytes of a record.
struct FoldedRows: Sendable {
    /// At most this many bytes of a record are folded (1 MiB): the rest of a longer line
    /// with non-ASCII text is found only by its ASCII words.
    static let foldedBytesLimit = 1 << 20

    /// Records `0 ..< coveredRecords` are folded when they are not ASCII.
    var coveredRecords = 0
    /// The number of records here (positions `0 ..< count`).
    private(set) var count = 0
    /// Folded bytes per chunk (1 MiB by default; small in tests).
    let chunkBytes: Int
    private(set) var chunks: [Chunk] = []

    /// A run of records whose folded text lies in one allocation.
    struct Chunk: Sendable {
        /// The position (in the whole) of the chunk's first record.
        let firstPosition: Int
        /// The chunk's first record; the others are this plus their ``records`` entry.
        let firstRecord: Int
        var records: [UInt32] = []
        /// Where each record's bytes end in ``bytes``, its 0x00 included.
        var ends: [UInt32] = []
        var bytes: [UInt8] = []

        /// Where the bytes of the chunk's `i`-th record start in ``bytes``.
        @inline(__always)
        func start(_ i: Int) -> Int { i == 0 ? 0 : Int(ends[i - 1]) }

        /// The chunk's `i`-th record.
        @inline(__always)
        func record(_ i: Int) -> Int { firstRecord + Int(records[i]) }
    }

    /// An empty copy whose chunks hold `chunkBytes` folded bytes (at least 1).
    init(chunkBytes: Int = 1 << 20) {
        self.chunkBytes = max(1, chunkBytes)
    }

    /// The folded bytes held, 0x00 separators included (not the room reserved).
    var byteCount: Int { chunks.reduce(0) { $0 + $1.bytes.count } }

    /// Appends the folded text of `text` for `record` (greater than every record so far).
    mutating func append(record: Int, text: String) {
        var folded = SearchIndex.fold(text)
        folded.withUTF8 { append(record: record, folded: $0) }
    }

    /// Appends `folded` (text already folded, without 0x00) for `record` (greater than every
    /// record so far). A new chunk is started when the last one has no room for it or
    /// `record` is more than `UInt32.max` past its first.
    mutating func append(record: Int, folded: UnsafeBufferPointer<UInt8>) {
        let size = folded.count + 1
        let last = chunks.count - 1
        if last < 0 || chunks[last].bytes.count + size > chunkBytes || record - chunks[last].firstRecord > Int(UInt32.max) {
            var chunk = Chunk(firstPosition: count, firstRecord: record)
            chunk.bytes.reserveCapacity(max(chunkBytes, size))
            // About as many records as the last full chunk had: one allocation each, mostly.
            let expected = last < 0 ? 64 : chunks[last].ends.count + chunks[last].ends.count / 8
            chunk.records.reserveCapacity(expected)
            chunk.ends.reserveCapacity(expected)
            chunks.append(chunk)
        }
        let c = chunks.count - 1
        chunks[c].records.append(UInt32(record - chunks[c].firstRecord))
        chunks[c].bytes.append(contentsOf: folded)
        chunks[c].bytes.append(0)
        chunks[c].ends.append(UInt32(chunks[c].bytes.count))
        count += 1
    }

    /// The index of the chunk that holds `position` (`0 ..< count`). O(log chunks).
    private func chunk(holding position: Int) -> Int {
        var lo = 0, hi = chunks.count
        while hi - lo > 1 { let mid = (lo + hi) >> 1; if chunks[mid].firstPosition <= position { lo = mid } else { hi = mid } }
        return lo
    }

    /// The record at `position` (`0 ..< count`).
    func record(at position: Int) -> Int {
        let c = chunks[chunk(holding: position)]
        return c.record(position - c.firstPosition)
    }

    /// The position of the first record `>= record` (``count`` when none). O(log n).
    func lowerBound(_ record: Int) -> Int {
        // The last chunk whose first record is at most `record`.
        var lo = 0, hi = chunks.count
        while lo < hi { let mid = (lo + hi) >> 1; if chunks[mid].firstRecord <= record { lo = mid + 1 } else { hi = mid } }
        if lo == 0 { return 0 }
        let c = chunks[lo - 1]
        let delta = record - c.firstRecord
        if delta > Int(UInt32.max) { return c.firstPosition + c.records.count }
        let d = UInt32(delta)
        var a = 0, b = c.records.count
        while a < b { let mid = (a + b) >> 1; if c.records[mid] < d { a = mid + 1 } else { b = mid } }
        return c.firstPosition + a
    }

    /// The position of `record`, or nil when it is not here (ASCII, or not covered yet).
    func position(of record: Int) -> Int? {
        let p = lowerBound(record)
        return p < count && self.record(at: p) == record ? p : nil
    }

    /// Whether the folded text at `position` contains every word of `query`.
    func matches(_ query: RowQuery, at position: Int) -> Bool {
        let c = chunks[chunk(holding: position)]
        return Self.matches(query, c, position - c.firstPosition)
    }

    /// Whether the folded text of chunk `c`'s `i`-th record contains every word of `query`.
    private static func matches(_ query: RowQuery, _ c: Chunk, _ i: Int) -> Bool {
        c.bytes.withUnsafeBufferPointer { b in
            let s = c.start(i), e = Int(c.ends[i]) - 1
            guard e > s else { return query.isEmpty }
            return query.matches(folded: UnsafeBufferPointer(rebasing: b[s ..< e]))
        }
    }

    /// The records in `range` whose folded text contains every word of `query`, ascending:
    /// one scan of each chunk's bytes for the first word, then the other words in each hit.
    func matching(_ query: RowQuery, records range: Range<Int>) -> [Int] {
        let p0 = lowerBound(range.lowerBound), p1 = lowerBound(range.upperBound)
        guard p1 > p0, let first = query.words.first else { return [] }
        var out: [Int] = []
        first.withUnsafeBufferPointer { ndl in
            for ci in chunk(holding: p0) ... chunk(holding: p1 - 1) {
                let c = chunks[ci]
                let i0 = max(0, p0 - c.firstPosition), i1 = min(c.ends.count, p1 - c.firstPosition)
                Self.scan(c, i0 ..< i1, ndl, query, into: &out)
            }
        }
        return out
    }

    /// Appends the records of chunk `c`'s `local` range that match `query` (whose first
    /// word is `ndl`) to `out`.
    private static func scan(_ c: Chunk, _ local: Range<Int>, _ ndl: UnsafeBufferPointer<UInt8>, _ query: RowQuery, into out: inout [Int]) {
        guard !local.isEmpty else { return }
        c.bytes.withUnsafeBufferPointer { b in
            c.ends.withUnsafeBufferPointer { ends in
                let base = b.baseAddress!
                var i = local.lowerBound
                let last = local.upperBound - 1, end = Int(ends[last])
                var from = c.start(i)
                while let hit = ByteSearch.find(ndl, in: base, from: from, to: end) {
                    // The first record from `i` whose bytes end after `hit` (galloping forward);
                    // records before `lo` end at or before it.
                    var lo = i, hi = i, step = 1
                    while hi < last && Int(ends[hi]) <= hit { lo = hi + 1; hi = min(hi + step, last); step <<= 1 }
                    while lo < hi { let mid = (lo + hi) >> 1; if Int(ends[mid]) <= hit { lo = mid + 1 } else { hi = mid } }
                    if query.words.count == 1 || matches(query, c, lo) { out.append(c.record(lo)) }
                    i = lo + 1
                    if i > last { break }
                    from = Int(ends[i - 1])
                }
            }
        }
    }
}
