import Foundation
import Testing

@_spi(Testing) @testable import TableKit

/// The delegate's `tableView(_:estimatedHeightForRowAt:)`: asked for
/// every row at reload when the delegate implements it (found out, no opt-in), used for
/// rows not measured yet; rows are measured as they come on screen and the screen stays
/// still while they are.
@MainActor
@Suite struct EstimatedHeightTests {
    func ip(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func aDelegateWithoutEstimatesIsNeverAskedForThem() {
        let source = RecordingSource([100])
        let table = source.makeTable()
        #expect(source.estimateRequests == 0)
        #expect(table.contentSize.height == 100)
        #expect(table.numberOfMeasuredRows == 0)
    }

    @Test func estimatesGiveTheContentSizeOfRowsNotShownYet() {
        let source = RecordingSource([100, 20])
        source.estimates = { $0.section == 0 ? 3 : 5 }
        // A table 0 lines tall shows (and measures) nothing.
        let table = source.makeTable(Size(width: 20, height: 0))
        #expect(source.estimateRequests == 121)  // the first row once more: the call that finds the method
        #expect(table.contentSize.height == 100 * 3 + 20 * 5)
        #expect(table.rectForRow(at: ip(2, 1)) == Rect(x: 0, y: 300 + 2 * 5, width: 20, height: 5))
    }

    @Test func aNilEstimateIsTheTablesEstimatedRowHeight() {
        let source = RecordingSource([10])
        source.estimates = { $0.row % 2 == 0 ? 2 : nil }
        let table = source.makeTable(Size(width: 20, height: 0)) { $0.estimatedRowHeight = 4 }
        #expect(table.contentSize.height == 5 * 2 + 5 * 4)
        let noFallback = RecordingSource([10])
        noFallback.estimates = { _ in nil }
        #expect(noFallback.makeTable(Size(width: 20, height: 0)).contentSize.height == 10)
    }

    @Test func rowsOnScreenTakeTheTablesRowHeightAndTheRestKeepTheirEstimates() {
        let source = RecordingSource([100])
        source.estimates = { _ in 3 }
        let table = source.makeTable(Size(width: 20, height: 10)) { $0.rowHeight = 1 }
        #expect(table.indexPathsForVisibleRows == (0..<10).map { ip($0) })
        for row in 0..<10 { #expect(table.rectForRow(at: ip(row)).height == 1) }
        #expect(table.rectForRow(at: ip(10)).height == 3)
        #expect(table.contentSize.height == 10 * 1 + 90 * 3)
        #expect(table.numberOfMeasuredRows == 10)
    }

    @Test func withDelegateHeightsOnlyRowsComingOnScreenAreAskedTheirHeight() {
        let source = RecordingSource([10_000])
        source.estimates = { _ in 2 }
        source.heights = { .lines(1 + $0.row % 3) }
        let table = source.makeTable(Size(width: 20, height: 10))
        #expect(Set(source.heightRequests) == Set(table.indexPathsForVisibleRows))
        for visible in table.indexPathsForVisibleRows {
            #expect(table.rectForRow(at: visible).height == 1 + visible.row % 3)
        }
        table.scrollToRow(at: ip(5_000), at: .top, animated: false)
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: ip(5_000)).minY == table.contentOffset.y)
        #expect(source.heightRequests.count < 40)
    }

    @Test(arguments: [1, 4])
    func scrollingKeepsRowsOnScreenStillWhileTheyAreMeasured(step: Int) {
        let source = RecordingSource([600])
        source.estimates = { _ in 5 }  // far from the real 1 to 3 lines
        source.heights = { .lines(1 + ($0.row * 7) % 3) }
        let table = source.makeTable(Size(width: 20, height: 10))
        for _ in 0..<80 {
            var before: [IndexPath: Int] = [:]
            for v in table.indexPathsForVisibleRows { before[v] = table.rectForRow(at: v).minY - table.contentOffset.y }
            let offset = table.contentOffset.y
            table.scroll(by: step)
            table.layoutIfNeeded()
            let moved = table.contentOffset.y - offset
            for v in table.indexPathsForVisibleRows {
                if let old = before[v] { #expect(table.rectForRow(at: v).minY - table.contentOffset.y == old - moved) }
            }
        }
    }

    @Test func theLastRowEndsTheContentWhenScrolledToTheBottom() {
        let source = RecordingSource([300])
        source.estimates = { _ in 4 }
        source.heights = { .lines(1 + $0.row % 2) }
        let table = source.makeTable(Size(width: 20, height: 10))
        let last = ip(299)
        table.scrollToRow(at: last, at: .bottom, animated: false)
        table.layoutIfNeeded()
        #expect(table.contentOffset.y == table.maximumContentOffset)
        #expect(table.rectForRow(at: last).maxY == table.contentSize.height)
        #expect(table.rectForRow(at: last).maxY - table.contentOffset.y == 10)
        #expect(table.rectForRow(at: last).height == 2)
    }
}
