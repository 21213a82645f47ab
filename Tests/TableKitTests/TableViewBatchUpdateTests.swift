import Foundation
import TableKitTestSupport
import Testing

@_spi(Testing) @testable import TableKit

/// Batch updates through the table view: validation against the data source's counts,
/// what is shown afterwards, and what follows the rows (selection, cursor, scroll, marks).
@MainActor
@Suite struct TableViewBatchUpdateTests {
    func ip(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    func elevenRows() -> (TableView, ModelDataSource) {
        let ds = ModelDataSource([(0...10).map { "r\($0)" }])
        return (ds.makeTable(Size(width: 30, height: 14)), ds)
    }

    @Test func countsThatDoNotAddUpAreRejectedAndTheTableShowsTheModel() {
        let (table, ds) = elevenRows()
        ds.rows = [["n0", "n1", "r0", "r1", "r2", "r3", "r4", "r5", "r7", "r8", "r9", "r10"]]  // 12: one too many
        var completed: Bool?
        #expect(throws: BatchUpdateError.self) {
            try table.performBatchUpdates(
                { () throws(BatchUpdateError) in
                    try table.insertRows(at: [ip(0, 0), ip(0, 1)], with: .automatic)
                    try table.deleteRows(at: [ip(0, 5), ip(0, 6)], with: .automatic)
                }, completion: { completed = $0 })
        }
        #expect(completed == false)
        #expect(shownTexts(table) == ds.rows[0])
    }

    @Test func theRejectionNamesEveryNumber() throws {
        let (table, ds) = elevenRows()
        ds.rows = [["n0", "n1", "r0", "r1", "r2", "r3", "r4", "r5", "r7", "r8", "r9", "r10"]]
        var caught: BatchUpdateError?
        do {
            try table.performBatchUpdates { () throws(BatchUpdateError) in
                try table.insertRows(at: [ip(0, 0), ip(0, 1)], with: .automatic)
                try table.deleteRows(at: [ip(0, 5), ip(0, 6)], with: .automatic)
            }
        } catch { caught = error }
        let error = try #require(caught)
        guard
            case let .invalidNumberOfRows(section, oldSection, before, after, inserted, deleted, movedIn, movedOut) =
                error
        else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(section == 0 && oldSection == 0)
        #expect(before == 11 && after == 12)
        #expect(inserted == [ip(0, 0), ip(0, 1)] && deleted == [ip(0, 5), ip(0, 6)])
        #expect(movedIn.isEmpty && movedOut.isEmpty)
        #expect(error.expectedCount == 11)
        #expect(error.description.contains("12 rows after the update"))
        #expect(error.description.contains("11 before + 2 inserted − 2 deleted"))
        #expect(shownTexts(table) == ds.rows[0])
        #expect(table.numberOfRows(inSection: 0) == 12)
    }

    @Test func aMatchingBatchIsShownInTheModelsOrder() throws {
        let (table, ds) = elevenRows()
        let before = ds.cellRequests.count
        ds.rows = [["n0", "n1", "r0", "r1", "r2", "r3", "r4", "r7", "r8", "r9", "r10"]]
        var completed: Bool?
        try table.performBatchUpdates(
            { () throws(BatchUpdateError) in
                try table.insertRows(at: [ip(0, 0), ip(0, 1)], with: .automatic)
                try table.deleteRows(at: [ip(0, 5), ip(0, 6)], with: .automatic)
            }, completion: { completed = $0 })
        #expect(completed == true)
        #expect(shownTexts(table) == ds.rows[0])
        // Only the inserted rows were asked for: the survivors kept their cells.
        #expect(Set(ds.cellRequests.dropFirst(before)) == [ip(0, 0), ip(0, 1)])
        #expect(render(table, Size(width: 30, height: 14)).prefix(3) == [" n0", " n1", " r0"])
        #expect(table.isMarkedChanged(ip(0, 0)) && table.isMarkedChanged(ip(0, 1)) && !table.isMarkedChanged(ip(0, 2)))
    }

    func week() -> (TableView, ModelDataSource) {
        let ds = ModelDataSource([["a"], ["b", "c"], ["d"]], titles: ["Mon", "Tue", "Wed"])
        return (ds.makeTable(), ds)
    }

