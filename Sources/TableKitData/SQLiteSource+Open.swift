import Foundation
import Synchronization
import TableKit

extension SQLiteSource {
    /// How long opening waits for a query's first rows on the caller's thread; past it the
    /// source opens with no rows (``LoadingWait/firstRow``) and they come in the background.
    static let firstRowWait: Duration = .milliseconds(200)

    /// Opens `path` read-only: the table or view `table`, the query `query`, or (neither) the
    /// list of tables and views with their row counts (``listTables(_:title:names:)``).
    /// The first page is read on a background thread: when it takes longer than
    /// ``firstRowWait`` the source opens without it (every column of type text), its
    /// progress waiting for the first row, and its rows come when the thread has them.
    /// `stop`: the first connection's stop (``SQLiteDatabase/init(path:title:followsTask:stop:)``),
    /// so that a caller on another thread sees a wait for a lock and stops it.
    /// - Throws: ``DataError``: not a database, locked, no such table (listing the tables),
    ///   a query that does not compile, holds more than one statement, or would write.
    static func open(path: String, title: String, table: String?, query: String?, stop: SQLiteStop? = nil)
        throws(DataError) -> any TabularSource
    {
        let db = try SQLiteDatabase(path: path, title: title, stop: stop)
        let names = try db.tableNames()
        if table == nil && query == nil { return try listTables(db, title: title, names: names) }
        let sql: String
        var rowidName: String?
        var tableName: String?
        var isView = false
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
            isView = db.isView(name)
            shownTitle = "\(title): \(isView ? "view" : "table") \(Sanitizer.sanitize(name))"
            let q = SQLiteDatabase.quoted(name)
            rowidName = db.rowidName(of: name)
            sql = rowidName.map { "SELECT * FROM \(q) ORDER BY \($0)" } ?? "SELECT * FROM \(q)"
        }
        // Only the box holds the statement: the thread finalizes it with the lock held.
        let box = StatementBox(try db.prepare(sql, doing: query == nil ? "cannot read" : "the query does not compile"))
        let titles = try Self.columnTitles(box, title: title)
        let version = dataVersion(of: db)
        let first = FirstRows()
        let connection = SQLiteConnection(db)
        // The first rows, for the columns' types: a query may compute long before its first.
        Thread.detachNewThread { first.read(box, on: connection) }
        let sample = first.wait(for: firstRowWait)
        if case .failure(let error) = sample { throw error }
        let types: [ColumnType]? = (try? sample?.get()).map { rows in
            titles.indices.map { c in ColumnType.detect(rows.lazy.map { $0[c] }) }
        }
        let source = SQLiteSource(
            path: path, title: shownTitle,
            columns: titles.indices.map { Column(name: titles[$0], type: types?[$0] ?? .text) },
            connection: connection, baseSQL: sql, table: tableName, rowidName: rowidName, isView: isView,
            dataVersion: version)
        if case .success(let rows) = sample {
            source.firstPageCame(rows)
        } else {
            source.state.withLock { $0.readsFirstPage = true }
            source.progressWait.threadStarted()
            let wait = source.progressWait
            first.then { [weak source] result in
                defer { wait.threadEnded() }
                switch result {
                case .success(let rows): source?.firstPageCame(rows)
                case .failure(let error):
                    // Stopped: the progress stays as it was (still waiting), as a count stopped does.
                    guard let source, !source.stopped.load(ordering: .relaxed) else { return }
                    source.state.withLock { s in
                        s.readsFirstPage = false
                        s.error = error
                    }
                }
            }
        }
        return source
    }

    /// The statement's column names (the reference to it ends here).
    /// - Throws: ``DataError``: it would write, or returns no columns.
    private static func columnTitles(_ box: StatementBox, title: String) throws(DataError) -> [String] {
        guard let s = box.statement, s.isReadOnly, s.columnCount > 0 else {
            throw DataError(Self.notASelectMessage(title))
        }
        return (0..<s.columnCount).map(s.columnName)
    }

    /// The first rows (up to ``DataLimits/typeSampleRows``) were read: page 0 is theirs,
    /// and the rest are counted in the background when there are more than a page.
    func firstPageCame(_ sample: [[String]]) {
        state.withLock { s in
            cache(0, Array(sample.prefix(Self.pageRows)), in: &s)
            s.firstPageRows = min(sample.count, Self.pageRows)
            s.readsFirstPage = false
            if sample.count < Self.pageRows { s.countKnown = sample.count }
        }
        progressWait.signal()
        guard sample.count >= Self.pageRows else { return }
        progressWait.threadStarted()
        let wait = progressWait
        Thread.detachNewThread { [weak self] in
            defer { wait.threadEnded() }  // wakes the waiters: counted, or failed
            guard let self, self.counts else { return }
            do throws(DataError) {
                let counter = try self.openConnection()
                self.countStop.withLock { $0 = counter.stop }
                if !self.counts { counter.stop.stop() }
                self.count(with: counter)
            } catch {
                self.state.withLock { $0.error = $0.error ?? error }
            }
        }
    }

    /// Why a `--query` is refused: it would write, or returns no rows of columns
    /// (`ATTACH`, `PRAGMA x = 1`, `BEGIN`): only one read-only statement that returns
    /// columns is run (`sqlite3_stmt_readonly`, and the connection is read-only anyway).
    static func notASelectMessage(_ title: String) -> String {
        "\(title): --query runs only a read-only SELECT (or WITH … SELECT, or a PRAGMA that reads) that returns columns"
    }
}

/// A statement handed to the thread that steps it, released there under its connection's lock.
final class StatementBox: @unchecked Sendable {
    var statement: SQLiteDatabase.Statement?
    init(_ statement: SQLiteDatabase.Statement) { self.statement = statement }
}

/// The first rows of a statement read on their own thread, waited for a bounded time by
/// the opener, and handed to whoever is there when they come.
final class FirstRows: Sendable {
    typealias Rows = Result<[[String]], DataError>
    private let done = DispatchSemaphore(value: 0)
    private let slot = Mutex<(rows: Rows?, then: (@Sendable (Rows) -> Void)?)>((nil, nil))

    /// Steps `statement` (prepared on `connection`'s database) for up to
    /// ``DataLimits/typeSampleRows`` rows, with the connection's lock held.
    func read(_ box: StatementBox, on connection: SQLiteConnection) {
        let rows: Rows = connection.withLock { _ in
            defer { box.statement = nil }  // finalized with the lock held: one thread at a time
            guard let statement = box.statement else { return .success([]) }
            do throws(DataError) {
                let n = statement.columnCount
                var sample: [[String]] = []
                while sample.count < DataLimits.typeSampleRows, try statement.step() {
                    sample.append((0..<n).map(statement.text))
                }
                return .success(sample)
            } catch {
                return .failure(error)
            }
        }
        let then = slot.withLock { s in
            s.rows = rows
            return s.then
        }
        done.signal()
        then?(rows)
    }

    /// The rows when they came within `timeout`, else nil.
    func wait(for timeout: Duration) -> Rows? {
        let ms = Int(timeout.components.seconds) * 1_000 + Int(timeout.components.attoseconds / 1_000_000_000_000_000)
        _ = done.wait(timeout: .now() + .milliseconds(ms))
        return slot.withLock { $0.rows }
    }

    /// Calls `body` with the rows when they come (at once when they have).
    func then(_ body: @escaping @Sendable (Rows) -> Void) {
        let rows: Rows? = slot.withLock { s in
            if s.rows == nil { s.then = body }
            return s.rows
        }
        if let rows { body(rows) }
    }
}
