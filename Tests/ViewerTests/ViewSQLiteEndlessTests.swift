import Foundation
import TableKitApps
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// `tablekit view` over SQLite that never ends keeps every key: Esc cancels a search of an
/// endless query, q and ^C quit while it runs, `End` on it never steps from row 0 on the
/// main thread (the rows far away are read in the background, "going to the end…"), a
/// first row that never comes is waited for with the keys working, and the table list
/// shows "—" for an endless view. The fixture `endless.sqlite` holds `t` (one row) and
/// the view `forever` over the endless query.
@Suite("tablekit view: endless SQLite")
@MainActor
struct ViewSQLiteEndlessTests {
    nonisolated static let endless = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT x FROM c"
    nonisolated static var database: String {
        Bundle.module.url(forResource: "Fixtures/endless", withExtension: "sqlite")!.path
    }

    /// The screen of `args` without waiting for the source to finish (it never does), its
    /// jobs inline and every search in the background.
    func screen(_ args: [String]) throws -> (ScreenDriver, DataTableViewController, InlineJobRunner) {
        let opts = try CommandLineOptions(
            [Self.database] + args, flags: ViewCommand.flags.union(AppRunner.commonFlags),
            options: ViewCommand.options.union(AppRunner.commonOptions))
        let root = try ViewCommand.makeController(opts)
        let data = try #require(ViewRunner.dataScreen(root))
        let runner = InlineJobRunner()
        data.jobs = runner
        data.backgroundSearchThreshold = 0
        let driver = ScreenDriver(root, size: Size(width: 50, height: 8))
        _ = driver.window.send(.tick)
        return (driver, data, runner)
    }

    /// Ticks until the source has more than `rows` rows on screen (polled, at most 30 s).
    func tickUntil(_ s: ScreenDriver, _ data: DataTableViewController, rows: Int) {
        for _ in 0..<30_000 where data.state.loadedRows <= rows {
            usleep(1_000)
            _ = s.window.send(.tick)
        }
    }

    @Test func theTableListShowsADashForAnEndlessView() throws {
        let (s, data, _) = try screen([])
        #expect(data.statusText == "2 rows")
        #expect(s.screen.contains("forever") && s.screen.contains("—"))
        #expect(data.source.fields(ofRow: 0) == ["forever", "—"])
        #expect(data.source.fields(ofRow: 1) == ["t", "1"])
    }

