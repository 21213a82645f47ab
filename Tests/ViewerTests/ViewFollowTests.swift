import Foundation
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps
@testable import TableKitTerminal
@testable import tablekit

/// `tablekit view --follow` when the file is rewritten (a fresh user's cases): the screen
/// reads it again from its start, with its sections made again and its sort kept, says so
/// in the status line, and `--pick` prints a row of the new file, never bytes of two.
@Suite("tablekit view --follow through rewrites")
@MainActor
struct ViewFollowTests {
    func file(_ name: String, _ text: String) throws -> String {
        try TemporaryFiles.file(name, text, prefix: "tk-follow")
    }

    /// Writes `text` over the start of the file without truncating it: never shorter than
    /// before, as when a truncate and a larger write both happen between two looks.
    static func overwrite(_ path: String, _ text: String) {
        let fd = open(path, O_WRONLY)
        defer { close(fd) }
        let bytes = Array(text.utf8)
        #expect(pwrite(fd, bytes, bytes.count, 0) == bytes.count)
    }

    /// Waits (up to 60 s) until a followed source has looked at its file twice more and
    /// found nothing new (its indexer looks every 200 ms when idle), woken by its indexer.
    static func caughtUp(_ source: any TabularSource) {
        source.waitUntilCaughtUp(looks: 2, timeout: .seconds(60))
    }

    func screen(_ args: [String]) throws -> (ScreenDriver, DataTableViewController) {
        let root = try ViewCommand.makeController(
            try CommandLineOptions(
                args, flags: ViewCommand.flags.union(AppRunner.commonFlags),
                options: ViewCommand.options.union(AppRunner.commonOptions)))
        let data = try #require(ViewRunner.dataScreen(root))
        data.jobs = InlineJobRunner()
        Self.caughtUp(data.source)
        let driver = ScreenDriver(root, size: Size(width: 50, height: 10))
        _ = driver.window.send(.tick)
        return (driver, data)
    }

    /// Ticks until the status line says `text`, then waits for the source read again to
    /// catch up and ticks once more.
    func tick(_ s: ScreenDriver, _ data: DataTableViewController, until text: String) -> Bool {
        guard tick(s, data, until: { s.lines.contains(where: { $0.contains(text) }) }) else { return false }
        Self.caughtUp(data.source)
        s.send(.tick)
        return true
    }

    /// Ticks until `done`, waiting between two ticks for the screen's source: for its
    /// indexer to find the file changed or stop (up to 60 s) while it follows, else for
    /// one more look at the file (none once its thread ended: the screen looks itself on
    /// the tick). At most 50 rounds: a screen that never gets there fails, never hangs.
    func tick(_ s: ScreenDriver, _ data: DataTableViewController, until done: () -> Bool) -> Bool {
        for _ in 0..<50 {
            s.send(.tick)
            if done() { return true }
            let p = data.source.progress
            if p.error == nil && p.fileChange == nil && !p.isComplete {
                data.source.waitForProgress(timeout: .seconds(60)) { $0.isComplete || $0.error != nil }
            } else {
                data.source.waitUntilCaughtUp(looks: 1)
            }
        }
        return false
    }

    /// Truncated and written again larger between two looks: `g Down Enter` picks `new2`.
    @Test func aFileRewrittenLargerIsReadAgainAndPickPrintsItsRow() throws {
        let path = try file("ff.txt", "l1\nl2\nl3\n")
        let (s, data) = try screen([path, "--follow", "--pick"])
        #expect(s.lines.contains(" 3 rows · following"))
        Self.overwrite(path, "new1\nnew2\nnew3\n")
        #expect(tick(s, data, until: "file rewritten; read again"))
        #expect(s.lines.contains(" 3 rows · file rewritten; read again"))
        #expect(s.lines.contains(" new2") && !s.lines.contains { $0.contains("l1") })
        try s.press("g Down")
        #expect(s.lines.contains(" 3 rows · following"))  // the note goes with the next key
        try s.press("Enter")
        #expect(data.picked == [Array("new2".utf8)])
    }

    /// Enter before the background thread's next look: the screen looks itself, reads the
    /// file again and picks nothing; Enter again picks from the new file.
    @Test func enterRightAfterARewriteReadsTheFileAgainInsteadOfPicking() throws {
        let path = try file("ff.txt", "l1\nl2\nl3\n")
        let (s, data) = try screen([path, "--follow", "--pick"])
        Self.overwrite(path, "new1\nnew2\nnew3\n")
        try s.press("g Down Enter")  // no tick between: the rows on screen are stale
        #expect(data.picked == nil)
        #expect(s.lines.contains { $0.contains("file rewritten; read again") })
        Self.caughtUp(data.source)
        s.send(.tick)
        try s.press("g Down Enter")
        #expect(data.picked == [Array("new2".utf8)])
    }

    /// A sort is kept: the new rows come sorted by the same column.
    @Test func aSortIsKeptWhenTheFileIsReadAgain() throws {
        let path = try file("f.csv", "name,n\nb,2\nd,4\n")
        let (s, data) = try screen([path, "--follow"])
        try s.press("Right s")
        #expect(data.tableView.sortDescriptor?.column == 1)
        Self.overwrite(path, "name,n\nz,26\nbb,1\n")
        #expect(tick(s, data, until: "file rewritten; read again"))
        s.send(.tick)  // a sort in the background (inline) applied
        #expect(!data.isSorting)
        #expect(data.tableView.sortDescriptor?.column == 1)
        #expect(data.arrangement.sections[0].rows == .list([1, 0]))  // bb 1, z 26
    }

