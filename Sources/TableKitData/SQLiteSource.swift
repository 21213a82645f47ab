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
/// lock is held between keys. A page more than ``inlineStepRows`` rows from the start (or
/// one that takes longer than ``inlinePageTime``) is read by a background reader on its
/// own connection: ``fieldsIfRead(ofRow:)`` gives nil for it until then, and
/// ``fields(ofRow:)`` waits for it. The count comes from `count(*)` (a `WITHOUT ROWID`
/// table) or from stepping a view or the query through, in the background.
///
/// Every connection stops at once on ``stopLoading()`` (`sqlite3_interrupt` and the
/// progress handler, ``SQLiteStop``), whatever its statement is doing: an endless query, a
/// wait for a lock.
final class SQLiteSource: TabularSource, ProgressSignallingSource, CountStoppingSource {
    static let pageRows = 256
    static let cachedPages = 64
    /// Rows a page read on the caller's thread may step past; a page further from the
    /// start is read in the background.
    static let inlineStepRows = 16_384
    /// How long a page read on the caller's thread may step before it is handed to the
    /// background reader.
    static let inlinePageTime: Duration = .milliseconds(30)
    /// The most rows a search looks at (their folded text is held in memory).
    static let searchRowLimit = 2_000_000

    struct State {
        var rowids: [Int64] = []
        /// Rows counted so far by stepping a query (readable: stepping reaches them).
        var counted = 0
        var countKnown: Int?
        var error: DataError?
        var pages: [Int: [[String]]] = [:]
        var pageOrder: [Int] = []
        /// The rows of page 0, once read (the first step may take long: it is made in the
        /// background when it does).
        var firstPageRows = 0
        var readsFirstPage = false
        /// Pages asked for that the background reader has not read, most recent last.
        var wanted: [Int] = []
        var pagesRead = 0
    }

    let path: String
    let title: String
    let columns: [Column]
    /// The page connection: the caller's page reads, and the first page's thread.
    let database: SQLiteConnection
    /// The statement stepped for pages: `SELECT * FROM "t"` (ordered by the rowid when there
    /// is one), or the query as given.
    let baseSQL: String
    let table: String?
    /// The table's rowid name (``SQLiteDatabase/rowidName(of:)``); nil: pages by stepping.
    let rowidName: String?
    /// ``table`` is a view: counted by stepping it, as a query is (its rows readable as
    /// they are counted), never by a `count(*)` that shows nothing until it ends.
    let isView: Bool
    let state = Mutex(State())
    let stopped = Atomic<Bool>(false)
    /// ``stopCounting()`` was called: the count ends, the pages stay readable.
    let countStopped = Atomic<Bool>(false)
    /// The count's connection's stop, once it is open.
    let countStop = Mutex<SQLiteStop?>(nil)
    /// Signalled by the first page's thread, the count and the background reader after each
    /// step; the first page's thread and the count are its threads.
    let progressWait = IndexingProgressWait()
    /// The stops of every connection opened for this source (count, pages, search).
    let stops = Mutex<[SQLiteStop]>([])
    let search: Mutex<StringRowsSearch?> = Mutex(nil)
    let pager = Mutex<SQLitePager?>(nil)
    let searchConnection = Mutex<SQLiteSearchConnection?>(nil)
    /// `PRAGMA data_version` of ``database`` when the rows were first read: another
    /// connection's commit changes it (``lookAtFile()``).
    private let dataVersion: Int64?

    init(
        path: String, title: String, columns: [Column], connection: SQLiteConnection, baseSQL: String,
        table: String?, rowidName: String?, isView: Bool = false, dataVersion: Int64?
    ) {
        self.path = path
        self.title = title
        self.columns = columns
        self.database = connection
        self.baseSQL = baseSQL
        self.table = table
        self.rowidName = rowidName
        self.isView = isView
        self.dataVersion = dataVersion
        stops.withLock { $0.append(connection.stop) }
    }

    deinit { stopLoading() }

