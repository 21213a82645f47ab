import Foundation
import Synchronization
import TableKit

/// A SQLite table, view or read-only query as rows, paged with SQL and never loaded whole.
///
/// Rows are fetched 256 at a time (a page) and the last 64 pages are kept. A table with
/// rowids is shown in rowid order: a background connection reads every rowid (8 bytes a
/// row; this is also the row count), and page `p` is then `WHERE rowid BETWEEN` its first
/// and last rowid, so a jump to the end costs what a jump to the start does. Until then,
/// and for views, `WITHOUT ROWID` tables and queries, a page is read by stepping the
/// statement from its first row to the page and reading 256 rows (the work SQLite's
/// `OFFSET` does); the statement is run as given, never wrapped in another `SELECT`, so
/// comments and `PRAGMA` queries work, and it is finalized after each page so that no read
/// lock is held between keys. The count comes from `count(*)` (a view, a `WITHOUT ROWID`
/// table) or from stepping the query through, in the background.
final class SQLiteSource: TabularSource, ProgressSignallingSource {
    static let pageRows = 256
    static let cachedPages = 64

    struct State {
        var rowids: [Int64] = []
        /// Rows counted so far by stepping a query (readable: stepping reaches them).
        var counted = 0
        var countKnown: Int?
        var error: DataError?
        var pages: [Int: [[String]]] = [:]
        var pageOrder: [Int] = []
    }

    let title: String
    let columns: [Column]
    private let database: Mutex<SQLiteDatabase>
    /// The statement stepped for pages: `SELECT * FROM "t"` (ordered by the rowid when there
    /// is one), or the query as given.
    private let baseSQL: String
    private let table: String?
    /// The table's rowid name (``SQLiteDatabase/rowidName(of:)``); nil: pages by stepping.
    private let rowidName: String?
    private let firstPage: [[String]]
    private let state = Mutex(State())
    private let stopped = Atomic<Bool>(false)
    let progressWait = IndexingProgressWait()
    private let search: Mutex<StringRowsSearch?> = Mutex(nil)
    /// `PRAGMA data_version` of ``database`` when the rows were first read: another
    /// connection's commit changes it (``lookAtFile()``).
    private let dataVersion: Int64?

    private init(
        title: String, columns: [Column], database: SQLiteDatabase, baseSQL: String, table: String?, rowidName: String?,
        firstPage: [[String]]
    ) {
        self.title = title
        self.columns = columns
        self.database = Mutex(database)
        self.baseSQL = baseSQL
        self.table = table
        self.rowidName = rowidName
        self.firstPage = firstPage
        self.dataVersion = Self.dataVersion(of: database)
        state.withLock {
            $0.pages[0] = firstPage
            $0.pageOrder = [0]
        }
    }

    /// `PRAGMA data_version` of `db`, or nil when it cannot be read.
    private static func dataVersion(of db: SQLiteDatabase) -> Int64? {
        guard let s = try? db.prepare("PRAGMA data_version", doing: "cannot read the data version"),
            (try? s.step()) == true
        else { return nil }
        return s.int64(0)
    }

    /// The database changed since its rows were first read when another connection
    /// committed a change (`PRAGMA data_version` moved, SQLite's own test for this):
    /// `.rewritten`, so that a pick refuses rows that may be stale and the status line
    /// says so; nil otherwise.
    /// - Complexity: one PRAGMA on the page connection (no table is read).
    func lookAtFile() -> FollowedFileChange? {
        guard let was = dataVersion else { return nil }
        let now = database.withLock { Self.dataVersion(of: $0) }
        return now.map { $0 != was ? .rewritten : nil } ?? nil
    }

