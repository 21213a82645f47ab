import Foundation
import TableKit
import TableKitApps

/// `tablekit view --pick` on a list (a property list, `--key`/`--detail`, or text with
/// `--collate` alone): Enter, or Enter in the search bar on its first result, picks the
/// row's text for standard output and quits; Esc cancels (nothing printed, exit 1).
@MainActor
final class PickListViewController: IndexedListViewController {
    /// The picked row's text (UTF-8), set on Enter; nil: nothing picked.
    private(set) var picked: [[UInt8]]?

    /// The list's keys, and Esc with no search open: quit without printing (exit 1, as fzf).
    override var keyActions: KeyActionTable {
        var table = super.keyActions
        table.append(
            KeyAction("cancelPick", DataTableViewController.cancelPick, when: { !self.searchController.isActive }) {
                _ in
                self.window?.quit()
                return true
            })
        return table
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // As in the table screen's pick mode: a click moves to a row, a double click picks.
        tableView.clicksToSelect = 2
    }

    /// Enter on a row: picks its text (the list's search and selection are left as they are).
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        picked = [Array(content.rows[rowID(at: indexPath)].text.utf8)]
        window?.quit()
    }

    /// Enter in the search bar: the first result is picked at once, as in fzf.
    override func searchControllerDidConfirmSearch(_ searchController: SearchController) {
        super.searchControllerDidConfirmSearch(searchController)
        if let ip = tableView.cursorIndexPath, tableView.isValid(ip) { self.tableView(tableView, didSelectRowAt: ip) }
    }
}