    /// `PRAGMA data_version` of `db`, or nil when it cannot be read.
    static func dataVersion(of db: SQLiteDatabase) -> Int64? {
        guard let s = try? db.prepare("PRAGMA data_version", doing: "cannot read the data version"),
            (try? s.step()) == true
        else { return nil }
        return s.int64(0)
    }

    /// The database changed since its rows were first read when another connection
    /// committed a change (`PRAGMA data_version` moved, SQLite's own test for this):
    /// `.rewritten`, so that a pick refuses rows that may be stale and the status line
    /// says so; nil otherwise, and while the page connection is busy (never waited for).
    /// - Complexity: one PRAGMA on the page connection (no table is read).
    func lookAtFile() -> FollowedFileChange? {
        guard let was = dataVersion else { return nil }
        let now = database.withLockIfAvailable { Self.dataVersion(of: $0) } ?? nil
        return now.map { $0 != was ? .rewritten : nil } ?? nil
    }

    /// Opens another connection to the database for this source's background work, its
    /// stop joined to ``stopLoading()``.
    func openConnection(followsTask: Bool = false) throws(DataError) -> SQLiteDatabase {
        let db = try SQLiteDatabase(path: path, title: title, followsTask: followsTask)
        stops.withLock { $0.append(db.stop) }
        if stopped.load(ordering: .relaxed) { db.stop.stop() }
        return db
    }

    var progress: LoadingProgress {
        let waitsForLock = stops.withLock { $0.contains { $0.isWaitingForLock } }
        return state.withLock { s in
            let rows = s.countKnown ?? max(s.firstPageRows, s.rowids.count, s.counted)
            let waits: LoadingWait? = waitsForLock ? .lock : s.readsFirstPage ? .firstRow : nil
            return LoadingProgress(
                rowCount: rows, isComplete: s.countKnown != nil, error: s.error, waitsFor: waits,
                pagesPending: s.wanted.count, pagesRead: s.pagesRead, searchLimit: Self.searchRowLimit)
        }
    }

