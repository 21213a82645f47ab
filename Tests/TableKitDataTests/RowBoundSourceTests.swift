import Foundation
import TableKitTestSupport
import Testing

@testable import TableKitData

/// `--max-rows N` as a source: exactly N rows however many the base publishes at once,
/// the cut said in the progress, and the base stopped once they are readable; a SQLite view
/// is counted by stepping it, so an endless view's rows come as they are counted.
@Suite struct RowBoundSourceTests {
    /// A database with `t` (`rows` rows, 1…rows) and the endless view `forever`.
    static func database(_ dir: TemporaryDirectory, rows: Int = 3) -> String {
        let path = dir.url.appendingPathComponent("bound.sqlite").path
        SQLiteTests.makeDatabase(
            path,
            "CREATE TABLE t (a); WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c WHERE x < \(rows)) INSERT INTO t SELECT x FROM c; CREATE VIEW forever AS \(SQLiteEndlessTests.endless);"
        )
        return path
    }

    @Test(arguments: [
        DataOpenOptions(query: SQLiteEndlessTests.endless), DataOpenOptions(table: "forever"),
    ])
    func anEndlessInputStopsAtExactlyTheBoundAndSaysSo(options: DataOpenOptions) throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let base = try DataSources.open(path: Self.database(dir), options: options)
        let s = RowBoundSource(base, maxRows: 5_000)
        let p = s.waitUntilComplete()
        #expect(p.rowCount == 5_000 && p.isComplete && p.rowLimit == 5_000 && p.error == nil)
        #expect(s.fields(ofRow: 4_999) == ["5000"])
        #expect(s.record(ofRow: 0) == Array("1".utf8))
        // The base was stopped: its threads end, and its count moves no more.
        let stopped = base.waitForProgress(timeout: .seconds(30)) { _ in false }
        #expect(base.progress == stopped)
    }

    @Test(arguments: [(rows: 3, bound: 5, limit: Int?.none), (3, 3, nil), (10, 3, 3)])
    func aFinishedInputIsCutOnlyWhenItHasMoreRowsThanTheBound(rows: Int, bound: Int, limit: Int?) throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let base = try loaded(Self.database(dir, rows: rows), DataOpenOptions(table: "t"))
        let s = RowBoundSource(base, maxRows: bound)
        let p = s.progress
        #expect(p.rowCount == min(rows, bound) && p.isComplete && p.rowLimit == limit)
        #expect(allFields(s) == (1...min(rows, bound)).map { [String($0)] })
    }

    @Test func aSearchLooksOnlyAtTheRowsWithinTheBound() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let base = try loaded(Self.database(dir, rows: 30), DataOpenOptions(table: "t"))
        let s = RowBoundSource(base, maxRows: 12)
        #expect(s.rows(matching: RowQuery("1"), in: 0..<30) == [0, 9, 10, 11])
        #expect(s.rows(matching: RowQuery("1"), among: [0, 9, 10, 11, 12, 20]) == [0, 9, 10, 11])
    }

    /// A view is stepped as a query is: its rows are readable as they are counted, past the
    /// first page, where a `count(*)` of an endless view would show only that page.
    @Test func anEndlessViewsRowsComeAsTheyAreCounted() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try DataSources.open(path: Self.database(dir), options: DataOpenOptions(table: "forever"))
        defer { s.stopLoading() }
        let n = s.waitForRows(10_000, timeout: .seconds(30))
        #expect(n >= 10_000)
        #expect(s.fields(ofRow: 9_999) == ["10000"])
        #expect(!s.progress.isComplete)
    }
}
