/// The keys of a controller that owns a search controller (the list with a search bar).
public struct SearchKeyMap: KeyMap {
    /// `/`: show the search bar and start typing (UIKit's `isActive = true`).
    public var begin = KeyBinding([.character("/")], help: "search")
    /// ↓ or Tab while typing: done typing, the cursor goes to the first result.
    public var results = KeyBinding([.down, .tab], "↓", help: "to results", short: false)
    /// Esc while searching: cancel the search and show every row again.
    public var cancel = KeyBinding([.escape], "Esc", help: "cancel search")
    public var allBindings: [KeyBinding] { [begin, results, cancel, next, previous] }

    // MARK: Keys people bring
    /// `n` with the search bar closed and a query kept: the cursor to the next row that
    /// matches it (as `less` does). On the help line with `N`, as one "n/N next/prev match".
    public var next = KeyBinding([.character("n")], help: "next match")
    /// `N` with the search bar closed and a query kept: the cursor to the previous match.
    public var previous = KeyBinding([.character("N")], help: "previous match")
}
