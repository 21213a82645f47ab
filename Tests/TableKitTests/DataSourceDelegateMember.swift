import Foundation

@testable import TableKit

/// Every ``TableViewDataSource``, ``TableViewDelegate`` and ``ScrollViewDelegate``
/// requirement, named as its selector, with a call of it made as the table makes it
/// (through the protocol).
enum DataSourceDelegateMember: String, CaseIterable, Sendable {
    case numberOfSections = "numberOfSections(in:)"
    case numberOfRowsInSection = "tableView(_:numberOfRowsInSection:)"
    case cellForRowAt = "tableView(_:cellForRowAt:)"
    case titleForHeaderInSection = "tableView(_:titleForHeaderInSection:)"
    case titleForFooterInSection = "tableView(_:titleForFooterInSection:)"
    case sectionIndexTitles = "sectionIndexTitles(for:)"
    case sectionForSectionIndexTitle = "tableView(_:sectionForSectionIndexTitle:at:)"
    case canEditRowAt = "tableView(_:canEditRowAt:)"
    case canMoveRowAt = "tableView(_:canMoveRowAt:)"
    case commit = "tableView(_:commit:forRowAt:)"
    case moveRowAt = "tableView(_:moveRowAt:to:)"
    case providesRowHeights
    case heightForRowAt = "tableView(_:heightForRowAt:)"
    case heightForHeaderInSection = "tableView(_:heightForHeaderInSection:)"
    case heightForFooterInSection = "tableView(_:heightForFooterInSection:)"
    case willSelectRowAt = "tableView(_:willSelectRowAt:)"
    case didSelectRowAt = "tableView(_:didSelectRowAt:)"
    case willDeselectRowAt = "tableView(_:willDeselectRowAt:)"
    case didDeselectRowAt = "tableView(_:didDeselectRowAt:)"
    case indentationLevelForRowAt = "tableView(_:indentationLevelForRowAt:)"
    case shouldHighlightRowAt = "tableView(_:shouldHighlightRowAt:)"
    case didHighlightRowAt = "tableView(_:didHighlightRowAt:)"
    case didUnhighlightRowAt = "tableView(_:didUnhighlightRowAt:)"
    case willDisplay = "tableView(_:willDisplay:forRowAt:)"
    case didEndDisplaying = "tableView(_:didEndDisplaying:forRowAt:)"
    case editingStyleForRowAt = "tableView(_:editingStyleForRowAt:)"
    case titleForDeleteConfirmationButtonForRowAt = "tableView(_:titleForDeleteConfirmationButtonForRowAt:)"
    case targetIndexPathForMove = "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)"
    case trailingSwipeActions = "tableView(_:trailingSwipeActionsConfigurationForRowAt:)"
    case leadingSwipeActions = "tableView(_:leadingSwipeActionsConfigurationForRowAt:)"
    case willBeginEditingRowAt = "tableView(_:willBeginEditingRowAt:)"
    case didEndEditingRowAt = "tableView(_:didEndEditingRowAt:)"
    case shouldIndentWhileEditingRowAt = "tableView(_:shouldIndentWhileEditingRowAt:)"
    case accessoryButtonTapped = "tableView(_:accessoryButtonTappedForRowWith:)"
    case didChooseIndexSearch = "tableViewDidChooseIndexSearch(_:)"
    case didPullDown = "tableViewDidPullDown(_:)"
    case viewForHeaderInSection = "tableView(_:viewForHeaderInSection:)"
    case viewForFooterInSection = "tableView(_:viewForFooterInSection:)"
    case willDisplayHeaderView = "tableView(_:willDisplayHeaderView:forSection:)"
    case willDisplayFooterView = "tableView(_:willDisplayFooterView:forSection:)"
    case didEndDisplayingHeaderView = "tableView(_:didEndDisplayingHeaderView:forSection:)"
    case didEndDisplayingFooterView = "tableView(_:didEndDisplayingFooterView:forSection:)"
    case estimatedHeightForHeader = "tableView(_:estimatedHeightForHeaderInSection:)"
    case estimatedHeightForFooter = "tableView(_:estimatedHeightForFooterInSection:)"
    case providesEstimatedRowHeights
    case estimatedHeightForRowAt = "tableView(_:estimatedHeightForRowAt:)"
    case scrollViewDidScroll = "scrollViewDidScroll(_:)"
    case scrollViewDidEndScrollingAnimation = "scrollViewDidEndScrollingAnimation(_:)"

    /// The data source's requirements, in declaration order.
    static let dataSourceMembers = Array(allCases.prefix(through: allCases.firstIndex(of: .moveRowAt)!))