    @Test(arguments: [
        (key: "Esc", quits: false, status: Int32(0)), (key: "q", quits: true, status: 0),
        (key: "C-c", quits: true, status: 130),
    ])
    func aKeyDuringASearchOfAnEndlessQueryActsAtOnce(key: String, quits: Bool, status: Int32) throws {
        let (s, data, runner) = try screen(["--query", Self.endless])
        defer { data.source.stopLoading() }
        tickUntil(s, data, rows: 0)
        runner.holds = true  // the search still running when the key comes
        try s.press("/ 7 Down")  // to the results: q is a key there, not a letter typed
        #expect(data.state.search != nil)
        #expect(data.statusText?.hasPrefix("searching… counting… ") == true)
        try s.press(key)
        #expect(data.state.search == nil || quits)
        #expect(runner.cancelled == (quits ? 0 : 1))
        #expect(s.window.isRunning == !quits)
        if quits { #expect(s.window.exitStatus == status) }
    }

    /// The rows counted while a search is shown are searched by a search that goes on,
    /// taken in as searched; a letter typed then searches among its hits so far, which
    /// cover every row taken in.
    @Test func aLetterTypedOverASearchGoingOnSearchesEveryRowTakenIn() throws {
        let (s, data, runner) = try screen(["--query", Self.endless])
        defer { data.source.stopLoading() }
        tickUntil(s, data, rows: 1_000)
        runner.holds = true
        try s.press("/ 7")
        runner.runHeld()
        let before = data.state.loadedRows
        let counted = data.source.progress
        _ = data.source.waitForProgress(timeout: .seconds(30)) { $0.rowCount > counted.rowCount }
        _ = s.window.send(.tick)  // the results, then the rows counted since: a search going on
        let going = try #require(data.state.search)
        #expect(going.goesOn && going.from == before && data.state.loadedRows == before)
        let progress = try #require(data.searchJob?.progress)
        progress.publish(RowHits([before + 6], universe: before + 10), searched: before + 10)
        _ = s.window.send(.tick)
        #expect(data.state.loadedRows == before + 10)
        #expect(data.state.shownHits?.contains(before + 6) == true && data.state.hits?.universe == before)
        try s.press("7")  // 77: among the hits so far
        let extended = try #require(data.state.search)
        #expect(!extended.goesOn && extended.text == "77" && extended.among?.universe == before + 10)
    }

    /// The rows of the screen as shown, trimmed (the title, header, status and key lines too).
    func lines(_ s: ScreenDriver) -> [String] {
        s.screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// `End` moves the cursor to the last row counted, at once, and shows it: the count
    /// reads the page before each count it publishes. q then goes back from a row's detail,
    /// and quits.
    @Test func endOnAnEndlessQueryShowsTheLastRowCountedAtOnceAndQQuits() throws {
        let (s, data, _) = try screen(["--query", Self.endless])
        defer { data.source.stopLoading() }
        tickUntil(s, data, rows: 100_000)
        try s.press("End")
        let last = data.state.loadedRows
        #expect(data.state.followsEnd)
        let shown = lines(s)
        #expect(shown.contains(String(last)) && !shown.contains("…"), "\(s.screen)")
        try s.press("Enter")  // its detail: the row's page is whole, not stepped to again
        #expect(data.navigationController?.topViewController is RecordDetailViewController)
        #expect(lines(s).contains { $0.hasSuffix(String(last)) }, "\(s.screen)")
        try s.press("q")
        #expect(data.navigationController?.topViewController === data && s.window.isRunning)
        try s.press("q")
        #expect(!s.window.isRunning && s.window.exitStatus == 0)
    }

    /// Rows far from the start that no page holds show "…" ("reading rows…") until the
    /// background reader has them, then their values; the keys never wait for it.
    @Test func rowsFarFromTheStartShowAsUnreadUntilTheBackgroundReaderHasThem() throws {
        let (s, data, _) = try screen(["--query", Self.endless])
        defer { data.source.stopLoading() }
        tickUntil(s, data, rows: 100_000)
        try s.press("End")
        let last = data.state.loadedRows
        try s.press(Array(repeating: "Up", count: 300).joined(separator: " "))  // past the page the count read
        let first = lines(s)  // drawing asks the reader for the rows on screen
        _ = s.window.send(.tick)
        if data.source.progress.pagesPending > 0 {  // not read yet (only drawing asks)
            #expect(first.contains("…"))
            #expect(data.statusText?.hasPrefix("reading rows… counting… ") == true)
        }
        // Drawn again as the reader has them (each drawing asks for the rows on screen).
        for _ in 0..<30_000 where lines(s).contains("…") {
            usleep(1_000)
            _ = s.window.send(.tick)
        }
        #expect(lines(s).contains(String(last - 300)), "\(s.screen)")
    }

    @Test(arguments: ["Esc", "q"])
    func aFirstRowThatNeverComesIsWaitedForWithTheKeysWorking(key: String) throws {
        let (s, data, _) = try screen(["--query", "SELECT count(*) AS n FROM forever"])
        defer { data.source.stopLoading() }
        #expect(data.statusText == "waiting for the first row… (Esc/q to stop)")
        #expect(s.screen.contains("waiting for the first row… (Esc/q to stop)"))
        #expect(data.keyBindings.contains { $0.help == "stop" })
        try s.press(key)
        #expect(!s.window.isRunning && s.window.exitStatus == 0)
    }
}
