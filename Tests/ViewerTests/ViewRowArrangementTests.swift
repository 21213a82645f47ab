import Foundation
import TableKitData
import Testing

@testable import TableKit
@testable import tablekit

/// `tablekit view`'s row arrangement over a search's hits (`RowHits`, one bit a row):
/// alone (kept as bits, rows found by select and rank), with a sort, and in sections.
@Suite("tablekit view: row arrangement of search hits")
@MainActor
struct ViewRowArrangementTests {
    let hits = RowHits([1, 4, 64, 65, 600], universe: 700)

    @Test func hitsAloneStayABitSetAndAnswerRowsAndPositions() {
        let a = RowArrangement.arrange(count: 700, order: nil, hits: hits, grouping: nil)
        #expect(a.sections.count == 1)
        #expect(a.sections[0].rows == .hits(hits))
        #expect(a.rowCount == 5)
        #expect((0..<5).map { a.sections[0].rows[$0] } == [1, 4, 64, 65, 600])
        #expect(a.indexPath(ofRow: 65) == IndexPath(row: 3, section: 0))
        #expect(a.indexPath(ofRow: 66) == nil)
    }

    @Test func hitsBeyondTheRowsShownAreLeftOut() {
        let a = RowArrangement.arrange(count: 100, order: nil, hits: hits, grouping: nil)
        #expect(a.rowCount == 4)
        #expect(a.indexPath(ofRow: 600) == nil)
    }

    @Test func aSortKeepsItsOrderForTheHits() {
        let order = Array((0..<700).reversed())
        let a = RowArrangement.arrange(count: 700, order: order, hits: hits, grouping: nil)
        #expect(a.sections[0].rows == .list([600, 65, 64, 4, 1]))
        #expect(a.indexPath(ofRow: 4) == IndexPath(row: 3, section: 0))
    }

    @Test func sectionsHoldTheirHitsInOrder() {
        // Even rows in section "even", odd rows in "odd"; an empty section is dropped.
        let grouping = SectionGrouping(
            sectionOfRow: (0..<700).map { Int32($0 % 2) }, titles: ["even", "odd"],
            collationSections: nil, indexTitles: nil)
        let a = RowArrangement.arrange(count: 700, order: nil, hits: hits, grouping: grouping)
        #expect(a.sections.map(\.title) == ["even", "odd"])
        #expect(a.sections[0].rows == .list([4, 64, 600]))
        #expect(a.sections[1].rows == .list([1, 65]))
        #expect(a.indexPath(ofRow: 65) == IndexPath(row: 1, section: 1))
        let evenOnly = RowArrangement.arrange(
            count: 700, order: nil, hits: RowHits([2, 4], universe: 700), grouping: grouping)
        #expect(evenOnly.sections.map(\.title) == ["even"])
    }
}
