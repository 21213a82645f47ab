import Foundation
import TableKit

/// Following the end: G and End go to the last row and stay there while the source is
/// still counting (or growing with `--follow`), so that the end is the real end.
extension DataTableViewController {
    /// The last row shown, if any.
    var lastIndexPath: IndexPath? {
        guard let s = arrangement.sections.lastIndex(where: { $0.rows.count > 0 }) else { return nil }
        return IndexPath(row: arrangement.sections[s].rows.count - 1, section: s)
    }

    /// Moves the cursor to the last row and scrolls it into view at the bottom.
    func showLastRow() {
        guard let last = lastIndexPath, !searchController.searchBar.isEditing else { return }
        tableView.moveCursor(to: last)
        tableView.scrollToRow(at: last, at: .bottom, animated: false)
    }

    /// After a key or click the table handled: G/End follow the end; a move away from the
    /// last row stops following (with `--follow`, coming back to it follows again).
    func tableDidHandleEvent(wentToBottom: Bool) {
        let onLast = tableView.cursorIndexPath != nil && tableView.cursorIndexPath == lastIndexPath
        followsEnd = wentToBottom || (onLast && (followsEnd || config.follow))
        // "file rewritten; read again" goes with a key (not the one that read the file again)
        if reopenNote?.keep == true { reopenNote?.keep = false } else { reopenNote = nil }
    }

    /// Whether the screen has taken in every row of a source that finished loading: a
    /// source may finish between two ticks, its last rows not yet on screen, so the last
    /// row shown is not the last row (a sort or sections are made over every row).
    var screenHasEveryRow: Bool {
        let p = source.progress
        return p.isComplete && (order != nil || grouping != nil || loadedRows >= p.rowCount)
    }

    /// The rows in their new order (``sort(by:fromTheTop:)``): from the top, the cursor on
    /// the first row, as a spreadsheet shows a sort; rows arriving with `--follow` keep
    /// the cursor on its row instead (``rearrangeKeepingCursorInSight()``).
    func showSortedRows() {
        guard sortShowsTop else { return rearrangeKeepingCursorInSight() }
        sortShowsTop = false
        rearrange()
        followsEnd = false
        highlightFirstRow()
        let top = searchController.isActive ? 0 : searchController.searchBar.frame.height
        tableView.setContentOffset(Point(x: tableView.contentOffset.x, y: top), animated: false)
    }

    /// Picks the last row once every row is on screen (Enter after G while counting).
    func pickLastRow() {
        picksAtEnd = false
        showLastRow()
        guard let last = lastIndexPath else { return window?.quit() ?? () }
        finishPicking([row(at: last)])
    }
}
