/// Asked to update search results as the query changes (UIKit's
/// `UISearchResultsUpdating`).
@MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// Called after each change to the query while searching, and once when searching ends
    /// (the query is then empty and ``SearchController/isActive`` false). Read the query from
    /// ``SearchController/text``. UIKit's `updateSearchResults(for:)`.
    func updateSearchResults(for searchController: SearchController)
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
    /// Called when searching starts (`true`) or ends (`false`).
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
        if !active {
            active = true
            onActiveChange?(true)
        }
        searchBar.beginEditing()
    }

    /// Ends searching: clears the query, takes the keyboard away and tells the updater.
    public func deactivate() {
        searchBar.text = ""
        searchBar.endEditing()
        guard active else { return }
        active = false
        searchResultsUpdater?.updateSearchResults(for: self)
        onActiveChange?(false)
    }

    /// Starts searching if it was not active, then tells ``searchResultsUpdater``.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
        if !active { active = true; onActiveChange?(true) }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Starts searching if it was not active; the updater is not told until the text changes.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {
        if !active { active = true; onActiveChange?(true) }
    }

    /// Esc in the bar: ends searching (``deactivate()``).
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) { deactivate() }

    /// Called when Enter in the bar hands the keyboard to the results (e.g. to put the
    /// cursor on the first result).
    public var onSearchButtonClicked: (@MainActor () -> Void)?

    /// Enter in the bar moves the keyboard to the results, keeping the search active.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
        searchBar.endEditing()
        onSearchButtonClicked?()
    }
}