    /// Opens `path` read-only: the table or view `table`, the query `query`, or (neither) the
    /// list of tables and views with their row counts.
    /// - Throws: ``DataError``: not a database, locked, no such table (listing the tables),
    ///   a query that does not compile, holds more than one statement, or would write.
    static func open(path: String, title: String, table: String?, query: String?) throws(DataError) -> any TabularSource
    {
        let db = try SQLiteDatabase(path: path, title: title)
        let names = try db.tableNames()
        if table == nil && query == nil {
            var rows: [[String]] = []
            var firstError: DataError?
            for name in names {
                do {
                    let s = try db.prepare(
                        "SELECT count(*) FROM \(SQLiteDatabase.quoted(name))",
                        doing: "cannot count the rows of '\(Sanitizer.sanitize(name))'")
                    _ = try s.step()
                    rows.append([name, Int(s.int64(0)).formatted()])  // grouped as the status line's count
                } catch {
                    // A view over a dropped table cannot be read: the list still opens the
                    // others, with "—" for its count (opening it says why). Only when no
                    // table can be counted (locked, not a database) is it the error.
                    firstError = firstError ?? error
                    rows.append([name, "—"])
                }
            }
            if let firstError, rows.allSatisfy({ $0[1] == "—" }) { throw firstError }
            return MemoryTableSource(
                title: "\(title): tables",
                columns: [Column(name: "table", type: .text), Column(name: "rows", type: .number)], rows: rows)
        }
        let sql: String
        var rowidName: String?
        var tableName: String?
        var shownTitle = "\(title): query"
        if let query {
            sql = query
        } else {
            let wanted = table!
            guard
                let name = names.first(where: { $0 == wanted })
                    ?? names.first(where: { $0.caseInsensitiveCompare(wanted) == .orderedSame })
            else {
                let list =
                    names.isEmpty
                    ? "the database has no tables"
                    : "the tables are: " + names.map { Sanitizer.sanitize($0) }.joined(separator: ", ")
                throw DataError("\(title): no table '\(Sanitizer.sanitize(wanted))' (\(list))")
            }
            tableName = name
            shownTitle = "\(title): \(db.isView(name) ? "view" : "table") \(Sanitizer.sanitize(name))"
            let q = SQLiteDatabase.quoted(name)
            rowidName = db.rowidName(of: name)
            sql = rowidName.map { "SELECT * FROM \(q) ORDER BY \($0)" } ?? "SELECT * FROM \(q)"
        }
        // The first page, and the columns and types from the first rows.
        let s = try db.prepare(sql, doing: query == nil ? "cannot read" : "the query does not compile")
        guard s.isReadOnly, s.columnCount > 0 else { throw DataError(Self.notASelectMessage(title)) }
        let count = s.columnCount
        let titles = (0..<count).map(s.columnName)
        var sample: [[String]] = []
        while sample.count < DataLimits.typeSampleRows, try s.step() { sample.append((0..<count).map(s.text)) }
        let columns = (0..<count).map { c in Column(name: titles[c], type: ColumnType.detect(sample.lazy.map { $0[c] }))
        }
        let source = SQLiteSource(
            title: shownTitle, columns: columns, database: db, baseSQL: sql, table: tableName,
            rowidName: rowidName, firstPage: Array(sample.prefix(pageRows)))
        if sample.count < pageRows {
            source.state.withLock { $0.countKnown = sample.count }
        } else {
            let counter = try SQLiteDatabase(path: path, title: title)
            source.progressWait.threadStarted()
            Thread.detachNewThread { [source] in
                source.count(with: counter)
                source.progressWait.threadEnded()  // wakes the waiters: counted, or failed
            }
        }
        return source
    }

    /// Why a `--query` is refused: it would write, or returns no rows of columns
    /// (`ATTACH`, `PRAGMA x = 1`, `BEGIN`): only one read-only statement that returns
    /// columns is run (`sqlite3_stmt_readonly`, and the connection is read-only anyway).
    static func notASelectMessage(_ title: String) -> String {
        "\(title): --query runs only a read-only SELECT (or WITH … SELECT, or a PRAGMA that reads) that returns columns"
    }

    /// The background count: every rowid of a table, `count(*)` of a view or a `WITHOUT
    /// ROWID` table, or a query stepped through (its rows readable as they are counted).
    private func count(with db: SQLiteDatabase) {
        do throws(DataError) {
            if let rowidName, let table {
                let s = try db.prepare(
                    "SELECT \(rowidName) FROM \(SQLiteDatabase.quoted(table)) ORDER BY \(rowidName)",
                    doing: "cannot read the rowids")
                var batch: [Int64] = []
                batch.reserveCapacity(65_536)
                while try s.step() {
                    batch.append(s.int64(0))
                    if batch.count == 65_536 {
                        if stopped.load(ordering: .relaxed) { return }
                        state.withLock { $0.rowids.append(contentsOf: batch) }
                        progressWait.signal()
                        batch.removeAll(keepingCapacity: true)
                    }
                }
                state.withLock {
                    $0.rowids.append(contentsOf: batch)
                    $0.countKnown = $0.rowids.count
                }
            } else if let table {
                let s = try db.prepare(
                    "SELECT count(*) FROM \(SQLiteDatabase.quoted(table))", doing: "cannot count the rows")
                _ = try s.step()
                let n = Int(s.int64(0))
                state.withLock { $0.countKnown = n }
            } else {
                let s = try db.prepare(baseSQL, doing: "cannot count the rows")
                var n = 0
                while try s.step() {
                    n += 1
                    if n % 65_536 == 0 {
                        if stopped.load(ordering: .relaxed) { return }
                        state.withLock { $0.counted = n }
                        progressWait.signal()
                    }
                }
                state.withLock {
                    $0.counted = n
                    $0.countKnown = n
                }
            }
        } catch {
            state.withLock { $0.error = error }
        }
    }

