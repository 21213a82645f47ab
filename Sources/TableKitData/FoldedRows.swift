import TableKit

/// The folded text of the records that are not all ASCII, for search: records that are
/// ASCII are searched in place (ASCII case-insensitively), these through their folded copy.
///
/// Rows ascending; row `rows[k]`'s folded UTF-8 is `bytes[starts[k] ..< starts[k + 1]]`.
/// Folding reads at most ``foldedBytesLimit`` bytes of a record.
struct FoldedRows: Sendable {
    /// At most this many bytes of a record are folded (1 MiB): the rest of a longer line
    /// with non-ASCII text is found only by its ASCII words.
    static let foldedBytesLimit = 1 << 20

    private(set) var rows: [Int] = []
    private(set) var bytes: [UInt8] = []
    private(set) var starts: [Int] = [0]

    var isEmpty: Bool { rows.isEmpty }

    /// Appends the folded text of `text` for `row` (greater than every row so far).
    mutating func append(row: Int, text: String) {
        rows.append(row)
        bytes.append(contentsOf: SearchIndex.fold(text).utf8)
        starts.append(bytes.count)
    }

    /// The position in ``rows`` of `row`, or nil when that row is ASCII. O(log n).
    func position(of row: Int) -> Int? {
        var lo = 0, hi = rows.count
        while lo < hi { let mid = (lo + hi) >> 1; if rows[mid] < row { lo = mid + 1 } else { hi = mid } }
        return lo < rows.count && rows[lo] == row ? lo : nil
    }

    /// Positions in ``rows`` of the rows in `range`.
    func positions(in range: Range<Int>) -> Range<Int> {
        func lower(_ r: Int) -> Int {
            var lo = 0, hi = rows.count
            while lo < hi { let mid = (lo + hi) >> 1; if rows[mid] < r { lo = mid + 1 } else { hi = mid } }
            return lo
        }
        return lower(range.lowerBound) ..< lower(range.upperBound)
    }

    /// Whether the folded text at `position` contains every word of `query`.
    func matches(_ query: RowQuery, at position: Int) -> Bool {
        bytes.withUnsafeBufferPointer { b in
            let s = starts[position], e = starts[position + 1]
            guard e > s else { return query.isEmpty }
            return query.matches(folded: UnsafeBufferPointer(rebasing: b[s ..< e]))
        }
    }
}
