import Dispatch
import TableKit

/// Sorting a source's rows by a column, for a column table's sort (a key, or a click on a
/// column title).
///
/// By the column's ``ColumnType``: numbers and dates by value (``NumberParsing``,
/// ``DateParsing``; the column's slash dates, `01/02/2000`, by the order of day and month
/// its values show, ``DateParsing/slashOrder(of:)``), booleans false before true, text by the locale's collation
/// (TableKit's `IndexedCollation`, ICU sort keys: `UILocalizedIndexedCollation`'s
/// `sortedArray(from:collationStringSelector:)`). Stable in both directions: rows that
/// compare equal keep their order in the input list. Blank fields, and fields of a number,
/// date or boolean column that do not parse as one, come last in both directions.
public enum RowOrder {
    /// `rows` (default: every row readable now, `0 ..< rowCount`) sorted by `column`.
    /// - Parameters:
    ///   - source: the rows' source.
    ///   - column: an index into `source.columns`; traps when out of range.
    ///   - ascending: false for the reverse order (blank fields still last).
    ///   - rows: the rows to sort, each in `0 ..< rowCount`; nil for every row readable now.
    ///   - type: how to compare; default the column's detected type.
    ///   - collation: the collation for text (default `IndexedCollation.current`).
    /// - Complexity: reads every row's field once (on two threads), then O(n log n)
    ///   comparisons of doubles, or ICU sort keys and a radix sort for text. Run it off the
    ///   main actor for large sources.
    public static func sorted(
        _ source: any TabularSource, byColumn column: Int, ascending: Bool = true,
        rows: [Int]? = nil, type: ColumnType? = nil,
        collation: IndexedCollation = .current
    ) -> [Int] {
        precondition(
            column >= 0 && column < source.columns.count,
            "RowOrder: column \(column) is outside 0..<\(source.columns.count)")
        let rows = rows ?? Array(0..<source.rowCount)
        let values = fieldValues(source, column: column, rows: rows)
        return sorted(
            values: values, rows: rows, type: type ?? source.columns[column].type,
            ascending: ascending, collation: collation)
    }

    /// `rows` reordered by `values` (one per row, in the same order); see
    /// ``sorted(_:byColumn:ascending:rows:type:collation:)``.
    public static func sorted(
        values: [String], rows: [Int], type: ColumnType, ascending: Bool,
        collation: IndexedCollation = .current
    ) -> [Int] {
        precondition(values.count == rows.count, "RowOrder: \(values.count) values for \(rows.count) rows")
        switch type {
        case .text:
            var filled: [Int] = []
            var blank: [Int] = []
            filled.reserveCapacity(rows.count)
            for p in rows.indices {  // a JSON null sorts with the blanks
                if values[p].isEmpty || values[p] == JSONNull.field { blank.append(p) } else { filled.append(p) }
            }
            // Stable descending: sort the reversed list ascending, then reverse it, so that
            // equal strings come back in their input order.
            let input = ascending ? filled : filled.reversed()
            var order = collation.sortedArray(from: input) { values[$0] }
            if !ascending { order.reverse() }
            return (order + blank).map { rows[$0] }
        case .number, .date, .boolean:
            var keyed: [(key: Double, position: Int32)] = []
            keyed.reserveCapacity(rows.count)
            var blank: [Int] = []
            let slashOrder = type == .date ? DateParsing.slashOrder(of: values) : nil
            for p in rows.indices {
                if let k = key(values[p], type, slashOrder: slashOrder) {
                    keyed.append((ascending ? k : -k, Int32(p)))
                } else {
                    blank.append(p)
                }
            }
            keyed.sort { $0.key < $1.key || ($0.key == $1.key && $0.position < $1.position) }
            var out = keyed.map { rows[Int($0.position)] }
            out.append(contentsOf: blank.map { rows[$0] })
            return out
        }
    }

    /// The sort key of a field of a number, date or boolean column, or nil when it has none;
    /// `slashOrder` reads a date column's slash dates (``DateParsing/slashOrder(of:)``).
    static func key(_ value: String, _ type: ColumnType, slashOrder: SlashDateOrder? = nil) -> Double? {
        switch type {
        case .number: NumberParsing.value(of: value)
        case .date: DateParsing.value(of: value, slashOrder: slashOrder)
        case .boolean: BooleanParsing.value(of: value).map { $0 ? 1 : 0 }
        case .text: nil
        }
    }

    /// The field in `column` of each of `rows`, read on two threads for large lists.
    public static func fieldValues(_ source: any TabularSource, column: Int, rows: [Int]) -> [String] {
        if rows.count < 50_000 { return rows.map { source.field(ofRow: $0, column: column) } }
        let mid = rows.count / 2
        let parts = UnsafeMutableBufferPointer<[String]>.allocate(capacity: 2)
        parts.initialize(repeating: [])
        defer {
            parts.deinitialize()
            parts.deallocate()
        }
        nonisolated(unsafe) let out = parts
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            let range = half == 0 ? 0..<mid : mid..<rows.count
            out[half] = rows[range].map { source.field(ofRow: $0, column: column) }
        }
        return parts[0] + parts[1]
    }
}
