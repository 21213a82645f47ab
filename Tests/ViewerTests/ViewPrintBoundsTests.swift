import Foundation
import TableKitApps
import TableKitTestSupport
import Testing

@testable import tablekit

/// `tablekit view --print` of SQLite that does not finish prints the rows read by a bound
/// (`--max-rows N`, `--time-limit SECONDS`), then exits 1 with one line naming both.
@Suite("tablekit view: --print bounds")
struct ViewPrintBoundsTests {
    /// Runs the built `tablekit view` with `arguments` and `--print`.
    func run(_ arguments: [String], width: Int = 40) throws -> (status: Int32, stdout: String, stderr: String) {
        let r = try BuiltProduct.run(
            "tablekit", ["view"] + arguments + ["--print", "--width", String(width), "--height", "5"])
        return (r.status, r.stdout, r.stderr)
    }

    static var database: String { ViewSQLiteEndlessTests.database }

    /// Exactly the bound's rows, however many the count publishes at once (65,536), a view
    /// as a query; the status line names the bound.
    @Test(arguments: [
        (["--query", ViewSQLiteEndlessTests.endless], "query", "endless.sqlite: query"),
        (["--table", "forever"], "view forever", "endless.sqlite: view forever"),
    ])
    func anEndlessQueryOrViewStopsAtExactlyMaxRowsWithTheRowsRead(args: [String], what: String, title: String) throws {
        let r = try run([Self.database] + args + ["--max-rows", "1000"], width: 50)
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Array(lines.prefix(4)) == [title, "x", "1", "1,000 rows · stopped at --max-rows 1,000"], "\(r.stdout)")
        #expect(
            r.stderr
                == "tablekit: \(Self.database): \(what): stopped at --max-rows 1,000 (or --time-limit 10 s): the screen shows the 1,000 rows read\n"
        )
    }

    @Test func aFirstRowThatNeverComesStopsAtTheTimeLimit() throws {
        let r = try run(
            [Self.database, "--query", "SELECT count(*) AS n FROM forever", "--time-limit", "0.3"], width: 50)
        #expect(r.status == 1)
        #expect(
            r.stdout.hasSuffix(
                "\n n\n no first row came (loading stopped)\n↑↓ move  Enter open  Esc stop  ? help  q quit\n"),
            "\(r.stdout)")
        #expect(
            r.stderr
                == "tablekit: \(Self.database): query: no first row within --time-limit 0.3 s (or --max-rows 1,000,000): the screen shows the 0 rows read\n"
        )
    }

    @Test func aFinishedQueryPrintsAsBeforeAndExits0() throws {
        let r = try run([Self.database, "--table", "t", "--time-limit", "5"])
        #expect(r.status == 0 && r.stderr == "")
        #expect(r.stdout.contains("1 row"))
    }

    @Test(arguments: [
        (
            ["--time-limit", "0"],
            "option --time-limit must be a number of seconds from 0.1 to 86400, such as 10 or 2.5, not '0'"
        ),
        (["--max-rows", "0"], "option --max-rows is too small: '0' (at least 1)"),
    ])
    func aBadBoundIsOneLine(args: [String], message: String) throws {
        let r = try run([Self.database, "--table", "t"] + args)
        #expect(r.status == 1)
        #expect(r.stderr == "tablekit: \(message)\n")
    }
}
