import TableKit

/// `n`/`N` to the next and previous match of a search query, as `less` does
/// (``SearchKeyMap/next``, ``SearchKeyMap/previous``): the keys and the stepping shared by
/// ``IndexedListViewController`` (`sections --short`) and the Sections sample's own screen.
public enum SearchMatches {
    /// `n/N next/prev match`, one entry for the help line and `?`, while they apply; else none.
    @MainActor public static func keyBindings(applying: Bool) -> [KeyBinding] {
        let keys = KeyMaps.current.search
        return applying ? [KeyBinding.group([keys.next, keys.previous], "n/N", help: "next/prev match")] : []
    }

    /// 1 for `n` (next), -1 for `N` (previous), nil for any other event.
    @MainActor public static func direction(of event: Event) -> Int? {
        let keys = KeyMaps.current.search
        if keys.next.matches(event) { return 1 }
        if keys.previous.matches(event) { return -1 }
        return nil
    }

    /// The match after (`delta` 1) or before (-1) `current` among `matches` (ascending, in
    /// the list's order): the first (or last) match when there is no `current`; nil past
    /// either end (no wrapping, as `less`).
    /// - Complexity: O(matches).
    public static func target<Position: Comparable>(in matches: [Position], from current: Position?, delta: Int) -> Position? {
        guard let current else { return delta > 0 ? matches.first : matches.last }
        return delta > 0 ? matches.first { $0 > current } : matches.last { $0 < current }
    }
}
