import TableKit
import TableKitData

// MARK: Columns, and those found while loading (JSON)

extension DataTableViewController {
    /// The table's columns for ``config``'s shown columns: sized to their content (lines of
    /// text: the whole width), every one but the last at most 40 wide so that one long
    /// field (notes, a path) does not push the others off the screen (the detail screen
    /// shows it whole); numbers right-aligned; the first frozen.
    func makeColumnLayout() -> ColumnLayout {
        let all = source.columns
        let columns = config.shownColumns.enumerated().map { i, c in
            TableColumn(title: all[c].name, width: isText ? .fraction(1) : .fitContent,
                        maxWidth: i < config.shownColumns.count - 1 ? 40 : nil,
                        alignment: !isText && all[c].type == .number ? .right : .left)
        }
        return ColumnLayout(columns: columns, frozenColumnCount: isText ? 0 : 1, showsHeader: !isText)
    }

    /// Adds the columns the source found since the screen was made (a JSON key first seen
    /// far down the file) at the right of the header, when every column is shown (no
    /// `--columns`), or the first keys of a source that had none (its one column `value`);
    /// the sort's arrow and the column cursor (so the horizontal scroll) stay.
    /// Called when the screen loads and on every tick: with sections, a sort or a search
    /// the rows may all be taken in before a tick sees the progress move, so the columns
    /// are compared, not the progress. True when columns were added.
    @discardableResult
    func showColumnsFoundWhileLoading() -> Bool {
        guard config.showsColumnsFoundLater, !isText else { return false }
        let all = source.columns, count = all.count
        // More columns, or the first record's keys in place of the placeholder `value`
        // of a source that had none when the screen was made (a slow pipe).
        guard count > config.shownColumns.count
            || count == 1 && tableView.columnLayout?.columns.first?.title != all[0].name else { return false }
        let sort = tableView.sortDescriptor, selected = tableView.selectedColumn
        config.shownColumns = Array(0 ..< count)
        tableView.columnLayout = makeColumnLayout()
        tableView.sortDescriptor = sort
        tableView.selectedColumn = selected
        return true
    }
}
