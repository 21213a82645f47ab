import Foundation
import Testing

@testable import TableKit

/// The fast paths of building a snapshot: appending sections in one hash pass, the
/// location table grown by forecast, an empty section sharing the caller's array.
@Suite struct SnapshotBuildingTests {
    @Test func duplicateSectionWithinOneAppendIsRejectedWithBothPositionsAndNothingChanges() throws {
        var s = Snapshot<String, Int>()
        s.appendSections(["A"])
        #expect(
            throws: SnapshotError.duplicateSectionInInput(
                section: "C", operation: "appendSections(_:)", firstIndex: 1, secondIndex: 3)
        ) {
            try s.checkedAppendSections(["B", "C", "D", "C"])
        }
        #expect(s.sectionIdentifiers == ["A"])
        #expect(s.indexOfSection("B") == nil && s.indexOfSection("C") == nil && s.indexOfSection("D") == nil)
        s.checkInvariants()
        s.appendSections(["B", "C"])
        #expect(s.sectionIdentifiers == ["A", "B", "C"])
        s.checkInvariants()
    }

    @Test func presentSectionAfterNewOnesKeepsItsIndexAndDropsTheNewOnes() throws {
        var s = Snapshot<String, Int>()
        s.appendSections(["A", "B"])
        s.appendItems([1, 2], toSection: "B")
        #expect(throws: SnapshotError.sectionAlreadyPresent(section: "B", operation: "appendSections(_:)", index: 1)) {
            try s.checkedAppendSections(["X", "Y", "B"])
        }
        #expect(s.indexOfSection("B") == 1 && s.indexOfSection("X") == nil)
        #expect(s.indexPath(ofItem: 2) == IndexPath(row: 1, section: 1))
        s.checkInvariants()
    }

    @Test(arguments: [(1, 5_000), (100, 5_000), (7, 1_001), (1_000, 3)])
    func buildingSectionBySectionLocatesEveryItem(sections: Int, perSection: Int) throws {
        var s = Snapshot<Int, Int>()
        s.appendSections(Array(0..<sections))
        for section in 0..<sections {
            s.appendItems(Array(section * perSection..<(section + 1) * perSection), toSection: section)
        }
        s.checkInvariants()
        #expect(s.numberOfItems == sections * perSection)
        let last = sections * perSection - 1
        #expect(s.indexPath(ofItem: last) == IndexPath(row: perSection - 1, section: sections - 1))
        #expect(s.indexOfItem(0) == 0 && s.sectionIdentifier(containingItem: perSection - 1) == 0)
        #expect(s.sectionIdentifier(containingItem: perSection) == (sections > 1 ? 1 : nil))
    }

    @Test func aBigFirstSectionBeforeManyEmptyOnesStillBuildsAndStaysSmall() throws {
        // The forecast would be 2,000 × 10,000 entries; its extra is capped.
        var s = Snapshot<Int, Int>()
        s.appendSections(Array(0..<10_001))
        s.appendItems(Array(0..<2_000), toSection: 0)
        #expect(s.location.capacity < 4 * (2_000 + (1 << 18)))
        s.appendItems([-1], toSection: 10_000)
        s.checkInvariants()
        #expect(s.indexPath(ofItem: -1) == IndexPath(row: 0, section: 10_000))
    }

    @Test func appendingToAnEmptySectionLeavesTheCallersArrayAlone() throws {
        var items = [1, 2, 3]
        var s = Snapshot<String, Int>()
        s.appendSections(["A"])
        s.appendItems(items, toSection: "A")
        items.append(4)
        s.appendItems([5], toSection: "A")
        #expect(items == [1, 2, 3, 4])
        #expect(s.itemIdentifiers(inSection: "A") == [1, 2, 3, 5])
        s.checkInvariants()
    }

    @Test func marksGrowPastTheirFirstReservation() throws {
        var s = Snapshot<Int, Int>()
        s.appendSections([0])
        s.appendItems(Array(0..<1_000))
        for start in stride(from: 0, to: 1_000, by: 100) {
            s.reconfigureItems(Array(start..<start + 100))
            s.reloadItems(Array(start..<start + 50))
        }
        #expect(s.reconfiguredItemIdentifiers == Array(0..<1_000))
        #expect(s.reloadedItemIdentifiers.count == 500 && s.isReloaded(49) && !s.isReloaded(50))
        s.checkInvariants()
    }

    @Test func diffReportsMarksOfItemsThatStayAtTheirOldRows() throws {
        var a = Snapshot<String, String>()
        var b = Snapshot<String, String>()
        a.appendSections(["S", "T"])
        a.appendItems(["x", "y", "z"], toSection: "S")
        a.appendItems(["p", "q"], toSection: "T")
        b.appendSections(["S", "T"])
        b.appendItems(["n", "x", "z"], toSection: "S")  // y deleted, n inserted
        b.appendItems(["q", "p", "y2"], toSection: "T")
        b.reconfigureItems(["z", "q", "y2"])
        b.reloadItems(["x"])
        let update = a.batchUpdate(to: b)
        #expect(update.reloadedRows == [IndexPath(row: 0, section: 0)])
        // z stays (old row 2); of p and q one stays and one moves, q's mark follows it.
        #expect(update.reconfiguredRows.contains(IndexPath(row: 2, section: 0)))
        #expect(update.reconfiguredRows.contains(IndexPath(row: 1, section: 1)))
        #expect(update.reconfiguredRows.count == 2)
        _ = try update.validate(oldRowCounts: a.rowCounts, newRowCounts: b.rowCounts)
    }
}