    @Test func deletingTheLastRowKeepsTheEmptySection() throws {
        let (table, ds) = week()
        ds.rows[2] = []
        try table.deleteRows(at: [ip(2, 0)], with: .automatic)
        #expect(table.numberOfSections == 3 && table.numberOfRows(inSection: 2) == 0)
        #expect(render(table, Size(width: 30, height: 12)).prefix(6) == [" Mon", " a", " Tue", " b", " c", " Wed"])
    }

    @Test func droppingASectionWithOnlyARowDeleteIsASectionCountError() throws {
        let (table, ds) = week()
        ds.rows.removeLast()
        ds.titles.removeLast()
        var caught: BatchUpdateError?
        do { try table.deleteRows(at: [ip(2, 0)], with: .automatic) } catch { caught = error }
        let error = try #require(caught)
        #expect(error == .invalidNumberOfSections(before: 3, after: 2, inserted: [], deleted: []))
        #expect(error.expectedCount == 3)
        #expect(table.numberOfSections == 2)  // reloaded: what the data source holds
    }

    @Test func deletingTheSectionIsAcceptedAndALaterRowDeleteIsOutOfRange() throws {
        let (table, ds) = week()
        ds.rows.removeLast()
        ds.titles.removeLast()
        try table.deleteSections([2], with: .automatic)
        #expect(table.numberOfSections == 2)
        #expect(shownTexts(table) == ["a", "b", "c"])
        var caught: BatchUpdateError?
        do { try table.deleteRows(at: [ip(2, 0)], with: .automatic) } catch { caught = error }
        let error = try #require(caught)
        #expect(error == .rowOutOfRange(.deleteRows, ip(2, 0), sectionCount: 2, rowCount: nil))
    }

    @Test(arguments: [false, true])
    func deletesAndInsertsInEitherOrder(insertFirst: Bool) throws {
        let ds = ModelDataSource([["a", "b", "c", "d", "e"]])
        let table = ds.makeTable()
        ds.rows = [["X", "a", "c", "Y", "e"]]
        try table.performBatchUpdates { () throws(BatchUpdateError) in
            if insertFirst { try table.insertRows(at: [ip(0, 0), ip(0, 3)], with: .automatic) }
            try table.deleteRows(at: [ip(0, 1), ip(0, 3)], with: .automatic)
            if !insertFirst { try table.insertRows(at: [ip(0, 0), ip(0, 3)], with: .automatic) }
        }
        #expect(shownTexts(table) == ["X", "a", "c", "Y", "e"])
    }

