import CSQLite
import Foundation
import TableKitTestSupport
import Testing

@testable import TableKitData

/// Views and tables without a usable rowid are paged by stepping (a view compiles
/// `SELECT rowid` but its rowids are NULL), and `--query` runs the statement as given.
@Suite struct SQLiteViewQueryTests {
    /// A database with `t` (n = 1…`rows`), the view `v` (n, n*2 AS d) and `people`.
    static func database(_ dir: TemporaryDirectory, rows: Int = 300) -> String {
        let path = dir.url.appendingPathComponent("v.sqlite").path
        SQLiteTests.makeDatabase(
            path,
            """
            CREATE TABLE t (n INTEGER);
            WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < \(rows)) INSERT INTO t SELECT i FROM c;
            CREATE VIEW v AS SELECT n, n * 2 AS d FROM t;
            CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT);
            INSERT INTO people (name) VALUES ('Ann'), ('Bob');
            """)
        return path
    }

    @Test func aViewShowsEveryRowPastTheFirstPage() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = Self.database(dir)
        let s = try loaded(path, DataOpenOptions(table: "v"))
        #expect(s.title == "\(path): view v")
        #expect(s.rowCount == 300)
        #expect(s.fields(ofRow: 255) == ["256", "512"])
        #expect(s.fields(ofRow: 256) == ["257", "514"])
        #expect(s.fields(ofRow: 299) == ["300", "600"])
        #expect(s.record(ofRow: 299) == Array("300\t600".utf8))  // what --pick prints
        #expect(s.wholeField(ofRow: 270, column: 1) == "542")
        #expect(s.rows(matching: RowQuery("598"), in: 0..<300) == [298])  // 299 * 2
    }

    @Test func theTableListCountsAViewsRows() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(Self.database(dir))
        #expect(allFields(s) == [["people", "2"], ["t", "300"], ["v", "300"]])
    }

    /// A view over a dropped table cannot be counted: the list still opens, with "—" for
    /// it; opening that view says why.
    @Test func aBrokenViewDoesNotKeepTheTableListFromOpening() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.url.appendingPathComponent("q.sqlite").path
        SQLiteTests.makeDatabase(
            path,
            """
            CREATE TABLE t (a); INSERT INTO t VALUES (1);
            CREATE TABLE g (x); CREATE VIEW broken AS SELECT * FROM g; DROP TABLE g;
            """)
        let s = try loaded(path)
        #expect(allFields(s) == [["broken", "—"], ["t", "1"]])
        #expect(throws: DataError.self) {
            _ = try DataSources.open(path: path, options: DataOpenOptions(table: "broken"))
        }
    }

    /// Another connection's commit is seen (`PRAGMA data_version`): the rows may be stale,
    /// so a pick refuses them (a table and a query alike); before it nothing is reported.
    @Test func aChangeCommittedByAnotherConnectionIsReported() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = Self.database(dir)
        let table = try loaded(path, DataOpenOptions(table: "people"))
        let query = try loaded(path, DataOpenOptions(query: "SELECT name FROM people"))
        #expect(table.lookAtFile() == nil && query.lookAtFile() == nil)
        SQLiteTests.makeDatabase(path, "UPDATE people SET name = 'CHANGED' WHERE id = 2;")
        #expect(table.lookAtFile() == .rewritten)
        #expect(query.lookAtFile() == .rewritten)
    }

    @Test func aBigViewIsCountedAndReadAtItsEnd() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(Self.database(dir, rows: 70_000), DataOpenOptions(table: "v"))
        #expect(s.rowCount == 70_000)
        #expect(s.fields(ofRow: 69_999) == ["70000", "140000"])
        #expect(s.fields(ofRow: 65_536) == ["65537", "131074"])
    }

    /// A column named `rowid` hides the rowid: `_rowid_` is used instead, in rowid order.
    @Test func aColumnNamedRowidDoesNotHideTheRowOrder() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.url.appendingPathComponent("r.sqlite").path
        SQLiteTests.makeDatabase(
            path,
            """
            CREATE TABLE r (rowid TEXT, n INTEGER);
            WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 600) INSERT INTO r SELECT 'x', i FROM c;
            """)
        let s = try loaded(path, DataOpenOptions(table: "r"))
        #expect(s.rowCount == 600)
        #expect(s.fields(ofRow: 0) == ["x", "1"])
        #expect(s.fields(ofRow: 599) == ["x", "600"])
        #expect(s.fields(ofRow: 300) == ["x", "301"])
    }

    @Test func aWithoutRowidTableIsPagedByStepping() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.url.appendingPathComponent("w.sqlite").path
        SQLiteTests.makeDatabase(
            path,
            """
            CREATE TABLE w (k INTEGER PRIMARY KEY, label TEXT) WITHOUT ROWID;
            WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 700) INSERT INTO w SELECT i, 'w' || i FROM c;
            """)
        let s = try loaded(path, DataOpenOptions(table: "w"))
        #expect(s.title == "\(path): table w")
        #expect(s.rowCount == 700)
        #expect(s.fields(ofRow: 699) == ["700", "w700"])
        #expect(s.fields(ofRow: 512) == ["513", "w513"])
    }

    /// The statement runs as given: a trailing comment, a final `;` with a comment after it,
    /// and PRAGMAs that return rows.
    @Test(arguments: [
        ("SELECT name FROM people -- names", [["Ann"], ["Bob"]]),
        ("SELECT name FROM people; -- names", [["Ann"], ["Bob"]]),
        ("/* who */ SELECT name FROM people ORDER BY name DESC;", [["Bob"], ["Ann"]]),
        ("PRAGMA table_info(people)", [["0", "id", "INTEGER", "0", "", "1"], ["1", "name", "TEXT", "0", "", "0"]]),
    ])
    func aQueryRunsAsGiven(query: String, rows: [[String]]) throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(Self.database(dir), DataOpenOptions(query: query))
        #expect(allFields(s) == rows)
    }

    @Test func pragmaTableListListsTheTablesAndViews() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(Self.database(dir), DataOpenOptions(query: "pragma table_list"))
        #expect(s.columns.map(\.name).prefix(3) == ["schema", "name", "type"])
        let names = Set((0..<s.rowCount).map { s.field(ofRow: $0, column: 1) })
        #expect(names.isSuperset(of: ["t", "v", "people"]))
    }

    @Test func aQueryOfManyRowsIsCountedAndPagedByStepping() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(
            Self.database(dir, rows: 70_000), DataOpenOptions(query: "SELECT n FROM t WHERE n % 2 = 0 -- even"))
        #expect(s.rowCount == 35_000)
        #expect(s.progress.isComplete)
        #expect(s.fields(ofRow: 34_999) == ["70000"])
        #expect(s.fields(ofRow: 300) == ["602"])
        #expect(s.wholeField(ofRow: 1_000, column: 0) == "2002")
    }

    @Test(arguments: [
        "SELECT 1; DELETE FROM people", "SELECT 1; SELECT 2", "SELECT 1; -- x\nDROP TABLE t", "SELECT 1; garbage",
    ])
    func aSecondStatementIsRefused(query: String) throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = Self.database(dir)
        #expect(throws: DataError("\(path): the query does not compile: only one statement can be run")) {
            try DataSources.open(path: path, options: DataOpenOptions(query: query))
        }
    }

    @Test(arguments: ["DELETE FROM people", "PRAGMA query_only = 0", "BEGIN", "-- only a comment"])
    func aStatementThatIsNotAReadOnlyQueryIsRefused(query: String) throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = Self.database(dir)
        #expect(throws: DataError.self) { try DataSources.open(path: path, options: DataOpenOptions(query: query)) }
        let s = try loaded(path, DataOpenOptions(table: "people"))
        #expect(s.rowCount == 2)  // nothing was written
    }
}
