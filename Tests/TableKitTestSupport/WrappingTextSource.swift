import Foundation
import TableKit

/// The self-sizing fixture shared by the tests and the benchmarks: one section of `count`
/// rows whose text wraps to a different number of lines per row (0 to 22 repeats of a
/// word), in cells registered as `"Text"` with `numberOfLines = 0`.
@MainActor
public final class WrappingTextSource: TableViewDataSource {
    /// The number of rows; 0 or more.
    public let count: Int
    /// A source of `count` rows.
    public init(count: Int) { self.count = count }

    /// The text of `row`: `"Row 7: lorem lorem …"`, from 0 to 22 words after the label.
    public static func text(_ row: Int) -> String {
        "Row \(row): " + String(repeating: "lorem ", count: (row &* 7919) % 23)
    }

    /// A table of `frame` showing `count` self-sizing rows with row height estimate
    /// `estimate` lines, loaded and laid out. The table holds the source weakly: keep it.
    public func makeTable(frame: Rect, estimate: Int = 2) -> TableView {
        let t = TableView(frame: frame)
        t.register(TableViewCell.self, forCellReuseIdentifier: "Text")
        t.rowHeight = TableView.automaticDimension
        t.estimatedRowHeight = .lines(estimate)
        t.dataSource = self
        t.reloadData()
        t.layoutIfNeeded()
        return t
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Text", for: indexPath)
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = Self.text(indexPath.row)
        return cell
    }
}
