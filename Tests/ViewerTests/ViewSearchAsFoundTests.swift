import Foundation
import Synchronization
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// `tablekit view`'s background search shows what it found as it finds it: the job reports
/// the hits after each chunk, the next tick shows them (the cursor on the first once the
/// results are browsed), and the status line counts them with the rows searched. Keys that
/// replace a search before it started never start it.
@Suite("tablekit view: search results as found")
@MainActor
struct ViewSearchAsFoundTests {
    let screens = ViewScreenTests()

    /// A chunked search reports the hits so far after each chunk but the last (the result),
    /// with the rows searched before it.
    @Test func aChunkedSearchReportsItsHitsAfterEachChunk() throws {
        let (_, data) = try screens.screen([try screens.file("people.csv", ViewScreenTests.people)])
        var reports: [(RowHits, Int)] = []
        let found = DataTableViewController.searchInChunks(
            data.source, RowQuery("a"), among: nil, in: 0..<5, chunk: 2, progress: { reports.append(($0, $1)) })
        #expect(found.map { Array($0.hits) } == [0, 2, 4])  // Ann, Zoë (Paris), Marie-Ann
        #expect(found?.searched == 5 && found?.stopped == false)
        #expect(reports.map(\.1) == [2, 4])
        #expect(reports.map { Array($0.0) } == [[0], [0, 2]])
    }

    /// A search of rows that came since (from a row on) searches only them.
    @Test func aSearchFromARowSearchesOnlyTheRowsFromIt() throws {
        let (_, data) = try screens.screen([try screens.file("people.csv", ViewScreenTests.people)])
        var reports: [Int] = []
        let found = DataTableViewController.searchInChunks(
            data.source, RowQuery("a"), among: nil, in: 1..<5, chunk: 2, progress: { reports.append($1) })
        #expect(found.map { Array($0.hits) } == [2, 4])
        #expect(reports == [3])
    }

    /// The screen of people.csv with every search in the background, its jobs held.
    func heldSearchScreen() throws -> (ScreenDriver, DataTableViewController, InlineJobRunner) {
        let (s, data) = try screens.screen([try screens.file("people.csv", ViewScreenTests.people)])
        let runner = InlineJobRunner()
        runner.holds = true
        data.jobs = runner
        data.backgroundSearchThreshold = 0
        return (s, data, runner)
    }

    @Test func theHitsFoundSoFarShowOnTheNextTickWithTheRowsSearched() throws {
        let (s, data, runner) = try heldSearchScreen()
        try s.press("/ a Down")  // to the results: the cursor goes to the first found
        let progress = try #require(data.searchJob?.progress)
        progress.publish(RowHits(universe: 2), searched: 2)
        _ = s.window.send(.tick)
        #expect(data.arrangement.rowCount == 5)  // nothing found yet: the list stays
        #expect(data.statusText == "searching… 0 found in the first 2 of 5 rows")
        progress.publish(RowHits([2], universe: 4), searched: 4)
        _ = s.window.send(.tick)
        #expect(data.arrangement.sections[0].rows == .hits(RowHits([2], universe: 4)))
        #expect(data.tableView.cursorIndexPath.map { data.row(at: $0) } == 2)
        #expect(data.statusText == "searching… 1 found in the first 4 of 5 rows")
        #expect(s.screen.contains("Zoë") && !s.screen.contains("bob"))
        runner.runHeld()
        _ = s.window.send(.tick)
        #expect(data.state.search == nil)
        #expect(data.arrangement.sections[0].rows == .hits(RowHits([0, 2, 4], universe: 5)))
        #expect(data.statusText == "3 of 5 rows")
    }

    /// A search whose source stopped reading before the end (`--print`'s bound) says how
    /// many rows it looked at, never the count as if it had searched them all.
    @Test func aSearchStoppedBeforeTheEndSaysHowManyRowsItLookedAt() throws {
        let (s, data, runner) = try heldSearchScreen()
        try s.press("/ a")
        let id = try #require(data.state.search?.id)
        data.send(.searchStopped(at: 3))
        runner.runHeld()
        _ = s.window.send(.tick)
        #expect(data.state.search == nil && data.state.searchStoppedAt == 3 && id == data.state.lastJobID)
        #expect(data.statusText == "3 of 5 rows · searched the first 3 rows (loading stopped)")
        try s.press("n")  // a new search looks again
        #expect(data.state.searchStoppedAt == nil)
    }

    /// Keys read together replace each other's searches before any starts: the app's runner
    /// starts a job on the main actor's next turn, so only the last one runs.
    @Test func jobsReplacedBeforeTheNextTurnNeverStart() {
        let runner = QueueJobRunner()
        let ran = Mutex<[Int]>([])
        let jobs = (1...3).map { n in runner.start { ran.withLock { $0.append(n) } } }
        jobs[0].cancel()
        jobs[1].cancel()
        runner.waitUntilJobsFinish()
        #expect(ran.withLock { $0 } == [3])
        #expect(!runner.isRunning)
        #expect(jobs[2].poll() != nil && jobs[0].poll() == nil)
    }
}
