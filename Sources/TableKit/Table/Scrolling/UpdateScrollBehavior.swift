import Foundation

extension TableView {
    /// What a live update keeps still on screen: a batch update
    /// (``performBatchUpdates(_:completion:)``, ``apply(_:with:)``), a diffable data source's
    /// apply, or ``reloadData()``. UIKit has no such setting: it keeps the content offset
    /// and leaves the rest to the app; a terminal list that re-sorts while it is read (a
    /// process list, a log) needs the user's place kept.
    public enum UpdateScrollBehavior: Sendable, Hashable {
        /// The default. A list at its top (offset 0, or a table header view such as a search
        /// bar hidden by the offset) stays at its top, so rows inserted above the first row
        /// show. Otherwise the cursor's row, when it was on screen, keeps its screen line
        /// (the cursor stays on its row, wherever the update moves it); otherwise the first
        /// visible row keeps its line.
        case automatic
        /// As ``automatic``, and the cursor's row stays on screen: when it was on screen
        /// and the update would take it off (a list at its top re-sorted), the table
        /// scrolls as little as needed to show it (as ``ScrollPosition/none``).
        case followsCursorItem
        /// The content offset stays, and the cursor stays on its screen line, on whatever
        /// row the update puts there (htop's list without `F`); the selection still follows
        /// its rows.
        case keepsCursorLine
        /// The first visible row keeps its screen line, wherever the update moves it; a
        /// list at its top stays at its top. The cursor stays on its row.
        case keepsFirstVisibleRow
    }

    /// What a live update keeps still on screen (``UpdateScrollBehavior``):
    /// ``UpdateScrollBehavior/automatic`` by default.
    public var updateScrollBehavior: UpdateScrollBehavior {
        get { configuration.updateScrollBehavior }
        set { configuration.updateScrollBehavior = newValue }
    }
}
