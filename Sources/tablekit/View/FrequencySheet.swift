import TableKitData

/// The frequency table as a table (VisiData's Shift-F sheet): one row a distinct value of
/// a column — the value, its rows, its percent of the rows counted and a histogram bar —
/// most rows first, shown by a data screen pushed over the one it counts.
enum FrequencySheet {
    /// The widest bar, in columns: the value with the most rows.
    static let barWidth = 40
    /// The value column's text in the row of the rows counted together past
    /// ``ValueFrequency/distinctBound`` distinct values.
    static let otherValues = "(other values)"

    /// The sheet's columns: the counted column's name and type (its values aligned and
    /// sorted as there), `count` and `percent` (numbers), `histogram` (text).
    static func columns(counting column: Column) -> [Column] {
        [
            Column(name: column.name, type: column.type), Column(name: "count", type: .number),
            Column(name: "percent", type: .number), Column(name: "histogram", type: .text),
        ]
    }

    /// The sheet's rows, in ``ValueFrequency/entries`` order (row `i` is entry `i`): the
    /// value, the count in plain digits, the percent (``percent(_:of:)``) and the bar
    /// (``bar(_:top:)``); then, when some rows were not counted one value at a time,
    /// ``otherValues`` with their count.
    static func rows(_ f: ValueFrequency) -> [[String]] {
        let top = max(f.entries.first?.count ?? 0, f.otherRows)
        var rows = f.entries.map { e in
            [e.value, String(e.count), percent(e.count, of: f.rows), bar(e.count, top: top)]
        }
        if f.otherRows > 0 {
            rows.append([
                otherValues, String(f.otherRows), percent(f.otherRows, of: f.rows), bar(f.otherRows, top: top),
            ])
        }
        return rows
    }

    /// `count` of `total` rows as a percent with one decimal, rounded half up: `42.5%`;
    /// `0.0%` when `total` is 0. Exact (integer arithmetic), the same in every locale.
    static func percent(_ count: Int, of total: Int) -> String {
        guard total > 0 else { return "0.0%" }
        let tenths = (count * 1000 * 2 + total) / (2 * total)
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// A bar of `█` proportional to `count`: ``barWidth`` for `top` (the most rows), rounded
    /// half up, at least one for any row, so that a value is never without its bar.
    static func bar(_ count: Int, top: Int) -> String {
        guard count > 0, top > 0 else { return "" }
        let width = max(1, (count * barWidth * 2 + top) / (2 * top))
        return String(repeating: "█", count: min(width, barWidth))
    }

    /// The sheet as a source titled `title`, counting `column`.
    static func source(_ f: ValueFrequency, counting column: Column, title: String) -> MemoryTableSource {
        MemoryTableSource(title: title, columns: columns(counting: column), rows: rows(f))
    }
}
