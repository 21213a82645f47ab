import Foundation

/// Hears which rows are about to come on screen, to start loading their data early, and
/// which of those no longer are (UIKit's `UITableViewDataSourcePrefetching`). Set it as a
/// table's ``TableView/prefetchDataSource``.
///
/// The table hands over the rows of the next screenful in the direction of the last
/// scroll (down at first), at layout, never while drawing. A row handed over is either
/// shown later (then no more is said about it) or cancelled when the window moves away
/// from it before it was seen. `reloadData()` forgets the rows handed over without
/// cancelling them; a batch update carries them to their new index paths (deleted and
/// reloaded rows are forgotten).
@MainActor
public protocol TableViewDataSourcePrefetching: AnyObject {
    /// Rows about to come on screen, in index path order, none already on screen
    /// (UIKit's `tableView(_:prefetchRowsAt:)`). Each row is handed over once until it is
    /// shown or cancelled.
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows handed to ``tableView(_:prefetchRowsAt:)`` that are no longer about to come on
    /// screen and were not shown, in index path order (UIKit's
    /// `tableView(_:cancelPrefetchingForRowsAt:)`). Default does nothing.
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
    /// Default: does nothing.
    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
