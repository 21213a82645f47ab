import Foundation
import TableKit
import TableKitData

/// The columns as this sheet shows them (`-` hides one, `v` shows them again, `<`/`>`
/// narrow and widen one, `h`/`l` move the column cursor) and `U`'s side of the controller:
/// the layout made again from ``ViewerState/hiddenColumns`` and ``ViewerState/columnWidths``,
/// the cursor put back, a sheet closed.
extension DataTableViewController {
    /// The positions in ``ViewConfiguration/shownColumns`` that show, left to right: every
    /// one but those hidden with `-`. Table column `i` is position `shownPositions[i]`.
    var shownPositions: [Int] {
        let hidden = state.hiddenColumns
        return hidden.isEmpty
            ? Array(config.shownColumns.indices) : config.shownColumns.indices.filter { !hidden.contains($0) }
    }

    /// The source columns of the table's columns, left to right
    /// (``ViewConfiguration/missingColumn`` for a name the source lacks): the configured
    /// columns but those hidden.
    var visibleColumns: [Int] {
        state.hiddenColumns.isEmpty ? config.shownColumns : shownPositions.map { config.shownColumns[$0] }
    }

    /// Columns `<` and `>` narrow or widen the cursor's column by.
    static let columnWidthStep = 2

    /// The cursor's place for `U`: its source row (nil: none, or a row from the end) and
    /// the column cursor.
    var undoPlace: ViewerState.Place {
        let r = tableView.cursorIndexPath.flatMap { tableView.isValid($0) ? row(at: $0) : nil }
        return ViewerState.Place(row: r.flatMap { $0 >= 0 ? $0 : nil }, column: tableView.selectedColumn)
    }

    /// `-`: hides the cursor's column on this sheet.
    func hideCursorColumn() {
        let positions = shownPositions
        guard !isText, !positions.isEmpty else { return }
        let i = min(max(0, tableView.selectedColumn), positions.count - 1)
        send(.columnHidden(position: positions[i], shown: positions.count, at: undoPlace))
    }

    /// `<` (`by` < 0) or `>`: the cursor's column narrower or wider by ``columnWidthStep``,
    /// from its width on screen.
    func resizeCursorColumn(by delta: Int) {
        let positions = shownPositions
        guard !positions.isEmpty else { return }
        let i = min(max(0, tableView.selectedColumn), positions.count - 1)
        let p = positions[i]
        let width =
            state.columnWidths[p] ?? tableView.columnFrames.first { $0.column == i }?.width
            ?? tableView.columnLayout?.columns[i].minWidth ?? 1
        send(.columnResized(position: p, width: width, by: delta, at: undoPlace))
    }

    /// `h` / `l` (vim's): the column cursor a column left or right, staying at the ends.
    func moveColumnCursor(by delta: Int) {
        tableView.selectedColumn += delta
    }

    /// The table's columns made again (``makeColumnLayout()``), the sort's arrow on its
    /// column when it shows, the column cursor on the same index (the last when fewer), the
    /// rows' cells made again.
    func layColumnsOut() {
        let selected = tableView.selectedColumn
        tableView.columnLayout = makeColumnLayout()
        tableView.sortDescriptor = sortArrow(state.sortKey)
        tableView.selectedColumn = selected
        tableView.reloadData()  // the cells' texts are of the columns shown before
    }

    /// The arrow of `key` over its column's index in the table, nil when it is hidden.
    func sortArrow(_ key: ViewerState.SortKey?) -> ColumnSortDescriptor? {
        guard let key, let i = visibleColumns.firstIndex(of: key.column) else { return nil }
        return ColumnSortDescriptor(column: i, ascending: key.ascending)
    }

    /// The cursor back on `place`'s row (when it shows) and column, in sight.
    func restoreCursor(_ place: ViewerState.Place) {
        tableView.selectedColumn = place.column
        guard let r = place.row, let ip = arrangement.indexPath(ofRow: r) else { return }
        tableView.moveCursor(to: ip)
        tableView.scrollToRow(at: ip, at: .none, animated: false)
    }

    /// The cursor on the `n`th row shown (0-based, over every section), scrolled into view.
    func moveCursor(toShownRow n: Int) {
        var left = n
        for (s, section) in arrangement.sections.enumerated() {
            if left < section.rows.count {
                let ip = IndexPath(row: left, section: s)
                tableView.moveCursor(to: ip)
                tableView.scrollToRow(at: ip, at: .middle, animated: false)
                return
            }
            left -= section.rows.count
        }
    }

    /// `U` on a sheet whose opening is the last step: back to the screen under it.
    func closeSheet() {
        guard isDerivedSheet else { return }
        _ = navigationController?.popViewController(animated: true)
    }
}
