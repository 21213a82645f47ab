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
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The row about to be deselected, another, or nil to keep it selected.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The row's indentation level, `>= 0`. Default 0.
    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    /// Whether the row may be highlighted (under the cursor or pressed). Default true.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    /// A cell is about to be drawn for the first time at `indexPath`.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)

    /// The editing control for a row in editing mode. Default ``TableViewCellEditingStyle/delete``.
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCellEditingStyle
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
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        TableView.delegateDefaultHeight
    }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Int {
        TableView.delegateDefaultHeight
    }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Int {
        TableView.delegateDefaultHeight
    }
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCellEditingStyle { .delete }
    public func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
    public func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        nil
    }
}
