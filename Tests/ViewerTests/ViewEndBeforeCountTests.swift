import Foundation
import TableKitApps
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// `G` while the input is still counting shows its last rows at once, read back from the
/// end (as `less` does), and says the rows' numbers are still being counted; when the count
/// lands, the cursor is on the same row, now numbered. The count is held back by the test
/// (``GrowingSource``): no sleep, no race.
@Suite("tablekit view: G shows the end before the count")
@MainActor
struct ViewEndBeforeCountTests {
    static let lines = (1...5000).map { "line \($0)" }

    func screen(_ source: GrowingSource, pick: Bool = false) -> (ScreenDriver, DataTableViewController) {
        var config = ViewConfiguration(shownColumns: [0])
        if pick { config.pick = .init() }
        let vc = ViewCommand.makeScreen(source: source, config: config, isText: true)
        let s = ScreenDriver(NavigationController(rootViewController: vc), size: Size(width: 40, height: 8))
        return (s, vc)
    }

    /// The cursor's source row, if any.
    func cursorRow(_ vc: DataTableViewController) -> Int? {
        vc.tableView.cursorIndexPath.map { vc.row(at: $0) }
    }

    @Test func gShowsTheLastLineBeforeTheCountReachesItThenItsNumber() throws {
        let source = GrowingSource(lines: Self.lines, readsEnd: true)
        let (s, vc) = screen(source)
        source.grow(to: 2000)
        _ = s.window.send(.tick)
        try s.press("G")
        // The last line is on screen, the cursor on it, before the count has reached it.
        #expect(s.lines[5] == " line 5000")
        #expect(s.lines[4] == " line 4999")
        #expect(s.lines[6] == " last rows · counting… 2,000 rows")
        #expect(cursorRow(vc) == -1)
        source.grow(to: 4000)
        _ = s.window.send(.tick)
        #expect(s.lines[5] == " line 5000")  // still the end while counting
        #expect(s.lines[6] == " last rows · counting… 4,000 rows")
        source.grow(to: 5000, complete: true)
        _ = s.window.send(.tick)
        // Counted: the same last row, now row 4,999 of 5,000.
        #expect(s.lines[5] == " line 5000")
        #expect(s.lines[6] == " 5,000 rows")
        #expect(cursorRow(vc) == 4999)
        #expect(vc.state.end == nil && vc.state.followsEnd)
    }

    /// Up from the end while counting: the cursor's row keeps its place when the count
    /// lands (row 4,997 is the third from the end).
    @Test func theCursorMovedUpInTheEndStaysOnItsRowWhenCounted() throws {
        let source = GrowingSource(lines: Self.lines, readsEnd: true)
        let (s, vc) = screen(source)
        source.grow(to: 100)
        _ = s.window.send(.tick)
        try s.press("G k k")
        #expect(cursorRow(vc) == -3)
        source.grow(to: 5000, complete: true)
        _ = s.window.send(.tick)
        #expect(cursorRow(vc) == 4997)
        #expect(s.lines.contains(" line 4998"))
    }

    /// `g` from the end while counting goes back to the first rows at once.
    @Test func gFromTheEndGoesToTheFirstRowAtOnce() throws {
        let source = GrowingSource(lines: Self.lines, readsEnd: true)
        let (s, vc) = screen(source)
        source.grow(to: 100)
        _ = s.window.send(.tick)
        try s.press("G g")
        #expect(s.lines[1] == " line 1")
        #expect(cursorRow(vc) == 0)
        #expect(vc.state.end == nil && !vc.state.followsEnd)
        #expect(s.lines[6] == " counting… 100 rows")
    }

    /// Enter on a row from the end in pick mode picks it once it is counted: its record,
    /// not a guess.
    @Test func enterOnARowFromTheEndPicksItOnceCounted() throws {
        let source = GrowingSource(lines: Self.lines, readsEnd: true)
        let (s, vc) = screen(source, pick: true)
        source.grow(to: 100)
        _ = s.window.send(.tick)
        try s.press("G k Enter")
        #expect(vc.picked == nil && s.window.isRunning)
        #expect(vc.statusText == "picking when counted: last rows · counting… 100 rows")
        source.grow(to: 5000, complete: true)
        _ = s.window.send(.tick)
        #expect(vc.picked == [Array("line 4999".utf8)])
    }

    /// A source that cannot read its end (a pipe): `G` follows the count as before.
    @Test func withoutTheEndGFollowsTheCount() throws {
        let source = GrowingSource(lines: Self.lines)
        let (s, vc) = screen(source)
        source.grow(to: 2000)
        _ = s.window.send(.tick)
        try s.press("G")
        #expect(source.endReads.withLock { $0 } == 1)
        #expect(s.lines[5] == " line 2000")
        #expect(vc.state.end == nil)
        source.grow(to: 5000, complete: true)
        _ = s.window.send(.tick)
        #expect(s.lines[5] == " line 5000")
    }

    /// A search from the end searches the rows counted, as without it.
    @Test func aSearchLeavesTheEnd() throws {
        let source = GrowingSource(lines: Self.lines, readsEnd: true)
        let (s, vc) = screen(source)
        source.grow(to: 100)
        _ = s.window.send(.tick)
        try s.press("G / '4' '2'")
        #expect(vc.state.end == nil)
        #expect(vc.arrangement.rowCount == 1)  // line 42
        #expect(s.screen.contains("line 42"))
    }
}
