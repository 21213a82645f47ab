import Foundation

/// Answers a table's questions about layout and selection and hears what the user did
/// (UIKit's `UITableViewDelegate`). Every method has a default. It refines
/// ``ScrollViewDelegate``, as UIKit's refines `UIScrollViewDelegate`.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// Whether this delegate gives row heights through ``tableView(_:heightForRowAt:)``,
    /// without the table finding out. Default false: at every reload the table asks
    /// `heightForRowAt` for up to the first 8 rows, and learns from whether the protocol's
    /// default answered them all (Swift cannot see whether a protocol method is
    /// implemented; UIKit asks `respondsToSelector`). A port needs neither this nor any
    /// other opt-in; return true only to skip those calls. When neither, the table uses its `rowHeight`
    /// (uniform heights: O(1) geometry per section).
    var providesRowHeights: Bool { get }
    /// A row's height (``RowHeight/lines(_:)`` or ``RowHeight/automatic`` to size the row
    /// from its cell's content), or nil for the table's `rowHeight`. Asked when the delegate
    /// implements it (see ``providesRowHeights``): then for every row at reload, unless
    /// `estimatedRowHeight` is `.lines(n)` with n > 0 or ``providesEstimatedRowHeights``, then only as
    /// rows come on screen (as UIKit does); a row answered nil is then measured. Default nil.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> RowHeight?
    /// A section header's height in lines, `>= 0`, or nil (the default) for the table's
    /// rule: `sectionHeaderHeight` when the section has a title, else 0.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Int?
    /// A section footer's height in lines, `>= 0`, or nil (the default) for the table's
    /// rule: `sectionFooterHeight` when the section has a footer title, else 0.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Int?
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
    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    /// The actions on a row's trailing edge, opened with `a` (UIKit's
    /// `trailingSwipeActionsConfigurationForRowAt`, revealed by a swipe). Default nil: none.
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    /// The user chose the section index's search entry (``TableView/indexSearch``); the
    /// table has scrolled to the very top. Default does nothing.
    func tableViewDidChooseIndexSearch(_ tableView: TableView)
    /// The user scrolled up past the top (↑ on the first row at the top, or the wheel):
    /// the refresh control's trigger. Default does nothing.
    func tableViewDidPullDown(_ tableView: TableView)

    // MARK: Cells: the accessory button
    /// The user chose the detail button `ⓘ` of a row whose accessory is
    /// ``TableViewCell/AccessoryType/detailButton`` or
    /// ``TableViewCell/AccessoryType/detailDisclosureButton``: the `i` key on the cursor's
    /// row or a click on the `ⓘ` (UIKit's `tableView(_:accessoryButtonTappedForRowWith:)`).
    /// The row is not selected. Default does nothing.
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    // MARK: Editing as UIKit does it

    /// The actions on a row's leading edge, opened with `A` (UIKit's
    /// `leadingSwipeActionsConfigurationForRowAt`, revealed by a swipe to the right): the
    /// first action at the leading edge. Default nil: none.
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    /// One row is about to be edited on its own, outside editing mode: its delete
    /// confirmation (`d`) or its row actions (`a`, `A`) are opening (UIKit's
    /// `tableView(_:willBeginEditingRowAt:)`, called when a swipe starts). Default does nothing.
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath)
    /// The row edited on its own is done: its confirmation or row actions closed, by a
    /// choice, Esc, another key or a reload (UIKit's `tableView(_:didEndEditingRowAt:)`);
    /// nil when the row no longer exists. Default does nothing.
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?)
    /// Whether the row's content shifts right for its editing control while editing
    /// (UIKit's `tableView(_:shouldIndentWhileEditingRowAt:)`). Default true.
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool

    // MARK: Section header and footer views
    /// The view for `section`'s header (UIKit's `tableView(_:viewForHeaderInSection:)`),
    /// usually a ``TableViewHeaderFooterView`` from
    /// ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)``, or any view; nil for
    /// the title view. Asked as the header comes on screen (at layout, never while
    /// drawing), and at reload for up to the first 8 sections, until one answer is not the
    /// default's (to find out whether the delegate gives views)
    /// and, when `estimatedSectionHeaderHeight` is 0 and no height is given, for every
    /// section to measure its height. Default nil.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// The view for `section`'s footer, as ``tableView(_:viewForHeaderInSection:)``
    /// (UIKit's `tableView(_:viewForFooterInSection:)`). Default nil.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// A header view is about to be shown: framed, after `viewForHeaderInSection`, each
    /// time the header comes on screen (UIKit's `tableView(_:willDisplayHeaderView:forSection:)`).
    /// Default does nothing.
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    /// A footer view is about to be shown (UIKit's `tableView(_:willDisplayFooterView:forSection:)`).
    /// Default does nothing.
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    /// A header view left the screen (scrolled away, or let go after a reload) and went
    /// back to the reuse pool (UIKit's `tableView(_:didEndDisplayingHeaderView:forSection:)`).
    /// Default does nothing.
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)
    /// A footer view left the screen (UIKit's `tableView(_:didEndDisplayingFooterView:forSection:)`).
    /// Default does nothing.
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)
    /// An estimate in lines, `> 0`, of `section`'s header view's height, or nil (the default)
    /// for the table's `estimatedSectionHeaderHeight` (UIKit's
    /// `tableView(_:estimatedHeightForHeaderInSection:)`). Asked at reload for sections
    /// whose height `heightForHeaderInSection` does not give; the view is measured when
    /// it comes on screen.
    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> Int?
    /// An estimate of `section`'s footer view's height, as for headers (UIKit's
    /// `tableView(_:estimatedHeightForFooterInSection:)`). Default nil.
    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> Int?

    // MARK: Table API a port meets (didEndDisplaying, estimated heights)

    /// A cell left the screen: scrolled off, its row deleted or reloaded, or the table
    /// reloaded (UIKit's `tableView(_:didEndDisplaying:forRowAt:)`). Calls pair with
    /// ``tableView(_:willDisplay:forRowAt:)``: every cell shown is told once when it goes.
    /// `indexPath` is the row the cell showed (before the update, for a deleted or
    /// reloaded row). Called at layout, reload or update, never while drawing; the cell is
    /// already back in the reuse pool. Default does nothing.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// Whether this delegate gives row height estimates through
    /// ``tableView(_:estimatedHeightForRowAt:)``, without the table finding out. Default
    /// false: at every reload the table asks `estimatedHeightForRowAt` for up to the first
    /// 8 rows and learns from whether the protocol's default answered them all, as for
    /// ``providesRowHeights``; return true only to skip those calls.
    var providesEstimatedRowHeights: Bool { get }
    /// An estimate of a row's height in lines, `>= 0`, for a row not measured yet, or nil
    /// for the table's `estimatedRowHeight` (1 line unless that is `.lines(n)`, n > 0) (UIKit's
    /// `tableView(_:estimatedHeightForRowAt:)`). Asked when the delegate implements it
    /// (see ``providesEstimatedRowHeights``): then for every row at reload (O(rows), as
    /// UIKit), and every row is measured as it comes on screen: from
    /// ``tableView(_:heightForRowAt:)`` when ``providesRowHeights``, else from the table's
    /// `rowHeight` (its cell's content for ``RowHeight/automatic``). Default nil.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Int?
}