    var progress: LoadingProgress {
        state.withLock { s in
            let rows = s.countKnown ?? max(firstPage.count, s.rowids.count, s.counted)
            return LoadingProgress(rowCount: rows, isComplete: s.countKnown != nil, error: s.error)
        }
    }

    /// Rows `start ..< start + count` of ``baseSQL`` (fewer at its end), text cut to
    /// `limit` bytes: the statement is prepared, stepped from its first row past `start`
    /// rows without reading them, and finalized when done (no read lock is kept).
    /// - Complexity: O(`start + count`) steps.
    private func stepped(_ db: SQLiteDatabase, from start: Int, count: Int, limit: Int) throws(DataError) -> [[String]]
    {
        let s = try db.prepare(baseSQL, doing: "cannot read")
        var skipped = 0
        while skipped < start {
            guard try s.step() else { return [] }
            skipped += 1
        }
        var out: [[String]] = []
        let n = columns.count
        while out.count < count, try s.step() { out.append((0..<n).map { s.text($0, limit: limit) }) }
        return out
    }

    /// Page `p`'s rows, from the cache or one query.
    private func page(_ p: Int) -> [[String]] {
        if let rows = state.withLock({ $0.pages[p] }) { return rows }
        let start = p * Self.pageRows
        let range: (Int64, Int64)? = state.withLock { s in
            // Only a page whose rowids are all read (or the last page): a short page is cached.
            guard rowidName != nil, start < s.rowids.count,
                start + Self.pageRows <= s.rowids.count || s.countKnown != nil
            else { return nil }
            return (s.rowids[start], s.rowids[min(s.rowids.count, start + Self.pageRows) - 1])
        }
        let rows: [[String]] = database.withLock { db in
            do throws(DataError) {
                guard let (lo, hi) = range, let table, let rowidName else {
                    return try stepped(db, from: start, count: Self.pageRows, limit: DataLimits.displayBytes)
                }
                let s = try db.prepare(
                    "SELECT * FROM \(SQLiteDatabase.quoted(table)) WHERE \(rowidName) BETWEEN ?1 AND ?2 ORDER BY \(rowidName)",
                    doing: "cannot read")
                s.bind(1, lo)
                s.bind(2, hi)
                var out: [[String]] = []
                let n = columns.count
                while try s.step() { out.append((0..<n).map(s.text)) }
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
        return k < rows.count ? rows[k] : [String](repeating: "", count: columns.count)  // a row deleted meanwhile
    }

    func field(ofRow row: Int, column: Int) -> String { fields(ofRow: row)[column] }

    func record(ofRow row: Int) -> [UInt8] {
        Array((wholeFields(ofRow: row) ?? fields(ofRow: row)).joined(separator: "\t").utf8)
    }

    func wholeField(ofRow row: Int, column: Int) -> String {
        precondition(
            column >= 0 && column < columns.count, "\(title): column \(column) is outside 0..<\(columns.count)")
        return wholeFields(ofRow: row)?[column] ?? field(ofRow: row, column: column)
    }

    /// `row`'s fields read again by one query, text never cut (the pages' are); nil when
    /// the query fails or the row is gone (the caller falls back to the page's fields).
    private func wholeFields(ofRow row: Int) -> [String]? {
        precondition(row >= 0 && row < rowCount, "\(title): row \(row) is outside 0..<\(rowCount)")
        let rowid: Int64? = state.withLock { s in rowidName != nil && row < s.rowids.count ? s.rowids[row] : nil }
        return database.withLock { db -> [String]? in
            do throws(DataError) {
                guard let rowid, let table, let rowidName else {
                    return try stepped(db, from: row, count: 1, limit: .max).first
                }
                let s = try db.prepare(
                    "SELECT * FROM \(SQLiteDatabase.quoted(table)) WHERE \(rowidName) = ?1", doing: "cannot read")
                s.bind(1, rowid)
                guard try s.step() else { return nil }
                return (0..<columns.count).map { s.text($0, limit: .max) }
            } catch {
                return nil
            }
        }
    }

    private func searcher() -> StringRowsSearch {
        search.withLock { s in
            if let s { return s }
            let made = StringRowsSearch(
                rowText: { [unowned self] r, c in
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
            guard let s = try? db.prepare(baseSQL, doing: "cannot read") else { return nil }
            var out: [String] = []
            out.reserveCapacity(count)
            let n = columns.count
            while out.count < count, (try? s.step()) == true {
                out.append(column.map { s.text($0) } ?? (0..<n).map(s.text).joined(separator: "\t"))
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
