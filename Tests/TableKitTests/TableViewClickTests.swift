import Foundation
import Synchronization
import TableKitTestSupport
import Testing

@testable import TableKit

/// Clicks on rows: the press moves the cursor, the release on the same row selects
/// (UIKit's touch up inside); with `clicksToSelect` 2 a single click only moves the cursor
/// and a double click within `doubleClickInterval` selects. The clock is the table's own,
/// set by the test: no test waits.
@MainActor
@Suite struct TableViewClickTests {
    func setup() -> (TableView, SelectionDelegateTests.Recorder) {
        let (table, _, rec) = SelectionDelegateTests().setup()
        return (table, rec)
    }

    func click(_ table: TableView, y: Int, releaseY: Int? = nil) {
        _ = table.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 3, y: y))))
        _ = table.handle(.mouse(MouseEvent(kind: .release, location: Point(x: 3, y: releaseY ?? y))))
    }

    @Test func theReleaseOnThePressedRowSelectsIt() {
        let (table, rec) = setup()
        _ = table.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 3, y: 2))))
        #expect(rec.log.isEmpty && table.cursorIndexPath == IndexPath(row: 2, section: 0))
        _ = table.handle(.mouse(MouseEvent(kind: .release, location: Point(x: 5, y: 2))))
        #expect(rec.log == ["willSelect 2", "didSelect 2"])
    }

    @Test func aReleaseOnAnotherRowOrAloneSelectsNothing() {
        let (table, rec) = setup()
        click(table, y: 2, releaseY: 4)
        #expect(rec.log.isEmpty)
        #expect(table.handle(.mouse(MouseEvent(kind: .release, location: Point(x: 3, y: 4)))) == false)
        #expect(rec.log.isEmpty && table.indexPathForSelectedRow == nil)
    }

    @Test func withTwoClicksToSelectOneClickMovesTheCursorAndADoubleClickSelects() {
        let (table, rec) = setup()
        let clock = Mutex(ContinuousClock.now)
        table.clicks.now = { clock.withLock { $0 } }
        table.clicksToSelect = 2
        click(table, y: 1)
        #expect(rec.log.isEmpty && table.cursorIndexPath == IndexPath(row: 1, section: 0))
        clock.withLock { $0 += .milliseconds(300) }
        click(table, y: 1)
        #expect(rec.log == ["willSelect 1", "didSelect 1"])
        // Too slow: two single clicks. On another row: a single click there.
        rec.log = []
        click(table, y: 3)
        clock.withLock { $0 += .milliseconds(501) }
        click(table, y: 3)
        #expect(rec.log.isEmpty)
        click(table, y: 4)
        #expect(rec.log.isEmpty && table.cursorIndexPath == IndexPath(row: 4, section: 0))
        clock.withLock { $0 += .milliseconds(100) }
        click(table, y: 4)
        #expect(rec.log.first == "willSelect 4" && rec.log.last == "didSelect 4")  // 1 deselected between
    }

    @Test func clicksToSelectIsOneOrTwo() {
        let (table, _) = setup()
        table.clicksToSelect = 0
        #expect(table.clicksToSelect == 1)
        table.clicksToSelect = 3
        #expect(table.clicksToSelect == 2)
    }
}