    @Test func insertingTheSameRowTwiceIsRejected() {
        let ds = ModelDataSource([["a", "b"]])
        let table = ds.makeTable()
        ds.rows = [["x", "y", "a", "b"]]
        #expect(throws: BatchUpdateError.conflictingRowOperations(ip(0, 0), .insertRows, .insertRows)) {
            try table.performBatchUpdates { () throws(BatchUpdateError) in
                try table.insertRows(at: [ip(0, 0)], with: .automatic)
                try table.insertRows(at: [ip(0, 0)], with: .automatic)
            }
        }
        #expect(shownTexts(table) == ["x", "y", "a", "b"])
    }

    @Test func nestedBatchesJoinTheOuterOne() throws {
        let ds = ModelDataSource([["a", "b"]])
        let table = ds.makeTable()
        var inner: Bool?
        var outer: Bool?
        ds.rows = [["x", "a", "b", "y"]]
        try table.performBatchUpdates(
            { () throws(BatchUpdateError) in
                try table.insertRows(at: [ip(0, 0)], with: .automatic)
                try table.performBatchUpdates(
                    { () throws(BatchUpdateError) in
                        try table.insertRows(at: [ip(0, 3)], with: .automatic)
                    }, completion: { inner = $0 })
            }, completion: { outer = $0 })
        #expect(inner == true && outer == true)
        #expect(shownTexts(table) == ["x", "a", "b", "y"])
    }

    @Test func selectionFollowsMovedRowsAndDropsDeletedOnes() throws {
        let ds = ModelDataSource([["a", "b", "c", "d"]])
        let table = ds.makeTable()
        table.allowsMultipleSelection = true
        table.selectRow(at: ip(0, 0), animated: false, scrollPosition: .none)
        table.selectRow(at: ip(0, 2), animated: false, scrollPosition: .none)
        table.moveCursor(to: ip(0, 3))
        ds.rows = [["b", "d", "a"]]  // c deleted, a moved to the end
        try table.performBatchUpdates { () throws(BatchUpdateError) in
            try table.deleteRows(at: [ip(0, 2)], with: .automatic)
            try table.moveRow(at: ip(0, 0), to: ip(0, 2))
        }
        #expect(shownTexts(table) == ["b", "d", "a"])
        #expect(table.indexPathsForSelectedRows == [ip(0, 2)])
        #expect(table.cursorIndexPath == ip(0, 1))
        #expect(table.cellForRow(at: ip(0, 2))?.isSelected == true)
        #expect(table.cellForRow(at: ip(0, 1))?.isHighlighted == true)
        #expect(table.isMarkedChanged(ip(0, 2)))
    }

    @Test func aDeletedCursorRowMovesToTheNextSurvivor() throws {
        let ds = ModelDataSource([["a", "b", "c", "d"]])
        let table = ds.makeTable()
        table.moveCursor(to: ip(0, 1))
        ds.rows = [["a", "d"]]
        try table.deleteRows(at: [ip(0, 1), ip(0, 2)], with: .automatic)
        #expect(table.cursorIndexPath == ip(0, 1))  // "d"
        table.moveCursor(to: ip(0, 1))
        ds.rows = [["a"]]
        try table.deleteRows(at: [ip(0, 1)], with: .automatic)
        #expect(table.cursorIndexPath == ip(0, 0))  // nothing after: the one before
    }

    @Test func theTopVisibleRowStaysOnItsLine() throws {
        let ds = ModelDataSource([(0..<100).map { "r\($0)" }])
        let table = ds.makeTable(Size(width: 20, height: 5))
        table.contentOffset = Point(x: 0, y: 50)
        table.layoutIfNeeded()
        #expect(shownTexts(table) == ["r50", "r51", "r52", "r53", "r54"])
        // Three rows inserted and one deleted above the screen, one inserted on it.
        ds.rows[0].insert(contentsOf: ["x", "y", "z"], at: 10)
        ds.rows[0].remove(at: 3)
        ds.rows[0].insert("new", at: 54)
        try table.performBatchUpdates { () throws(BatchUpdateError) in
            try table.insertRows(at: [ip(0, 9), ip(0, 10), ip(0, 11), ip(0, 54)], with: .automatic)
            try table.deleteRows(at: [ip(0, 3)], with: .automatic)
        }
        #expect(table.contentOffset.y == 52)
        #expect(shownTexts(table) == ["r50", "r51", "new", "r52", "r53"])
    }

    @Test func atTheVeryTopRowsInsertedAtTheTopAreSeen() throws {
        let ds = ModelDataSource([(0..<100).map { "r\($0)" }])
        let table = ds.makeTable(Size(width: 20, height: 3))
        ds.rows[0].insert("new", at: 0)
        try table.insertRows(at: [ip(0, 0)], with: .automatic)
        #expect(table.contentOffset.y == 0)
        #expect(shownTexts(table) == ["new", "r0", "r1"])
    }

    @Test func marksClearAfterAboutOneSecondOfTicks() throws {
        let ds = ModelDataSource([["a", "b"]])
        let table = ds.makeTable()
        ds.rows = [["a", "x", "b"]]
        try table.insertRows(at: [ip(0, 1)], with: .automatic)
        let cell = try #require(table.cellForRow(at: ip(0, 1)))
        #expect(cell.isMarkedChanged && table.isMarkedChanged(ip(0, 1)))
        for _ in 1..<TableView.changeMarkTicks { #expect(table.tick() == false) }
        #expect(cell.isMarkedChanged)
        #expect(table.tick() == true)
        #expect(!cell.isMarkedChanged && !table.isMarkedChanged(ip(0, 1)))
        #expect(table.tick() == false)
    }

    @Test func rowAnimationNoneLeavesNoMark() throws {
        let ds = ModelDataSource([["a", "b"]])
        let table = ds.makeTable()
        ds.rows = [["x", "a", "b"]]
        try table.insertRows(at: [ip(0, 0)], with: .none)
        #expect(!table.isMarkedChanged(ip(0, 0)))
    }

    @Test func reloadAsksForANewCellAndReconfigureKeepsTheCell() throws {
        let ds = ModelDataSource([["a", "b", "c"]])
        let table = ds.makeTable()
        table.selectRow(at: ip(0, 0), animated: false, scrollPosition: .none)
        let cellA = try #require(table.cellForRow(at: ip(0, 0)))
        #expect(table.cellForRow(at: ip(0, 1)) != nil)
        ds.rows = [["A", "B", "c"]]
        let asked = ds.cellRequests.count
        try table.reconfigureRows(at: [ip(0, 0)])
        try table.reloadRows(at: [ip(0, 1)], with: .automatic)
        #expect(table.cellForRow(at: ip(0, 0)) === cellA)
        #expect(cellA.textLabel?.text == "A" && cellA.isSelected)  // reconfigured: kept and selected
        #expect(table.cellForRow(at: ip(0, 1))?.textLabel?.text == "B")
        #expect(ds.cellRequests.dropFirst(asked).sorted() == [ip(0, 0), ip(0, 1)])
        #expect(table.isMarkedChanged(ip(0, 1)) && !table.isMarkedChanged(ip(0, 0)))
    }

    @Test func insertedAndMovedSectionsKeepEverythingConsistent() throws {
        let (table, ds) = week()
        table.selectRow(at: ip(1, 1), animated: false, scrollPosition: .none)  // c
        ds.rows = [["d"], ["new"], ["a"], ["b", "c"]]
        ds.titles = ["Wed", "Thu", "Mon", "Tue"]
        try table.performBatchUpdates { () throws(BatchUpdateError) in
            try table.moveSection(2, toSection: 0)
            try table.insertSections([1], with: .automatic)
        }
        #expect(shownTexts(table) == ["d", "new", "a", "b", "c"])
        #expect(table.indexPathForSelectedRow == ip(3, 1))
        #expect(table.isMarkedChanged(ip(1, 0)))
    }

    @Test func aTableThatNeverLoadedSimplyLoads() throws {
        let ds = ModelDataSource([["a"]])
        let table = TableView(frame: Rect(x: 0, y: 0, width: 20, height: 5))
        table.register(TableViewCell.self, forCellReuseIdentifier: "c")
        table.dataSource = ds
        keepAlive.append(ds)
        ds.rows = [["a", "b"]]
        try table.insertRows(at: [ip(0, 1)], with: .automatic)
        #expect(shownTexts(table) == ["a", "b"])
    }

    @Test func scatteredChangesOnAMillionRowsDoNotTouchEveryRow() throws {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 80, height: 24))
        let ds = CountingDataSource(counts: [1_000_000], titles: [nil])
        ds.register(in: table)
        keepAlive.append(ds)
        table.reloadData()
        table.contentOffset = Point(x: 0, y: 500_000)
        table.layoutIfNeeded()
        let asked = ds.cellRequests
        var update = BatchUpdate()
        update.deleteRows(at: stride(from: 1, to: 1_000_000, by: 2_000).map { IndexPath(row: $0, section: 0) })
        update.insertRows(at: stride(from: 3, to: 1_000_000, by: 2_000).map { IndexPath(row: $0, section: 0) })
        try table.apply(update)
        #expect(table.numberOfRows(inSection: 0) == 1_000_000)
        #expect(table.contentOffset.y == 500_000)
        // At most the screen's rows were asked for again (here: inserted rows on screen).
        #expect(ds.cellRequests - asked <= 24)
        #expect(table.cellsCreated <= 26)
    }
}