    /// Rows `start ..< start + count` of ``baseSQL`` (fewer at its end), text cut to
    /// `limit` bytes: the statement is prepared, stepped from its first row past `start`
    /// rows without reading them, and finalized when done (no read lock is kept).
    /// - Throws: ``DataError``, also when the connection's deadline or stop interrupts it.
    /// - Complexity: O(`start + count`) steps.
    func stepped(_ db: SQLiteDatabase, from start: Int, count: Int, limit: Int) throws(DataError) -> [[String]] {
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

    /// Caches page `p`'s rows, the oldest page dropped past ``cachedPages``.
    func cache(_ p: Int, _ rows: [[String]], in s: inout State) {
        if s.pages[p] == nil { s.pageOrder.append(p) }
        s.pages[p] = rows
        if s.pageOrder.count > Self.cachedPages { s.pages[s.pageOrder.removeFirst()] = nil }
    }

    /// Page `p`'s rows: from the cache, by its rowids, or by stepping on this thread when
    /// it is near the start; else from the background reader: nil when `waits` is false
    /// and it has not read it yet, else once it has.
    func page(_ p: Int, waits: Bool) -> [[String]]? {
        if let rows = state.withLock({ $0.pages[p] }) { return rows }
        let start = p * Self.pageRows
        let range: (Int64, Int64)? = state.withLock { s in
            // Only a page whose rowids are all read (or the last page): a short page is cached.
            guard rowidName != nil, start < s.rowids.count,
                start + Self.pageRows <= s.rowids.count || s.countKnown != nil
            else { return nil }
            return (s.rowids[start], s.rowids[min(s.rowids.count, start + Self.pageRows) - 1])
        }
        if range == nil && start > Self.inlineStepRows { return pageInBackground(p, waits: waits) }
        let read: Result<[[String]], DataError> = database.withLock { db in
            do throws(DataError) {
                guard let (lo, hi) = range, let table, let rowidName else {
                    return .success(
                        try db.stop.withDeadline(waits ? nil : Self.inlinePageTime) { () throws(DataError) in
                            try stepped(db, from: start, count: Self.pageRows, limit: DataLimits.displayBytes)
                        })
                }
                let s = try db.prepare(
                    "SELECT * FROM \(SQLiteDatabase.quoted(table)) WHERE \(rowidName) BETWEEN ?1 AND ?2 ORDER BY \(rowidName)",
                    doing: "cannot read")
                s.bind(1, lo)
                s.bind(2, hi)
                var out: [[String]] = []
                let n = columns.count
                while try s.step() { out.append((0..<n).map(s.text)) }
                return .success(out)
            } catch {
                return .failure(error)
            }
        }
        switch read {
        case .success(let rows):
            state.withLock { cache(p, rows, in: &$0) }
            return rows
        case .failure(let error):
            if error.description == SQLiteDatabase.interruptedMessage(title) {
                // Stopped (the screen quits): an interruption asked for is no error, and
                // nothing is cached for a page not read.
                if stopped.load(ordering: .relaxed) { return [] }
                return pageInBackground(p, waits: waits)  // past its time on this thread
            }
            state.withLock {
                $0.error = $0.error ?? error
                cache(p, [], in: &$0)
            }
            return []
        }
    }

    func fields(ofRow row: Int) -> [String] {
        precondition(row >= 0 && row < rowCount, "\(title): row \(row) is outside 0..<\(rowCount)")
        let rows = page(row / Self.pageRows, waits: true) ?? []
        let k = row % Self.pageRows
        return k < rows.count ? rows[k] : [String](repeating: "", count: columns.count)  // a row deleted meanwhile
    }

    func fieldsIfRead(ofRow row: Int) -> [String]? {
        precondition(row >= 0 && row < rowCount, "\(title): row \(row) is outside 0..<\(rowCount)")
        guard let rows = page(row / Self.pageRows, waits: false) else { return nil }
        let k = row % Self.pageRows
        return k < rows.count ? rows[k] : [String](repeating: "", count: columns.count)
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
    /// A row whose page is cached with no field long enough to have been cut is its page's:
    /// a row far from a query's start is then never stepped to again on the caller's thread.
    /// A query's row with a field cut is stepped to for at most ``inlinePageTime``; past it,
    /// nil (its page's fields, cut, are shown).
    private func wholeFields(ofRow row: Int) -> [String]? {
        precondition(row >= 0 && row < rowCount, "\(title): row \(row) is outside 0..<\(rowCount)")
        let cached: [String]? = state.withLock { s in
            guard let rows = s.pages[row / Self.pageRows], row % Self.pageRows < rows.count else { return nil }
            let fields = rows[row % Self.pageRows]
            // A cut field is at least the limit less a character's bytes long.
            return fields.allSatisfy { $0.utf8.count < DataLimits.displayBytes - 4 } ? fields : nil
        }
        if let cached { return cached }
        let rowid: Int64? = state.withLock { s in rowidName != nil && row < s.rowids.count ? s.rowids[row] : nil }
        return database.withLock { db -> [String]? in
            do throws(DataError) {
                guard let rowid, let table, let rowidName else {
                    return try db.stop.withDeadline(Self.inlinePageTime) { () throws(DataError) in
                        try stepped(db, from: row, count: 1, limit: .max).first
                    }
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

    /// Whether the background count goes on: neither loading nor the count was stopped.
    var counts: Bool { !stopped.load(ordering: .relaxed) && !countStopped.load(ordering: .relaxed) }

    /// Stops the background count alone (`RowBoundSource` at its bound): its statement is
    /// interrupted, and every row counted stays readable, its pages read as before.
    func stopCounting() {
        countStopped.store(true, ordering: .relaxed)
        countStop.withLock { $0?.stop() }
    }

    /// Stops the count, the first page, the background pages and a search at once: every
    /// connection's statement is interrupted (idempotent; from any thread).
    func stopLoading() {
        stopped.store(true, ordering: .relaxed)
        for stop in stops.withLock({ $0 }) { stop.stop() }
        pager.withLock { $0?.stop() }
    }
}
