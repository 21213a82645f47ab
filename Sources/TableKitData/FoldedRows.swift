import TableKit

/// The folded text of the records that are not all ASCII, for search: records that are
/// ASCII are searched in place (ASCII case-insensitively), these through this folded copy.
///
/// Records ascending; record `records[k]`'s folded UTF-8 is `bytes[starts[k] ..< starts[k + 1] - 1]`,
/// followed by one 0x00 (folding removes U+0000, so a match never spans two records).
/// ``coveredRecords`` records have been looked at (folded when not ASCII).
/// Folding reads at most ``foldedBytesLimit`` bytes of a record.
struct FoldedRows: Sendable {
    /// At most this many bytes of a record are folded (1 MiB): the rest of a longer line
    /// with non-ASCII text is found only by its ASCII words.
    static let foldedBytesLimit = 1 << 20

    private(set) var records: [Int] = []
    private(set) var bytes: [UInt8] = []
    private(set) var starts: [Int] = [0]
    /// Records `0 ..< coveredRecords` are folded when they are not ASCII.
    var coveredRecords = 0

    /// Makes room for `records` more records of `bytes` folded bytes in all, so that a copy
    /// of known size grows once instead of by doubling (whose freed buffers stay in the
    /// allocator's arena).
    mutating func reserve(records more: Int, bytes size: Int) {
        records.reserveCapacity(records.count + more)
        starts.reserveCapacity(starts.count + more)
        bytes.reserveCapacity(bytes.count + size)
    }

    /// Appends the folded text of `text` for `record` (greater than every record so far).
    mutating func append(record: Int, text: String) {
        records.append(record)
        bytes.append(contentsOf: SearchIndex.fold(text).utf8)
        bytes.append(0)
        starts.append(bytes.count)
    }

    /// The position in ``records`` of the first record `>= record`. O(log n).
    func lowerBound(_ record: Int) -> Int {
        var lo = 0, hi = records.count
        while lo < hi { let mid = (lo + hi) >> 1; if records[mid] < record { lo = mid + 1 } else { hi = mid } }
        return lo
    }

    /// The position of `record`, or nil when it is not here (ASCII, or not covered yet).
    func position(of record: Int) -> Int? {
        let p = lowerBound(record)
        return p < records.count && records[p] == record ? p : nil
    }

    /// Whether the folded text at `position` contains every word of `query`.
    func matches(_ query: RowQuery, at position: Int) -> Bool {
        bytes.withUnsafeBufferPointer { b in
            let s = starts[position], e = starts[position + 1] - 1
            guard e > s else { return query.isEmpty }
            return query.matches(folded: UnsafeBufferPointer(rebasing: b[s ..< e]))
        }
    }

    /// The records in `range` whose folded text contains every word of `query`, ascending:
    /// one scan of their bytes for the first word, then the other words in each hit.
    func matching(_ query: RowQuery, records range: Range<Int>) -> [Int] {
        let p0 = lowerBound(range.lowerBound), p1 = lowerBound(range.upperBound)
        guard p1 > p0, let first = query.words.first else { return [] }
        var out: [Int] = []
        bytes.withUnsafeBufferPointer { b in
            starts.withUnsafeBufferPointer { st in
                first.withUnsafeBufferPointer { ndl in
                    let base = b.baseAddress!
                    var p = p0
                    var from = st[p0]
                    let end = st[p1]
                    while let hit = ByteSearch.find(ndl, in: base, from: from, to: end) {
                        // The position whose bytes hold `hit` (galloping forward).
                        var lo = p, step = 1
                        while lo + step < p1 && st[lo + step] <= hit { lo += step; step <<= 1 }
                        var hi = min(lo + step, p1)
                        while hi - lo > 1 { let mid = (lo + hi) >> 1; if st[mid] <= hit { lo = mid } else { hi = mid } }
                        p = lo
                        if query.words.count == 1 || matches(query, at: p) { out.append(records[p]) }
                        p += 1
                        if p >= p1 { break }
                        from = st[p]
                    }
                }
            }
        }
        return out
    }
}
