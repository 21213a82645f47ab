import Foundation
import Testing

@_spi(Testing) @testable import TableKit

/// `indexPathsForRows(in:)`, `indexPath(for:)` and `scrollToNearestSelectedRow(at:animated:)`.
@MainActor
@Suite struct TableQueryTests {
    func ip(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    /// Three titled sections of 5, 0 and 8 rows: headers take lines too.
    func titledTable() -> (TableView, ModelDataSource) {
        let ds = ModelDataSource([(0..<5).map { "a\($0)" }, [], (0..<8).map { "c\($0)" }], titles: ["A", "B", "C"])
        return (ds.makeTable(Size(width: 30, height: 8)), ds)
    }

    @Test(arguments: [(0, 1), (0, 3), (1, 4), (5, 3), (6, 2), (7, 1), (8, 20), (-5, 7), (16, 5), (30, 4)])
    func indexPathsForRowsInARectAreTheRowsItsLinesCover(y: Int, height: Int) {
        let (table, ds) = titledTable()
        var expected: [IndexPath] = []
        for s in 0..<ds.rows.count {
            for r in 0..<ds.rows[s].count {
                let row = table.rectForRow(at: ip(r, s))
                if row.minY < y + height && row.maxY > y { expected.append(ip(r, s)) }
            }
        }
        #expect(table.indexPathsForRows(in: Rect(x: 0, y: y, width: 30, height: height)) == expected)
    }

    @Test func anEmptyRectHasNoRowsAndTheScreenHasTheVisibleRows() {
        let (table, _) = titledTable()
        #expect(table.indexPathsForRows(in: Rect(x: 0, y: 2, width: 30, height: 0)).isEmpty)
        #expect(table.indexPathsForRows(in: Rect(x: 0, y: 2, width: 0, height: 5)).isEmpty)
        // Header "A" on line 0, rows a0…a4 on lines 1–5, header "B" on 6, header "C" on 7.
        #expect(table.indexPathsForRows(in: Rect(x: 0, y: 0, width: 30, height: 8)) == (0..<5).map { ip($0) })
        #expect(table.indexPathsForRows(in: Rect(x: 0, y: 0, width: 30, height: 8)) == table.indexPathsForVisibleRows)
    }

    @Test func indexPathForACellIsTheRowItShowsAndNilOffScreen() throws {
        let source = RecordingSource([100])
        let table = source.makeTable(Size(width: 20, height: 10))
        let cell = try #require(table.cellForRow(at: ip(3)))
        #expect(table.indexPath(for: cell) == ip(3))
        #expect(table.indexPath(for: TableViewCell(style: .default, reuseIdentifier: "c")) == nil)
        table.scroll(by: 50)
        table.layoutIfNeeded()
        // The cell was reused for a row now on screen, or waits in the pool.
        if let now = table.indexPath(for: cell) {
            #expect(table.cellForRow(at: now) === cell && now.row >= 50)
        } else {
            #expect(!table.visibleCells.contains { $0 === cell })
        }
        let shown = try #require(table.cellForRow(at: ip(55)))
        table.reloadData()
        #expect(table.indexPath(for: shown) == nil)  // back in the pool until the next layout
    }

    @Test func scrollToNearestSelectedRowGoesToTheSelectedRowClosestToTheScreen() {
        let source = RecordingSource([300])
        let table = source.makeTable(Size(width: 20, height: 10)) { $0.allowsMultipleSelection = true }
        for row in [5, 80, 150] { table.selectRow(at: ip(row), animated: false, scrollPosition: .none) }
        table.contentOffset = Point(x: 0, y: 100)  // rows 100–109 on screen
        table.layoutIfNeeded()
        table.scrollToNearestSelectedRow(at: .top, animated: false)  // 80 is 20 lines off, 150 is 41
        #expect(table.contentOffset.y == 80)
        table.contentOffset = Point(x: 0, y: 145)  // 150 on screen
        table.scrollToNearestSelectedRow(at: .middle, animated: false)
        #expect(table.contentOffset.y == 150 - 4)
        table.scrollToNearestSelectedRow(at: .none, animated: true)  // visible already: stays
        #expect(table.contentOffset.y == 146 && source.endedAnimations == 0)
    }

    @Test func scrollToNearestSelectedRowWithNoSelectionDoesNothing() {
        let source = RecordingSource([300])
        let table = source.makeTable(Size(width: 20, height: 10))
        table.contentOffset = Point(x: 0, y: 42)
        let reports = source.scrolls.count
        table.scrollToNearestSelectedRow(at: .top, animated: true)
        #expect(table.contentOffset.y == 42 && source.scrolls.count == reports)
    }
}

/// `scrollRectToVisible(_:animated:)` and the scroll view's always-false drag state.
@MainActor
@Suite struct ScrollRectTests {
    @Test(arguments: [
        // (rect's first line, its lines, offset before, offset after) on a 10-line screen
        (25, 3, 20, 20),  // on screen: stays
        (5, 2, 20, 5),  // above: its top at the top
        (35, 2, 20, 27),  // below: its last line at the bottom
        (28, 4, 20, 22),  // partly below: just enough
        (40, 15, 20, 40),  // taller than the screen: its top at the top
        (200, 1, 20, 90),  // past the end: clamped
    ])
    func scrollRectToVisibleScrollsAsLittleAsNeeded(y: Int, lines: Int, before: Int, after: Int) {
        let source = RecordingSource([100])
        let table = source.makeTable(Size(width: 20, height: 10))
        table.contentOffset = Point(x: 0, y: before)
        let reports = source.scrolls.count
        table.scrollRectToVisible(Rect(x: 0, y: y, width: 20, height: lines), animated: false)
        #expect(table.contentOffset.y == after)
        #expect(source.scrolls.count == reports + (after == before ? 0 : 1))
    }

    @Test func aTableIsAScrollViewThatNeverDrags() {
        let source = RecordingSource([100])
        let scrollView: ScrollView = source.makeTable(Size(width: 20, height: 10))
        #expect(!scrollView.isDragging && !scrollView.isDecelerating && !scrollView.isTracking)
        #expect(scrollView.contentSize == Size(width: 20, height: 100))
    }
}
