/// A ``TableViewController`` whose table header view is a ``SearchController``'s bar
/// searches as UIKit's does (`tableView.tableHeaderView = searchController.searchBar`):
/// `/` (or a click on the bar) starts searching, the bar has the keyboard while typing,
/// ↓/Tab hands it to the results, Esc cancels. With a ``SearchController/searchResultsController``
/// that controller's view covers the table below the bar while the query is not empty
/// (and gets the keys once the bar has handed them on); while the query is empty and the
/// bar is typing, the table is dimmed (``SearchController/obscuresBackgroundDuringPresentation``).
extension TableViewController {
    /// The search bar that is the table's header view, if any.
    var headerSearchBar: SearchBar? { tableView.headerSearchBar }
    /// The search controller whose bar is the table's header view, if any.
    var headerSearchController: SearchController? { headerSearchBar?.controller }

    /// The view that takes keys while searching: the header's search bar while it types
    /// (with or without a search controller, as the Sections seed's bare `UISearchBar`),
    /// else the results controller's focused view while its view shows; nil otherwise.
    var searchFocusedView: View? {
        guard let bar = headerSearchBar else { return nil }
        if bar.isEditing { return bar }
        if let sc = bar.controller, sc.showsSearchResultsController, let results = sc.searchResultsController {
            return results.focusedView ?? results.view
        }
        return nil
    }

    /// Keys the results controller's focused view left to the results controller, while
    /// its view shows; the search keys themselves are rows of the controller's action
    /// table (``TableView/headerSearchKeyActions``).
    func handleSearchEvent(_ event: Event) -> Bool {
        guard let bar = headerSearchBar, let sc = bar.controller, sc.showsSearchResultsController, !bar.isEditing,
            let results = sc.searchResultsController
        else { return false }
        return results.handle(event)
    }
}

/// Dims what is under it (the content behind an empty search); a click on it cancels the
/// search, as a tap on UIKit's dimming view does.
@MainActor
final class SearchDimmingView: View {
    var onClick: (@MainActor () -> Void)?

    override func draw(in context: inout DrawContext) { context.setStyle(.dim, in: bounds) }

    override func handle(_ event: Event) -> Bool {
        guard case .mouse(let m) = event, m.kind == .press else { return false }
        onClick?()
        return true
    }
}

extension TableViewControllerView {
    /// Puts the results controller's view (while it shows) or the dimming view (while the
    /// background is obscured) over the table below the search bar, adding and removing
    /// the results controller as a child of `owner`. Runs at every layout of the container
    /// (the container stays marked for layout), since the search state changes without
    /// telling the view.
    func layoutSearchPresentation() {
        guard let table = tableView, let sc = (table.tableHeaderView as? SearchBar)?.controller else {
            removeSearchOverlays()
            return
        }
        let top = max(0, (table.tableHeaderView?.frame.height ?? 0) - table.contentOffset.y)
        let below = Rect(
            x: table.frame.minX, y: table.frame.minY + top,
            width: table.frame.width, height: max(0, table.frame.height - top))
        if sc.showsSearchResultsController, let results = sc.searchResultsController {
            if results.parent !== owner, let owner {
                owner.addChild(results)
                addSubview(results.view)
                results.didMove(toParent: owner)
            }
            // Opaque, as UIKit's results view is: the table under it does not show through.
            if results.view.backgroundStyle == nil { results.view.backgroundStyle = .plain }
            results.view.frame = below
            results.view.layoutIfNeeded()
        } else if let results = sc.searchResultsController, results.parent === owner, owner != nil {
            results.willMove(toParent: nil)
            results.view.removeFromSuperview()
            results.removeFromParent()
        }
        if sc.isObscuringBackground {
            if dimmingView.superview !== self { addSubview(dimmingView) }
            dimmingView.onClick = { [weak sc] in sc?.deactivate() }
            dimmingView.frame = below
        } else {
            dimmingView.removeFromSuperview()
        }
        setNeedsLayout()
    }

    private func removeSearchOverlays() {
        dimmingView.removeFromSuperview()
    }
}
