import Foundation
import TableKit

/// A view controller that is its table's data source and delegate with every
/// `TableViewDataSource` and `TableViewDelegate` method (and the `ScrollViewDelegate`
/// ones) declared `open`, as `TableViewController` declares them: a subclass overrides
/// any of them and is called, as in UIKit. (A subclass of a class that conforms to a
/// protocol cannot add the protocol's methods: Swift keeps calling the conforming class's
/// witness, the protocol's default, silently; docs/PORTING.md, the subclass trap.)
///
/// Each method answers as the protocol's default does, through the protocol's own default
/// where it tells the table something (that `commit`, `moveRowAt` or `heightForRowAt` is
/// not implemented), so a subclass that overrides nothing behaves as a plain conformer.
/// ``IndexedListViewController`` is one. A subclass gives the table (`ViewController.setView(_:)`)
/// and sets itself as its data source and delegate.
@MainActor
open class DataSourceViewController: ViewController, TableViewDataSource, TableViewDelegate {
    // MARK: Data source

    /// Implements `TableViewDataSource.numberOfSections(in:)`: 1.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// Implements `TableViewDataSource.tableView(_:numberOfRowsInSection:)`: 0 rows until overridden.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// Traps: a subclass that has rows must override this.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        preconditionFailure("\(type(of: self)) must override tableView(_:cellForRowAt:) (asked for \(indexPath))")
    }
    /// Implements `TableViewDataSource.tableView(_:titleForHeaderInSection:)`: nil, no header title.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Implements `TableViewDataSource.sectionIndexTitles(for:)`: nil, no section index.
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// Implements `TableViewDataSource.tableView(_:sectionForSectionIndexTitle:at:)`: the protocol's default.
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        TableView.defaultSection(forSectionIndexTitleAt: index, in: tableView)
    }
    /// Implements `TableViewDataSource.tableView(_:titleForFooterInSection:)`: nil, no footer title.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Implements `TableViewDataSource.tableView(_:canEditRowAt:)`: the protocol's default.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        ProtocolDefaults.shared.tableView(tableView, canEditRowAt: indexPath)
    }
    /// Implements `TableViewDataSource.tableView(_:canMoveRowAt:)`: true, as UIKit's default.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Implements `TableViewDataSource.tableView(_:commit:forRowAt:)`: nothing is committed
    /// (the table learns it, and offers no delete) until overridden.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        ProtocolDefaults.shared.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
    }
    /// Implements `TableViewDataSource.tableView(_:moveRowAt:to:)`: rows cannot move (the
    /// table learns it) until overridden.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        ProtocolDefaults.shared.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: Delegate

    /// Implements `TableViewDelegate.tableView(_:didSelectRowAt:)`: does nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Implements `TableViewDelegate.providesRowHeights`: false; override with true to give row heights.
    open var providesRowHeights: Bool { false }
    /// Implements `TableViewDelegate.tableView(_:heightForRowAt:)`: nil, the table's rule.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> RowHeight? {
        ProtocolDefaults.shared.tableView(tableView, heightForRowAt: indexPath)
    }
    /// Implements `TableViewDelegate.tableView(_:heightForHeaderInSection:)`: nil, the table's rule.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Int? { nil }
    /// Implements `TableViewDelegate.tableView(_:heightForFooterInSection:)`: nil, the table's rule.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Int? { nil }
    /// Implements `TableViewDelegate.tableViewDidChooseIndexSearch(_:)`: does nothing.
    open func tableViewDidChooseIndexSearch(_ tableView: TableView) {}
    /// Implements `TableViewDelegate.tableViewDidPullDown(_:)`: does nothing.
    open func tableViewDidPullDown(_ tableView: TableView) {}
    /// Implements `TableViewDelegate.tableView(_:willSelectRowAt:)`: selects `indexPath`.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Implements `TableViewDelegate.tableView(_:willDeselectRowAt:)`: deselects `indexPath`.
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Implements `TableViewDelegate.tableView(_:didDeselectRowAt:)`: does nothing.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Implements `TableViewDelegate.tableView(_:indentationLevelForRowAt:)`: 0.
    open func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    /// Implements `TableViewDelegate.tableView(_:shouldHighlightRowAt:)`: true.
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Implements `TableViewDelegate.tableView(_:didHighlightRowAt:)`: does nothing.
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Implements `TableViewDelegate.tableView(_:didUnhighlightRowAt:)`: does nothing.
    open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// Implements `TableViewDelegate.tableView(_:willDisplay:forRowAt:)`: does nothing.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Implements `TableViewDelegate.tableView(_:editingStyleForRowAt:)`: `.delete`.
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    /// Implements `TableViewDelegate.tableView(_:titleForDeleteConfirmationButtonForRowAt:)`: "Delete".
    open func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
    /// Implements `TableViewDelegate.tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`:
    /// the proposed one.
    open func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
    /// Implements `TableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)`: nil, no row actions.
    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// Implements `TableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:)`: nil, no row actions.
    open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// Implements `TableViewDelegate.tableView(_:accessoryButtonTappedForRowWith:)`: does nothing.
    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Implements `TableViewDelegate.tableView(_:willBeginEditingRowAt:)`: does nothing.
    open func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Implements `TableViewDelegate.tableView(_:didEndEditingRowAt:)`: does nothing.
    open func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// Implements `TableViewDelegate.tableView(_:shouldIndentWhileEditingRowAt:)`: true.
    open func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// Implements `TableViewDelegate.tableView(_:viewForHeaderInSection:)`: nil, the title view.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        ProtocolDefaults.shared.tableView(tableView, viewForHeaderInSection: section)
    }
    /// Implements `TableViewDelegate.tableView(_:viewForFooterInSection:)`: nil, the title view.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        ProtocolDefaults.shared.tableView(tableView, viewForFooterInSection: section)
    }
    /// Implements `TableViewDelegate.tableView(_:willDisplayHeaderView:forSection:)`: does nothing.
    open func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    /// Implements `TableViewDelegate.tableView(_:willDisplayFooterView:forSection:)`: does nothing.
    open func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    /// Implements `TableViewDelegate.tableView(_:didEndDisplayingHeaderView:forSection:)`: does nothing.
    open func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    /// Implements `TableViewDelegate.tableView(_:didEndDisplayingFooterView:forSection:)`: does nothing.
    open func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
    /// Implements `TableViewDelegate.tableView(_:estimatedHeightForHeaderInSection:)`: nil.
    open func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> Int? { nil }
    /// Implements `TableViewDelegate.tableView(_:estimatedHeightForFooterInSection:)`: nil.
    open func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> Int? { nil }
    /// Implements `TableViewDelegate.tableView(_:didEndDisplaying:forRowAt:)`: does nothing.
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Implements `TableViewDelegate.providesEstimatedRowHeights`: false; override with true to give estimates.
    open var providesEstimatedRowHeights: Bool { false }
    /// Implements `TableViewDelegate.tableView(_:estimatedHeightForRowAt:)`: nil, no estimate.
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Int? {
        ProtocolDefaults.shared.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }
    /// Implements `ScrollViewDelegate.scrollViewDidScroll(_:)`: does nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Implements `ScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:)`: does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
