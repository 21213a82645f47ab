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

    /// The search keys of ``KeyMaps/search`` for the header's bar as one action table, in
    /// help order: `/` scrolls to the top and begins (activating the bar's
    /// ``SearchController``, or the bare bar), ↓/Tab while typing hands the keyboard to the
    /// results, Esc cancels an active search that is not typing. No row applies without a
    /// header search bar.
    var headerSearchKeyActions: KeyActionTable {
        let keys = KeyMaps.current.search
        let bar = headerSearchBar
        return KeyActionTable([
            KeyAction("begin", keys.begin, when: { bar.map { !$0.isEditing } ?? false }) { _ in
                self.setContentOffset(.zero, animated: false)
                if let sc = bar?.controller { sc.activate() } else { bar?.beginEditing() }
                return true
            },
            KeyAction("results", keys.results, when: { bar?.isEditing ?? false }) { _ in
                bar?.endEditing()
                return true
            },
            KeyAction("cancel", keys.cancel, when: { bar?.controller?.isActive ?? false }) { _ in
                bar?.controller?.deactivate()
                return true
            },
        ])
    }

    /// Runs the header search keys (``headerSearchKeyActions``); false when the table has
    /// no header search bar or the key is none of these.
    func handleHeaderSearchKey(_ event: Event) -> Bool {
        guard case .key(let key) = event else { return false }
        return headerSearchKeyActions.perform(key) ?? false
    }

    /// `/ search`, and `Esc cancel search` while the bar's search controller is active;
    /// empty without a header search bar.
    var headerSearchKeyBindings: [KeyBinding] { headerSearchKeyActions.keyBindings }
}
