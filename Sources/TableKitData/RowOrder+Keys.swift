import TableKit

extension RowOrder {
    /// One key of a sort by several columns: a source column and its direction.
    public struct Key: Sendable, Equatable {
        /// An index into the source's columns.
        public var column: Int
        public var ascending: Bool

        public init(column: Int, ascending: Bool = true) {
            (self.column, self.ascending) = (column, ascending)
        }

        /// The keys of a list such as `-pop,city` (`--sort`): names split at commas, a
        /// leading `-` for descending (`+` for ascending, the default), each name found
        /// in `columns` as ``ColumnSelection/index(of:in:)`` finds it.
        /// - Throws: ``DataError`` for an empty list or an unknown column (naming the known ones).
        public static func parse(_ list: String, columns: [Column]) throws(DataError) -> [Key] {
            var keys: [Key] = []
            for raw in ColumnSelection.names(list) {
                var name = Substring(raw)
                var ascending = true
                if name.first == "-" || name.first == "+" {
                    ascending = name.first == "+"
                    name = name.dropFirst()
                }
                // A column whose own name starts with - or + keeps it when it exists.
                if ColumnSelection.exactIndex(of: raw, in: columns) != nil && raw != String(name) {
                    keys.append(Key(column: try ColumnSelection.index(of: raw, in: columns)))
                    continue
                }
                keys.append(Key(column: try ColumnSelection.index(of: String(name), in: columns), ascending: ascending))
            }
            if keys.isEmpty { throw DataError("--sort names no column: give NAME or -NAME, such as -pop,city") }
            return keys
        }
    }

    /// `rows` (default: every row readable now) sorted by `keys`: by the first key, rows
    /// equal on it by the second, and so on; each key as
    /// ``sorted(_:byColumn:ascending:rows:type:collation:)`` sorts (by the column's type,
    /// blanks last in both directions). Stable: rows equal on every key keep their order.
    ///
    /// Made as stable sorts from the last key to the first (a least-significant-key
    /// radix order), so each key compares one column of doubles or collation keys.
    /// - Parameters:
    ///   - source: the rows' table.
    ///   - keys: at least one; each column an index into `source.columns` (traps when out
    ///     of range).
    ///   - rows: source rows to sort; nil for every row readable now.
    ///   - collation: orders text keys (and their sections' letters).
    /// - Complexity: one ``sorted(_:byColumn:ascending:rows:type:collation:)`` per key.
    public static func sorted(
        _ source: any TabularSource, by keys: [Key], rows: [Int]? = nil, collation: IndexedCollation = .current
    ) -> [Int] {
        precondition(!keys.isEmpty, "RowOrder: a sort by no key")
        var order = rows ?? Array(0..<source.rowCount)
        for key in keys.reversed() {
            order = sorted(source, byColumn: key.column, ascending: key.ascending, rows: order, collation: collation)
        }
        return order
    }
}

extension ColumnSelection {
    /// The index of the column spelled exactly `name`, or nil.
    static func exactIndex(of name: String, in columns: [Column]) -> Int? {
        columns.firstIndex { $0.name == name }
    }
}
