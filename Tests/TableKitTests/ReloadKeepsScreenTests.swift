import Foundation
import TableKitTestSupport
import Testing

@_spi(Testing) @testable import TableKit

/// `reloadData()` with unchanged data does not move what is on screen, even when rows are
/// measured as they come on screen: the reload goes back to estimates,
/// and the next layout keeps the first row on screen where it was while it measures again.
@MainActor
@Suite final class ReloadKeepsScreenTests {
    var sources: [AnyObject] = []

    func text(_ table: TableView) -> String { TextRenderer.render(table.renderedCanvas()) }

    @Test(arguments: [1, 2, 5], [13, 777, 4_321, 99_999])
    func reloadDataAtAMidOffsetWithSelfSizingRowsLeavesTheScreenIdentical(estimate: Int, offset: Int) {
        let source = WrappingTextSource(count: 3_000)
        sources.append(source)
        let table = source.makeTable(frame: Rect(x: 0, y: 0, width: 40, height: 12), estimate: estimate)
        table.contentOffset = Point(x: 0, y: offset)
        table.layoutIfNeeded()
        table.moveCursor(to: table.indexPathsForVisibleRows.dropFirst(2).first)
        let before = text(table)
        let rows = table.indexPathsForVisibleRows
        table.reloadData()
        let after = text(table)
        #expect(after == before)
        #expect(table.indexPathsForVisibleRows == rows)
        table.reloadData()
        table.reloadData()
        let again = text(table)
        #expect(again == before)
    }

    @Test func reloadDataWithDelegateEstimatesLeavesTheScreenIdentical() {
        let source = RecordingSource([5_000])
        sources.append(source)
        source.estimates = { _ in 6 }
        source.heights = { .lines(1 + ($0.row * 3) % 4) }
        let table = source.makeTable(Size(width: 20, height: 10))
        table.contentOffset = Point(x: 0, y: 7_777)
        table.layoutIfNeeded()
        let before = text(table)
        table.reloadData()
        #expect(text(table) == before)
    }

    @Test func anOffsetSetAfterReloadDataWinsOverTheKeptRow() {
        let source = WrappingTextSource(count: 500)
        sources.append(source)
        let table = source.makeTable(frame: Rect(x: 0, y: 0, width: 40, height: 12))
        table.contentOffset = Point(x: 0, y: 300)
        table.layoutIfNeeded()
        table.reloadData()
        table.contentOffset = Point(x: 0, y: 0)
        table.layoutIfNeeded()
        #expect(table.contentOffset.y == 0)
        #expect(table.indexPathsForVisibleRows.first == IndexPath(row: 0, section: 0))
    }

    @Test func reloadDataAfterRowsWereRemovedStillShowsValidRows() {
        let source = RecordingSource([400])
        sources.append(source)
        source.estimates = { _ in 3 }
        let table = source.makeTable(Size(width: 20, height: 10)) { $0.rowHeight = 2 }
        table.contentOffset = Point(x: 0, y: 600)
        table.layoutIfNeeded()
        source.counts = [20]
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.contentOffset.y == table.maximumContentOffset)
        #expect(table.indexPathsForVisibleRows.last == IndexPath(row: 19, section: 0))
    }
}
