import Foundation
import TableKit
import TableKitApps

/// The screen's keys and status line: the search keys every list shares (`SearchKeyActions`).
extension TimeZonesViewController {
    /// `/` searches, ↓/Tab go from the bar to the results, Esc cancels, `n`/`N` go to the
    /// next and previous match, in help order.
    var keyActions: KeyActionTable {
        SearchKeyActions(
            begin: { self.searchController.activate() }, isTyping: { self.searchController.searchBar.isEditing },
            toResults: {
                self.searchController.searchBar.endEditing()
                self.cursorToFirstResult()
            },
            isSearching: { self.searchController.isActive }, cancel: { self.searchController.deactivate() },
            canGoToMatches: { self.canGoToMatches }, goToMatch: { self.goToMatch($0) }
        ).table
    }

    /// Whether a click (window coordinates) falls on the search bar, shown on the table's
    /// first line when scrolled to the top.
    func isOnSearchBar(_ p: Point) -> Bool {
        let origin = tableView.convert(.zero, to: nil)
        let bar = searchController.searchBar.frame.height
        return tableView.contentOffset.y == 0 && p.y >= origin.y && p.y < origin.y + bar
            && p.x >= origin.x && p.x < origin.x + tableView.contentWidth
    }

    /// Whether `n`/`N` have matches to go to: the bar closed, with a query typed or kept.
    var canGoToMatches: Bool {
        guard !searchController.searchBar.isEditing else { return false }
        return searchController.isActive ? !SearchIndex.words(of: searchController.text).isEmpty : keptQuery != nil
    }

    /// `n` (`delta` 1) or `N` (-1): the cursor to the next or previous matching zone shown,
    /// stopping at either end with "Last match" or "First match" (``SearchMatches``).
    func goToMatch(_ delta: Int) {
        guard canGoToMatches else { return }
        let ids =
            searchController.isActive
            ? regions.flatMap { $0.timeZoneWrappers.map(\.id) } : matchingZones(keptQuery ?? "")
        let current = tableView.cursorIndexPath.map { timeZoneWrapper(at: $0).id }
        let step = SearchMatches.step(in: ids, from: current, delta: delta)
        if let t = step.target, let ip = indexPath(ofZone: t) {
            tableView.moveCursor(to: ip)
            tableView.scrollToRow(at: ip, at: .none, animated: false)
        }
        matchNotice = step.message.map { SearchMatches.Notice($0, cursor: tableView.cursorIndexPath) }
    }
}
