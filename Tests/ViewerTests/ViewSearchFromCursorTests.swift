import Foundation
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// `tablekit view`'s search runs from the cursor, as `less`'s does: the scan starts at the
/// row the cursor was on when the search began, goes to the end, then wraps to the top;
/// the cursor goes to the first match at or after that row as soon as it is found (the
/// first from the top when none is after it), and `n`/`N` step through the results found
/// so far. The results list still shows every hit in file order.
@Suite("tablekit view: search from the cursor")
@MainActor
struct ViewSearchFromCursorTests {
    let screens = ViewScreenTests()

    /// The rows of ``lines`` that hold "needle": two above row 150,000, two below.
    static let needles = [1_000, 100_000, 200_007, 250_000]
    static let rowCount = 300_000

    /// 300,000 lines, "row N" but for ``needles``.
    static let lines: String = {
        let needles = Set(Self.needles)
        return (0..<rowCount).map { needles.contains($0) ? "needle \($0)\n" : "row \($0)\n" }.joined()
    }()

    /// The screen of ``lines`` with its searches held until the test runs them.
    func heldSearchScreen() throws -> (ScreenDriver, DataTableViewController, InlineJobRunner) {
        let (s, data) = try screens.screen([try screens.file("needles.txt", Self.lines)])
        let runner = InlineJobRunner()
        runner.holds = true
        data.jobs = runner
        #expect(data.state.loadedRows == Self.rowCount)
        return (s, data, runner)
    }

    /// The reports a search of ``lines`` for "needle" from `start` makes, 10,000 rows a chunk.
    func reports(_ source: any TabularSource, from start: Int) -> [(hits: [Int], searched: Int)] {
        var reports: [(hits: [Int], searched: Int)] = []
        _ = DataTableViewController.searchInChunks(
            source, RowQuery("needle"), among: nil, in: 0..<Self.rowCount, startingAt: start, chunk: 10_000,
            progress: { reports.append((Array($0), $1)) })
        return reports
    }

    /// Puts the cursor on source row `row` (the rows in file order) and types a search.
    func search(_ s: ScreenDriver, _ data: DataTableViewController, from row: Int, then keys: String) throws {
        data.tableView.moveCursor(to: IndexPath(row: row, section: 0))
        try s.press("/ n e e d l e " + keys)
        #expect(data.state.search?.start == row)
    }

    /// Hands the job the report the scan made first with `hits` (as its chunks would) and ticks.
    func publish(_ s: ScreenDriver, _ data: DataTableViewController, _ report: (hits: [Int], searched: Int)) throws {
        let progress = try #require(data.searchJob?.progress)
        progress.publish(RowHits(report.hits, universe: Self.rowCount), searched: report.searched)
        _ = s.window.send(.tick)
    }

    @Test func theScanFindsTheFirstMatchAfterTheStartBeforeTheEndThenWraps() throws {
        let (_, data) = try screens.screen([try screens.file("needles.txt", Self.lines)])
        let reports = reports(data.source, from: 150_000)
        // 150,000..<160,000 first: nothing; the 6th chunk (200,000..<210,000) has 200,007,
        // reported before the scan reaches the end or any row above the start.
        #expect(reports.first.map { $0.hits.isEmpty && $0.searched == 10_000 } == true)
        let first = try #require(reports.first { !$0.hits.isEmpty })
        #expect(first.hits == [200_007] && first.searched == 60_000)
        // At the end it wraps: 1,000 comes in the chunk after it, 100,000 later.
        let wrapped = try #require(reports.first { $0.hits.count == 3 })
        #expect(wrapped.hits == [1_000, 200_007, 250_000] && wrapped.searched == 160_000)
        #expect(reports.map(\.searched) == Array(stride(from: 10_000, to: Self.rowCount, by: 10_000)))
    }

    @Test func theHitsFromTheCursorAreTheHitsFromTheTop() throws {
        let (_, data) = try screens.screen([try screens.file("needles.txt", Self.lines)])
        let q = RowQuery("needle")
        let whole = data.source.rows(matching: q, in: 0..<Self.rowCount)
        #expect(whole == Self.needles)
        for start in [0, 1, 150_000, 250_000, 299_999, Self.rowCount, -5] {
            let found = DataTableViewController.searchInChunks(
                data.source, q, among: nil, in: 0..<Self.rowCount, startingAt: start, chunk: 7_000)
            #expect(found.map { Array($0.hits) } == whole, "from \(start)")
            #expect(found?.searched == Self.rowCount && found?.stopped == false)
        }
        // Among the previous hits (one more letter typed), from the cursor too.
        let among = RowHits([5, 1_000, 200_007, 250_000, 299_999], universe: Self.rowCount)
        let found = DataTableViewController.searchInChunks(
            data.source, q, among: among, in: 0..<Self.rowCount, startingAt: 220_000, chunk: 50_000)
        #expect(found.map { Array($0.hits) } == [1_000, 200_007, 250_000])
    }

