import Foundation

/// A view controller that is its table's data source and delegate, with every
/// ``TableViewDataSource``, ``TableViewDelegate`` and ``ScrollViewDelegate`` method declared
/// `open`: a subclass overrides any of them and is called, as in UIKit. (A subclass of a
/// class that conforms to a protocol cannot add the protocol's methods: Swift keeps calling
/// the conforming class's witness, the protocol's default, silently.)
///
/// Each method answers through the protocol's own default, so a subclass that overrides
/// nothing behaves as a plain conformer, and the table still learns that `commit`,
/// `moveRowAt`, the heights or the header views are not implemented (the probes). This is
/// the one list of these `open` members: ``TableViewController`` builds on it, and a
/// subclass that makes its own table view sets itself as the table's data source and
/// delegate and gives the view (``ViewController/setView(_:)``).
///
/// The two required data source methods answer 0 rows and trap for a cell: override both
/// to show rows.
@MainActor
open class DataSourceViewController: ViewController, TableViewDataSource, TableViewDelegate {
    // MARK: Data source

    /// Implements ``TableViewDataSource/tableView(_:numberOfRowsInSection:)``: 0 rows until overridden.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// Implements ``TableViewDataSource/tableView(_:cellForRowAt:)``: traps, as a subclass that
    /// has rows must override it.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        preconditionFailure("\(type(of: self)) must override tableView(_:cellForRowAt:) (asked for \(indexPath))")
    }
    /// Implements ``TableViewDataSource/numberOfSections(in:)``: 1.
    open func numberOfSections(in tableView: TableView) -> Int {
        ProtocolDefaults.shared.numberOfSections(in: tableView)
    }
    /// Implements ``TableViewDataSource/tableView(_:titleForHeaderInSection:)``: nil, no header title.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        ProtocolDefaults.shared.tableView(tableView, titleForHeaderInSection: section)
    }
    /// Implements ``TableViewDataSource/tableView(_:titleForFooterInSection:)``: nil, no footer title.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        ProtocolDefaults.shared.tableView(tableView, titleForFooterInSection: section)
    }
    /// Implements ``TableViewDataSource/sectionIndexTitles(for:)``: nil, no section index.
    open func sectionIndexTitles(for tableView: TableView) -> [String]? {
        ProtocolDefaults.shared.sectionIndexTitles(for: tableView)
    }
    /// Implements ``TableViewDataSource/tableView(_:sectionForSectionIndexTitle:at:)``: one index title
    /// per section, after the search entry.
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        ProtocolDefaults.shared.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
    }
    /// Implements ``TableViewDataSource/tableView(_:canEditRowAt:)``: true, every row (the table learns
    /// that it is not overridden).
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        ProtocolDefaults.shared.tableView(tableView, canEditRowAt: indexPath)
    }
    /// Implements ``TableViewDataSource/tableView(_:canMoveRowAt:)``: true, as UIKit's default.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        ProtocolDefaults.shared.tableView(tableView, canMoveRowAt: indexPath)
    }
    /// Implements ``TableViewDataSource/tableView(_:commit:forRowAt:)``: nothing is committed (the table
    /// learns it, and offers no delete) until overridden.
    open func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        ProtocolDefaults.shared.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
    }
    /// Implements ``TableViewDataSource/tableView(_:moveRowAt:to:)``: rows cannot move (the table learns
    /// it) until overridden.
    open func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        ProtocolDefaults.shared.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: Delegate

    /// Implements ``TableViewDelegate/providesRowHeights``: false; the table finds out whether
    /// ``tableView(_:heightForRowAt:)`` is overridden.
    open var providesRowHeights: Bool { ProtocolDefaults.shared.providesRowHeights }
    /// Implements ``TableViewDelegate/tableView(_:heightForRowAt:)``: nil, the table's `rowHeight`.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> RowHeight? {
        ProtocolDefaults.shared.tableView(tableView, heightForRowAt: indexPath)
    }
    /// Implements ``TableViewDelegate/tableView(_:heightForHeaderInSection:)``: nil, the table's rule.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Int? {
        ProtocolDefaults.shared.tableView(tableView, heightForHeaderInSection: section)
    }
    /// Implements ``TableViewDelegate/tableView(_:heightForFooterInSection:)``: nil, the table's rule.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Int? {
        ProtocolDefaults.shared.tableView(tableView, heightForFooterInSection: section)
    }
    /// Implements ``TableViewDelegate/tableView(_:willSelectRowAt:)``: selects `indexPath`.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        ProtocolDefaults.shared.tableView(tableView, willSelectRowAt: indexPath)
    }
    /// Implements ``TableViewDelegate/tableView(_:didSelectRowAt:)``: does nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        ProtocolDefaults.shared.tableView(tableView, didSelectRowAt: indexPath)
    }
    /// Implements ``TableViewDelegate/tableView(_:willDeselectRowAt:)``: deselects `indexPath`.
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        ProtocolDefaults.shared.tableView(tableView, willDeselectRowAt: indexPath)
    }
    /// Implements ``TableViewDelegate/tableView(_:didDeselectRowAt:)``: does nothing.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        ProtocolDefaults.shared.tableView(tableView, didDeselectRowAt: indexPath)
    }
    /// Implements ``TableViewDelegate/tableView(_:indentationLevelForRowAt:)``: 0.
    open func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        ProtocolDefaults.shared.tableView(tableView, indentationLevelForRowAt: indexPath)
    }
    /// Implements ``TableViewDelegate/tableView(_:shouldHighlightRowAt:)``: true.
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        ProtocolDefaults.shared.tableView(tableView, shouldHighlightRowAt: indexPath)
    }
    /// Implements ``TableViewDelegate/tableView(_:didHighlightRowAt:)``: does nothing.
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        ProtocolDefaults.shared.tableView(tableView, didHighlightRowAt: indexPath)
    }
    /// Implements ``TableViewDelegate/tableView(_:didUnhighlightRowAt:)``: does nothing.
    open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        ProtocolDefaults.shared.tableView(tableView, didUnhighlightRowAt: indexPath)
    }
    /// Implements ``TableViewDelegate/tableView(_:willDisplay:forRowAt:)``: does nothing.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        ProtocolDefaults.shared.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }
    /// Implements ``TableViewDelegate/tableView(_:didEndDisplaying:forRowAt:)``: does nothing.
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        ProtocolDefaults.shared.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }
    /// Implements ``TableViewDelegate/tableView(_:editingStyleForRowAt:)``: `.delete`.
    open func tableView(
        _ tableView: TableView,
        editingStyleForRowAt indexPath: IndexPath
    ) -> TableViewCell.EditingStyle {
        ProtocolDefaults.shared.tableView(tableView, editingStyleForRowAt: indexPath)
    }
    /// Implements ``TableViewDelegate/tableView(_:titleForDeleteConfirmationButtonForRowAt:)``: "Delete".
    open func tableView(
        _ tableView: TableView,
        titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
        ProtocolDefaults.shared.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
    }
    /// Implements ``TableViewDelegate/tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)``:
    /// the proposed index path.
    open func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        ProtocolDefaults.shared.tableView(
            tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
            toProposedIndexPath: proposedDestinationIndexPath)
    }
    /// Implements ``TableViewDelegate/tableView(_:trailingSwipeActionsConfigurationForRowAt:)``: nil, no
    /// row actions (`a`).
    open func tableView(
        _ tableView: TableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        ProtocolDefaults.shared.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }
    /// Implements ``TableViewDelegate/tableView(_:leadingSwipeActionsConfigurationForRowAt:)``: nil, no
    /// leading row actions (`A`).
    open func tableView(
        _ tableView: TableView,
        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        ProtocolDefaults.shared.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }
    /// Implements ``TableViewDelegate/tableView(_:willBeginEditingRowAt:)``: does nothing.
    open func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        ProtocolDefaults.shared.tableView(tableView, willBeginEditingRowAt: indexPath)
    }
    /// Implements ``TableViewDelegate/tableView(_:didEndEditingRowAt:)``: does nothing.
    open func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        ProtocolDefaults.shared.tableView(tableView, didEndEditingRowAt: indexPath)
    }
    /// Implements ``TableViewDelegate/tableView(_:shouldIndentWhileEditingRowAt:)``: true.
    open func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        ProtocolDefaults.shared.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
    }
    /// Implements ``TableViewDelegate/tableView(_:accessoryButtonTappedForRowWith:)``: does nothing.
    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        ProtocolDefaults.shared.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
    }
    /// Implements ``TableViewDelegate/tableViewDidChooseIndexSearch(_:)``: does nothing.
    open func tableViewDidChooseIndexSearch(_ tableView: TableView) {
        ProtocolDefaults.shared.tableViewDidChooseIndexSearch(tableView)
    }
    /// Implements ``TableViewDelegate/tableViewDidPullDown(_:)``: does nothing.
    open func tableViewDidPullDown(_ tableView: TableView) {
        ProtocolDefaults.shared.tableViewDidPullDown(tableView)
    }
    /// Implements ``TableViewDelegate/tableView(_:viewForHeaderInSection:)``: nil, the title view (the
    /// table learns that it is not overridden). An override may return `super`'s answer for
    /// some sections, when one of the first 8 gets a view of its own.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        ProtocolDefaults.shared.tableView(tableView, viewForHeaderInSection: section)
    }
    /// Implements ``TableViewDelegate/tableView(_:viewForFooterInSection:)``: nil, the title view, as
    /// for headers.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        ProtocolDefaults.shared.tableView(tableView, viewForFooterInSection: section)
    }
    /// Implements ``TableViewDelegate/tableView(_:willDisplayHeaderView:forSection:)``: does nothing.
    open func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        ProtocolDefaults.shared.tableView(tableView, willDisplayHeaderView: view, forSection: section)
    }
    /// Implements ``TableViewDelegate/tableView(_:willDisplayFooterView:forSection:)``: does nothing.
    open func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {
        ProtocolDefaults.shared.tableView(tableView, willDisplayFooterView: view, forSection: section)
    }
    /// Implements ``TableViewDelegate/tableView(_:didEndDisplayingHeaderView:forSection:)``: does nothing.
    open func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {
        ProtocolDefaults.shared.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
    }
    /// Implements ``TableViewDelegate/tableView(_:didEndDisplayingFooterView:forSection:)``: does nothing.
    open func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {
        ProtocolDefaults.shared.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
    }
    /// Implements ``TableViewDelegate/tableView(_:estimatedHeightForHeaderInSection:)``: nil, the table's
    /// `estimatedSectionHeaderHeight`.
    open func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> Int? {
        ProtocolDefaults.shared.tableView(tableView, estimatedHeightForHeaderInSection: section)
    }
    /// Implements ``TableViewDelegate/tableView(_:estimatedHeightForFooterInSection:)``: nil, the table's
    /// `estimatedSectionFooterHeight`.
    open func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> Int? {
        ProtocolDefaults.shared.tableView(tableView, estimatedHeightForFooterInSection: section)
    }
    /// Implements ``TableViewDelegate/providesEstimatedRowHeights``: false; the table finds out whether
    /// ``tableView(_:estimatedHeightForRowAt:)`` is overridden.
    open var providesEstimatedRowHeights: Bool { ProtocolDefaults.shared.providesEstimatedRowHeights }
    /// Implements ``TableViewDelegate/tableView(_:estimatedHeightForRowAt:)``: nil, the table's
    /// `estimatedRowHeight`.
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Int? {
        ProtocolDefaults.shared.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }

    // MARK: Scroll view delegate

    /// Implements ``ScrollViewDelegate/scrollViewDidScroll(_:)``: does nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {
        ProtocolDefaults.shared.scrollViewDidScroll(scrollView)
    }
    /// Implements ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``: does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        ProtocolDefaults.shared.scrollViewDidEndScrollingAnimation(scrollView)
    }
}
