/// Asked to update search results as the query changes (UIKit's
/// `UISearchResultsUpdating`).
@MainActor
public protocol SearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: SearchController)
}

/// Owns a search bar and whether searching is active (UIKit's `UISearchController`).
/// Searching becomes active when the bar begins editing and stays active, with the
/// results on screen, until cancelled (Esc) or ended by choosing a result.
@MainActor
public final class SearchController: SearchBarDelegate {
    public let searchBar = SearchBar()
    public weak var searchResultsUpdater: SearchResultsUpdating?
    /// Called when searching starts (`true`) or ends (`false`).
    public var onActiveChange: (@MainActor (Bool) -> Void)?
    /// Whether searching is active: the results replace the full list.
    public private(set) var isActive = false

    public init() {
        searchBar.frame = Rect(x: 0, y: 0, width: 0, height: 1)
        searchBar.delegate = self
    }

    /// The query as typed.
    public var text: String { searchBar.text }

    /// Starts searching and gives the bar the keyboard.
    public func activate() {
        if !isActive {
            isActive = true
            onActiveChange?(true)
        }
        searchBar.beginEditing()
    }

    /// Ends searching: clears the query, takes the keyboard away and tells the updater.
    public func deactivate() {
        searchBar.text = ""
        searchBar.endEditing()
        guard isActive else { return }
        isActive = false
        searchResultsUpdater?.updateSearchResults(for: self)
        onActiveChange?(false)
    }

    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
        if !isActive { isActive = true; onActiveChange?(true) }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {
        if !isActive { isActive = true; onActiveChange?(true) }
    }

    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) { deactivate() }

    /// Enter in the bar moves the keyboard to the results, keeping the search active.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) { searchBar.endEditing() }
}
