import Foundation

/// A data source that orders its own rows when the table's sort changes: the diffable data
/// source does when the sort column has a ``TableColumn/sortComparator`` or a key path.
@MainActor
protocol TableViewRowSorting: AnyObject {
    /// Reorders the rows for `tableView`'s ``TableView/sortDescriptor`` (nil: leaves them)
    /// when the data source knows how to order that column; otherwise does nothing.
    func tableViewSortDescriptorDidChange(_ tableView: TableView)
}

extension TableView {
    /// The column the rows are sorted by, shown as ▲ or ▼ after its title (when the column
    /// ``TableColumn/isSortable``); nil for none. The data source's order is its own
    /// (AppKit's `sortDescriptors`): setting it changes the arrow, and a diffable data
    /// source with a comparator or key path for the column reorders its rows (the cursor
    /// following its item). The user's sorts set it and tell a ``TableViewColumnsDelegate``.
    public var sortDescriptor: ColumnSortDescriptor? {
        get { columnsState.sortDescriptor }
        set {
            columnsState.sortDescriptor = newValue
            (dataSource as? TableViewRowSorting)?.tableViewSortDescriptorDidChange(self)
            setNeedsLayout()
        }
    }

    /// Whether `column` is a column of the layout that ``TableColumn/isSortable``.
    func isSortableColumn(_ column: Int) -> Bool {
        guard let layout = columnsState.layout, layout.columns.indices.contains(column) else { return false }
        return layout.columns[column].isSortable
    }

    /// Sorts by `column` as the user asked: in the column's
    /// ``TableColumn/defaultSortOrder``, or the other way when it is already the sort
    /// column; records it in ``sortDescriptor``, lets a diffable data source that knows how
    /// to order the column reorder its rows, then tells a ``TableViewColumnsDelegate``
    /// (which reorders and reloads when it sorts itself). Does nothing for a column out of
    /// range or not ``TableColumn/isSortable``.
    public func sortByColumn(_ column: Int) {
        guard let layout = columnsState.layout, isSortableColumn(column) else { return }
        let old = columnsState.sortDescriptor
        let ascending =
            if let old, old.column == column { !old.ascending } else {
                layout.columns[column].defaultSortOrder == .forward
            }
        columnsState.sortDescriptor = ColumnSortDescriptor(column: column, ascending: ascending)
        (dataSource as? TableViewRowSorting)?.tableViewSortDescriptorDidChange(self)
        (delegate as? TableViewColumnsDelegate)?.tableView(self, sortDescriptorDidChange: old)
        setNeedsLayout()
    }
}
