import Foundation

/// Answers a table's questions about layout and selection and hears what the user did
/// (UIKit's `UITableViewDelegate`). Every method has a default.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// A row's height in lines, `>= 0`; ``TableView/automaticDimension`` to size the row
    /// from its cell's content. The default uses the table's `rowHeight`; implementing
    /// this makes the table ask for every row at reload unless `estimatedRowHeight > 0`,
    /// in which case it asks only as rows come on screen (as UIKit does).
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int
    /// A section header's height in lines; the default is the table's
    /// `sectionHeaderHeight` when the section has a title, else 0.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Int
    /// A section footer's height in lines; the default is `sectionFooterHeight` when the
    /// section has a footer title, else 0.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Int
    /// The row about to be selected: return it, another index path to select instead, or
    /// nil to veto the selection. Default: `indexPath`.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row (Enter, a click, or Space with multiple selection), after
    /// `willSelectRowAt` (UIKit's `tableView(_:didSelectRowAt:)`). Not called for
    /// ``TableView/selectRow(at:animated:scrollPosition:)``. Default does nothing.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The row about to be deselected, another, or nil to keep it selected.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user deselected the row, or selecting another row in single selection deselected it
    /// (UIKit's `tableView(_:didDeselectRowAt:)`). Default does nothing.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The row's indentation level, `>= 0`. Default 0.
    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    /// Whether the row may be highlighted (under the cursor or pressed). Default true.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The keyboard cursor moved onto the row and `shouldHighlightRowAt` allowed it
    /// (UIKit's `tableView(_:didHighlightRowAt:)`). Default does nothing.
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    /// The keyboard cursor left a row that was highlighted, even one scrolled off screen, so calls
    /// pair up with `didHighlightRowAt` (UIKit's `tableView(_:didUnhighlightRowAt:)`). Default does nothing.
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    /// A cell is about to be shown at `indexPath`: called each time the row comes on screen
    /// (scrolled in, or after a reload), not only the first (UIKit's
    /// `tableView(_:willDisplay:forRowAt:)`). Default does nothing.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)

    /// The editing control for a row in editing mode. Default ``TableViewCell/EditingStyle/delete``.
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// The confirm button's title for deleting a row. Default "Delete".
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Where a row being moved may go: return `proposedDestinationIndexPath` (the default)
    /// or another index path to redirect the move.
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
    /// The actions on a row's trailing edge, opened with `a` (UIKit's
    /// `trailingSwipeActionsConfigurationForRowAt`, revealed by a swipe). Default nil: none.
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
}

extension TableViewDelegate {
    /// Default: ``TableView/delegateDefaultHeight``, so the table uses `rowHeight`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        TableView.defaultHeight(forRowAt: indexPath, in: tableView)
    }
    /// Default: ``TableView/delegateDefaultHeight``, so the table uses `sectionHeaderHeight` for a titled section, else 0.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Int {
        TableView.delegateDefaultHeight
    }
    /// Default: ``TableView/delegateDefaultHeight``, so the table uses `sectionFooterHeight` for a titled section, else 0.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Int {
        TableView.delegateDefaultHeight
    }
    /// Default: selects `indexPath` as proposed.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Default: does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Default: deselects `indexPath` as proposed.
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Default: does nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Default: 0, no indentation.
    public func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    /// Default: true, every row may be highlighted.
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Default: does nothing.
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Default: does nothing.
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// Default: does nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Default: ``TableViewCell/EditingStyle/delete``.
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    /// Default: "Delete".
    public func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
    /// Default: `proposedDestinationIndexPath`, the move goes where the user put it.
    public func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
    /// Default: nil, the row has no trailing actions.
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        nil
    }
}
