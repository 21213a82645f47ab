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
        let type = type ?? source.columns[column].type
        if type == .number || type == .boolean {
            return sorted(
                keys: numericKeys(source, column: column, rows: rows, type: type), rows: rows, ascending: ascending)
        }
        let values = fieldValues(source, column: column, rows: rows)
        source.releaseRead(rows: 0..<source.rowCount)
        return sorted(values: values, rows: rows, type: type, ascending: ascending, collation: collation)
    }

    /// The sort key of `column` in each of `rows` (nil for a blank or unreadable field),
    /// read in parts of 65,536 rows on two threads: no field's text is kept, and the pages
    /// each part read are let go (``TabularSource/releaseRead(rows:)``), so a sort by a
    /// number column holds 16 bytes a row besides the order.
    static func numericKeys(_ source: any TabularSource, column: Int, rows: [Int], type: ColumnType) -> [Double?] {
        var keys = [Double?](repeating: nil, count: rows.count)
        let part = 65_536
        keys.withUnsafeMutableBufferPointer { out in
            nonisolated(unsafe) let out = out
            let parts = (rows.count + part - 1) / part
            DispatchQueue.concurrentPerform(iterations: min(2, max(1, parts))) { thread in
                var p = thread
                while p < parts {
                    let range = p * part..<min(rows.count, (p + 1) * part)
                    var lo = Int.max
                    var hi = Int.min
                    for i in range {
                        out[i] = key(source.field(ofRow: rows[i], column: column), type)
                        lo = min(lo, rows[i])
                        hi = max(hi, rows[i])
                    }
                    if hi >= lo { source.releaseRead(rows: lo..<hi + 1) }
                    p += 2
                }
            }
        }
        return keys
    }

    /// `rows` reordered by `keys` (one per row; nil ones last, in their order), stable.
    static func sorted(keys: [Double?], rows: [Int], ascending: Bool) -> [Int] {
        var keyed: [(key: Double, position: Int32)] = []
        keyed.reserveCapacity(rows.count)
        var blank: [Int] = []
        for p in rows.indices {
            if let k = keys[p] { keyed.append((ascending ? k : -k, Int32(p))) } else { blank.append(p) }
        }
        keyed.sort { $0.key < $1.key || ($0.key == $1.key && $0.position < $1.position) }
        var out = keyed.map { rows[Int($0.position)] }
        out.append(contentsOf: blank.map { rows[$0] })
        return out
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
            let slashOrder = type == .date ? DateParsing.slashOrder(of: values) : nil
            return sorted(keys: values.map { key($0, type, slashOrder: slashOrder) }, rows: rows, ascending: ascending)
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
