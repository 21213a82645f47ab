import Foundation
import Testing

@testable import TableKit

/// A subclass that overrides every open member of ``DataSourceViewController`` and records
/// each call by its selector.
@MainActor
final class EveryMemberOverridden: DataSourceViewController {
    var calls: [String] = []

    private func record<T>(_ selector: String, _ answer: T) -> T {
        calls.append(selector)
        return answer
    }
    private func record(_ selector: String) { calls.append(selector) }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        record(#function, 0)
    }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        record(#function, TableViewCell(style: .default, reuseIdentifier: nil))
    }
    override func numberOfSections(in tableView: TableView) -> Int {
        record(#function, 0)
    }
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        record(#function, nil)
    }
    override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        record(#function, nil)
    }
    override func sectionIndexTitles(for tableView: TableView) -> [String]? {
        record(#function, nil)
    }
    override func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        record(#function, 0)
    }
    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        record(#function, false)
    }
    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        record(#function, false)
    }
    override func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        record(#function)
    }
    override func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        record(#function)
    }
    override var providesRowHeights: Bool { record(#function, false) }
    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> RowHeight? {
        record(#function, nil)
    }
    override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Int? {
        record(#function, nil)
    }
    override func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Int? {
        record(#function, nil)
    }
    override func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        record(#function, nil)
    }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        record(#function)
    }
    override func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        record(#function, nil)
    }
    override func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        record(#function)
    }
    override func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        record(#function, 0)
    }
    override func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        record(#function, false)
    }
    override func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        record(#function)
    }
    override func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        record(#function)
    }
    override func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        record(#function)
    }
    override func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell,
        forRowAt indexPath: IndexPath
    ) {
        record(#function)
    }
    override func tableView(
        _ tableView: TableView,
        editingStyleForRowAt indexPath: IndexPath
    ) -> TableViewCell.EditingStyle {
        record(#function, .none)
    }
    override func tableView(
        _ tableView: TableView,
        titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
        record(#function, nil)
    }
    override func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        record(#function, IndexPath(row: 0, section: 0))
    }
    override func tableView(
        _ tableView: TableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        record(#function, nil)
    }
    override func tableView(
        _ tableView: TableView,
        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        record(#function, nil)
    }
    override func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        record(#function)
    }
    override func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        record(#function)
    }
    override func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        record(#function, false)
    }
    override func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        record(#function)
    }
    override func tableViewDidChooseIndexSearch(_ tableView: TableView) {
        record(#function)
    }
    override func tableViewDidPullDown(_ tableView: TableView) {
        record(#function)
    }
    override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        record(#function, nil)
    }
    override func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        record(#function, nil)
    }
    override func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        record(#function)
    }
    override func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {
        record(#function)
    }
    override func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {
        record(#function)
    }
    override func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {
        record(#function)
    }
    override func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> Int? {
        record(#function, nil)
    }
    override func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> Int? {
        record(#function, nil)
    }
    override var providesEstimatedRowHeights: Bool { record(#function, false) }
    override func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Int? {
        record(#function, nil)
    }
    override func scrollViewDidScroll(_ scrollView: ScrollView) {
        record(#function)
    }
    override func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        record(#function)
    }
}
