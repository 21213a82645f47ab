import Foundation
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// `tablekit view` searches many rows in the background: the keys never wait, the status
/// line says "searching…" until the results are applied on a tick, and each keystroke
/// cancels the search it replaces. The threshold is lowered to 0 so that a small file
/// takes the same path as 10,000,000 lines, and the jobs run inline: a search started by a
/// key is applied on the next tick.
@Suite("tablekit view: background search")
@MainActor
struct ViewBackgroundSearchTests {
    let screens = ViewScreenTests()

    /// Lets a tick apply the search that was running.
    func finishSearch(_ s: ScreenDriver, _ data: DataTableViewController) {
        #expect(data.state.search != nil)
        (data.jobs as? InlineJobRunner)?.runHeld()
        _ = s.window.send(.tick)
        #expect(data.state.search == nil)
    }

    /// The screen of people.csv with every search in the background, its jobs inline.
    func backgroundSearchScreen(_ args: [String] = []) throws -> (
        ScreenDriver, DataTableViewController, InlineJobRunner
    ) {
        let (s, data) = try screens.screen([try screens.file("people.csv", ViewScreenTests.people)] + args)
        let runner = InlineJobRunner()
        data.jobs = runner
        data.backgroundSearchThreshold = 0
        return (s, data, runner)
    }

    @Test func aSearchRunsInTheBackgroundAndIsAppliedOnATick() throws {
        let (s, data, runner) = try backgroundSearchScreen()
        try s.press("/ a n n")
        #expect(runner.started == 3 && runner.cancelled == 2)  // a, an, ann: each replaces the last
        #expect(data.state.search != nil)
        #expect(data.statusText == "searching… 5 rows")
        #expect(data.arrangement.rowCount == 5)  // the list stays until the results come
        finishSearch(s, data)
        #expect(data.arrangement.sections[0].rows == .hits(RowHits([0, 4], universe: 5)))  // Ann, Marie-Ann
        #expect(data.statusText == "2 of 5 rows")
    }

    @Test func eachKeystrokeCancelsTheSearchItReplaces() throws {
        let (s, data, runner) = try backgroundSearchScreen()
        runner.holds = true  // the first search still running when the second key comes
        try s.press("/ n")
        let first = try #require(data.state.search)
        try s.press("y")
        #expect(runner.cancelled == 1)
        #expect(data.state.search?.text == "ny" && data.state.search?.id != first.id)
        finishSearch(s, data)
        #expect(data.state.hitsQueryText == "ny")
        #expect(data.arrangement.sections[0].rows == .hits(RowHits([0], universe: 5)))  // New York, NY
    }

    @Test func noMatchesSayZeroOfTheCount() throws {
        let (s, data, _) = try backgroundSearchScreen()
        try s.press("/ q q")
        finishSearch(s, data)
        #expect(data.statusText == "0 of 5 rows")
        #expect(s.screen.contains("No Results"))
    }

    @Test func chunkedSearchFindsWhatOneSearchFinds() throws {
        let (_, data) = try screens.screen([try screens.file("people.csv", ViewScreenTests.people)])
        let q = RowQuery("a")
        let whole = data.source.rows(matching: q, in: 0..<5)
        #expect(
            DataTableViewController.searchInChunks(data.source, q, among: nil, in: 0..<5).map { Array($0.hits) }
                == whole)
        let among = RowHits([1, 2, 4], universe: 5)
        #expect(
            DataTableViewController.searchInChunks(data.source, q, among: among, in: 0..<5).map { Array($0.hits) }
                == whole.filter { [1, 2, 4].contains($0) })
    }
}
