import Foundation
import Testing

@_spi(Testing) @testable import TableKit

/// `tableView(_:didEndDisplaying:forRowAt:)` pairs with `willDisplay`: a
/// cell that leaves the screen by scrolling, deletion, reload or `reloadData()` is told
/// once, with the row it showed.
@MainActor
@Suite struct DisplayPairingTests {
    func ip(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    @Test(arguments: [1, 3, 7, 13])
    func everyWillDisplayIsPairedWithOneDidEndDisplayingOverAScroll(step: Int) {
        let source = RecordingSource([120, 40])
        let table = source.makeTable(Size(width: 20, height: 10))
        for direction in [1, -1] {
            for _ in 0..<40 {
                table.scroll(by: direction * step)
                table.layoutIfNeeded()
                #expect(source.displayed == source.shownCells(table))
            }
        }
        #expect(source.unpaired.isEmpty)
        let shown = source.displayLog.filter { $0.hasPrefix("+") }.count
        let ended = source.displayLog.filter { $0.hasPrefix("-") }.count
        #expect(shown == ended + table.indexPathsForVisibleRows.count)
        #expect(ended >= 80)
    }

    @Test func rowsScrolledOffAreToldOnceBeforeTheRowsComingOn() {
        let source = RecordingSource([50])
        let table = source.makeTable(Size(width: 20, height: 10))
        #expect(source.displayLog == (0..<10).map { "+0.\($0)" })
        source.displayLog.removeAll()
        table.scroll(by: 3)
        table.layoutIfNeeded()
        #expect(source.displayLog == ["-0.0", "-0.1", "-0.2", "+0.10", "+0.11", "+0.12"])
    }

    @Test func aDeletedRowEndsItsDisplayWithItsIndexPathBeforeTheUpdate() throws {
        let source = RecordingSource([50])
        let table = source.makeTable(Size(width: 20, height: 10))
        source.displayLog.removeAll()
        source.counts[0] -= 1
        try table.deleteRows(at: [ip(2)], with: .automatic)
        // Row 2 goes; the old row 10 comes on as 0.9 (its index path after the update).
        #expect(source.displayLog == ["-0.2", "+0.9"])
        #expect(source.unpaired.isEmpty)
        #expect(source.displayed == source.shownCells(table))
    }

    @Test func aReloadedRowEndsItsOldCellAndShowsANewOne() throws {
        let source = RecordingSource([50])
        let table = source.makeTable(Size(width: 20, height: 10))
        let old = try #require(table.cellForRow(at: ip(4)))
        source.displayLog.removeAll()
        try table.reloadRows(at: [ip(4)], with: .none)
        #expect(source.displayLog == ["-0.4", "+0.4"])
        #expect(table.indexPath(for: old) == nil || table.cellForRow(at: ip(4)) === old)
        #expect(source.unpaired.isEmpty)
    }

    @Test func reloadDataEndsEveryCellShownThenShowsTheRowsAgain() {
        let source = RecordingSource([50])
        let table = source.makeTable(Size(width: 20, height: 6))
        source.displayLog.removeAll()
        table.reloadData()
        #expect(source.displayLog == (0..<6).map { "-0.\($0)" })
        #expect(source.displayed.isEmpty)
        table.layoutIfNeeded()
        #expect(source.displayLog.suffix(6) == (0..<6).map { "+0.\($0)" })
        #expect(source.unpaired.isEmpty)
    }

    @Test func aTableViewControllerSubclassHearsDidEndDisplaying() {
        final class Controller: TableViewController {
            var ended: [IndexPath] = []
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            }
            override func tableView(
                _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
            ) {
                ended.append(indexPath)
            }
        }
        let vc = Controller()
        vc.tableView.register(TableViewCell.self, forCellReuseIdentifier: "c")
        let w = Window(rootViewController: vc, size: Size(width: 20, height: 8))
        _ = w.render()
        vc.tableView.scroll(by: 2)
        _ = w.render()
        #expect(vc.ended == [ip(0), ip(1)])
    }
}
