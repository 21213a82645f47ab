/// A top controller's ``NavigationItem/searchController`` (UIKit's
/// `navigationItem.searchController`): the navigation controller shows its bar on the line
/// under the navigation bar, above the top controller's view; with
/// ``NavigationItem/hidesSearchBarWhenScrolling`` the bar hides while the top controller's
/// table is scrolled away from its top and shows again at the top and while searching. `/`
/// starts searching, ↓/Tab hand the keyboard to the results (the cursor on the first one),
/// Esc cancels; the ``SearchController/searchResultsController``'s view covers the top
/// controller's view while it shows, and the view is dimmed while an empty query is typed.
extension NavigationController {
    /// The search controller of the top controller's navigation item, if any.
    var topSearchController: SearchController? { topViewController?.navigationItem.searchController }

    /// The view that takes keys while searching: the bar while it types, else the results
    /// controller's focused view while its view shows; nil otherwise.
    var searchFocusedView: View? {
        guard let sc = topSearchController else { return nil }
        if sc.searchBar.isEditing { return sc.searchBar }
        if sc.showsSearchResultsController, let results = sc.searchResultsController {
            return results.focusedView ?? results.view
        }
        return nil
    }

    /// Keys the results controller's focused view left to the results controller, while its
    /// view shows and the bar does not type.
    func handleSearchResultsEvent(_ event: Event) -> Bool {
        guard let sc = topSearchController, sc.showsSearchResultsController, !sc.searchBar.isEditing,
            let results = sc.searchResultsController
        else { return false }
        return results.handle(event)
    }

    /// The search keys (``KeyMaps/search``) for the top controller's search controller as
    /// one action table, in help order: `/` starts searching (the bar shows), ↓/Tab while
    /// typing hand the keyboard to the results with the cursor on the first one, Esc
    /// cancels an active search that is not typing (before Esc goes back). No row applies
    /// without a search controller or while the navigation bar is hidden.
    var searchKeyActions: KeyActionTable {
        let keys = KeyMaps.current.search
        let sc = topSearchController
        let shown = { sc != nil && !self.isNavigationBarHidden }
        return KeyActionTable([
            KeyAction("begin", keys.begin, when: { shown() && sc?.searchBar.isEditing == false }) { _ in
                sc?.activate()
                self.container.setNeedsLayout()
                return true
            },
            KeyAction("results", keys.results, when: { sc?.searchBar.isEditing ?? false }) { _ in
                sc?.searchBar.endEditing()
                sc?.showFirstResult()
                return true
            },
            KeyAction("cancel", keys.cancel, when: { sc?.isActive ?? false }) { _ in
                sc?.deactivate()
                return true
            },
        ])
    }
}

extension NavigationContainerView {
    /// Whether the top controller's search bar shows now: a search controller on its item,
    /// the navigation bar shown, and the search active, the bar kept while scrolling, or
    /// the top controller's table at its top.
    func showsSearchBar(of vc: ViewController, _ sc: SearchController) -> Bool {
        guard !bar.isHidden else { return false }
        if sc.isActive || !vc.navigationItem.hidesSearchBarWhenScrolling || !vc.isViewLoaded { return true }
        let table = (vc.focusedView as? TableView) ?? ViewController.firstResponder(in: vc.view) as? TableView
        return (table?.contentOffset.y ?? 0) <= 0
    }

    /// Lays out the top controller's search bar from line `top` (when it shows) and, over
    /// the content below it, the results controller's view or the dimming view; returns the
    /// first line left for the content. Removes what no longer shows. The container stays
    /// marked for layout while there is a search controller, since scrolling and the
    /// search state change without telling it.
    func layoutSearch(from top: Int) -> Int {
        guard let vc = bar.top, let sc = vc.navigationItem.searchController else {
            removeSearchViews(keeping: nil)
            return top
        }
        removeSearchViews(keeping: sc)
        var y = top
        let searchBar = sc.searchBar
        if showsSearchBar(of: vc, sc) {
            if searchBar.superview !== self { addSubview(searchBar) }
            let h = min(max(0, bounds.height - y), searchBar.sizeThatFits(bounds.size).height)
            searchBar.frame = Rect(x: 0, y: y, width: bounds.width, height: h)
            y += h
        } else if searchBar.superview === self {
            searchBar.removeFromSuperview()
        }
        let below = Rect(x: 0, y: y, width: bounds.width, height: max(0, bounds.height - y))
        if sc.showsSearchResultsController, let results = sc.searchResultsController {
            if results.parent !== vc {
                vc.addChild(results)
                addSubview(results.view)
                results.didMove(toParent: vc)
            } else if subviews.last !== results.view {
                addSubview(results.view)  // over the content, which a push put on top
            }
            if results.view.backgroundStyle == nil { results.view.backgroundStyle = .plain }
            results.view.frame = below
            results.view.layoutIfNeeded()
        } else {
            removeResults(of: sc)
        }
        if sc.isObscuringBackground {
            if searchDimmingView.superview !== self || subviews.last !== searchDimmingView {
                addSubview(searchDimmingView)
            }
            searchDimmingView.onClick = { [weak sc] in sc?.deactivate() }
            searchDimmingView.frame = below
        } else {
            searchDimmingView.removeFromSuperview()
        }
        setNeedsLayout()
        return y
    }

    /// Removes the bar, results and dimming of every search controller but `kept` (one of
    /// a controller no longer on top).
    private func removeSearchViews(keeping kept: SearchController?) {
        for case let searchBar as SearchBar in subviews where searchBar.controller !== kept {
            if let sc = searchBar.controller { removeResults(of: sc) }
            searchBar.removeFromSuperview()
        }
        if kept == nil { searchDimmingView.removeFromSuperview() }
    }

    private func removeResults(of sc: SearchController) {
        guard let results = sc.searchResultsController, results.view.superview === self else { return }
        results.willMove(toParent: nil)
        results.view.removeFromSuperview()
        results.removeFromParent()
    }
}
