import Foundation
import Testing

@testable import TableKit

private func ip(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

/// Validates `update` and applies it to `model`, naming inserted rows from `fresh` in order.
private func applied(_ update: BatchUpdate, to model: [[String]], newCounts: [Int], fresh: [String]) throws
    -> [[String]]
{
    let mapping = try update.validate(oldRowCounts: model.map(\.count), newRowCounts: newCounts)
    var pool = fresh[...]
    return mapping.apply(to: model) { _ in pool.popFirst() ?? "?" }
}

@Suite struct BatchUpdateValidationTests {
    let elevenRows = [(0...10).map { "r\($0)" }]

    func insertTwoDeleteTwo() -> BatchUpdate {
        var u = BatchUpdate()
        u.insertRows(at: [ip(0, 0), ip(0, 1)])
        u.deleteRows(at: [ip(0, 5), ip(0, 6)])
        return u
    }

    @Test func rowCountErrorNamesEveryNumberOfTheSum() {
        #expect(throws: BatchUpdateError.self) {
            try insertTwoDeleteTwo().validate(oldRowCounts: [11], newRowCounts: [12])
        }
        do {
            _ = try insertTwoDeleteTwo().validate(oldRowCounts: [11], newRowCounts: [12])
        } catch {
            guard case let .invalidNumberOfRows(section, _, before, after, inserted, deleted, movedIn, movedOut) = error
            else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(section == 0 && before == 11 && after == 12)
            #expect(inserted == [ip(0, 0), ip(0, 1)] && deleted == [ip(0, 5), ip(0, 6)])
            #expect(movedIn.isEmpty && movedOut.isEmpty && error.expectedCount == 11)
            let text = error.description
            for fragment in [
                "section 0", "12 rows after the update", "11 were expected", "11 before", "2 inserted",
                "2 deleted", "0 moved in", "0 moved out", "(0,0) (0,1)", "(0,5) (0,6)",
            ] {
                #expect(text.contains(fragment), "\(fragment) missing from: \(text)")
            }
        }
    }

    @Test func insertsAfterAndDeletesBeforeAreAppliedTogether() throws {
        let result = try applied(insertTwoDeleteTwo(), to: elevenRows, newCounts: [11], fresh: ["n0", "n1"])
        #expect(result == [["n0", "n1", "r0", "r1", "r2", "r3", "r4", "r7", "r8", "r9", "r10"]])
    }

    let week = [["a"], ["b", "c"], ["d"]]

    @Test func deletingLastRowKeepsEmptySection() throws {
        var u = BatchUpdate()
        u.deleteRows(at: [ip(2, 0)])
        let result = try applied(u, to: week, newCounts: [1, 2, 0], fresh: [])
        #expect(result == [["a"], ["b", "c"], []])
    }

    @Test func droppingASectionWithOnlyARowDeleteIsASectionCountError() {
        var u = BatchUpdate()
        u.deleteRows(at: [ip(2, 0)])
        #expect(throws: BatchUpdateError.invalidNumberOfSections(before: 3, after: 2, inserted: [], deleted: [])) {
            try u.validate(oldRowCounts: [1, 2, 1], newRowCounts: [1, 2])
        }
        let text = BatchUpdateError.invalidNumberOfSections(before: 3, after: 2, inserted: [], deleted: []).description
        #expect(text.contains("returned 2 sections") && text.contains("3 were expected") && text.contains("3 before"))
    }

    @Test func deletingTheSectionThenItsRowInALaterBatchIsOutOfRange() throws {
        var first = BatchUpdate()
        first.deleteSections([2])
        let model = try applied(first, to: week, newCounts: [1, 2], fresh: [])
        #expect(model == [["a"], ["b", "c"]])
        var later = BatchUpdate()
        later.deleteRows(at: [ip(2, 0)])
        #expect(throws: BatchUpdateError.rowOutOfRange(.deleteRows, ip(2, 0), sectionCount: 2, rowCount: nil)) {
            try later.validate(oldRowCounts: [1, 2], newRowCounts: [1, 2])
        }
    }

    static let replaceOrders: [[Int]] = [[0, 1, 2, 3], [3, 2, 1, 0], [2, 0, 3, 1], [1, 3, 0, 2]]

    @Test(arguments: replaceOrders)
    func callOrderDoesNotMatter(order: [Int]) throws {
        var u = BatchUpdate()
        for step in order {
            switch step {
            case 0: u.deleteRows(at: [ip(0, 1)])
            case 1: u.deleteRows(at: [ip(0, 3)])
            case 2: u.insertRows(at: [ip(0, 0)])
            default: u.insertRows(at: [ip(0, 3)])
            }
        }
        let result = try applied(u, to: [["a", "b", "c", "d", "e"]], newCounts: [5], fresh: ["X", "Y"])
        #expect(result == [["X", "a", "c", "Y", "e"]])
    }

    @Test func insertingTheSameRowTwiceIsRejectedEvenWhenCountsAddUp() {
        var u = BatchUpdate()
        u.insertRows(at: [ip(0, 0), ip(0, 0)])
        u.deleteRows(at: [ip(0, 1), ip(0, 3)])
        #expect(throws: BatchUpdateError.conflictingRowOperations(ip(0, 0), .insertRows, .insertRows)) {
            try u.validate(oldRowCounts: [5], newRowCounts: [5])
        }
    }

    struct Rejection: Sendable, CustomTestStringConvertible {
        var name: String
        var update: BatchUpdate
        var old: [Int]
        var new: [Int]
        var expected: BatchUpdateError
        var testDescription: String { name }
    }

    static let rejections: [Rejection] = {
        func u(_ f: (inout BatchUpdate) -> Void) -> BatchUpdate {
            var b = BatchUpdate()
            f(&b)
            return b
        }
        return [
            Rejection(
                name: "delete twice",
                update: u {
                    $0.deleteRows(at: [ip(0, 1)])
                    $0.deleteRows(at: [ip(0, 1)])
                },
                old: [3], new: [1], expected: .conflictingRowOperations(ip(0, 1), .deleteRows, .deleteRows)),
            Rejection(
                name: "delete and reload",
                update: u {
                    $0.deleteRows(at: [ip(0, 1)])
                    $0.reloadRows(at: [ip(0, 1)])
                },
                old: [3], new: [2], expected: .conflictingRowOperations(ip(0, 1), .deleteRows, .reloadRows)),
            Rejection(
                name: "reload and move",
                update: u {
                    $0.reloadRows(at: [ip(0, 1)])
                    $0.moveRow(at: ip(0, 1), to: ip(0, 2))
                },
                old: [3], new: [3], expected: .conflictingRowOperations(ip(0, 1), .reloadRows, .moveRowSource)),
            Rejection(
                name: "move from deleted section",
                update: u {
                    $0.deleteSections([0])
                    $0.moveRow(at: ip(0, 0), to: ip(0, 0))
                },
                old: [1, 1], new: [2],
                expected: .rowInChangedSection(.moveRowSource, ip(0, 0), sectionOperation: .deleteSections)),
            Rejection(
                name: "delete past the end", update: u { $0.deleteRows(at: [ip(0, 3)]) },
                old: [3], new: [2], expected: .rowOutOfRange(.deleteRows, ip(0, 3), sectionCount: 1, rowCount: 3)),
            Rejection(
                name: "insert past the end after the update", update: u { $0.insertRows(at: [ip(0, 4)]) },
                old: [3], new: [4], expected: .rowOutOfRange(.insertRows, ip(0, 4), sectionCount: 1, rowCount: 4)),
            Rejection(
                name: "insert onto a move destination",
                update: u {
                    $0.insertRows(at: [ip(0, 0)])
                    $0.moveRow(at: ip(0, 2), to: ip(0, 0))
                },
                old: [3], new: [4], expected: .conflictingRowOperations(ip(0, 0), .insertRows, .moveRowDestination)),
            Rejection(
                name: "insert into inserted section",
                update: u {
                    $0.insertSections([1])
                    $0.insertRows(at: [ip(1, 0)])
                },
                old: [1], new: [1, 1],
                expected: .rowInChangedSection(.insertRows, ip(1, 0), sectionOperation: .insertSections)),
            Rejection(
                name: "section deleted twice",
                update: u {
                    $0.deleteSections([1])
                    $0.deleteSections([1])
                },
                old: [1, 1], new: [1],
                expected: .conflictingSectionOperations(section: 1, .deleteSections, .deleteSections)),
            Rejection(
                name: "section deleted and moved",
                update: u {
                    $0.deleteSections([1])
                    $0.moveSection(1, toSection: 0)
                },
                old: [1, 1], new: [1],
                expected: .conflictingSectionOperations(section: 1, .deleteSections, .moveSectionSource)),
            Rejection(
                name: "delete section out of range", update: u { $0.deleteSections([3]) },
                old: [1, 1], new: [1], expected: .sectionOutOfRange(.deleteSections, section: 3, sectionCount: 2)),
            Rejection(
                name: "moved count mismatch", update: u { $0.moveRow(at: ip(0, 0), to: ip(1, 0)) },
                old: [2, 1], new: [2, 1],
                expected: .invalidNumberOfRows(
                    section: 0, oldSection: 0, before: 2, after: 2, inserted: [], deleted: [],
                    movedIn: [], movedOut: [ip(0, 0)])),
        ]
    }()

    @Test(arguments: rejections)
    func inconsistentBatchIsRejected(_ c: Rejection) {
        #expect(throws: c.expected) { try c.update.validate(oldRowCounts: c.old, newRowCounts: c.new) }
    }

    @Test func movedRowCarriesAcrossSectionsAndDeletedRowMapsToNil() throws {
        var u = BatchUpdate()
        u.moveRow(at: ip(0, 0), to: ip(1, 1))
        u.deleteRows(at: [ip(1, 0)])
        u.insertRows(at: [ip(0, 1)])
        let m = try u.validate(oldRowCounts: [3, 2], newRowCounts: [3, 2])
        #expect(m.newIndexPath(forOld: ip(0, 0)) == ip(1, 1))
        #expect(m.newIndexPath(forOld: ip(1, 0)) == nil)
        #expect(m.newIndexPath(forOld: ip(0, 1)) == ip(0, 0))
        #expect(m.newIndexPath(forOld: ip(0, 2)) == ip(0, 2))
        #expect(m.newIndexPath(forOld: ip(1, 1)) == ip(1, 0))
        #expect(m.isInserted(ip(0, 1)) && !m.isInserted(ip(1, 1)))
        #expect(m.oldIndexPath(forNew: ip(1, 1)) == ip(0, 0))
        #expect(m.apply(to: [["a", "b", "c"], ["d", "e"]]) { _ in "N" } == [["b", "N", "c"], ["e", "a"]])
    }

    @Test func sectionMovesCarryTheirRowsAndReloadedSectionsAreNew() throws {
        var u = BatchUpdate()
        u.moveSection(0, toSection: 2)
        u.reloadSections([1])
        u.deleteRows(at: [ip(0, 0)])  // named before: section 0 is the moved one
        u.insertRows(at: [ip(2, 1)])  // named after: the moved section now sits at 2
        let m = try u.validate(oldRowCounts: [2, 1, 1], newRowCounts: [3, 1, 2])
        #expect(m.newSection(forOld: 0) == 2 && m.newSection(forOld: 1) == 0 && m.newSection(forOld: 2) == 1)
        #expect(m.newIndexPath(forOld: ip(0, 1)) == ip(2, 0))
        #expect(m.newIndexPath(forOld: ip(1, 0)) == nil)
        #expect(m.reloadedSections == IndexSet([0]))
        let model = m.apply(to: [["a", "b"], ["c"], ["d"]]) { "n\($0.section)\($0.row)" }
        #expect(model == [["n00", "n01", "n02"], ["d"], ["b", "n21"]])
    }

    @Test func reloadedAndReconfiguredRowsAreReportedAtTheirNewPositions() throws {
        var u = BatchUpdate()
        u.insertRows(at: [ip(0, 0)])
        u.reloadRows(at: [ip(0, 1)])
        u.reconfigureRows(at: [ip(0, 2)])
        u.moveRow(at: ip(0, 2), to: ip(0, 3))
        let m = try u.validate(oldRowCounts: [4], newRowCounts: [5])
        #expect(m.reloadedIndexPaths == [ip(0, 2)])
        #expect(m.reconfiguredIndexPaths == [ip(0, 3)])
        #expect(m.isReloaded(ip(0, 2)) && m.isReconfigured(ip(0, 3)))
    }

    @Test func scatteredChangesOnAMillionRowsMapWithoutMaterialisingRows() throws {
        var u = BatchUpdate()
        let deleted = stride(from: 7, to: 1_000_000, by: 2_003).prefix(500).map { ip(0, $0) }
        let inserted = stride(from: 11, to: 1_000_000, by: 1_999).prefix(500).map { ip(0, $0) }
        u.deleteRows(at: deleted)
        u.insertRows(at: inserted)
        let m = try u.validate(oldRowCounts: [1_000_000], newRowCounts: [1_000_000])
        #expect(m.newIndexPath(forOld: ip(0, 0)) == ip(0, 0))
        #expect(m.newIndexPath(forOld: ip(0, 7)) == nil)
        // Row 999_999 lost 500 rows before it and gained 500: it stays where it was.
        #expect(m.newIndexPath(forOld: ip(0, 999_999)) == ip(0, 999_999))
        for probe in [8, 500_000, 750_001] {
            let new = try #require(m.newIndexPath(forOld: ip(0, probe)))
            #expect(m.oldIndexPath(forNew: new) == ip(0, probe))
        }
    }
}
