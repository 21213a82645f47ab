import Foundation
import Testing

@_spi(Testing) @testable import TableKit

/// `beginUpdates()`/`endUpdates()`: the calls between them are recorded
/// and applied as one batch, with `performBatchUpdates`' validation and errors; pairs nest.
@MainActor
@Suite struct BeginEndUpdatesTests {
    func ip(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    func elevenRows() -> (TableView, ModelDataSource) {
        let ds = ModelDataSource([(0...10).map { "r\($0)" }])
        return (ds.makeTable(Size(width: 30, height: 14)), ds)
    }

    @Test func theCallsBetweenBeginAndEndApplyAsOneBatchAtEnd() throws {
        let (table, ds) = elevenRows()
        table.beginUpdates()
        ds.rows[0].remove(at: 3)
        ds.rows[0].remove(at: 2)
        try table.deleteRows(at: [ip(2), ip(3)], with: .automatic)
        ds.rows[0].insert("n0", at: 0)
        try table.insertRows(at: [ip(0)], with: .automatic)
        #expect(table.numberOfRows(inSection: 0) == 11)  // nothing applied yet
        try table.endUpdates()
        #expect(table.numberOfRows(inSection: 0) == 10)
        #expect(shownTexts(table) == ds.rows[0])
        #expect(table.isMarkedChanged(ip(0)))
    }

    @Test func nestedPairsApplyOnlyAtTheOutermostEnd() throws {
        let (table, ds) = elevenRows()
        table.beginUpdates()
        table.beginUpdates()
        ds.rows[0].removeFirst()
        try table.deleteRows(at: [ip(0)], with: .automatic)
        try table.endUpdates()
        #expect(table.numberOfRows(inSection: 0) == 11)
        ds.rows[0].removeLast()
        try table.deleteRows(at: [ip(10)], with: .automatic)  // named before the whole batch
        try table.endUpdates()
        #expect(shownTexts(table) == (1...9).map { "r\($0)" })
    }

    @Test func anInconsistentBatchThrowsAtEndUpdatesWithPerformBatchUpdatesError() throws {
        func attempt(_ body: (TableView, ModelDataSource) throws(BatchUpdateError) -> Void) -> (
            BatchUpdateError?, [String], [String]
        ) {
            let (table, ds) = elevenRows()
            ds.rows[0].removeFirst(2)  // two rows gone, one deletion recorded
            var caught: BatchUpdateError?
            do { try body(table, ds) } catch { caught = error }
            return (caught, shownTexts(table), ds.rows[0])
        }
        let (viaEnd, shownEnd, modelEnd) = attempt { (table, _) throws(BatchUpdateError) in
            table.beginUpdates()
            try table.deleteRows(at: [ip(0)], with: .automatic)
            try table.endUpdates()
        }
        let (viaPerform, _, _) = attempt { (table, _) throws(BatchUpdateError) in
            try table.performBatchUpdates { () throws(BatchUpdateError) in
                try table.deleteRows(at: [ip(0)], with: .automatic)
            }
        }
        let error = try #require(viaEnd)
        #expect(error == viaPerform)
        #expect(error.description == viaPerform?.description)
        #expect(shownEnd == modelEnd)  // reloaded from the data source
    }

    @Test func performBatchUpdatesInsideBeginEndJoinsTheBatchAndCompletesWithIt() throws {
        let (table, ds) = elevenRows()
        var completed: Bool?
        table.beginUpdates()
        try table.performBatchUpdates(
            { () throws(BatchUpdateError) in
                ds.rows[0].removeFirst()
                try table.deleteRows(at: [ip(0)], with: .automatic)
            }, completion: { completed = $0 })
        #expect(completed == nil && table.numberOfRows(inSection: 0) == 11)
        try table.endUpdates()
        #expect(completed == true)
        #expect(shownTexts(table) == ds.rows[0])
    }

    @Test func beginEndInsidePerformBatchUpdatesJoinsItsBatch() throws {
        let (table, ds) = elevenRows()
        try table.performBatchUpdates { () throws(BatchUpdateError) in
            table.beginUpdates()
            ds.rows[0].removeLast()
            try table.deleteRows(at: [ip(10)], with: .automatic)
            try table.endUpdates()
            #expect(table.numberOfRows(inSection: 0) == 11)
        }
        #expect(table.numberOfRows(inSection: 0) == 10)
        #expect(shownTexts(table) == ds.rows[0])
    }

    @Test func anEmptyPairChangesNothing() throws {
        let (table, ds) = elevenRows()
        table.selectRow(at: ip(4), animated: false, scrollPosition: .none)
        table.beginUpdates()
        try table.endUpdates()
        #expect(shownTexts(table) == ds.rows[0])
        #expect(table.indexPathForSelectedRow == ip(4))
    }
}
