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

    /// Picks the last row once loading completed (Enter after G while counting).
    func pickLastRow() {
        picksAtEnd = false
        showLastRow()
        guard let last = lastIndexPath else { return window?.quit() ?? () }
        finishPicking([row(at: last)])
    }
}
