/// Asked to update search results as the query changes (UIKit's
/// `UISearchResultsUpdating`).
@MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// Called after each change to the query while searching, and once when searching ends
    /// (the query is then empty and ``SearchController/isActive`` false). Read the query from
    /// ``SearchController/text``. UIKit's `updateSearchResults(for:)`.
    func updateSearchResults(for searchController: SearchController)
}

/// Hears a search controller start and end searching and confirm a query (UIKit's
/// `UISearchControllerDelegate`). Every method has a default that does nothing.
@MainActor
public protocol SearchControllerDelegate: AnyObject {
    /// Searching started: the bar began editing or the query changed while inactive
    /// (UIKit's `didPresentSearchController(_:)`).
    func didPresentSearchController(_ searchController: SearchController)
    /// Searching ended: cancelled or ``SearchController/deactivate()`` (UIKit's
    /// `didDismissSearchController(_:)`).
    func didDismissSearchController(_ searchController: SearchController)
    /// Enter in the bar handed the keyboard to the results, searching still active (the
    /// bar's `searchBarSearchButtonClicked`, which the controller receives itself).
    func searchControllerDidConfirmSearch(_ searchController: SearchController)
}

extension SearchControllerDelegate {
    /// Default: does nothing.
    public func didPresentSearchController(_ searchController: SearchController) {}
    /// Default: does nothing.
    public func didDismissSearchController(_ searchController: SearchController) {}
    /// Default: does nothing.
    public func searchControllerDidConfirmSearch(_ searchController: SearchController) {}
}

/// Owns a search bar and whether searching is active (UIKit's `UISearchController`).
/// Searching becomes active when the bar begins editing and stays active, with the
/// results on screen, until cancelled (Esc) or ended by choosing a result.
@MainActor
public final class SearchController: SearchBarDelegate {
    /// The bar the user types the query into; put it in the view hierarchy (e.g. as a table header view).
    public let searchBar = SearchBar()
    /// Told as the query changes and when searching ends; held weakly, as in UIKit.
    public weak var searchResultsUpdater: SearchResultsUpdating?
    /// Told when searching starts and ends and when a query is confirmed; held weakly.
    public weak var delegate: SearchControllerDelegate?
    /// A convenience beside the ``delegate``'s `didPresentSearchController` (`true`) and
    /// `didDismissSearchController` (`false`): called right after them.
    public var onActiveChange: (@MainActor (Bool) -> Void)?
    /// Whether searching is active: the results replace the full list (UIKit's
    /// `isActive`). Setting it true is ``activate()``, false is ``deactivate()``.
    public var isActive: Bool {
        get { active }
        set { newValue ? activate() : deactivate() }
    }
    private var active = false

    /// A search controller, inactive, whose bar is 1 line high and delegates to it.
    public init() {
        searchBar.frame = Rect(x: 0, y: 0, width: 0, height: 1)
        searchBar.delegate = self
    }

    /// The query as typed.
    public var text: String { searchBar.text }

    /// Starts searching and gives the bar the keyboard.
    public func activate() {
        becomeActive()
        searchBar.beginEditing()
    }

    /// Ends searching: clears the query, takes the keyboard away and tells the updater.
    public func deactivate() {
        searchBar.text = ""
        searchBar.endEditing()
        guard active else { return }
        active = false
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
        onActiveChange?(false)
    }

    /// Marks searching active and tells the delegate, once.
    private func becomeActive() {
        guard !active else { return }
        active = true
        delegate?.didPresentSearchController(self)
        onActiveChange?(true)
    }

    /// Starts searching if it was not active, then tells ``searchResultsUpdater``.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
        becomeActive()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Starts searching if it was not active; the updater is not told until the text changes.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { becomeActive() }

    /// Esc in the bar: ends searching (``deactivate()``).
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) { deactivate() }

    /// A convenience beside the ``delegate``'s `searchControllerDidConfirmSearch`: called
    /// right after it, when Enter in the bar hands the keyboard to the results.
    public var onSearchButtonClicked: (@MainActor () -> Void)?

    /// Enter in the bar moves the keyboard to the results, keeping the search active.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
        searchBar.endEditing()
        delegate?.searchControllerDidConfirmSearch(self)
        onSearchButtonClicked?()
    }
}
