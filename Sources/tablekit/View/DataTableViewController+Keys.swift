import TableKit

/// The screen's own keys: `/` begins a search, Enter in the bar goes to the results, Esc
/// cancels the search (keeping the cursor's row in place) or, in pick mode, the pick.
extension DataTableViewController {
    var screenFocusedView: View? {
        searchController.searchBar.isEditing ? searchController.searchBar : tableView
    }

    /// Whether Esc cancels a pick here: pick mode, or the SQLite table list whose opened
    /// table picks (``ViewConfiguration/picksInOpenedScreen``).
    var picksHereOrInOpenedScreen: Bool { config.pick != nil || config.picksInOpenedScreen }

    /// Esc in pick mode with nothing else open: quit without printing (exit 1, as fzf).
    /// Listed in the full help only: the key bar's `q quit` does the same, and a narrow
    /// key bar would keep this Esc (its way out) over "Enter pick"
    /// (docs/decisions/2026-12-01-pick-on-every-input-a-sort-shows-the-top-search-only-what-is.md).
    static let cancelPick = KeyBinding([.escape], "Esc", help: "cancel pick", short: false)

    /// Esc while loading waits for a first row or a lock, with no search open: the screen
    /// quits (``ViewerEvent/stopAsked``), as q does; the status line says "Esc/q to stop".
    static let stopWaiting = KeyBinding([.escape], "Esc", help: "stop")

    /// Whether Esc stops the screen now (``stopWaiting``).
    var escapeStops: Bool {
        !searchController.isActive && state.waitsWithNothingToBrowse
    }

    var screenKeyBindings: [KeyBinding] {
        let keys = KeyMaps.current.search
        var b = [keys.begin]
        if searchController.isActive { b.append(keys.cancel) }
        // Esc does one of them
        if escapeStops {
            b.append(Self.stopWaiting)
        } else if picksHereOrInOpenedScreen && !searchController.isActive {
            b.append(Self.cancelPick)
        }
        return b
    }

    /// The screen's keys, dispatched by the same bindings that ``screenKeyBindings`` lists.
    func handleScreenEvent(_ event: Event) -> Bool {
        let keys = KeyMaps.current.search
        if keys.begin.matches(event) {
            beginSearch()
        } else if keys.results.matches(event) && searchController.searchBar.isEditing {
            searchController.searchBar.endEditing()
            highlightFirstRow()
        } else if keys.cancel.matches(event) && searchController.isActive {
            // Esc from the results keeps the place, as `less` does: the cursor's row stays
            // the cursor's row, on the same line of the screen when it can.
            let place = searchController.searchBar.isEditing ? nil : cursorPlace()
            searchController.deactivate()
            if let place { restore(place) }
        } else if Self.stopWaiting.matches(event) && escapeStops {
            send(.stopAsked)
        } else if Self.cancelPick.matches(event) && picksHereOrInOpenedScreen {
            window?.quit()
        } else {
            return false
        }
        return true
    }
}
