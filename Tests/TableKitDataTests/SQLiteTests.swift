import CSQLite
import Foundation
import TableKitTestSupport
import Testing

@testable import TableKitData

@Suite struct SQLiteTests {
    /// Creates a database at `path` by running `sql` through the C API.
    static func makeDatabase(_ path: String, _ sql: String) {
        var db: OpaquePointer?
        #expect(sqlite3_open(path, &db) == SQLITE_OK)
        var message: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(db, sql, nil, nil, &message)
        #expect(rc == SQLITE_OK, "\(message.map { String(cString: $0) } ?? "")")
        sqlite3_close(db)
    }

    static let people = """
        CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT, age REAL, photo BLOB, note TEXT);
        INSERT INTO people (name, age, photo, note) VALUES ('Ann', 31.5, x'CAFE', NULL), ('Zoë', 7, NULL, 'a\tb');
        CREATE TABLE empty (x);
        CREATE VIEW adults AS SELECT name FROM people WHERE age > 18;
        """

    @Test func aTableIsReadWithItsColumnsAndTypes() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.url.appendingPathComponent("p.sqlite").path
        Self.makeDatabase(path, Self.people)
        let s = try loaded(path, DataOpenOptions(table: "people"))
        #expect(s.columns.map(\.name) == ["id", "name", "age", "photo", "note"])
        #expect(s.columns.map(\.type) == [.number, .text, .number, .text, .text])
        #expect(allFields(s) == [["1", "Ann", "31.5", "x'cafe'", ""], ["2", "Zoë", "7.0", "", "a\tb"]])
        #expect(s.title == "\(path): table people")
    }

    @Test func withNoTableTheTablesAreListedWithRowCounts() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.url.appendingPathComponent("p.db").path
        Self.makeDatabase(path, Self.people)
        let s = try loaded(path)
        #expect(s.columns.map(\.name) == ["table", "rows"])
        #expect(allFields(s) == [["adults", "1"], ["empty", "0"], ["people", "2"]])
    }

    @Test func aQueryRunsReadOnly() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.url.appendingPathComponent("p.db").path
        Self.makeDatabase(path, Self.people)
        let s = try loaded(path, DataOpenOptions(query: "SELECT upper(name) AS n FROM people ORDER BY n DESC;"))
        #expect(allFields(s) == [["ZOë"], ["ANN"]])  // SQLite's upper() is ASCII only
        #expect(throws: DataError(SQLiteSource.notASelectMessage(path))) {
            try DataSources.open(path: path, options: DataOpenOptions(query: "DELETE FROM people"))
        }
    }

    /// ATTACH and PRAGMA compile read-only but return no columns (VACUUM writes): the message says
    /// what is run instead of "no columns".
    @Test(arguments: ["ATTACH 'x.db' AS x", "VACUUM", "PRAGMA user_version = 3"])
    func aQueryThatIsNotASelectSaysOnlyASelectIsRun(query: String) throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.url.appendingPathComponent("p.db").path
        Self.makeDatabase(path, Self.people)
        #expect(
            throws: DataError(
                "\(path): --query runs only a read-only SELECT (or WITH … SELECT, or a PRAGMA that reads) that returns columns"
            )
        ) {
            try DataSources.open(path: path, options: DataOpenOptions(query: query))
        }
    }

    @Test func theTableListGroupsItsCountsAsTheStatusLineDoes() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.url.appendingPathComponent("p.db").path
        Self.makeDatabase(
            path,
            "CREATE TABLE big (x); WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < 12345) INSERT INTO big SELECT n FROM c;"
        )
        let s = try loaded(path)
        #expect(allFields(s) == [["big", 12345.formatted()]])
        #expect(s.columns[1].type == .number)
    }

    @Test func errorsSayWhatIsWrong() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.url.appendingPathComponent("p.db").path
        Self.makeDatabase(path, Self.people)
        #expect(throws: DataError("\(path): no table 'nope' (the tables are: adults, empty, people)")) {
            try DataSources.open(path: path, options: DataOpenOptions(table: "nope"))
        }
        let text = dir.file("fake.sqlite", String(repeating: "not a database at all\n", count: 100))
        #expect(throws: DataError("\(text): not a SQLite database")) { try DataSources.open(path: text) }
    }

    @Test func aLockedDatabaseIsReportedNotWaitedForEver() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.url.appendingPathComponent("p.db").path
        Self.makeDatabase(path, Self.people)
        var writer: OpaquePointer?
        sqlite3_open(path, &writer)
        defer { sqlite3_close(writer) }
        #expect(
            sqlite3_exec(writer, "BEGIN EXCLUSIVE; INSERT INTO people (name) VALUES ('x');", nil, nil, nil) == SQLITE_OK
        )
        #expect(
            throws: DataError("\(path): the database is locked (another program is writing to it); try again later")
        ) {
            try DataSources.open(path: path, options: DataOpenOptions(table: "people"))
        }
        sqlite3_exec(writer, "ROLLBACK", nil, nil, nil)
    }

    @Test func largeTablesArePagedByRowidInRowidOrder() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.url.appendingPathComponent("big.db").path
        Self.makeDatabase(
            path,
            """
            CREATE TABLE t (n INTEGER, label TEXT);
            WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 5000)
            INSERT INTO t SELECT i, 'row ' || i FROM c;
            DELETE FROM t WHERE n % 10 = 0;
            """)
        let s = try loaded(path, DataOpenOptions(table: "t"))
        #expect(s.rowCount == 4500)
        #expect(s.fields(ofRow: 0) == ["1", "row 1"])
        #expect(s.fields(ofRow: 4499) == ["4999", "row 4999"])
        #expect(s.fields(ofRow: 9) == ["11", "row 11"])
        #expect(s.rows(matching: RowQuery("ROW 499"), in: 0..<4500).count == 14)  // 499, 1499…4499, 4991…4999
        let view = try loaded(path, DataOpenOptions(query: "SELECT label FROM t WHERE n > 4000"))
        #expect(view.rowCount == 900)
        #expect(view.fields(ofRow: 899) == ["row 4999"])
    }

    /// A search of rows far from the first (a search from the cursor) indexes the rows
    /// before them too, in parts of at most 65,536 rows: searches of the first rows later,
    /// and among rows on both sides of a part's end, find what one search of every row finds.
    @Test func aSearchFromAFarRowFindsWhatASearchFromTheTopFinds() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.url.appendingPathComponent("far.db").path
        Self.makeDatabase(
            path,
            """
            CREATE TABLE t (n INTEGER, label TEXT);
            WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c WHERE i < 149999)
            INSERT INTO t SELECT i, CASE WHEN i % 50000 = 7 THEN 'needle ' || i ELSE 'row ' || i END FROM c;
            """)
        let far = try loaded(path, DataOpenOptions(table: "t"))
        #expect(far.rowCount == 150_000)
        let q = RowQuery("needle")
        #expect(far.rows(matching: q, in: 120_000..<150_000) == [])
        #expect(far.rows(matching: q, in: 100_000..<120_000) == [100_007])
        #expect(far.rows(matching: q, in: 0..<100_000) == [7, 50_007])
        #expect(far.rows(matching: q, among: [6, 7, 65_535, 65_536, 100_007, 149_999]) == [7, 100_007])
        let top = try loaded(path, DataOpenOptions(table: "t"))
        #expect(top.rows(matching: q, in: 0..<150_000) == [7, 50_007, 100_007])
    }
}
