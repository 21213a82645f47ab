/// A table whose header view is a ``SearchBar`` (UIKit's `tableHeaderView =
/// searchController.searchBar`) searches in any controller, not only a
/// ``TableViewController``: while the bar types and the table has the keys (a plain
/// ``ViewController`` whose view holds the table), the table hands every key to the bar;
/// `/` begins searching, ↓/Tab hands the keyboard back, Esc cancels
/// (``handleHeaderSearchKey(_:)``, which a controller's default `handle(_:)` calls).
extension TableView {
    /// The search bar that is the table's header view, if any.
    var headerSearchBar: SearchBar? { tableHeaderView as? SearchBar }

    /// Whether the header's search bar is typing: the table then passes its keys to it.
    var isHeaderSearchBarEditing: Bool { headerSearchBar?.isEditing == true }

    /// While the header's bar is typing, a key (or paste) for the bar: what the bar made of
    /// it (false lets the controller have it, as ↓ to go to the results). nil otherwise.
    func handleHeaderSearchBarEvent(_ event: Event) -> Bool? {
        guard let bar = headerSearchBar, bar.isEditing else { return nil }
        if case .mouse = event { return nil }
        return bar.handle(event)
    }

    /// The search keys of ``KeyMaps/search`` for the header's bar: `/` scrolls to the top
    /// and begins (activating the bar's ``SearchController``, or the bare bar), ↓/Tab while
    /// typing hands the keyboard to the results with the cursor on the first one, Esc
    /// cancels an active search that is not typing. False when the table has no header search bar or the key is none of these.
    func handleHeaderSearchKey(_ event: Event) -> Bool {
        guard let bar = headerSearchBar else { return false }
        let sc = bar.controller
        let keys = KeyMaps.current.search
        if keys.begin.matches(event) && !bar.isEditing {
            // A search controller scrolls to the top itself, remembering the offset.
            if let sc {
                sc.activate()
            } else {
                setContentOffset(.zero, animated: false)
                bar.beginEditing()
            }
        } else if keys.results.matches(event) && bar.isEditing {
            bar.endEditing()
            sc?.showFirstResult()
        } else if keys.cancel.matches(event), let sc, sc.isActive {
            sc.deactivate()
        } else {
            return false
        }
        return true
    }

    /// `/ search`, and `Esc cancel search` while the bar's search controller is active;
    /// empty without a header search bar.
    var headerSearchKeyBindings: [KeyBinding] {
        guard let bar = headerSearchBar else { return [] }
        let keys = KeyMaps.current.search
        return bar.controller?.isActive == true ? [keys.begin, keys.cancel] : [keys.begin]
    }
}
