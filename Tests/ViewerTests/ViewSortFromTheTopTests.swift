import Foundation
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// A sort shows the sorted rows from the top, the cursor on the first, as a spreadsheet
/// does (two fresh users saw the middle of the sorted list: the screen stayed on the
/// cursor's row). Rows arriving with `--follow` still keep the cursor on its row
/// (``ViewLoadingTests/followedRowsJoinTheSortAndTheSections()``).
@Suite("tablekit view: a sort shows the top")
@MainActor
struct ViewSortFromTheTopTests {
    let screens = ViewScreenTests()
    static let cities =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path + "/Examples/Data/cities.csv"

    @Test(arguments: ["Right Right Right s", "Down Down Down Down Down Right Right Right s", "G Right Right Right s"])
    func aSortShowsTheFirstRowsWithTheCursorOnTheFirst(keys: String) throws {
        let (s, data) = try screens.screen([Self.cities], size: Size(width: 72, height: 10))
        try s.press(keys)
        #expect(s.lines[2].hasPrefix(" Karachi "))  // the smallest, under the pinned header
        #expect(s.lines[7].hasPrefix(" Mumbai "))
        let cursor = try #require(data.tableView.cursorIndexPath)
        #expect(data.row(at: cursor) == 11)  // Karachi, the file's last row
        #expect(cursor == IndexPath(row: 0, section: 0))
        #expect(!data.state.followsEnd)
    }

    /// A sort asked for while counting runs in the background: it shows the top when
    /// it is applied.
    @Test func aBackgroundSortShowsTheTopWhenApplied() async throws {
        let source = GrowingSource(lines: (1...40).map { String(format: "%02d", 41 - $0) })  // 40 … 01
        let vc = ViewCommand.makeScreen(source: source, config: ViewConfiguration(shownColumns: [0]), isText: true)
        let s = ScreenDriver(NavigationController(rootViewController: vc), size: Size(width: 30, height: 8))
        source.grow(to: 20)
        _ = s.window.send(.tick)
        try s.press("Down Down Down Down Down Down Down Down Down Down s")
        #expect(vc.isSorting)
        source.grow(to: 40, complete: true)
        _ = s.window.send(.tick)  // loading complete: the sort starts in the background
        await s.window.waitForBackgroundWork()  // the sort finished, applied on its tick
        #expect(!vc.isSorting)
        #expect(vc.arrangement.sections[0].rows == .list(Array((0..<40).reversed())))
        #expect(s.lines[1] == " 01")
        #expect(vc.row(at: try #require(vc.tableView.cursorIndexPath)) == 39)
    }
}
