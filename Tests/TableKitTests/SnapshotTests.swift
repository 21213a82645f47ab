import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

private func ip(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

@Suite struct SnapshotTests {
    func week() throws -> Snapshot<String, String> {
        var s = Snapshot<String, String>()
        s.appendSections(["Mon", "Tue", "Wed"])
        s.appendItems(["a"], toSection: "Mon")
        s.appendItems(["b", "c"], toSection: "Tue")
        s.appendItems(["d"])  // last section
        s.checkInvariants()
        return s
    }

    @Test func lookupsAnswerPositionsAndSections() throws {
        let s = try week()
        #expect(s.numberOfSections == 3 && s.numberOfItems == 4)
        #expect(s.numberOfItems(inSection: "Tue") == 2)
        #expect(s.itemIdentifiers == ["a", "b", "c", "d"])
        #expect(s.itemIdentifiers(inSection: "Wed") == ["d"])
        #expect(s.sectionIdentifier(containingItem: "c") == "Tue")
        #expect(s.indexOfItem("c") == 1 && s.indexOfSection("Wed") == 2)
        #expect(s.itemIdentifier(at: ip(1, 1)) == "c" && s.itemIdentifier(at: ip(3, 0)) == nil)
        #expect(s.indexPath(ofItem: "d") == ip(2, 0))
    }

    @Test func appendingAPresentItemInALaterCallMovesIt() throws {
        var s = try week()
        s.appendItems(["a"], toSection: "Wed")
        s.checkInvariants()
        #expect(s.itemIdentifiers(inSection: "Mon") == [] && s.itemIdentifiers(inSection: "Wed") == ["d", "a"])
        #expect(s.numberOfItems == 4)
    }

    @Test func duplicateWithinOneAppendIsRejectedAndNamed() throws {
        var s = try week()
        let before = s
        #expect(
            throws: SnapshotError.duplicateItemInInput(
                item: "x", operation: "appendItems(_:toSection:)", firstIndex: 0, secondIndex: 2)
        ) {
            try s.checkedAppendItems(["x", "y", "x"], toSection: "Mon")
        }
        #expect(s == before)
    }

    @Test func insertingAPresentItemIsRejectedWithWhereItIs() throws {
        var s = try week()
        do {
            try s.checkedInsertItems(["c"], beforeItem: "a")
            Issue.record("expected a throw")
        } catch {
            #expect(
                error
                    == .itemAlreadyPresent(item: "c", operation: "insertItems(_:beforeItem:)", section: "Tue", index: 1)
            )
            #expect(error.description.contains("section Tue at index 1"))
        }
    }

    @Test func duplicateSectionsAreRejected() throws {
        var s = try week()
        #expect(throws: SnapshotError.sectionAlreadyPresent(section: "Tue", operation: "appendSections(_:)", index: 1))
        {
            try s.checkedAppendSections(["Thu", "Tue"])
        }
        #expect(s.numberOfSections == 3)
    }

    @Test func insertAndMoveKeepLocationsInSync() throws {
        var s = try week()
        s.insertItems(["x", "y"], afterItem: "b")
        s.insertSections(["Sun"], beforeSection: "Mon")
        s.moveItem("a", afterItem: "y")
        s.moveSection("Wed", beforeSection: "Tue")
        s.insertSections(["Fri"], afterSection: "Tue")
        s.checkInvariants()
        #expect(s.sectionIdentifiers == ["Sun", "Mon", "Wed", "Tue", "Fri"])
        #expect(s.itemIdentifiers(inSection: "Tue") == ["b", "x", "y", "a", "c"])
        #expect(s.indexPath(ofItem: "a") == ip(3, 3))
        s.moveSection("Sun", afterSection: "Fri")
        s.checkInvariants()
        #expect(s.sectionIdentifiers == ["Mon", "Wed", "Tue", "Fri", "Sun"])
    }

    @Test func deletingSectionsAndItemsDropsTheirMarks() throws {
        var s = try week()
        s.reloadItems(["b", "d"])
        s.reconfigureItems(["c"])
        s.reloadSections(["Wed"])
        s.deleteSections(["Wed"])
        s.deleteItems(["c"])
        s.checkInvariants()
        #expect(s.reloadedItemIdentifiers == ["b"] && s.reconfiguredItemIdentifiers.isEmpty)
        #expect(s.reloadedSectionIdentifiers.isEmpty)
        #expect(throws: SnapshotError.itemNotFound(item: "d", operation: "deleteItems(_:)")) {
            try s.checkedDeleteItems(["d"])
        }
    }

    @Test func deleteAllItemsEmptiesTheSnapshot() throws {
        var s = try week()
        s.deleteAllItems()
        #expect(s.numberOfSections == 0 && s.numberOfItems == 0)
        #expect(throws: SnapshotError.noSectionToAppendTo(operation: "appendItems(_:toSection:)")) {
            try s.checkedAppendItems(["a"])
        }
    }

    @Test func movingRelativeToItselfIsRejected() throws {
        var s = try week()
        #expect(throws: SnapshotError.anchorIsMoved(identifier: "item a", operation: "moveItem(_:beforeItem:)")) {
            try s.checkedMoveItem("a", beforeItem: "a")
        }
    }
}

