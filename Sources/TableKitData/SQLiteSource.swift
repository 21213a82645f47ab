import Foundation
import Synchronization
import TableKit

/// A SQLite table or read-only query as rows, paged with SQL and never loaded whole.
///
/// Rows are fetched 256 at a time (a page) and the last 64 pages are kept. A table with
/// rowids is shown in rowid order: a background connection reads every rowid (8 bytes a
/// row; this is also the row count), and page `p` is then `WHERE rowid BETWEEN` its first
/// and last rowid, so a jump to the end costs what a jump to the start does. Until then,
/// and for views, `WITHOUT ROWID` tables and queries, pages use `LIMIT`/`OFFSET` (the
/// count of a query comes from `SELECT count(*)` in the background).
final class SQLiteSource: TabularSource {
    static let pageRows = 256
    static let cachedPages = 64

    struct State {
        var rowids: [Int64] = []
        var countKnown: Int?
        var error: DataError?
        var pages: [Int: [[String]]] = [:]
        var pageOrder: [Int] = []
    }

    let title: String
    let columns: [Column]
    private let database: Mutex<SQLiteDatabase>
    /// `SELECT * FROM "t"` (ordered by rowid when `byRowid`), or the query.
    private let baseSQL: String
    private let table: String?
    private let byRowid: Bool
    private let firstPage: [[String]]
    private let state = Mutex(State())
    private let stopped = Atomic<Bool>(false)
    private let search: Mutex<StringRowsSearch?> = Mutex(nil)

    private init(title: String, columns: [Column], database: SQLiteDatabase, baseSQL: String, table: String?, byRowid: Bool, firstPage: [[String]]) {
        self.title = title
        self.columns = columns
        self.database = Mutex(database)
        self.baseSQL = baseSQL
        self.table = table
        self.byRowid = byRowid
        self.firstPage = firstPage
        state.withLock { $0.pages[0] = firstPage; $0.pageOrder = [0] }
    }

    /// Opens `path` read-only: the table `table`, the query `query`, or (neither) the list of
    /// tables with their row counts.
    /// - Throws: ``DataError``: not a database, locked, no such table (listing the tables),
    ///   a query that does not compile or would write.
    static func open(path: String, title: String, table: String?, query: String?) throws(DataError) -> any TabularSource {
        let db = try SQLiteDatabase(path: path, title: title)
        let names = try db.tableNames()
        if table == nil && query == nil {
            var rows: [[String]] = []
            for name in names {
                let s = try db.prepare("SELECT count(*) FROM \(SQLiteDatabase.quoted(name))", doing: "cannot count the rows of '\(Sanitizer.sanitize(name))'")
                _ = try s.step()
                rows.append([name, Int(s.int64(0)).formatted()])  // grouped as the status line's count
            }
            return MemoryTableSource(title: "\(title): tables", columns: [Column(name: "table", type: .text), Column(name: "rows", type: .number)], rows: rows)
        }
        var sql: String
        var byRowid = false
        var tableName: String?
        if let query {
            sql = query.trimmingCharacters(in: .whitespacesAndNewlines)
            while sql.hasSuffix(";") { sql.removeLast(); sql = sql.trimmingCharacters(in: .whitespacesAndNewlines) }
            let s = try db.prepare(sql, doing: "the query does not compile")
            guard s.isReadOnly, s.columnCount > 0 else { throw DataError(Self.notASelectMessage(title)) }
        } else {
            let wanted = table!
            guard let name = names.first(where: { $0 == wanted }) ?? names.first(where: { $0.caseInsensitiveCompare(wanted) == .orderedSame }) else {
                let list = names.isEmpty ? "the database has no tables" : "the tables are: " + names.map { Sanitizer.sanitize($0) }.joined(separator: ", ")
                throw DataError("\(title): no table '\(Sanitizer.sanitize(wanted))' (\(list))")
            }
            tableName = name
            let q = SQLiteDatabase.quoted(name)
            byRowid = (try? db.prepare("SELECT rowid FROM \(q) LIMIT 0", doing: "")) != nil
            sql = byRowid ? "SELECT * FROM \(q) ORDER BY rowid" : "SELECT * FROM \(q)"
        }
        // The first page, and the columns and types from the first rows.
        let s = try db.prepare("SELECT * FROM (\(sql)) LIMIT \(DataLimits.typeSampleRows)", doing: "cannot read")
        let count = s.columnCount
        let titles = (0 ..< count).map(s.columnName)
        var sample: [[String]] = []
        while try s.step() { sample.append((0 ..< count).map(s.text)) }
        let columns = (0 ..< count).map { c in Column(name: titles[c], type: ColumnType.detect(sample.lazy.map { $0[c] })) }
        let source = SQLiteSource(title: tableName.map { "\(title): table \(Sanitizer.sanitize($0))" } ?? "\(title): query",
                                  columns: columns, database: db, baseSQL: sql, table: tableName, byRowid: byRowid,
                                  firstPage: Array(sample.prefix(pageRows)))
        if sample.count < pageRows {
            source.state.withLock { $0.countKnown = sample.count }
        } else {
            let counter = try SQLiteDatabase(path: path, title: title)
            Thread.detachNewThread { [source] in source.count(with: counter) }
        }
        return source
    }

