import TableKit
import TableKitData

/// The sorts the screen asks its model for: by the column under an arrow (`s`, a click on
/// a title, a sort made again), or by several keys (`--sort -pop,city`).
extension DataTableViewController {
    /// Sorts by `d` (nil: the source's order), then by `thenBy` among rows equal on it;
    /// `fromTheTop`: the cursor then goes to the first row, scrolled to the top (a sort the
    /// user asked for), else it stays on its row; `undo`: the cursor's place when `s` asked
    /// for it (`U` takes the sort back).
    func sort(
        by d: ColumnSortDescriptor?, fromTheTop: Bool, thenBy: [RowOrder.Key] = [], undo: ViewerState.Place? = nil
    ) {
        var d = d
        if let c = d?.column, visibleColumns[c] < 0 {  // a blank column, gone from the file read again
            d = nil
            tableView.sortDescriptor = nil
        }
        send(
            .sortAsked(
                column: d.map { visibleColumns[$0.column] }, ascending: d?.ascending ?? true,
                fromTheTop: fromTheTop, thenBy: d == nil ? [] : thenBy, undo: undo))
    }

    /// Sorts by several keys (`--sort -pop,city`): source columns and directions, the
    /// first shown by its column's arrow when it is shown; from the top.
    func sort(byKeys keys: [RowOrder.Key]) {
        guard let first = keys.first else { return }
        tableView.sortDescriptor = visibleColumns.firstIndex(of: first.column).map {
            ColumnSortDescriptor(column: $0, ascending: first.ascending)
        }
        send(
            .sortAsked(
                column: first.column, ascending: first.ascending, fromTheTop: true, thenBy: Array(keys.dropFirst())))
    }
}