@Suite struct SnapshotDiffTests {
    func flat(_ items: [String]) throws -> Snapshot<Int, String> {
        var s = Snapshot<Int, String>()
        s.appendSections([0])
        s.appendItems(items)
        return s
    }

    @Test func replacingTwoItemsGivesTwoDeletesAndTwoInserts() throws {
        let a = try flat(["a", "b", "c", "d", "e"])
        let b = try flat(["X", "a", "c", "Y", "e"])
        let u = a.batchUpdate(to: b)
        #expect(Set(u.deletedRows) == [ip(0, 1), ip(0, 3)] && Set(u.insertedRows) == [ip(0, 0), ip(0, 3)])
        #expect(u.movedRows.isEmpty)
        let m = try u.validate(oldRowCounts: a.rowCounts, newRowCounts: b.rowCounts)
        #expect(m.apply(to: a.itemIdentifiersBySection) { b.itemIdentifier(at: $0)! } == b.itemIdentifiersBySection)
    }

    @Test func swappingTwoItemsIsOneMove() throws {
        let u = try flat(["a", "b", "c"]).batchUpdate(to: flat(["a", "c", "b"]))
        #expect(u.movedRows.count == 1 && u.insertedRows.isEmpty && u.deletedRows.isEmpty)
    }

    @Test func reloadMarksBecomeReloadsAndMovedReloadsBecomeDeleteAndInsert() throws {
        let a = try flat(["a", "b", "c"])
        var b = try flat(["c", "a", "b"])
        b.reloadItems(["a", "c"])
        b.reconfigureItems(["b"])
        let u = a.batchUpdate(to: b)
        #expect(u.reloadedRows == [ip(0, 0)])  // "a" stays and is reloaded
        #expect(u.reconfiguredRows == [ip(0, 1)])  // "b" stays and is reconfigured
        #expect(u.deletedRows == [ip(0, 2)] && u.insertedRows == [ip(0, 0)])  // "c" moved + reloaded
        let m = try u.validate(oldRowCounts: a.rowCounts, newRowCounts: b.rowCounts)
        #expect(m.isReloaded(ip(0, 1)) && m.isReconfigured(ip(0, 2)))
    }

    @Test func itemMovedIntoAnInsertedSectionStaysMapped() throws {
        var a = Snapshot<String, String>()
        var b = Snapshot<String, String>()
        a.appendSections(["A"])
        a.appendItems(["x", "y"])
        b.appendSections(["A", "B"])
        b.appendItems(["x"], toSection: "A")
        b.appendItems(["n", "y"], toSection: "B")
        let u = a.batchUpdate(to: b)
        #expect(
            u.insertedSections == [1] && u.movedRows == [.init(from: ip(0, 1), to: ip(1, 1))] && u.insertedRows.isEmpty)
        let m = try u.validate(oldRowCounts: a.rowCounts, newRowCounts: b.rowCounts)
        #expect(m.newIndexPath(forOld: ip(0, 1)) == ip(1, 1) && m.isInserted(ip(1, 0)))
    }

    @Test func randomTenPercentMovesAreReportedAtMostOneForOne() throws {
        var rng = SeededRandom(seed: 42)
        let items = (0..<10_000).map(String.init)
        var moved = items
        var made = 0
        for _ in 0..<1_000 {
            let from = Int.random(in: 0..<moved.count, using: &rng)
            let to = Int.random(in: 0..<moved.count, using: &rng)
            if from != to { made += 1 }
            moved.insert(moved.remove(at: from), at: to)
        }
        let u = try flat(items).batchUpdate(to: flat(moved))
        #expect(u.movedRows.count <= made, "emitted \(u.movedRows.count) moves for \(made) made")
        #expect(u.insertedRows.isEmpty && u.deletedRows.isEmpty)
    }
}
