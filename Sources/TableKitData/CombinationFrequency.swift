import TableKit

/// The distinct combinations of several columns' values and how many rows hold each, as
/// VisiData's frequency table (Shift-F) counts them over its key columns: made by
/// ``count(_:columns:rows:collation:distinctBound:progress:isCancelled:)`` over every row
/// of a source, or over the rows a filter kept.
///
/// Each column's value is read as ``ValueFrequency/value(of:)`` reads it (spaces around it
/// trimmed, every blank field the value `""`), so the rows of a combination are exactly
/// those kept by its columns' ``FilterExpression/value(_:inColumn:named:)`` joined with
/// ``FilterExpression/and(_:)``.
public struct CombinationFrequency: Sendable, Equatable {
    /// A combination and the rows that hold it.
    public struct Entry: Sendable, Equatable {
        /// The values, one a counted column, in ``CombinationFrequency/columns`` order.
        public var values: [String]
        /// The rows holding every one of them, `>= 1`.
        public var count: Int

        public init(values: [String], count: Int) {
            (self.values, self.count) = (values, count)
        }
    }

    /// The source columns counted (indices into its ``TabularSource/columns``), in order.
    public var columns: [Int]
    /// The rows counted, `>= 0`: the sum of the entries' counts and ``otherRows``.
    public var rows: Int
    /// One entry a distinct combination, most rows first; combinations with as many rows
    /// ordered by their first value, then their second, and so on, each in the order the
    /// viewer sorts its column ascending (as ``ValueFrequency/entries`` are).
    public var entries: [Entry]
    /// Rows whose combination was not counted on its own: met after `distinctBound`
    /// distinct combinations were; `0` below it.
    public var otherRows: Int

    public init(columns: [Int], rows: Int, entries: [Entry], otherRows: Int = 0) {
        (self.columns, self.rows, self.entries, self.otherRows) = (columns, rows, entries, otherRows)
    }

    /// The combinations of `columns`' values over `rows`, or nil when `isCancelled` said so
    /// (it is asked every 4,096 rows).
    /// - Parameters:
    ///   - source: the rows; its ``TabularSource/columns`` give each column's type, which
    ///     orders combinations with as many rows.
    ///   - columns: indices into `source.columns`, at least one; traps when empty or one
    ///     is out of range.
    ///   - rows: the rows counted (a filter's); nil: every row readable now. Rows past the
    ///     rows readable now are left out.
    ///   - collation: the collation text values are ordered by (the viewer's).
    ///   - distinctBound: the most combinations counted one by one (at least 1).
    ///   - progress: told the rows counted so far, every 4,096 rows (any thread).
    ///   - isCancelled: whether to stop; by default the task's cancellation.
    /// - Complexity: reads each row's fields of `columns` once, hashing them: O(rows · k)
    ///   for k columns; then O(d log d) for the d combinations; memory O(d · k).
    public static func count(
        _ source: any TabularSource, columns: [Int], rows: RowHits? = nil, collation: IndexedCollation = .current,
        distinctBound: Int = ValueFrequency.distinctBound, progress: (Int) -> Void = { _ in },
        isCancelled: () -> Bool = { Task.isCancelled }
    ) -> CombinationFrequency? {
        precondition(!columns.isEmpty, "CombinationFrequency: no column to count")
        for c in columns {
            precondition(
                c >= 0 && c < source.columns.count,
                "CombinationFrequency: column \(c) is outside 0..<\(source.columns.count)")
        }
        guard
            let (counts, done, other) = BoundedCounts.count(
                source, rows: rows, bound: distinctBound, progress: progress, isCancelled: isCancelled,
                key: { row in columns.map { ValueFrequency.value(of: source.field(ofRow: row, column: $0)) } })
        else { return nil }
        let types = columns.map { source.columns[$0].type }
        let entries = ordered(counts, types: types, collation: collation)
        return CombinationFrequency(columns: columns, rows: done, entries: entries, otherRows: other)
    }

    /// `counts` as entries, most rows first, ties by each value's rank in its column's
    /// ascending order (``ValueFrequency``'s order of a column's values), first column first.
    static func ordered(_ counts: [[String]: Int], types: [ColumnType], collation: IndexedCollation) -> [Entry] {
        let ranks = types.indices.map { k in
            rank(Set(counts.keys.map { $0[k] }), type: types[k], collation: collation)
        }
        let keys = counts.keys.map { key in (key, key.indices.map { ranks[$0][key[$0]]! }) }
        let sorted = keys.sorted { a, b in
            let (ca, cb) = (counts[a.0]!, counts[b.0]!)
            return ca != cb ? ca > cb : a.1.lexicographicallyPrecedes(b.1)
        }
        return sorted.map { Entry(values: $0.0, count: counts[$0.0]!) }
    }

    /// Each of `values`' place in the viewer's ascending order of a column of `type`
    /// (``RowOrder/sorted(values:rows:type:ascending:collation:)``, stable over the values
    /// first put in code-point order, as ``ValueFrequency``'s ties are).
    static func rank(_ values: Set<String>, type: ColumnType, collation: IndexedCollation) -> [String: Int] {
        let list = values.sorted()
        let byValue = RowOrder.sorted(
            values: list, rows: Array(list.indices), type: type, ascending: true, collation: collation)
        var out: [String: Int] = [:]
        out.reserveCapacity(list.count)
        for (k, p) in byValue.enumerated() { out[list[p]] = k }
        return out
    }
}
