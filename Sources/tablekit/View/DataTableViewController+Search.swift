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

    /// Esc in pick mode with nothing else open: quit without printing (exit 1, as fzf).
    static let cancelPick = KeyBinding([.escape], "Esc", help: "cancel pick")

    var screenKeyBindings: [KeyBinding] {
        let keys = KeyMaps.current.search
        var b = [keys.begin]
        if searchController.isActive { b.append(keys.cancel) }
        if config.pick != nil { b.append(Self.cancelPick) }
        return b
    }

    /// The screen's keys, dispatched by the same bindings that ``screenKeyBindings`` lists.
    func handleScreenEvent(_ event: Event) -> Bool {
        let keys = KeyMaps.current.search
        if keys.begin.matches(event) {
            beginSearch()
        } else if keys.results.matches(event) && searchController.searchBar.isEditing {
            searchController.searchBar.endEditing()
            highlightFirstRow()
        } else if keys.cancel.matches(event) && searchController.isActive {
            searchController.deactivate()
        } else if Self.cancelPick.matches(event) && config.pick != nil {
            window?.quit()
        } else {
            return false
        }
        return true
    }
}
