import Foundation
import TableKitApps
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// `--max-rows N` on screen shows exactly N rows of an input that goes on (the status line
/// names the bound), and an endless view opened from the table list pages on as a query
/// does; Esc back to the list stops it.
@Suite("tablekit view: --max-rows and endless views on screen")
@MainActor
struct ViewRowBoundTests {
    let endless = ViewSQLiteEndlessTests()

    /// Ticks until `done` holds (polled, at most 30 s: a broken bound fails, not hangs).
    func tickUntil(_ s: ScreenDriver, _ done: () -> Bool) {
        for _ in 0..<30_000 where !done() {
            usleep(1_000)
            _ = s.window.send(.tick)
        }
    }

    @Test(arguments: [["--query", ViewSQLiteEndlessTests.endless], ["--table", "forever"]])
    func maxRowsShowsExactlyThatManyRowsAndNamesTheBound(args: [String]) throws {
        let (s, data, _) = try endless.screen(args + ["--max-rows", "5000"])
        defer { data.source.stopLoading() }
        tickUntil(s) { data.state.progress.isComplete }
        #expect(data.state.loadedRows == 5_000)
        #expect(data.statusText == "5,000 rows · stopped at --max-rows 5,000")
        try s.press("End")
        let lines = s.screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Array(lines.suffix(3).prefix(1)) == ["5000"], "\(s.screen)")
    }

    @Test func anEndlessViewOpenedFromTheTableListPagesOnAndEscStopsIt() throws {
        let (s, list, _) = try endless.screen([])
        #expect(list.source.fields(ofRow: 0) == ["forever", "—"])
        try s.press("Enter")
        let view = try #require(list.navigationController?.topViewController as? DataTableViewController)
        #expect(view.source.title.hasSuffix("view forever"))
        tickUntil(s) { view.state.loadedRows > 256 }
        #expect(view.state.loadedRows >= 65_536)
        try s.press("Esc")
        #expect(list.navigationController?.topViewController === list)
        // Stopped: its threads end and its count moves no more (a count going on would
        // keep the wait to its timeout, and grow).
        let source = view.source
        let stopped = source.waitForProgress(timeout: .seconds(30)) { _ in false }
        #expect(source.progress == stopped)
    }

    /// Enter on a row far from an endless query's start that no page holds opens its detail
    /// once the background reader has it: the main thread never waits for the read.
    @Test func enterOnARowNotReadOpensItsDetailOnceRead() throws {
        let (s, data, _) = try endless.screen(["--query", ViewSQLiteEndlessTests.endless])
        defer { data.source.stopLoading() }
        tickUntil(s) { data.state.loadedRows > 100_000 }
        try s.press("End")
        let last = data.state.loadedRows
        try s.press(Array(repeating: "Up", count: 300).joined(separator: " "))
        let wanted = last - 300
        let wasRead = data.source.fieldsIfRead(ofRow: wanted - 1) != nil
        try s.press("Enter")
        if !wasRead { #expect(data.rowsWaitingToBeRead?.rows == [wanted - 1] || data.rowsWaitingToBeRead == nil) }
        tickUntil(s) { data.navigationController?.topViewController is RecordDetailViewController }
        let detail = try #require(data.navigationController?.topViewController as? RecordDetailViewController)
        #expect(detail.fields.map(\.value) == [String(wanted)])
    }
}
