import Foundation

/// The search bar's delegate (UIKit's `UISearchBarDelegate`): the app's own. Every method
/// has a default; a ``SearchController`` owning the bar hears the same events first through
/// its own channel, so it does not need (or take) this delegate.
@MainActor
public protocol SearchBarDelegate: AnyObject {
    /// The text changed by an edit of the user's (UIKit's `searchBar(_:textDidChange:)`).
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// Whether an edit may replace `range` (UTF-16 code units of ``SearchBar/text``, whole
    /// grapheme clusters) with `text` (UIKit's `searchBar(_:shouldChangeTextIn:replacementText:)`).
    /// Default true.
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Whether the bar may begin editing (UIKit's `searchBarShouldBeginEditing(_:)`). Default true.
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    /// The bar gained the keyboard through ``SearchBar/beginEditing()`` (in an
    /// `IndexedListViewController`: `/` or a click on the bar; the section index's search
    /// entry only scrolls the bar into view).
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// The bar lost the keyboard (Enter, ↓, Esc, or ``SearchBar/endEditing()``; UIKit's
    /// `searchBarTextDidEndEditing(_:)`).
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    /// Esc or the cancel button: searching is cancelled.
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    /// Enter in the bar: the search is confirmed.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// The user chose scope `selectedScope` (Tab/⇧Tab or a click; UIKit's
    /// `searchBar(_:selectedScopeButtonIndexDidChange:)`).
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension SearchBarDelegate {
    /// Default: does nothing.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    /// Default: true.
    public func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    /// Default: true.
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    /// Default: does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    /// Default: does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    /// Default: does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    /// Default: does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    /// Default: does nothing.
    public func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
