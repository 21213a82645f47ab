import Foundation

/// The items under a table's cursor and selected rows, remembered before its content
/// changes and put back on the same items after: what a searchable list needs when its
/// results are filtered again or its content is replaced (UIKit apps write it by hand
/// around `reloadData()` with `indexPathForSelectedRow` and their model).
///
/// ```swift
/// let kept = TableCursorKeeper(tableView) { ip in items[ip.row].id }
/// items = newItems
/// tableView.reloadData()
/// kept.restore(in: tableView) { id in items.firstIndex { $0.id == id }.map { IndexPath(row: $0, section: 0) } }
/// ```
///
/// Together with what a ``SearchController`` whose bar is a table's header view does by
/// itself (the cursor on the first result after Enter, the content offset from before
/// the search restored when it ends), it gives any controller the searchable list's
/// behaviour.
@MainActor
public struct TableCursorKeeper<Item: Hashable> {
    /// The item under the cursor when remembered; nil for no cursor or no item there.
    public let cursorItem: Item?
    /// The items of the selected rows when remembered, in index path order.
    public let selectedItems: [Item]

    /// Remembers the items at `table`'s cursor and selected rows; `item` names the item
    /// shown at a valid index path of the table as it is now (nil for none).
    /// - Complexity: O(selected rows) calls of `item`.
    public init(_ table: TableView, item: (IndexPath) -> Item?) {
        cursorItem = table.cursorIndexPath.flatMap { table.isValid($0) ? item($0) : nil }
        selectedItems = (table.indexPathsForSelectedRows ?? []).compactMap { table.isValid($0) ? item($0) : nil }
    }

    /// Puts the cursor back on its item and selects the selected items that are still
    /// shown, as `indexPath` finds them in the table's new content (nil: not shown). The
    /// cursor goes to no row when its item is gone; the delegate hears no selection calls
    /// (as `selectRow(at:animated:scrollPosition:)`), and the cursor's row is scrolled
    /// into view when it is not on screen.
    /// - Complexity: O(selected rows) calls of `indexPath`.
    public func restore(in table: TableView, indexPath: (Item) -> IndexPath?) {
        for ip in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: ip, animated: false) }
        for item in selectedItems {
            if let ip = indexPath(item), table.isValid(ip) {
                table.selectRow(at: ip, animated: false, scrollPosition: .none)
            }
        }
        let cursor = cursorItem.flatMap(indexPath).flatMap { table.isValid($0) ? $0 : nil }
        table.moveCursor(to: cursor)
        if let cursor { table.scrollToRow(at: cursor, at: .none, animated: false) }
    }
}
