/// Asked to update search results as the query or scope changes (UIKit's
/// `UISearchResultsUpdating`).
@MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// Called when the bar begins editing, after each change to the query or the scope
    /// while searching, and once when searching ends (the query is then empty and
    /// ``SearchController/isActive`` false). Read the query from ``SearchController/text``
    /// and the scope from the bar's ``SearchBar/selectedScopeButtonIndex``. UIKit's
    /// `updateSearchResults(for:)`.
    func updateSearchResults(for searchController: SearchController)
}

/// Hears a search controller start and end searching and confirm a query (UIKit's
/// `UISearchControllerDelegate`). Every method has a default that does nothing.
@MainActor
public protocol SearchControllerDelegate: AnyObject {
    /// Searching is starting, because the bar began editing or the app set
    /// ``SearchController/isActive`` to true (UIKit's `presentSearchController(_:)`). The
    /// default presents it automatically: `willPresentSearchController(_:)`, then active,
    /// then `didPresentSearchController(_:)`. An implementation presents it itself: the
    /// controller is active after the call, and neither will- nor didPresent is called.
    func presentSearchController(_ searchController: SearchController)
    /// Searching is about to start by the automatic presentation (UIKit's
    /// `willPresentSearchController(_:)`).
    func willPresentSearchController(_ searchController: SearchController)
    /// Searching started: the bar began editing or the query changed while inactive
    /// (UIKit's `didPresentSearchController(_:)`).
    func didPresentSearchController(_ searchController: SearchController)
    /// Searching is about to end (UIKit's `willDismissSearchController(_:)`).
    func willDismissSearchController(_ searchController: SearchController)
    /// Searching ended: cancelled or ``SearchController/deactivate()`` (UIKit's
    /// `didDismissSearchController(_:)`).
    func didDismissSearchController(_ searchController: SearchController)
    /// Enter in the bar handed the keyboard to the results, searching still active (the
    /// bar's `searchBarSearchButtonClicked`, which the controller hears itself). TableKit's
    /// own: UIKit leaves this to the bar's delegate.
    func searchControllerDidConfirmSearch(_ searchController: SearchController)
}

extension SearchControllerDelegate {
    /// Default: the automatic presentation (will-, then didPresent).
    public func presentSearchController(_ searchController: SearchController) {
        searchController.presentAutomatically()
    }
    /// Default: does nothing.
    public func willPresentSearchController(_ searchController: SearchController) {}
    /// Default: does nothing.
    public func didPresentSearchController(_ searchController: SearchController) {}
    /// Default: does nothing.
    public func willDismissSearchController(_ searchController: SearchController) {}
    /// Default: does nothing.
    public func didDismissSearchController(_ searchController: SearchController) {}
    /// Default: does nothing.
    public func searchControllerDidConfirmSearch(_ searchController: SearchController) {}
}
