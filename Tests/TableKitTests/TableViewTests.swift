import Foundation
import TableKitTestSupport
import Testing

@_spi(Testing) @testable import TableKit

@MainActor
@Suite struct TableViewTests {
    func makeTable(
        _ counts: [Int], titles: [String?]? = nil, size: Size = Size(width: 20, height: 6),
        style: TableView.Style = .plain
    ) -> (TableView, CountingDataSource) {
        let table = TableView(frame: Rect(origin: .zero, size: size), style: style)
        let ds = CountingDataSource(counts: counts, titles: titles)
        ds.register(in: table)
        keepAlive.append(ds)  // the table holds its data source weakly, as UIKit does
        table.reloadData()
        table.layoutIfNeeded()
        return (table, ds)
    }

    @Test func reloadAsksForVisibleCellsOnly() {
        let (table, ds) = makeTable([100_000])
        #expect(ds.cellRequests == 5)  // 6 lines: 1 header + 5 rows
        #expect(table.indexPathsForVisibleRows == (0..<5).map { IndexPath(row: $0, section: 0) })
    }

    @Test func scrollingThroughManyRowsReusesCells() {
        let (table, _) = makeTable([100_000], titles: [nil])
        let visible = table.indexPathsForVisibleRows.count
        for _ in 0..<2_000 {
            table.scroll(by: 1)
            table.layoutIfNeeded()
        }
        table.setContentOffset(Point(x: 0, y: 50_000), animated: false)
        table.layoutIfNeeded()
        table.setContentOffset(Point(x: 0, y: 99_990), animated: false)
        table.layoutIfNeeded()
        #expect(table.cellsCreated <= visible + 2)
        #expect(table.liveCellCount <= visible + 2)
        #expect(table.visibleCells.first?.textLabel?.text == "0.99990")
    }

    @Test func dequeueWithoutRegistrationReturnsNil() {
        let table = TableView()
        #expect(table.dequeueReusableCell(withIdentifier: "nothing") == nil)
    }

    @Test func offsetsMapToIndexPathsAndBack() {
        let (table, _) = makeTable([3, 2], titles: ["A", "B"])
        // A header, 3 rows, B header, 2 rows.
        #expect(table.contentSize == Size(width: 20, height: 7))
        #expect(table.indexPathForRow(at: Point(x: 0, y: 0)) == nil)
        #expect(table.indexPathForRow(at: Point(x: 0, y: 1)) == IndexPath(row: 0, section: 0))
        #expect(table.indexPathForRow(at: Point(x: 0, y: 5)) == IndexPath(row: 0, section: 1))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == Rect(x: 0, y: 6, width: 20, height: 1))
    }

    @Test func contentOffsetIsClamped() {
        let (table, _) = makeTable([10], titles: [nil])
        table.contentOffset = Point(x: 0, y: 100)
        #expect(table.contentOffset.y == 4)
        table.contentOffset = Point(x: 0, y: -3)
        #expect(table.contentOffset.y == 0)
    }

    @Test func plainHeadersStickAtTheTop() {
        let (table, _) = makeTable([5, 5], titles: ["A", "B"])
        table.contentOffset = Point(x: 0, y: 3)
        #expect(render(table, Size(width: 20, height: 6)) == [" A", " 0.3", " 0.4", " B", " 1.0", " 1.1"])
        table.contentOffset = Point(x: 0, y: 5)
        #expect(render(table, Size(width: 20, height: 6)) == [" A", " B", " 1.0", " 1.1", " 1.2", " 1.3"])
        table.contentOffset = Point(x: 0, y: 6)
        #expect(render(table, Size(width: 20, height: 6)) == [" B", " 1.0", " 1.1", " 1.2", " 1.3", " 1.4"])
    }

