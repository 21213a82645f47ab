import TableKitData

/// The frequency table as a table (VisiData's Shift-F sheet): one row a distinct value of
/// a column — the value, its rows, its percent of the rows counted and a histogram bar —
/// most rows first (a number column of many distinct numbers: one row a bin of numbers, in
/// order), shown by a data screen pushed over the one it counts.
enum FrequencySheet {
    /// The widest bar, in columns: the value with the most rows.
    static let barWidth = 40
    /// The value column's text in the row of the rows counted together past
    /// ``ValueFrequency/distinctBound`` distinct values.
    static let otherValues = "(other values)"

    /// What a row of the sheet stands for: a value (an index into
    /// ``ValueFrequency/entries``), a bin of numbers (an index into its ``NumberBins``), a
    /// combination of the key columns' values (an index into
    /// ``CombinationFrequency/entries``), or the rows of the values past the distinct bound
    /// (``otherValues``).
    enum Row: Sendable, Equatable {
        case value(Int)
        case bin(Int)
        case combination(Int)
        case otherValues
    }

    /// The sheet's rows and what each stands for; `bins` when the numbers are binned.
    struct Layout: Sendable, Equatable {
        var rows: [[String]]
        var meaning: [Row]
        var bins: NumberBins?
    }

    /// The sheet's columns: the counted column's name and type (its values aligned and
    /// sorted as there; text when its numbers are binned), `count` and `percent`
    /// (numbers), `histogram` (text).
    static func columns(counting column: Column, binned: Bool = false) -> [Column] {
        [Column(name: column.name, type: binned ? .text : column.type)] + figureColumns
    }

    /// The columns after the value(s): `count` and `percent` (numbers), `histogram` (text).
    static let figureColumns = [
        Column(name: "count", type: .number), Column(name: "percent", type: .number),
        Column(name: "histogram", type: .text),
    ]

    /// The sheet's rows, fields the value, the count in plain digits, the percent
    /// (``percent(_:of:)``) and the bar (``bar(_:top:)``), the bars against the row with
    /// the most rows. A number column of more than ``ValueFrequency/binningThreshold``
    /// distinct numbers (``ValueFrequency/binned(type:)``): one row a bin, in order of
    /// value, written `LOWER – UPPER` (``NumberBins/labelledBounds(_:)``: `500,000`; empty bins too, as a histogram shows them), then the
    /// values that are not numbers; else one row a value in ``ValueFrequency/entries``
    /// order, then, when some rows were not counted one value at a time, ``otherValues``.
    static func layout(_ f: ValueFrequency, type: ColumnType) -> Layout {
        var counts: [(String, Int, Row)] = []
        var bins: NumberBins?
        if let b = f.binned(type: type) {
            bins = b.bins
            for (i, n) in b.counts.enumerated() {
                let (lower, upper) = b.bins.labelledBounds(i)
                counts.append((lower + " – " + upper, n, .bin(i)))
            }
            let index = Dictionary(uniqueKeysWithValues: f.entries.enumerated().map { ($1.value, $0) })
            counts += b.rest.map { ($0.value, $0.count, .value(index[$0.value]!)) }
        } else {
            counts = f.entries.enumerated().map { ($1.value, $1.count, .value($0)) }
            if f.otherRows > 0 { counts.append((otherValues, f.otherRows, .otherValues)) }
        }
        let top = counts.map(\.1).max() ?? 0
        return Layout(
            rows: counts.map { [$0.0] + figures($0.1, of: f.rows, top: top) }, meaning: counts.map(\.2), bins: bins)
    }

    /// The fields after a row's value(s): its count in plain digits, its percent of
    /// `total` (``percent(_:of:)``) and its bar against `top` (``bar(_:top:)``).
    static func figures(_ count: Int, of total: Int, top: Int) -> [String] {
        [String(count), percent(count, of: total), bar(count, top: top)]
    }

    /// The sheet's rows of ``layout(_:type:)`` for a text column: one a value.
    static func rows(_ f: ValueFrequency) -> [[String]] { layout(f, type: .text).rows }

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

    /// The sheet as a source titled `title`, counting `column`, with its layout.
    static func source(_ f: ValueFrequency, counting column: Column, title: String) -> (
        MemoryTableSource, Layout
    ) {
        let layout = layout(f, type: column.type)
        let columns = columns(counting: column, binned: layout.bins != nil)
        return (MemoryTableSource(title: title, columns: columns, rows: layout.rows), layout)
    }
}
