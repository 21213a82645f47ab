import CSQLite
import Foundation
import Synchronization
import TableKitTestSupport
import Testing

@testable import TableKitData

/// SQLite work that never ends (an endless recursive query, a view over one, a first row
/// that never comes, another program's lock) never holds its caller: each statement stops
/// when asked from another thread or at its deadline, the table list shows "—" for what
/// it cannot count in time, and rows far from a query's start are read in the background.
@Suite struct SQLiteEndlessTests {
    static let endless = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT x FROM c"

    /// A database with `t` (one row) and the endless view `forever`.
    static func database(_ dir: TemporaryDirectory) -> String {
        let path = dir.url.appendingPathComponent("endless.sqlite").path
        SQLiteTests.makeDatabase(
            path, "CREATE TABLE t (a); INSERT INTO t VALUES (1); CREATE VIEW forever AS \(endless);")
        return path
    }

    /// Polls `done` until it holds (at most 30 s: a broken stop fails here, not hangs).
    static func eventually(_ done: () -> Bool) -> Bool {
        for _ in 0..<30_000 {
            if done() { return true }
            usleep(1_000)
        }
        return done()
    }

    @Test func theTableListShowsADashForAnEndlessViewAndTheOthersCounted() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(Self.database(dir))
        #expect(allFields(s) == [["forever", "—"], ["t", "1"]])
    }

    @Test func aStatementPastItsDeadlineStopsWithOneLine() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let db = try SQLiteDatabase(path: Self.database(dir), title: "e.sqlite")
        let s = try db.prepare("SELECT count(*) FROM forever", doing: "cannot read")
        #expect(throws: DataError("e.sqlite: stopped before the query finished")) {
            try db.stop.withDeadline(.milliseconds(20)) { () throws(DataError) in _ = try s.step() }
        }
        // The deadline is gone afterwards: the next statement runs.
        let t = try db.prepare("SELECT a FROM t", doing: "cannot read")
        #expect(try t.step() && t.text(0) == "1")
    }

    /// `stop()` from another thread ends a step running on an endless query, for good.
    @Test func aStopFromAnotherThreadEndsAnEndlessStep() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let db = try SQLiteDatabase(path: Self.database(dir), title: "e.sqlite")
        let outcome = Mutex<String?>(nil)
        let statement = StatementBox(try db.prepare("SELECT count(*) FROM forever", doing: "cannot read"))
        Thread.detachNewThread {
            do throws(DataError) {
                _ = try statement.statement?.step()
                outcome.withLock { $0 = "finished" }
            } catch {
                outcome.withLock { $0 = error.description }
            }
            statement.statement = nil
        }
        db.stop.stop()
        #expect(Self.eventually { outcome.withLock { $0 } != nil })
        #expect(outcome.withLock { $0 } == "e.sqlite: stopped before the query finished")
        #expect(db.stop.isStopped)
    }

    /// A wait for another program's lock is seen while it lasts, and a stop ends it.
    @Test func aWaitForALockIsSeenAndStopped() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = Self.database(dir)
        let db = try SQLiteDatabase(path: path, title: "e.sqlite")
        var writer: OpaquePointer?
        sqlite3_open(path, &writer)
        defer { sqlite3_close(writer) }
        #expect(sqlite3_exec(writer, "BEGIN EXCLUSIVE; INSERT INTO t VALUES (2);", nil, nil, nil) == SQLITE_OK)
        let outcome = Mutex<String?>(nil)
        let statement = StatementBox(try db.prepare("SELECT a FROM t", doing: "cannot read"))
        Thread.detachNewThread {
            do throws(DataError) {
                _ = try statement.statement?.step()
                outcome.withLock { $0 = "read" }
            } catch {
                outcome.withLock { $0 = error.description }
            }
            statement.statement = nil
        }
        #expect(Self.eventually { db.stop.isWaitingForLock || outcome.withLock { $0 } != nil })
        #expect(outcome.withLock { $0 } == nil)  // still waiting: the lock is held
        db.stop.stop()
        #expect(Self.eventually { outcome.withLock { $0 } != nil })
        #expect(
            outcome.withLock { $0 }
                == "e.sqlite: the database is locked (another program is writing to it); try again later")
        #expect(!db.stop.isWaitingForLock)
        sqlite3_exec(writer, "ROLLBACK", nil, nil, nil)
    }

    /// A query whose first row never comes opens at once with no rows, waiting for it;
    /// stopped, it stays as it was (no error, no rows), as a stopped count does.
    @Test func aFirstRowThatNeverComesOpensAtOnceWaitingForIt() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = Self.database(dir)
        let s = try DataSources.open(path: path, options: DataOpenOptions(query: "SELECT count(*) AS n FROM forever"))
        #expect(s.columns == [Column(name: "n", type: .text)])
        let p = s.progress
        #expect(p.rowCount == 0 && !p.isComplete && p.waitsFor == .firstRow && p.error == nil)
        s.stopLoading()
        #expect(s.progress == p)
    }

    /// `G` on an endless query: a row far from the start is not read on the caller's
    /// thread (nil, then read in the background by stepping on), and `fields` waits for it.
    @Test func aRowFarFromAQuerysStartIsReadInTheBackground() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try DataSources.open(path: Self.database(dir), options: DataOpenOptions(query: Self.endless))
        defer { s.stopLoading() }
        #expect(s.columns == [Column(name: "x", type: .number)])
        #expect(Self.eventually { s.progress.rowCount > 100_000 })
        #expect(s.fieldsIfRead(ofRow: 10) == ["11"])  // near the start: read at once
        let far = 90_000
        #expect(s.fieldsIfRead(ofRow: far) == nil)  // asked of the background reader
        #expect(s.fields(ofRow: far) == ["90001"])
        #expect(s.fieldsIfRead(ofRow: far + 1) == ["90002"])  // the same page
        #expect(s.progress.pagesPending == 0)
        #expect(!s.progress.isComplete)
    }

    /// A search over an endless query's rows looks at most at its limit, and rows that
    /// came since the last search are read once (an index over them is added).
    @Test func aSearchLooksAtMostAtItsLimitAndReadsEachRowOnce() {
        let reads = Mutex<[Int]>([])
        let search = StringRowsSearch(
            rowText: { r, _ in
                reads.withLock { $0.append(r) }
                return r % 2 == 0 ? "even \(r)" : "odd \(r)"
            }, limit: 6)
        #expect(search.rows(matching: RowQuery("even"), in: 0..<3, count: 3) == [0, 2])
        #expect(search.rows(matching: RowQuery("even"), in: 0..<10, count: 10) == [0, 2, 4])
        #expect(search.rows(matching: RowQuery("odd"), among: [1, 2, 3, 5, 7], count: 10) == [1, 3, 5])
        #expect(reads.withLock { $0 } == [0, 1, 2, 3, 4, 5])
    }

    /// Rows past the limit are not searched, so they are never hits (the count of matches
    /// stops growing at the limit), while an empty query still shows every row.
    @Test(arguments: [(6..<10, [Int]()), (4..<10, [4]), (0..<10, [0, 2, 4])])
    func rowsPastTheLimitAreNoHits(range: Range<Int>, hits: [Int]) {
        let search = StringRowsSearch(rowText: { r, _ in r % 2 == 0 ? "even \(r)" : "odd \(r)" }, limit: 6)
        #expect(search.rows(matching: RowQuery("even"), in: range, count: 10) == hits)
        #expect(search.rows(matching: RowQuery(""), in: range, count: 10) == Array(range))
    }

    /// A search of an endless query in a cancelled task stops with the rows it read.
    @Test func aCancelledSearchStopsItsStatement() async throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let db = try SQLiteDatabase(path: Self.database(dir), title: "e.sqlite", followsTask: true)
        let connection = SQLiteSearchConnection(db)
        nonisolated(unsafe) let unsafeConnection = connection
        let task = Task.detached { () -> Int? in
            withUnsafeCurrentTask { $0?.cancel() }
            return unsafeConnection.texts(0..<5_000_000, column: nil, sql: Self.endless, columns: 1)?.count
        }
        let count = try #require(await task.value)
        #expect(count < 5_000_000)
    }
}

/// Standard input that has not written yet opens at once as a source with no rows,
/// waiting for input, and is opened in the format its first bytes show once they come.
@Suite struct PendingInputTests {
    @Test func aSilentPipeWaitsForInputThenOpensInItsFormat() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let pending = PendingInputSource(
            try ByteInput.standardInput(fd: fds[0], limit: 1 << 20), title: "standard input",
            options: DataOpenOptions())
        #expect(pending.progress == LoadingProgress(rowCount: 0, isComplete: false, waitsFor: .input))
        #expect(pending.opened == nil && pending.columns == [Column(name: "")])
        let text = "name,age\nAnn,31\nBob,7\n"
        #expect(write(fds[1], text, text.utf8.count) == text.utf8.count)
        close(fds[1])
        #expect(SQLiteEndlessTests.eventually { pending.opened != nil })
        let opened = try #require(pending.takeOpened())
        #expect(opened.format == .csv)
        opened.source.waitUntilComplete()
        #expect(allFields(opened.source) == [["Ann", "31"], ["Bob", "7"]])
        close(fds[0])
    }
}
