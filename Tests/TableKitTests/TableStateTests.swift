import Foundation
import Testing

@testable import TableKit

/// The table state's transitions, pure functions of the state and a geometry, tested
/// without a table view.
@Suite struct TableStateTests {
    /// Two sections of 5 and 3 one-line rows, with 1-line headers: rows at y 1…5 and 7…9.
    let g = RowGeometry(sections: [
        .init(header: 1, footer: 0, rowCount: 5, rows: .uniform(1)),
        .init(header: 1, footer: 0, rowCount: 3, rows: .uniform(1)),
    ])
    func ip(_ r: Int, _ s: Int = 0) -> IndexPath { IndexPath(row: r, section: s) }

    @Test func theCursorMovesAcrossSectionsAndStopsAtTheEnds() {
        var s = TableState()
        s.cursor = ip(4)
        #expect(s.cursorMove(by: 1, in: g) == .to(ip(0, 1)))
        s.cursor = ip(0, 1)
        #expect(s.cursorMove(by: -1, in: g) == .to(ip(4)))
        s.cursor = ip(2, 1)
        #expect(s.cursorMove(by: 1, in: g) == CursorMove.none)
    }

    @Test func aboveTheFirstRowTheTableScrollsToTheTopThenPullsDown() {
        var s = TableState()
        s.cursor = ip(0)
        s.contentOffsetY = 1
        #expect(s.cursorMove(by: -1, in: g) == .scrollToTop)
        s.contentOffsetY = 0
        #expect(s.cursorMove(by: -1, in: g) == .pullDown)
    }

    @Test func withNoCursorTheFirstMoveLandsOnTheFirstRowOnScreen() {
        var s = TableState()
        s.contentOffsetY = 6
        #expect(s.cursorMove(by: 1, in: g) == .to(ip(0, 1)))
    }

    @Test func aPageKeepsTheCursorsLineAndStopsAtTheEnds() {
        var s = TableState()
        s.cursor = ip(1)  // line 2, on screen line 2
        let down = s.page(1, pageLines: 3, maximumOffset: 6, in: g)
        #expect(down.offset == 3 && down.cursor == ip(4))  // content line 5
        s.contentOffsetY = 6
        let end = s.page(1, pageLines: 3, maximumOffset: 6, in: g)
        #expect(end.offset == 6 && end.cursor == ip(2, 1))  // at the end: the last row
    }

    @Test func singleSelectionReplacesAndMultipleSelectionAdds() {
        var s = TableState()
        #expect(s.select(ip(1), allowsMultiple: false).isEmpty)
        #expect(s.select(ip(2), allowsMultiple: false) == [ip(1)])
        #expect(s.selection == [ip(2)])
        #expect(s.select(ip(3), allowsMultiple: true).isEmpty)
        #expect(s.selection == [ip(2), ip(3)])
        s.deselect(ip(2))
        #expect(s.selection == [ip(3)])
    }

    @Test func changeMarksFadeOneTickAtATime() {
        var s = TableState()
        s.changeMarks = [ip(0): 2, ip(1): 1]
        #expect(s.tickChangeMarks() == [ip(1)])
        #expect(s.changeMarks == [ip(0): 1])
        #expect(s.tickChangeMarks() == [ip(0)])
        #expect(s.changeMarks.isEmpty)
    }

    @Test func theStateIsASendableValue() {
        let s = TableState()
        let copy: any Sendable = s
        #expect(copy is TableState)
    }

    @Test func anUpdateCarriesSelectionCursorAndMarksToTheirRows() throws {
        var update = BatchUpdate()
        update.deleteRows(at: [ip(1)])
        update.insertRows(at: [ip(4)])
        let mapping = try update.validate(oldRowCounts: [5], newRowCounts: [5])
        var s = TableState()
        s.cursor = ip(1)  // deleted: the nearest survivor below, old row 2, now row 1
        s.selection = [ip(3), ip(1)]
        s.changeMarks = [ip(2): 4]
        s.carry(
            through: mapping, limit: update.changeCount + 1, marksChanges: true, unmarkedNewRows: [],
            unmarkedOldRows: [])
        #expect(s.cursor == ip(1))
        #expect(s.selection == [ip(2)])
        #expect(s.changeMarks == [ip(1): 4, ip(4): TableState.changeMarkTicks])
    }
}
