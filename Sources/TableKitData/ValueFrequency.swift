import TableKit

/// The distinct values of one column and how many rows hold each, as VisiData's frequency
/// table (Shift-F) counts them: made by ``count(_:column:rows:collation:distinctBound:progress:isCancelled:)``
/// over every row of a source, or over the rows a filter kept.
///
/// A row's *value* is its field as written with the spaces around it trimmed
/// (``value(of:)``); every blank field — empty, of spaces only, or a JSON `null` — is the one
/// value `""`. Missing-value markers (`n/a`, `-`) are values of their own, as written: the
/// table shows what the column holds. ``FilterExpression/value(_:inColumn:named:)`` keeps
/// exactly the rows counted under one value.
public struct ValueFrequency: Sendable, Equatable {
    /// A value and the rows that hold it: the value as ``ValueFrequency/value(of:)`` gives
    /// it (`""` for the blank fields), and its rows (`>= 1`).
    public typealias Entry = ValueCount

    /// The source column counted (an index into its ``TabularSource/columns``).
    public var column: Int
    /// The rows counted, `>= 0`: the sum of the entries' counts and ``otherRows``.
    public var rows: Int
    /// One entry a distinct value, most rows first; values with as many rows in the order
    /// the viewer sorts the column ascending (``RowOrder``: numbers and dates by value, text
    /// by the collation, the blank value and values not of the column's type last, those
    /// among themselves in code-point order).
    public var entries: [Entry]
    /// Rows whose value was not counted on its own: met after ``distinctBound`` distinct
    /// values were; `0` for a column with fewer distinct values.
    public var otherRows: Int

    /// The most distinct values counted one by one (about 100 bytes of memory each);
    /// the rows of further values are counted together in ``otherRows``.
    public static let distinctBound = 1_000_000

    public init(column: Int, rows: Int, entries: [Entry], otherRows: Int = 0) {
        (self.column, self.rows, self.entries, self.otherRows) = (column, rows, entries, otherRows)
    }

    /// The value a field counts under: `""` when it is blank (empty, spaces and tabs only,
    /// or a JSON `null`: ``FilterEvaluator/isBlank(_:)``), else the field with the spaces
    /// around it trimmed (`" Japan "` is `Japan`). O(length of the field).
    public static func value(of field: String) -> String {
        FilterEvaluator.isBlank(field) ? "" : ColumnType.trimmedSpaces(field)
    }

    /// The frequency of `column`'s values over `rows`, or nil when `isCancelled` said so
    /// (it is asked every 4,096 rows).
    /// - Parameters:
    ///   - source: the rows; its ``TabularSource/columns`` give the column's type, which
    ///     orders values with as many rows.
    ///   - column: an index into `source.columns`; traps when out of range.
    ///   - rows: the rows counted (a filter's); nil: every row readable now. Rows past the
    ///     rows readable now are left out.
    ///   - collation: the collation text values with as many rows are ordered by (the
    ///     viewer's: `--collate`, else the current locale's).
    ///   - distinctBound: the most values counted one by one (``distinctBound``; at least 1).
    ///   - progress: told the rows counted so far, every 4,096 rows (any thread).
    ///   - isCancelled: whether to stop; by default the task's cancellation.
    /// - Complexity: reads each row's field once, hashing its value: O(rows); then
    ///   O(d log d) for the d distinct values; memory O(d), d at most ``distinctBound``.
    public static func count(
        _ source: any TabularSource, column: Int, rows: RowHits? = nil, collation: IndexedCollation = .current,
        distinctBound: Int = ValueFrequency.distinctBound, progress: (Int) -> Void = { _ in },
        isCancelled: () -> Bool = { Task.isCancelled }
    ) -> ValueFrequency? {
        precondition(
            column >= 0 && column < source.columns.count,
            "ValueFrequency: column \(column) is outside 0..<\(source.columns.count)")
        guard
            let (counts, done, other) = BoundedCounts.count(
                source, rows: rows, bound: distinctBound, progress: progress, isCancelled: isCancelled,
                key: { value(of: source.field(ofRow: $0, column: column)) })
        else { return nil }
        let entries = ordered(counts, type: source.columns[column].type, collation: collation)
        return ValueFrequency(column: column, rows: done, entries: entries, otherRows: other)
    }

    /// `counts` as entries, most rows first, ties in the viewer's ascending order of the
    /// values (``RowOrder/sorted(values:rows:type:ascending:collation:)``, stable over the
    /// values first put in code-point order, so that values it ranks equal — the blank one,
    /// those not of the column's type — keep that order).
    static func ordered(_ counts: [String: Int], type: ColumnType, collation: IndexedCollation) -> [Entry] {
        let values = counts.keys.sorted()
        let byValue = RowOrder.sorted(
            values: values, rows: Array(values.indices), type: type, ascending: true, collation: collation)
        var rank = [Int](repeating: 0, count: values.count)
        for (k, p) in byValue.enumerated() { rank[p] = k }
        let order = values.indices.sorted { a, b in
            let (ca, cb) = (counts[values[a]]!, counts[values[b]]!)
            return ca != cb ? ca > cb : rank[a] < rank[b]
        }
        return order.map { Entry(value: values[$0], count: counts[values[$0]]!) }
    }
}

/// Counting values up to a bound of distinct ones, for ``ValueFrequency`` and
/// ``CombinationFrequency``.
enum BoundedCounts {
    /// Counts `key` of each of `rows` (nil: every row readable now; rows past those are left
    /// out): the first `bound` distinct keys one by one, the rows of others together.
    /// Asks `isCancelled` and tells `progress` every 4,096 rows; nil when cancelled.
    /// - Returns: the counts, the rows counted and the rows of the keys past the bound.
    static func count<Key: Hashable>(
        _ source: any TabularSource, rows: RowHits?, bound: Int, progress: (Int) -> Void,
        isCancelled: () -> Bool, key: (Int) -> Key
    ) -> (counts: [Key: Int], rows: Int, other: Int)? {
        let readable = source.rowCount
        let bound = max(1, bound)
        var counts: [Key: Int] = [:]
        var other = 0
        var done = 0
        func add(_ row: Int) -> Bool {
            let k = key(row)
            if counts.count < bound {
                counts[k, default: 0] += 1  // one hash of the key
            } else if let i = counts.index(forKey: k) {
                counts.values[i] += 1
            } else {
                other += 1
            }
            done += 1
            if done & 4095 == 0 {
                if isCancelled() { return false }
                progress(done)
            }
            return true
        }
        if let rows {
            for r in rows {
                if r >= readable { break }
                if !add(r) { return nil }
            }
        } else {
            for r in 0..<readable where !add(r) { return nil }
        }
        if isCancelled() { return nil }
        progress(done)
        return (counts, done, other)
    }
}
