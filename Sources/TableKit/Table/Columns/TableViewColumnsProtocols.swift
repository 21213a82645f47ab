import Foundation

/// A data source that can give a column's text for any row, so that fit-to-content columns
/// are measured over the rows near the screen and not only the cells on it. Adopt it
/// beside ``TableViewDataSource``; without it the table samples the visible
/// ``TableViewColumnCell``s only.
@MainActor
public protocol TableViewColumnsDataSource: AnyObject {
    /// The text of `column` (an index into the table's ``TableView/columnLayout``) in the
    /// row at `indexPath`, as the row's cell shows it; "" for none.
    func tableView(_ tableView: TableView, textForColumn column: Int, at indexPath: IndexPath) -> String

    /// The text of every column of the layout in the row at `indexPath`, in column order.
    /// The default asks ``tableView(_:textForColumn:at:)`` once per column; implement it
    /// when one row's fields are cheaper read together (a CSV record is parsed once, not
    /// once per column).
    /// - Complexity: the default is O(columns) calls.
    func tableView(_ tableView: TableView, textsForColumnsAt indexPath: IndexPath) -> [String]
}

extension TableViewColumnsDataSource {
    public func tableView(_ tableView: TableView, textsForColumnsAt indexPath: IndexPath) -> [String] {
        (0..<(tableView.columnLayout?.columns.count ?? 0)).map {
            self.tableView(tableView, textForColumn: $0, at: indexPath)
        }
    }
}

/// A delegate that sorts rows when the user asks the table to sort by a column (a key or
/// a click on a column's title). The table only records the new
/// ``TableView/sortDescriptor`` and shows its arrow; the delegate reorders its data and
/// reloads (AppKit's `tableView(_:sortDescriptorsDidChange:)`).
@MainActor
public protocol TableViewColumnsDelegate: TableViewDelegate {
    /// The user changed the sort: ``TableView/sortDescriptor`` holds the new one,
    /// `oldDescriptor` the one before (nil for unsorted).
    func tableView(_ tableView: TableView, sortDescriptorDidChange oldDescriptor: ColumnSortDescriptor?)
}
