import Foundation
import TableKit
import TableKitApps

/// Searching the zones: UIKit's `UISearchController` pattern, the controller filtering its
/// own ``TimeZonesViewController/regions`` in `updateSearchResults(for:)`.
extension TimeZonesViewController: SearchResultsUpdating, SearchControllerDelegate {
    /// The ids of the zones matching every word of `query` (all zones for none), names
    /// and old names, and the offsets too with ``searchesDetailText``.
    func matchingZones(_ query: String) -> [Int] {
        guard !SearchIndex.words(of: query).isEmpty else { return Array(zones.indices) }
        return (searchesDetailText ? detailIndex : nameIndex).matches(allWordsOf: query)
    }

    /// The regions with the zones among `ids` (ascending), regions left empty dropped.
    func regions(keeping ids: [Int]) -> [Region] {
        let kept = Set(ids)
        return allRegions.compactMap { region in
            let wrappers = region.timeZoneWrappers.filter { kept.contains($0.id) }
            return wrappers.isEmpty ? nil : Region(name: region.name, timeZoneWrappers: wrappers)
        }
    }

    /// Filters ``TimeZonesViewController/regions`` to the query while searching (every
    /// region back when searching ends), shows "No Results" when nothing matches, and
    /// keeps the cursor and the selection on their zones; on cancel the cursor goes back
    /// to the zone it was on before searching (UIKit's `updateSearchResults(for:)`).
    public func updateSearchResults(for searchController: SearchController) {
        let highlighted = tableView.cursorIndexPath.map { timeZoneWrapper(at: $0).id }
        matchNotice = nil
        regions = searchController.isActive ? regions(keeping: matchingZones(searchController.text)) : allRegions
        tableView.reloadData()
        tableView.backgroundView = regions.isEmpty ? noResults : nil
        if let selected = selectedZone, let ip = indexPath(ofZone: selected.id) {
            tableView.selectRow(at: ip, animated: false, scrollPosition: .none)
        }
        if searchController.isActive {
            tableView.moveCursor(to: highlighted.flatMap(indexPath(ofZone:)))
            tableView.setContentOffset(.zero, animated: false)
        } else {
            let back = cursorBeforeSearch ?? highlighted
            cursorBeforeSearch = nil
            tableView.moveCursor(to: back.flatMap(indexPath(ofZone:)))
        }
    }

    /// Searching started: remembers the cursor's zone and filters at once, so the index
    /// and the empty sections hide before any typing.
    public func didPresentSearchController(_ searchController: SearchController) {
        cursorBeforeSearch = tableView.cursorIndexPath.map { timeZoneWrapper(at: $0).id }
        updateSearchResults(for: searchController)
    }

    /// Enter in the search bar: the cursor goes to the first result.
    public func searchControllerDidConfirmSearch(_ searchController: SearchController) { cursorToFirstResult() }

    /// Implements `SearchControllerDelegate.willPresentSearchController(_:)`: does nothing.
    public func willPresentSearchController(_ searchController: SearchController) {}
    /// Implements `SearchControllerDelegate.willDismissSearchController(_:)`: does nothing.
    public func willDismissSearchController(_ searchController: SearchController) {}
    /// Implements `SearchControllerDelegate.didDismissSearchController(_:)`: does nothing.
    public func didDismissSearchController(_ searchController: SearchController) {}

    func cursorToFirstResult() {
        if let first = regions.firstIndex(where: { !$0.timeZoneWrappers.isEmpty }) {
            tableView.moveCursor(to: IndexPath(row: 0, section: first))
        }
    }
}
