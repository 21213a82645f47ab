import Foundation
import TableKitData

/// The column summary as a table: one row a column of the source — its name, type, count,
/// blanks, distinct values, min, max, mean, median, standard deviation and the top three
/// values with their counts — shown by a data screen pushed over the one it summarizes.
enum SummarySheet {
    /// The sheet's column titles, in order.
    static let columnNames = [
        "column", "type", "count", "blanks", "distinct", "min", "max", "mean", "median", "stdev", "top values",
    ]

    /// The sheet's columns: the counts and the figures of size are numbers (right-aligned,
    /// sorted by value), the rest text.
    static var columns: [Column] {
        columnNames.enumerated().map { i, name in
            Column(name: name, type: (2...4).contains(i) || (7...9).contains(i) ? .number : .text)
        }
    }

    /// The sheet's rows, one per summary, fields in ``columnNames`` order: counts in plain
    /// digits; a distinct count past ``ColumnSummary/distinctBound`` as `≥100000`; figures
    /// the shortest text that reads back as the same double (``number(_:)``), but the mean
    /// and the standard deviation, seldom exact, to two decimals (``figure(_:)``); the top values
    /// as `value (count)`, joined by `, `; a figure that does not apply is blank.
    static func rows(_ summaries: [ColumnSummary]) -> [[String]] {
        summaries.map { s in
            [
                s.name, s.type.rawValue, String(s.count), String(s.blanks),
                (s.distinctIsAtLeast ? "≥" : "") + String(s.distinct), s.minimum ?? "", s.maximum ?? "",
                s.mean.map(figure) ?? "", s.median.map(number) ?? "", s.standardDeviation.map(figure) ?? "",
                s.top.map { "\($0.value) (\($0.count))" }.joined(separator: ", "),
            ]
        }
    }

    /// The sheet as a source titled `title`.
    static func source(_ summaries: [ColumnSummary], title: String) -> MemoryTableSource {
        MemoryTableSource(title: title, columns: columns, rows: rows(summaries))
    }

    /// `x` to two decimals (`12.33`, `23897500.00`), or, when that would show a figure
    /// that is not 0 as `0.00`, to two significant digits (`0.0012`, `1.2e-05`). The same in
    /// every locale.
    static func figure(_ x: Double) -> String {
        guard x.isFinite else { return number(x) }
        let text = x != 0 && abs(x) < 0.005 ? String(format: "%.2g", x) : String(format: "%.2f", x)
        return text == "-0.00" ? "0.00" : text
    }

    /// `x` as the shortest decimal that reads back as `x` (Swift's `description`), an
    /// integral value without `.0`: `23897500`, `3.875`, `1e-05`.
    static func number(_ x: Double) -> String {
        let text = x.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