    @Test func nextHeaderPushesThePinnedOneUp() {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 20, height: 6))
        table.sectionHeaderHeight = 2
        let ds = CountingDataSource(counts: [3, 3], titles: ["A", "B"])
        ds.register(in: table)
        keepAlive.append(ds)
        table.reloadData()
        table.contentOffset = Point(x: 0, y: 4)
        // A's two-line header is pushed up one line by B's header below it.
        #expect(render(table, Size(width: 20, height: 6)) == [" A", "", " B", " 1.0", " 1.1", " 1.2"])
    }

    @Test func groupedHeadersScrollAway() {
        let (table, _) = makeTable([5, 5], titles: ["a", "b"], style: .grouped)
        table.contentOffset = Point(x: 0, y: 3)
        #expect(render(table, Size(width: 20, height: 4)) == [" 0.1", " 0.2", " 0.3", " 0.4"])
        table.contentOffset = Point(x: 0, y: 0)
        // The first line is the group's rule.
        #expect(render(table, Size(width: 20, height: 3)) == ["────────────────────", " A", " 0.0"])
    }

    @Test(arguments: [
        (TableView.ScrollPosition.top, 50 + 1 - 1),
        (.middle, 50 + 1 - (6 - 1) / 2),
        (.bottom, 50 + 1 + 1 - 6),
    ])
    func scrollToRowPutsTheRowWhereAsked(position: TableView.ScrollPosition, expectedOffset: Int) {
        let (table, _) = makeTable([100], titles: ["A"])
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: position, animated: false)
        #expect(table.contentOffset.y == expectedOffset)
    }

    @Test func scrollToRowTopClearsThePinnedHeader() {
        let (table, _) = makeTable([100], titles: ["A"])
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        let lines = render(table, Size(width: 20, height: 6))
        #expect(lines[0] == " A")
        #expect(lines[1] == " 0.50")
    }

    @Test func scrollToRowNoneScrollsOnlyWhenNeeded() {
        let (table, _) = makeTable([100], titles: ["A"])
        table.scrollToRow(at: IndexPath(row: 2, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 0)
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 21 + 1 - 6)
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 11 - 1)
    }

    @Test func scrollToRowNearTheEndsIsClamped() {
        let (table, _) = makeTable([100], titles: ["A"])
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 0)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == table.maximumContentOffset)
    }

    @Test func jumpToLastOfTenMillionRows() {
        let (table, ds) = makeTable([10_000_000], titles: [nil])
        table.scrollToRow(at: IndexPath(row: 9_999_999, section: 0), at: .bottom, animated: false)
        let lines = render(table, Size(width: 20, height: 6))
        #expect(lines.last == " 0.9999999")
        #expect(ds.cellRequests <= 12)
    }
}

@MainActor
@Suite struct SelectionDelegateTests {
    final class Recorder: TableViewDelegate {
        var log: [String] = []
        var veto: Set<Int> = []
        var redirect: [Int: IndexPath] = [:]
        func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willSelect \(indexPath.row)")
            if veto.contains(indexPath.row) { return nil }
            return redirect[indexPath.row] ?? indexPath
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.row)")
        }
        func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willDeselect \(indexPath.row)")
            return indexPath
        }
        func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
            log.append("didDeselect \(indexPath.row)")
        }
    }

    func setup() -> (TableView, CountingDataSource, Recorder) {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 20, height: 6))
        let ds = CountingDataSource(counts: [10], titles: [nil])
        ds.register(in: table)
        let rec = Recorder()
        table.delegate = rec
        table.reloadData()
        table.layoutIfNeeded()
        return (table, ds, rec)
    }

    @Test func willSelectCanVetoASelection() {
        let (table, _, rec) = setup()
        rec.veto = [0]
        #expect(table.userSelectRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(rec.log == ["willSelect 0"])
    }

    @Test func willSelectCanRedirectASelection() {
        let (table, _, rec) = setup()
        rec.redirect = [1: IndexPath(row: 3, section: 0)]
        table.userSelectRow(at: IndexPath(row: 1, section: 0))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(rec.log == ["willSelect 1", "didSelect 3"])
    }

    @Test func selectingAnotherRowDeselectsThePreviousOne() {
        let (table, _, rec) = setup()
        table.userSelectRow(at: IndexPath(row: 1, section: 0))
        table.userSelectRow(at: IndexPath(row: 2, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        #expect(
            rec.log == [
                "willSelect 1", "didSelect 1", "willSelect 2", "willDeselect 1", "didDeselect 1", "didSelect 2",
            ])
    }

    @Test func programmaticSelectionDoesNotCallTheDelegate() {
        let (table, _, rec) = setup()
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.isSelected == true)
        table.deselectRow(at: IndexPath(row: 4, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(rec.log.isEmpty)
    }

    @Test func enterSelectsTheHighlightedRow() {
        let (table, _, rec) = setup()
        _ = table.handle(.key(.down))
        _ = table.handle(.key(.enter))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(rec.log == ["willSelect 1", "didSelect 1"])
    }

    @Test func clickSelectsTheRowUnderIt() {
        let (table, _, _) = setup()
        table.contentOffset = Point(x: 0, y: 2)
        _ = table.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 3, y: 1))))
        #expect(table.indexPathForSelectedRow == nil)  // the press moves the cursor; the release selects
        #expect(table.cursorIndexPath == IndexPath(row: 3, section: 0))
        _ = table.handle(.mouse(MouseEvent(kind: .release, location: Point(x: 3, y: 1))))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    }
}
