import TableKit
import TableKitData

/// `y` and `Y`: the cursor's cell or row to the terminal's clipboard (the window's
/// pasteboard, written by the terminal host as OSC 52, base64-encoded).
extension DataTableViewController {
    /// The cursor's cell, whole (never cut at the display bound), a JSON null as `null`;
    /// nil when no row has the cursor.
    var cursorCellText: String? {
        guard let ip = tableView.cursorIndexPath, tableView.isValid(ip) else { return nil }
        let shown = visibleColumns
        let column = min(max(0, tableView.selectedColumn), shown.count - 1)
        guard column >= 0, shown[column] >= 0, shown[column] < source.columns.count else { return "" }
        return JSONNull.shownText(source.wholeField(ofRow: row(at: ip), column: shown[column]))
    }

    /// The cursor's row: its shown fields, whole, joined by tabs (a line of text as it
    /// is); nil when no row has the cursor.
    var cursorRowText: String? {
        guard let ip = tableView.cursorIndexPath, tableView.isValid(ip) else { return nil }
        let r = row(at: ip)
        return visibleColumns.map { c in
            c >= 0 && c < source.columns.count ? JSONNull.shownText(source.wholeField(ofRow: r, column: c)) : ""
        }.joined(separator: "\t")
    }

    /// Copies `text` to the window's pasteboard and says so on the status line; a printed
    /// screen (`--print`) has no clipboard: nothing is copied, and the status line says so.
    func copy(_ text: String?) {
        guard let text else { return }
        if !printsOnce { window?.copyToPasteboard(text) }
        send(.copied(characters: text.count, toTerminal: !printsOnce))
    }
}