    /// Calls the member on `target` as a data source (data source members) or a delegate;
    /// traps when `target` is not one.
    @MainActor
    func call(on target: AnyObject, table t: TableView) {
        let ip = IndexPath(row: 0, section: 0)
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        var ds: any TableViewDataSource { target as! any TableViewDataSource }
        var d: any TableViewDelegate { target as! any TableViewDelegate }
        switch self {
        case .numberOfSections: _ = ds.numberOfSections(in: t)
        case .numberOfRowsInSection: _ = ds.tableView(t, numberOfRowsInSection: 0)
        case .cellForRowAt: _ = ds.tableView(t, cellForRowAt: ip)
        case .titleForHeaderInSection: _ = ds.tableView(t, titleForHeaderInSection: 0)
        case .titleForFooterInSection: _ = ds.tableView(t, titleForFooterInSection: 0)
        case .sectionIndexTitles: _ = ds.sectionIndexTitles(for: t)
        case .sectionForSectionIndexTitle: _ = ds.tableView(t, sectionForSectionIndexTitle: "A", at: 0)
        case .canEditRowAt: _ = ds.tableView(t, canEditRowAt: ip)
        case .canMoveRowAt: _ = ds.tableView(t, canMoveRowAt: ip)
        case .commit: ds.tableView(t, commit: .delete, forRowAt: ip)
        case .moveRowAt: ds.tableView(t, moveRowAt: ip, to: ip)
        case .providesRowHeights: _ = d.providesRowHeights
        case .heightForRowAt: _ = d.tableView(t, heightForRowAt: ip)
        case .heightForHeaderInSection: _ = d.tableView(t, heightForHeaderInSection: 0)
        case .heightForFooterInSection: _ = d.tableView(t, heightForFooterInSection: 0)
        case .willSelectRowAt: _ = d.tableView(t, willSelectRowAt: ip)
        case .didSelectRowAt: d.tableView(t, didSelectRowAt: ip)
        case .willDeselectRowAt: _ = d.tableView(t, willDeselectRowAt: ip)
        case .didDeselectRowAt: d.tableView(t, didDeselectRowAt: ip)
        case .indentationLevelForRowAt: _ = d.tableView(t, indentationLevelForRowAt: ip)
        case .shouldHighlightRowAt: _ = d.tableView(t, shouldHighlightRowAt: ip)
        case .didHighlightRowAt: d.tableView(t, didHighlightRowAt: ip)
        case .didUnhighlightRowAt: d.tableView(t, didUnhighlightRowAt: ip)
        case .willDisplay: d.tableView(t, willDisplay: cell, forRowAt: ip)
        case .didEndDisplaying: d.tableView(t, didEndDisplaying: cell, forRowAt: ip)
        case .editingStyleForRowAt: _ = d.tableView(t, editingStyleForRowAt: ip)
        case .titleForDeleteConfirmationButtonForRowAt: _ = d.tableView(t, titleForDeleteConfirmationButtonForRowAt: ip)
        case .targetIndexPathForMove: _ = d.tableView(t, targetIndexPathForMoveFromRowAt: ip, toProposedIndexPath: ip)
        case .trailingSwipeActions: _ = d.tableView(t, trailingSwipeActionsConfigurationForRowAt: ip)
        case .leadingSwipeActions: _ = d.tableView(t, leadingSwipeActionsConfigurationForRowAt: ip)
        case .willBeginEditingRowAt: d.tableView(t, willBeginEditingRowAt: ip)
        case .didEndEditingRowAt: d.tableView(t, didEndEditingRowAt: ip)
        case .shouldIndentWhileEditingRowAt: _ = d.tableView(t, shouldIndentWhileEditingRowAt: ip)
        case .accessoryButtonTapped: d.tableView(t, accessoryButtonTappedForRowWith: ip)
        case .didChooseIndexSearch: d.tableViewDidChooseIndexSearch(t)
        case .didPullDown: d.tableViewDidPullDown(t)
        case .viewForHeaderInSection: _ = d.tableView(t, viewForHeaderInSection: 0)
        case .viewForFooterInSection: _ = d.tableView(t, viewForFooterInSection: 0)
        case .willDisplayHeaderView: d.tableView(t, willDisplayHeaderView: View(), forSection: 0)
        case .willDisplayFooterView: d.tableView(t, willDisplayFooterView: View(), forSection: 0)
        case .didEndDisplayingHeaderView: d.tableView(t, didEndDisplayingHeaderView: View(), forSection: 0)
        case .didEndDisplayingFooterView: d.tableView(t, didEndDisplayingFooterView: View(), forSection: 0)
        case .estimatedHeightForHeader: _ = d.tableView(t, estimatedHeightForHeaderInSection: 0)
        case .estimatedHeightForFooter: _ = d.tableView(t, estimatedHeightForFooterInSection: 0)
        case .providesEstimatedRowHeights: _ = d.providesEstimatedRowHeights
        case .estimatedHeightForRowAt: _ = d.tableView(t, estimatedHeightForRowAt: ip)
        case .scrollViewDidScroll: d.scrollViewDidScroll(t)
        case .scrollViewDidEndScrollingAnimation: d.scrollViewDidEndScrollingAnimation(t)
        }
    }
}
