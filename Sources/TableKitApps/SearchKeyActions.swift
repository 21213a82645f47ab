import TableKit

/// A list screen's search keys (`KeyMaps.search`) as one action table, in help order: the
/// table of ``IndexedListViewController`` (`sections --short`) and of the Sections sample's
/// own screen, so their dispatch and help are the same rows.
public struct SearchKeyActions {
    /// `/`: starts searching (or types it again into a search already open).
    public var begin: @MainActor () -> Void
    /// Whether the search bar is typing: ↓/Tab then hand the keyboard to the results.
    public var isTyping: @MainActor () -> Bool
    /// ↓/Tab while typing: the bar stops typing and the cursor goes to the first result.
    public var toResults: @MainActor () -> Void
    /// Whether a search is open: Esc then cancels it.
    public var isSearching: @MainActor () -> Bool
    /// Esc while searching: every row again, as before the search.
    public var cancel: @MainActor () -> Void
    /// Whether `n`/`N` have matches to go to (``SearchMatches``).
    public var canGoToMatches: @MainActor () -> Bool
    /// `n` (1) or `N` (-1): the cursor to the next or previous match.
    public var goToMatch: @MainActor (Int) -> Void

    /// The search keys running these closures.
    public init(
        begin: @escaping @MainActor () -> Void, isTyping: @escaping @MainActor () -> Bool,
        toResults: @escaping @MainActor () -> Void, isSearching: @escaping @MainActor () -> Bool,
        cancel: @escaping @MainActor () -> Void, canGoToMatches: @escaping @MainActor () -> Bool,
        goToMatch: @escaping @MainActor (Int) -> Void
    ) {
        self.begin = begin
        self.isTyping = isTyping
        self.toResults = toResults
        self.isSearching = isSearching
        self.cancel = cancel
        self.canGoToMatches = canGoToMatches
        self.goToMatch = goToMatch
    }

    /// The table, built from `KeyMaps.current.search`: `/ search` always, ↓/Tab "to
    /// results" while typing (the search bar, which has the help then, lists it too), Esc
    /// "cancel search" while searching, and one "n/N next/prev match" entry while there are
    /// matches to go to.
    @MainActor public var table: KeyActionTable {
        let keys = KeyMaps.current.search
        let matches = KeyAction.Help.group("n/N", help: "next/prev match")
        let s = self
        return KeyActionTable([
            KeyAction("begin", keys.begin) { _ in
                s.begin()
                return true
            },
            KeyAction("results", keys.results, when: s.isTyping) { _ in
                s.toResults()
                return true
            },
            KeyAction("cancel", keys.cancel, when: s.isSearching) { _ in
                s.cancel()
                return true
            },
            KeyAction("next", keys.next, help: matches, when: s.canGoToMatches) { _ in
                s.goToMatch(1)
                return true
            },
            KeyAction("previous", keys.previous, help: matches, when: s.canGoToMatches) { _ in
                s.goToMatch(-1)
                return true
            },
        ])
    }
}
