import Foundation  // IndexPath
import TableKit

/// `n`/`N` to the next and previous match of a search query, as `less` does
/// (`SearchKeyMap.next`, `SearchKeyMap.previous`; their rows are ``SearchKeyActions``): the stepping shared by
/// ``IndexedListViewController`` (`sections --short`) and the Sections sample's own screen.
/// At either end the cursor stays and the status line says so (``lastMatchMessage``,
/// ``firstMatchMessage``), as `less` says "Pattern not found" there.
public enum SearchMatches {
    /// The status message after `n` at the last match: it stays there, as `less` without
    /// wrapping does (docs/decisions/2026-12-01-n-n-stop-at-either-end-and-say-so.md).
    public static let lastMatchMessage = "Last match"
    /// The status message after `N` at the first match: it stays there.
    public static let firstMatchMessage = "First match"
    /// The status message after `n` or `N` when nothing matches the query (`less`'s words).
    public static let notFoundMessage = "Pattern not found"

    /// What `n` (`delta` 1) or `N` (-1) does from `current` among `matches` (ascending):
    /// the match to go to (``target(in:from:delta:)``), or nil and the message that says why
    /// the cursor stays: ``notFoundMessage`` when there are no matches, else
    /// ``lastMatchMessage`` or ``firstMatchMessage``.
    /// - Complexity: O(matches).
    public static func step<Position: Comparable>(
        in matches: [Position], from current: Position?,
        delta: Int
    ) -> (target: Position?, message: String?) {
        guard !matches.isEmpty else { return (nil, notFoundMessage) }
        if let t = target(in: matches, from: current, delta: delta) { return (t, nil) }
        return (nil, delta > 0 ? lastMatchMessage : firstMatchMessage)
    }

    /// The match after (`delta` 1) or before (-1) `current` among `matches` (ascending, in
    /// the list's order): the first (or last) match when there is no `current`; nil past
    /// either end (no wrapping, as `less`).
    /// - Complexity: O(matches).
    public static func target<Position: Comparable>(in matches: [Position], from current: Position?, delta: Int)
        -> Position?
    {
        guard let current else { return delta > 0 ? matches.first : matches.last }
        return delta > 0 ? matches.first { $0 > current } : matches.last { $0 < current }
    }

    /// A message of ``step(in:from:delta:)`` as the status line shows it: while the cursor
    /// stays on the row it was given at (any move, search or other key ends it).
    public struct Notice: Equatable, Sendable {
        /// The message, e.g. ``SearchMatches/lastMatchMessage``.
        public var text: String
        /// The cursor's index path when the message was given; nil for no cursor.
        public var cursor: IndexPath?
        /// A notice of `text` given with the cursor at `cursor`.
        public init(_ text: String, cursor: IndexPath?) {
            self.text = text
            self.cursor = cursor
        }
        /// The message while the cursor is still at ``cursor``; nil once it moved.
        public func text(at cursor: IndexPath?) -> String? { cursor == self.cursor ? text : nil }
    }
}