    /// Why a `--query` is refused: it would write, or returns no rows of columns
    /// (`ATTACH`, `PRAGMA x = 1`, `BEGIN`): only a read-only query is run.
    static func notASelectMessage(_ title: String) -> String {
        "\(title): --query runs only a read-only SELECT (or WITH … SELECT) that returns columns"
    }

    /// The background count: every rowid of a table, or `count(*)` of a query.
    private func count(with db: SQLiteDatabase) {
        do throws(DataError) {
            if byRowid, let table {
                let s = try db.prepare("SELECT rowid FROM \(SQLiteDatabase.quoted(table)) ORDER BY rowid", doing: "cannot read the rowids")
                var batch: [Int64] = []
                batch.reserveCapacity(65_536)
                while try s.step() {
                    batch.append(s.int64(0))
                    if batch.count == 65_536 {
                        if stopped.load(ordering: .relaxed) { return }
                        state.withLock { $0.rowids.append(contentsOf: batch) }
                        batch.removeAll(keepingCapacity: true)
                    }
                }
                state.withLock { $0.rowids.append(contentsOf: batch); $0.countKnown = $0.rowids.count }
            } else {
                let s = try db.prepare("SELECT count(*) FROM (\(baseSQL))", doing: "cannot count the rows")
                _ = try s.step()
                let n = Int(s.int64(0))
                state.withLock { $0.countKnown = n }
            }
        } catch {
            state.withLock { $0.error = error }
        }
    }

    var progress: LoadingProgress {
        state.withLock { s in
            let rows = s.countKnown ?? max(firstPage.count, s.rowids.count)
            return LoadingProgress(rowCount: rows, isComplete: s.countKnown != nil, error: s.error)
        }
    }

    /// Page `p`'s rows, from the cache or one query.
    private func page(_ p: Int) -> [[String]] {
        if let rows = state.withLock({ $0.pages[p] }) { return rows }
        let start = p * Self.pageRows
        let range: (Int64, Int64)? = state.withLock { s in
            guard byRowid, start < s.rowids.count else { return nil }
            return (s.rowids[start], s.rowids[min(s.rowids.count, start + Self.pageRows) - 1])
        }
        let rows: [[String]] = database.withLock { db in
            do throws(DataError) {
                let s: SQLiteDatabase.Statement
                if let (lo, hi) = range, let table {
                    s = try db.prepare("SELECT * FROM \(SQLiteDatabase.quoted(table)) WHERE rowid BETWEEN ?1 AND ?2 ORDER BY rowid", doing: "cannot read")
                    s.bind(1, lo); s.bind(2, hi)
                } else {
                    s = try db.prepare("SELECT * FROM (\(baseSQL)) LIMIT \(Self.pageRows) OFFSET \(start)", doing: "cannot read")
                }
                var out: [[String]] = []
                let n = columns.count
                while try s.step() { out.append((0 ..< n).map(s.text)) }
                return out
            } catch {
                state.withLock { $0.error = $0.error ?? error }
                return []
            }
        }
        state.withLock { s in
            s.pages[p] = rows
            s.pageOrder.append(p)
            if s.pageOrder.count > Self.cachedPages { s.pages[s.pageOrder.removeFirst()] = nil }
        }
        return rows
    }