    @Test func theCursorLandsOnTheFirstMatchAfterItsRowAsSoonAsFound() throws {
        let (s, data, runner) = try heldSearchScreen()
        try search(s, data, from: 150_000, then: "Down")  // to the results
        let reports = reports(data.source, from: 150_000)
        try publish(s, data, try #require(reports.first { !$0.hits.isEmpty }))
        #expect(data.arrangement.sections[0].rows == .hits(RowHits([200_007], universe: Self.rowCount)))
        #expect(data.tableView.cursorIndexPath.map { data.row(at: $0) } == 200_007)
        #expect(data.statusText == "searching… 1 found in 60,000 of 300,000 rows")
        #expect(s.screen.contains("needle 200007"))
        // The wrap finds rows above it: they show above, the cursor stays on its row.
        try publish(s, data, try #require(reports.first { $0.hits.count == 3 }))
        #expect(data.tableView.cursorIndexPath.map { data.row(at: $0) } == 200_007)
        #expect(data.statusText == "searching… 3 found in 160,000 of 300,000 rows")
        runner.runHeld()
        _ = s.window.send(.tick)
        #expect(data.state.search == nil)
        #expect(data.arrangement.sections[0].rows == .hits(RowHits(Self.needles, universe: Self.rowCount)))
        #expect(data.tableView.cursorIndexPath.map { data.row(at: $0) } == 200_007)
        #expect(data.statusText == "4 of 300,000 rows")
    }

    @Test func withNoMatchAfterTheCursorItLandsOnTheFirstFromTheTop() throws {
        let (s, data, runner) = try heldSearchScreen()
        try search(s, data, from: 260_000, then: "Enter")
        let reports = reports(data.source, from: 260_000)
        let first = try #require(reports.first { !$0.hits.isEmpty })
        #expect(first.hits == [1_000] && first.searched == 50_000)  // 260,000..<300,000, then 0..<10,000
        try publish(s, data, first)
        #expect(data.tableView.cursorIndexPath.map { data.row(at: $0) } == 1_000)
        runner.runHeld()
        _ = s.window.send(.tick)
        #expect(data.arrangement.rowCount == 4)
        #expect(data.tableView.cursorIndexPath.map { data.row(at: $0) } == 1_000)
    }

    @Test func nAndShiftNStepThroughTheResultsFoundSoFarWrapping() throws {
        let (s, data, runner) = try heldSearchScreen()
        try search(s, data, from: 150_000, then: "Down")
        let reports = reports(data.source, from: 150_000)
        try publish(s, data, try #require(reports.first { $0.hits.count == 2 }))  // 200,007 and 250,000
        #expect(data.tableView.cursorIndexPath.map { data.row(at: $0) } == 200_007)
        try s.press("n")
        #expect(data.state.search != nil && data.tableView.heldKeys.isEmpty)  // not held: the search runs on
        #expect(data.tableView.cursorIndexPath.map { data.row(at: $0) } == 250_000)
        try s.press("n")  // the last found: round to the first
        #expect(data.tableView.cursorIndexPath.map { data.row(at: $0) } == 200_007)
        try s.press("N")
        #expect(data.tableView.cursorIndexPath.map { data.row(at: $0) } == 250_000)
        try publish(s, data, try #require(reports.first { $0.hits.count == 3 }))  // 1,000 came
        try s.press("n")
        #expect(data.tableView.cursorIndexPath.map { data.row(at: $0) } == 1_000)
        try s.press("Down")  // other keys wait for the search, then act on its results
        #expect(data.tableView.heldKeys.count == 1)
        runner.runHeld()
        _ = s.window.send(.tick)
        #expect(data.state.search == nil && data.tableView.heldKeys.isEmpty)
        #expect(data.tableView.cursorIndexPath.map { data.row(at: $0) } == 100_000)  // 1,000 then ↓
    }

    /// From the top the search is as it was: from the first row, the cursor on the first.
    @Test func fromTheTopOrASortedListTheSearchStartsAtTheTop() throws {
        let (s, data) = try screens.screen([try screens.file("people.csv", ViewScreenTests.people)])
        data.jobs = InlineJobRunner()
        data.backgroundSearchThreshold = 0
        data.tableView.moveCursor(to: IndexPath(row: 3, section: 0))  // bob
        try s.press("/ a")
        #expect(data.state.search?.start == 3 && data.state.search?.wraps == true)
        (data.jobs as? InlineJobRunner)?.runHeld()
        _ = s.window.send(.tick)
        try s.press("Enter")  // Ann, Zoë, Marie-Ann: the first at or after bob
        #expect(data.tableView.cursorIndexPath.map { data.row(at: $0) } == 4)
        try s.press("Esc Right s")  // sorted by age: the rows show in another order
        data.tableView.moveCursor(to: IndexPath(row: 3, section: 0))
        try s.press("/ a")
        #expect(data.state.search?.start == 0 && data.state.search?.wraps == false)
        _ = s.window.send(.tick)
        try s.press("Enter")
        #expect(data.tableView.cursorIndexPath == IndexPath(row: 0, section: 0))
    }
}
