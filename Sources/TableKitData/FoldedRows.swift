import TableKit

/// The folded text of the records that are not all ASCII, for search: records that are
/// ASCII are searched in place (ASCII case-insensitively), these through this folded copy.
///
/// Records ascending, numbered by their position `0 ..< count` here. The text lives in
/// chunks of about ``chunkBytes`` (1 MiB; a record whose folded text is longer has a chunk of
/// its own), each allocated once at its full size and never copied to grow: a doubling
/// array held its old and new buffers at once (33.5 + 67 MB on 10,000,000 lines). In a
/// chunk, each record's folded UTF-8 is followed by one 0x00 (folding removes U+0000, so a
/// match never spans two records). Besides its text a record costs about 4.25 bytes: its
/// gap from the record before and its length (two `UInt16`s), with a ``Chunk/Mark`` of the
/// full record number and start every 64 records (and wherever a gap or a length does not
/// fit in 16 bits), from which a record is found by summing at most 63 of them.
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

    /// An empty copy whose chunks hold `chunkBytes` folded bytes (1 ... 1 GiB).
    init(chunkBytes: Int = 1 << 20) {
        self.chunkBytes = min(max(1, chunkBytes), 1 << 30)
    }

    /// The folded bytes held, 0x00 separators included (not the room reserved).
    var byteCount: Int { chunks.reduce(0) { $0 + $1.bytes.count } }

    /// The bytes allocated for the copy: every chunk's arrays at their capacity and the
    /// chunk list. O(chunks).
    var reservedByteCount: Int {
        chunks.reduce(chunks.capacity * MemoryLayout<Chunk>.stride) { $0 + $1.reservedByteCount }
    }

    /// Appends the folded text of `text` for `record` (greater than every record so far).
    mutating func append(record: Int, text: String) {
        var folded = SearchIndex.fold(text)
        folded.withUTF8 { append(record: record, folded: $0) }
    }

    /// Appends `folded` (text already folded, without 0x00) for `record` (greater than every
    /// record so far). A new chunk is started when the last one has no room for it.
    mutating func append(record: Int, folded: UnsafeBufferPointer<UInt8>) {
        let size = folded.count + 1
        let last = chunks.count - 1
        if last < 0 || chunks[last].bytes.count + size > chunkBytes {
            // About as many entries as the last full chunk had: one allocation each, mostly.
            let entries = last < 0 ? 64 : chunks[last].count + chunks[last].count / 8
            chunks.append(Chunk(firstPosition: count, bytes: max(chunkBytes, size), entries: entries))
        }
        chunks[chunks.count - 1].append(record: record, folded: folded)
        count += 1
    }

    /// The index of the chunk that holds `position` (`0 ..< count`). O(log chunks).
    private func chunk(holding position: Int) -> Int {
        var lo = 0
        var hi = chunks.count
        while hi - lo > 1 {
            let mid = (lo + hi) >> 1
            if chunks[mid].firstPosition <= position { lo = mid } else { hi = mid }
        }
        return lo
    }

    /// The record at `position` (`0 ..< count`).
    func record(at position: Int) -> Int {
        let c = chunks[chunk(holding: position)]
        return c.entry(position - c.firstPosition).record
    }

    /// The position of the first record `>= record` (``count`` when none). O(log n).
    func lowerBound(_ record: Int) -> Int {
        lowerBoundAndEquality(record).position
    }

    /// The position of `record`, or nil when it is not here (ASCII, or not covered yet).
    func position(of record: Int) -> Int? {
        let (p, isEqual) = lowerBoundAndEquality(record)
        return isEqual ? p : nil
    }

    /// ``lowerBound(_:)`` and whether the record there is `record`.
    private func lowerBoundAndEquality(_ record: Int) -> (position: Int, isEqual: Bool) {
        // The last chunk whose first record is at most `record`.
        var lo = 0
        var hi = chunks.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if chunks[mid].firstRecord <= record { lo = mid + 1 } else { hi = mid }
        }
        if lo == 0 { return (0, false) }
        let c = chunks[lo - 1]
        let (i, isEqual) = c.lowerBound(record)
        return (c.firstPosition + i, isEqual)
    }

    /// Whether the folded text at `position` contains every word of `query`.
    func matches(_ query: RowQuery, at position: Int) -> Bool {
        let c = chunks[chunk(holding: position)]
        let i = position - c.firstPosition
        let s = c.entry(i).start
        return c.matches(query, s, c.end(i, start: s))
    }

    /// The records in `range` whose folded text contains every word of `query`, ascending:
    /// one scan of each chunk's bytes for the first word, then the other words in each hit.
    func matching(_ query: RowQuery, records range: Range<Int>) -> [Int] {
        let p0 = lowerBound(range.lowerBound)
        let p1 = lowerBound(range.upperBound)
        guard p1 > p0, let first = query.words.first else { return [] }
        var out: [Int] = []
        first.withUnsafeBufferPointer { ndl in
            for ci in chunk(holding: p0)...chunk(holding: p1 - 1) {
                let c = chunks[ci]
                c.scan(max(0, p0 - c.firstPosition)..<min(c.count, p1 - c.firstPosition), ndl, query, into: &out)
            }
        }
        return out
    }
}