extension TableViewDelegate {
    /// Default: false, the delegate gives no row heights.
    public var providesRowHeights: Bool { false }
    /// Default: nil, the table's `rowHeight`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> RowHeight? {
        tableView.reachedDefault(.heightForRowAt)
        return nil
    }
    /// Default: nil, so the table uses `sectionHeaderHeight` for a titled section, else 0.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Int? { nil }
    /// Default: nil, so the table uses `sectionFooterHeight` for a titled section, else 0.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Int? { nil }
    /// Default: does nothing.
    public func tableViewDidChooseIndexSearch(_ tableView: TableView) {}
    /// Default: does nothing.
    public func tableViewDidPullDown(_ tableView: TableView) {}
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
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
        -> TableViewCell.EditingStyle
    { .delete }
    /// Default: "Delete".
    public func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    { "Delete" }
    /// Default: `proposedDestinationIndexPath`, the move goes where the user put it.
    public func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        proposedDestinationIndexPath
    }
    /// Default: nil, the row has no trailing actions.
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        nil
    }

    // MARK: Editing as UIKit does it

    /// Default: nil, the row has no leading actions.
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        nil
    }
    /// Default: does nothing.
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Default: does nothing.
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// Default: true, the content shifts for the editing control.
    public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }

    // MARK: Table API a port meets (didEndDisplaying, estimated heights)

    /// Default: does nothing.
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
    }
    /// Default: false, the delegate gives no estimates.
    public var providesEstimatedRowHeights: Bool { false }
    /// Default: nil, the table's `estimatedRowHeight`.
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Int? {
        tableView.reachedDefault(.estimatedHeightForRowAt)
        return nil
    }
}

// MARK: Cells: the accessory button
extension TableViewDelegate {
    /// Default: does nothing.
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    // MARK: Section header and footer views
    /// Default: nil, the section's title view; tells the table the delegate gives no views.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        tableView.reachedDefault(.viewForHeaderInSection)
        return nil
    }
    /// Default: nil, the section's title view; tells the table the delegate gives no views.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        tableView.reachedDefault(.viewForFooterInSection)
        return nil
    }
    /// Default: does nothing.
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    /// Default: does nothing.
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    /// Default: does nothing.
    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    /// Default: does nothing.
    public func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
    /// Default: nil, the table's `estimatedSectionHeaderHeight`.
    public func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> Int? { nil }
    /// Default: nil, the table's `estimatedSectionFooterHeight`.
    public func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> Int? { nil }
}
