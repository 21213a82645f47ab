import Foundation
import TableKit
import TableKitData

extension DataTableViewController {
    /// The search as a query over every column, or `--search-column`'s.
    var query: RowQuery { RowQuery(searchController.isActive ? searchController.text : "", column: config.searchColumn) }

    /// The words typed, for highlighting in the cells.
    var searchWords: [String] { searchController.text.split(whereSeparator: \.isWhitespace).map(String.init) }

    /// Starts searching with `text` typed, as if key by key.
    func search(_ text: String) {
        beginSearch()
        for ch in text { _ = searchController.searchBar.handle(.key(.character(ch))) }
    }

    /// Remembers the scroll position, reveals the search bar and gives it the keyboard.
    func beginSearch() {
        if !searchController.isActive { rememberStateBeforeSearch() }
        tableView.setContentOffset(.zero, animated: false)
        searchController.activate()
    }

    func rememberStateBeforeSearch() {
        beforeSearch = (tableView.contentOffset.y, tableView.cursorIndexPath.map { row(at: $0) })
    }

    /// Filters to the rows with every word (searching only the previous hits when the text
    /// extends the last), keeps sort and sections, restores the list when searching ends.
    func updateSearchResults(for searchController: SearchController) {
        let text = searchController.isActive ? searchController.text : ""
        let q = query
        if q.isEmpty {
            hits = nil
        } else if let previous = hits, text.hasPrefix(hitsQueryText), !hitsQueryText.trimmingCharacters(in: .whitespaces).isEmpty {
            hits = source.rows(matching: q, among: previous)
        } else {
            hits = source.rows(matching: q, in: 0..<loadedRows)
        }
        hitsQueryText = text
        rearrange()
        if searchController.isActive {
            tableView.setContentOffset(.zero, animated: false)
        } else if let saved = beforeSearch {
            beforeSearch = nil
            tableView.moveCursor(to: saved.cursor.flatMap { arrangement.indexPath(ofRow: $0) })
            tableView.setContentOffset(Point(x: 0, y: saved.offset), animated: false)
        }
    }

    // MARK: Keys

    var screenFocusedView: View? {
        searchController.searchBar.isEditing ? searchController.searchBar : tableView
    }

    var screenKeyBindings: [KeyBinding] {
        var b = [KeyBinding([.character("/")], help: "search")]
        if searchController.isActive { b.append(KeyBinding([.escape], help: "cancel search")) }
        if config.pick != nil { b.append(KeyBinding([.escape], help: "cancel pick")) }
        return b
    }

    func handleScreenEvent(_ event: Event) -> Bool {
        let editing = searchController.searchBar.isEditing
        switch event {
        case .key(.character("/")):
            beginSearch()
            return true
        case .key(.down) where editing, .key(.tab) where editing:
            searchController.searchBar.endEditing()
            highlightFirstRow()
            return true
        case .key(.escape) where searchController.isActive:
            searchController.deactivate()
            return true
        case .key(.escape) where config.pick != nil:
            window?.quit()
            return true
        default:
            return false
        }
    }
}
