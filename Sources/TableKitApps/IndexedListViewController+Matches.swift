import TableKit

/// Searching the detail text too, and `n`/`N` to the next and previous match (as `less`).
extension IndexedListViewController {
    /// Whether `n`/`N` have matches to go to: the search bar closed with a query kept.
    var canGoToMatches: Bool {
        guard !searchController.searchBar.isEditing else { return false }
        return searchController.isActive ? !SearchIndex.words(of: searchController.text).isEmpty : keptQuery != nil
    }

    /// The rows shown in order (global indices) that match the query kept or typed.
    func filtered(_ query: String) -> [ListContent.ShownSection] {
        detailIndex.map { content.filtered(query, using: $0) } ?? content.filtered(query)
    }

    /// `n` (`delta` 1) or `N` (-1): the cursor to the next or previous row matching the
    /// query: among the results while searching, else in the full list for the query kept.
    /// Stops at either end (as `less` without wrapping) with ``SearchMatches/lastMatchMessage``
    /// or ``SearchMatches/firstMatchMessage`` on the status line; false when `n`/`N` do not apply.
    func goToMatch(_ delta: Int) -> Bool {
        guard canGoToMatches else { return false }
        let ids: [Int]
        if searchController.isActive {
            ids = shown.flatMap(\.rows)
        } else {
            ids = filtered(keptQuery ?? "").flatMap(\.rows)
        }
        let current = tableView.cursorIndexPath.map(rowID(at:))
        let step = SearchMatches.step(in: ids, from: current, delta: delta)
        if let t = step.target, let ip = indexPath(ofRow: t) {
            tableView.moveCursor(to: ip)
            tableView.scrollToRow(at: ip, at: .none, animated: false)
        }
        matchNotice = step.message.map { SearchMatches.Notice($0, cursor: tableView.cursorIndexPath) }
        return true
    }
}