/// Batch updates on tables whose row heights come from their cells.
@MainActor
@Suite struct MeasuredRowsBatchUpdateTests {
    @Test func measuredHeightsOfSurvivorsAreKeptAndNewRowsAreMeasured() throws {
        let ds = ModelDataSource([(0..<20).map { "r\($0)" }])
        let table = TableView(frame: Rect(x: 0, y: 0, width: 20, height: 6))
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 3  // cells measure 1 line: estimates are wrong on purpose
        table.register(TableViewCell.self, forCellReuseIdentifier: "c")
        table.dataSource = ds
        keepAlive.append(ds)
        table.reloadData()
        #expect(render(table, Size(width: 20, height: 6)) == [" r0", " r1", " r2", " r3", " r4", " r5"])
        ds.rows[0].insert("new", at: 2)
        ds.rows[0].remove(at: 5)  // r4 (index 5 after the insert)
        try table.performBatchUpdates { () throws(BatchUpdateError) in
            try table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
            try table.deleteRows(at: [IndexPath(row: 4, section: 0)], with: .automatic)
        }
        #expect(render(table, Size(width: 20, height: 6)) == [" r0", " r1", " new", " r2", " r3", " r5"])
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == Rect(x: 0, y: 3, width: 20, height: 1))
    }
}
