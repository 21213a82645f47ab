import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitData
@testable import tablekit

/// Inputs the screen comes before: a SQLite database another process holds locked (its
/// screen says so at once, and Esc, q and ^C act within the tick that reads them), and
/// standard input that has not written (options naming a column it lacks are refused
/// when its first line comes, as for a file: the screen quits with the one error).
@Suite("tablekit view: inputs opened after the screen")
@MainActor
struct ViewOpenedLaterTests {
    /// A `python3` process that made `path` (`people`: Ann, Bob) and holds it locked
    /// (`BEGIN EXCLUSIVE`) until its standard input closes.
    final class LockHolder {
        let process = Process()
        let input = Pipe()

        init(_ path: String) throws {
            let script = """
                import sqlite3, sys
                db = sqlite3.connect(sys.argv[1], isolation_level=None)
                db.executescript("CREATE TABLE people (name TEXT); INSERT INTO people VALUES ('Ann'), ('Bob');")
                db.execute("BEGIN EXCLUSIVE")
                print("locked", flush=True)
                sys.stdin.read()
                """
            let output = Pipe()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", script, path]
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            let said = String(decoding: output.fileHandleForReading.readData(ofLength: 7), as: UTF8.self)
            #expect(said == "locked\n")
        }

        /// Ends the process, which releases the lock.
        func release() {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    /// The screen of the database at `path` opened as on the terminal (not printed).
    func screen(_ path: String, table: String? = "people") throws -> (ScreenDriver, DataTableViewController) {
        var options = DataOpenOptions()
        options.table = table
        let (source, _) = try DataSources.openDatabase(
            path: path, waitingAtMost: ViewCommand.databaseOpenWait, options: options)
        let config = try ViewConfiguration.resolve(
            source, columns: nil, sectionBy: nil, collate: nil, searchColumn: nil, pick: false, multiple: false,
            printColumn: nil, style: .plain)
        let data = ViewCommand.makeScreen(source: source, config: config, isText: false)
        let driver = ScreenDriver(NavigationController(rootViewController: data), size: Size(width: 50, height: 8))
        _ = driver.window.send(.tick)
        return (driver, data)
    }

    @Test(arguments: [("Esc", Int32(0)), ("q", 0), ("C-c", 130)])
    func aLockedDatabaseShowsItsScreenAtOnceAndAKeyEndsIt(key: String, status: Int32) throws {
        let dir = TemporaryDirectory(prefix: "tkview")
        defer { dir.cleanup() }
        let path = dir.path("locked.sqlite")
        let lock = try LockHolder(path)
        defer { lock.release() }
        let clock = ContinuousClock()
        let start = clock.now
        let (s, data) = try screen(path)
        #expect(clock.now - start < .milliseconds(250))
        #expect(data.source is PendingInputSource)
        #expect(data.statusText == "waiting for the database (locked)… (Esc/q to stop)")
        #expect(s.screen.contains("waiting for the database (locked)…"), "\(s.screen)")
        try s.press(key)
        #expect(!s.window.isRunning && s.window.exitStatus == status)
        let stopped = clock.now
        data.source.stopLoading()  // as ViewRunner does once the terminal is restored
        let pending = try #require(data.unboundSource as? PendingInputSource)
        #expect(pending.waitUntilOpened(.milliseconds(100)), "the wait went on after the stop")
        #expect(clock.now - stopped < .milliseconds(100))
        #expect(data.loadingError == nil)  // stopped by a key: not an error
    }

    @Test func theLockReleasedTheScreenShowsTheTable() throws {
        let dir = TemporaryDirectory(prefix: "tkview")
        defer { dir.cleanup() }
        let path = dir.path("locked.sqlite")
        let lock = try LockHolder(path)
        let (s, data) = try screen(path)
        #expect(data.statusText == "waiting for the database (locked)… (Esc/q to stop)")
        lock.release()
        for _ in 0..<5_000 where data.state.loadedRows < 2 {
            usleep(1_000)
            _ = s.window.send(.tick)
        }
        #expect(data.statusText == "2 rows")
        #expect(data.title == "locked.sqlite: table people")
        #expect(s.screen.contains("Ann") && s.screen.contains("Bob"), "\(s.screen)")
    }

    /// The table list of a database opened after its lock: Enter opens the table it lists.
    @Test func theTableListOpenedAfterTheLockOpensItsTables() throws {
        let dir = TemporaryDirectory(prefix: "tkview")
        defer { dir.cleanup() }
        let path = dir.path("locked.sqlite")
        let lock = try LockHolder(path)
        let (s, data) = try screen(path, table: nil)
        lock.release()
        for _ in 0..<5_000 where data.state.loadedRows < 1 {
            usleep(1_000)
            _ = s.window.send(.tick)
        }
        #expect(data.source.fields(ofRow: 0) == ["people", "2"])
    }

    /// Standard input that writes late, with `--columns` naming a column its first line
    /// lacks: the screen quits when that line comes, with the error a file gets (exit 1).
    @Test func aSilentPipeWithAnUnknownColumnIsRefusedWhenItsFirstLineComes() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        let pending = PendingInputSource(
            try ByteInput.standardInput(fd: fds[0], limit: 1 << 20), title: "standard input",
            options: DataOpenOptions())
        let config = try ViewConfiguration.resolve(
            pending, columns: "name,zz", sectionBy: nil, collate: nil, searchColumn: nil, pick: false,
            multiple: false, printColumn: nil, style: .plain)
        let data = ViewCommand.makeScreen(source: pending, config: config, isText: true)
        let s = ScreenDriver(NavigationController(rootViewController: data), size: Size(width: 50, height: 8))
        _ = s.window.send(.tick)
        #expect(data.statusText == "waiting for input…" && s.window.isRunning)
        let text = "name,age\nAnn,31\n"
        #expect(write(fds[1], text, text.utf8.count) == text.utf8.count)
        close(fds[1])
        for _ in 0..<5_000 where s.window.isRunning {
            usleep(1_000)
            _ = s.window.send(.tick)
        }
        #expect(!s.window.isRunning && s.window.exitStatus == 0)
        // The one line a file gets from the same options (ViewRunner throws it: exit 1).
        let file = try #require(data.loadingError)
        #expect("\(file)" == "no column 'zz' (the columns are: name, age)")
    }
}
