import Foundation
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// `tablekit view`'s keys act on the rows the user sees: keys pressed while a search runs
/// in the background act on its results, and Esc from the results keeps the cursor's row.
@Suite("tablekit view: picks and keys during a search")
@MainActor
struct ViewPickSearchTests {
    let screens = ViewScreenTests()

    /// Lets a tick apply the running search (and send the held keys).
    func finishSearch(_ s: ScreenDriver, _ data: DataTableViewController) {
        ViewBackgroundSearchTests().finishSearch(s, data)
    }

    @Test func aPickDuringAPendingSearchPicksFromItsResults() throws {
        let (s, data, _) = try ViewBackgroundSearchTests().backgroundSearchScreen(["--pick"])
        try s.press("/ b o b Enter Enter")  // one burst: the search is still running
        #expect(data.state.search != nil)
        #expect(data.picked == nil && s.window.isRunning)
        finishSearch(s, data)
        #expect(data.picked == [Array("bob,25,Oslo".utf8)])
        #expect(!s.window.isRunning)
    }

    @Test func keysHeldDuringASearchMoveAndMarkInItsResults() throws {
        let (s, data, _) = try ViewBackgroundSearchTests().backgroundSearchScreen(["--pick", "--multi"])
        try s.press("/ a Enter Down Space")  // hits: Ann, Zoë (Paris), Marie-Ann
        #expect(data.tableView.heldKeys.count == 2)
        finishSearch(s, data)
        #expect(data.tableView.heldKeys.isEmpty)
        #expect(data.tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        try s.press("Enter")
        #expect(data.picked == [Array("Zoë 👩‍💻,130,Paris".utf8)])
    }

    @Test func escDuringAPendingSearchDropsTheHeldKeys() throws {
        let (s, data, _) = try ViewBackgroundSearchTests().backgroundSearchScreen(["--pick"])
        try s.press("/ b o b Enter Enter Esc")
        #expect(data.state.search == nil && data.tableView.heldKeys.isEmpty)
        #expect(!data.searchController.isActive)
        #expect(data.picked == nil && s.window.isRunning)
    }

    @Test func printingWaitsForASearchAndItsHeldKeys() throws {
        let (s, data, _) = try ViewBackgroundSearchTests().backgroundSearchScreen(["--pick"])
        data.search("oslo")
        try s.press("Enter Enter")
        ViewRunner.waitForBackgroundWork(data, s.window)
        #expect(data.picked == [Array("bob,25,Oslo".utf8)])
    }

    @Test func escFromTheResultsKeepsTheCursorsRowInSight() throws {
        let lines = (1...100).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let (s, data) = try screens.screen([try screens.file("lines.txt", lines)], size: Size(width: 30, height: 10))
        try s.press("/ 7 Enter Down Down Down Down")  // 7, 17, 27, 37, 47
        let ip = try #require(data.tableView.cursorIndexPath)
        #expect(data.row(at: ip) == 46)
        try s.press("Esc")
        #expect(!data.searchController.isActive)
        let cursor = try #require(data.tableView.cursorIndexPath)
        #expect(data.row(at: cursor) == 46)
        #expect(s.screen.contains(" line 47"))
        #expect(data.tableView.indexPathsForVisibleRows.contains(cursor))
    }
}