    /// `--section-by` used to stop following after a truncation: now its sections are
    /// made again from the new rows.
    @Test func sectionsAreMadeAgainWhenATruncatedFileIsReadAgain() throws {
        let path = try file("f6.csv", "name,n\nb,2\nd,4\n")
        let (s, data) = try screen([path, "--follow", "--section-by", "name"])
        #expect(data.arrangement.sections.map(\.title) == ["b", "d"])
        #expect(truncate(path, 0) == 0)
        let h = try #require(FileHandle(forWritingAtPath: path))
        h.write(Data("name,n\nz,26\nbb,1\n".utf8))
        try h.close()
        #expect(tick(s, data, until: "read again"))
        #expect(data.arrangement.sections.map(\.title) == ["bb", "z"])
        #expect(!s.lines.contains { $0.contains("stopped following") })
        // Rows appended after it join their sections, as before.
        let a = try #require(FileHandle(forWritingAtPath: path))
        a.seekToEndOfFile()
        a.write(Data("b,5\n".utf8))
        try a.close()
        #expect(data.source.waitForProgress(timeout: .seconds(60)) { $0.rowCount >= 3 }.rowCount == 3)
        s.send(.tick)
        #expect(data.arrangement.sections.map(\.title) == ["b", "bb", "z"])
    }
}

/// A file shown without `--follow` that shrinks under the screen is not read again, so the
/// status line says why the rows past its new end are NULs.
@Suite("tablekit view: a file that shrinks while shown")
@MainActor
struct ViewShrunkFileTests {
    @Test func theStatusLineSaysTheFileShrankOnceRowsPastItsEndAreShown() throws {
        // 16,000 bytes: the last rows are pages past the new end (a read in the page that
        // holds the end reads zeros without a fault, and is not reported).
        let lines = (0..<2_000).map { String(format: "row %03d", $0 % 1_000) }.joined(separator: "\n") + "\n"
        let path = try ViewFollowTests().file("shrinks.txt", lines)
        let root = try ViewCommand.makeController(
            try CommandLineOptions(
                [path], flags: ViewCommand.flags.union(AppRunner.commonFlags),
                options: ViewCommand.options.union(AppRunner.commonOptions)))
        let data = try #require(ViewRunner.dataScreen(root))
        _ = data.source.waitUntilComplete()
        let s = ScreenDriver(root, size: Size(width: 70, height: 10))
        s.send(.tick)
        #expect(s.lines.contains(" 2,000 rows"))
        #expect(truncate(path, 40) == 0)
        try s.press("G")
        // Drawing the last rows reads their page, past the new end: zeros, and the source
        // knows; the next tick shows it.
        #expect(s.lines.contains(" 2,000 rows"))
        #expect(data.source.progress.fileChange == .truncated)
        s.send(.tick)
        #expect(
            s.lines[7...8] == [
                " 2,000 rows · the file changed on disk (truncated): rows may be", " stale, past its end ␀",
            ])
        #expect(s.lines.contains(" ␀␀␀␀␀␀␀␀"))
    }
}

/// A followed CSV that had only its header: once numbers are appended the column is
/// right-aligned and `s` sorts by value (a fresh user saw 100, 5, 77, 9, left-aligned).
@Suite("tablekit view --follow: a header-only CSV typed by its first rows")
@MainActor
struct ViewFollowTypedLaterTests {
    @Test func numbersAppendedToAHeaderOnlyCSVAlignRightAndSortByValue() throws {
        let path = try ViewFollowTests().file("ho.csv", "x,y\n")
        let (s, data) = try ViewFollowTests().screen([path, "--follow"])
        let fd = open(path, O_WRONLY | O_APPEND)
        let bytes = Array("5,6\n77,88\n100,1\n9,2\n".utf8)
        #expect(write(fd, bytes, bytes.count) == bytes.count)
        close(fd)
        #expect(data.source.waitForProgress(timeout: .seconds(60)) { $0.rowCount >= 4 }.rowCount == 4)
        // The rows counted is not yet the count caught up: a sort asked for while the
        // followed source still reads waits for it, past this test's one tick.
        ViewFollowTests.caughtUp(data.source)
        s.send(.tick)
        #expect(data.state.loadedRows == 4)
        #expect(data.tableView.columnLayout?.columns.map(\.alignment) == [.right, .right])
        try s.press("s")
        s.send(.tick)  // a sort in the background (inline) applied
        #expect(!data.isSorting)
        #expect(
            (0..<4).map { data.source.field(ofRow: data.row(at: IndexPath(row: $0, section: 0)), column: 0) } == [
                "5", "9", "77", "100",
            ])
    }
}

/// A followed file replaced by a FIFO: the screen says so and keeps its rows, never
/// blocking in open(2) for a writer (a fresh user's q and ^C did nothing).
@Suite("tablekit view --follow: a FIFO under the name")
@MainActor
struct ViewFollowFIFOTests {
    @Test func aFollowedFileReplacedByAFIFOIsSaidAndNotOpened() throws {
        let f = ViewFollowTests()
        let path = try f.file("ff2.txt", "a\n1\n")
        let (s, data) = try f.screen([path, "--follow"])
        #expect(unlink(path) == 0 && mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        // The indexer's next look finds the FIFO and stops with an error.
        data.source.waitForProgress(timeout: .seconds(60)) { $0.error != nil }
        s.send(.tick)
        // The status line (a long temporary path, wrapped and cut at 50 columns).
        let said = "is not a regular file"
        func status() -> String { s.lines.joined() }
        #expect(status().contains(said) && status().contains("ff2.txt"), "\(s.lines)")
        #expect(data.state.loadedRows == 2)
    }
}