    func fields(ofRow row: Int) -> [String] {
        precondition(row >= 0 && row < rowCount, "\(title): row \(row) is outside 0..<\(rowCount)")
        let rows = page(row / Self.pageRows)
        let k = row % Self.pageRows
        return k < rows.count ? rows[k] : [String](repeating: "", count: columns.count) // a row deleted meanwhile
    }

    func field(ofRow row: Int, column: Int) -> String { fields(ofRow: row)[column] }

    func record(ofRow row: Int) -> [UInt8] {
        Array((wholeFields(ofRow: row) ?? fields(ofRow: row)).joined(separator: "\t").utf8)
    }

    func wholeField(ofRow row: Int, column: Int) -> String {
        precondition(column >= 0 && column < columns.count, "\(title): column \(column) is outside 0..<\(columns.count)")
        return wholeFields(ofRow: row)?[column] ?? field(ofRow: row, column: column)
    }

    /// `row`'s fields read again by one query, text never cut (the pages' are); nil when
    /// the query fails or the row is gone (the caller falls back to the page's fields).
    private func wholeFields(ofRow row: Int) -> [String]? {
        precondition(row >= 0 && row < rowCount, "\(title): row \(row) is outside 0..<\(rowCount)")
        let rowid: Int64? = state.withLock { s in byRowid && row < s.rowids.count ? s.rowids[row] : nil }
        return database.withLock { db -> [String]? in
            do throws(DataError) {
                let s: SQLiteDatabase.Statement
                if let rowid, let table {
                    s = try db.prepare("SELECT * FROM \(SQLiteDatabase.quoted(table)) WHERE rowid = ?1", doing: "cannot read")
                    s.bind(1, rowid)
                } else {
                    s = try db.prepare("SELECT * FROM (\(baseSQL)) LIMIT 1 OFFSET \(row)", doing: "cannot read")
                }
                guard try s.step() else { return nil }
                return (0 ..< columns.count).map { s.text($0, limit: .max) }
            } catch {
                return nil
            }
        }
    }

    private func searcher() -> StringRowsSearch {
        search.withLock { s in
            if let s { return s }
            let made = StringRowsSearch(rowText: { [unowned self] r, c in
                c.map { self.field(ofRow: r, column: $0) } ?? self.fields(ofRow: r).joined(separator: "\t")
            }, allTexts: { [unowned self] count, c in self.texts(count: count, column: c) })
            s = made
            return made
        }
    }

    /// The first `count` rows' texts in `column` (nil: all, joined by tabs) by one statement
    /// in row order, or nil when it fails (the caller reads row by row).
    private func texts(count: Int, column: Int?) -> [String]? {
        database.withLock { db -> [String]? in
            guard let s = try? db.prepare("SELECT * FROM (\(baseSQL)) LIMIT \(count)", doing: "cannot read") else { return nil }
            var out: [String] = []
            out.reserveCapacity(count)
            let n = columns.count
            while (try? s.step()) == true {
                out.append(column.map { s.text($0) } ?? (0 ..< n).map(s.text).joined(separator: "\t"))
            }
            return out.count == count ? out : nil
        }
    }

    func rows(matching query: RowQuery, in range: Range<Int>) -> [Int] {
        searcher().rows(matching: query, in: range, count: rowCount)
    }

    func rows(matching query: RowQuery, among candidates: [Int]) -> [Int] {
        searcher().rows(matching: query, among: candidates, count: rowCount)
    }

    func stopLoading() { stopped.store(true, ordering: .relaxed) }
}
