import CSQLite
import Foundation
import TableKit

/// One read-only connection to a SQLite database file (the system libsqlite3): opened with
/// `SQLITE_OPEN_READONLY`, `PRAGMA query_only = 1`, and a 2-second wait for a lock
/// (``SQLiteStop/busyTimeout``), so that a locked database is reported instead of waited
/// for; every statement on it stops when its ``stop`` is asked (from any thread) or its
/// deadline passes, and then fails with ``interruptedMessage(_:)``.
///
/// Not thread-safe by itself: ``SQLiteSource`` guards each connection with a lock, or
/// gives it to one thread.
final class SQLiteDatabase: @unchecked Sendable {
    let handle: OpaquePointer
    let title: String
    /// Stops this connection's work from another thread, bounds it in time, and tells a
    /// wait for a lock.
    let stop: SQLiteStop

    /// True when the file at `path` starts with the SQLite 3 header.
    static func hasHeader(path: String) -> Bool {
        // Only regular files: reading a FIFO's first bytes would take them from the reader.
        var st = stat()
        guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return false }
        guard let h = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? h.close() }
        let head = (try? h.read(upToCount: 16)) ?? Data()
        return head == Data("SQLite format 3\0".utf8)
    }

    /// Opens `path` read-only and checks that it is a database.
    /// - Throws: ``DataError``: no such file, not a SQLite database, locked, unreadable.
    /// `followsTask`: a cancelled Swift task running a statement stops it (a search job).
    /// `stop`: the stop to install (one made by the caller, to stop or watch the open
    /// itself: its read of the schema may wait for a lock); nil makes one.
    init(path: String, title: String, followsTask: Bool = false, stop: SQLiteStop? = nil) throws(DataError) {
        self.title = title
        self.stop = stop ?? SQLiteStop(followsTask: followsTask)
        var st = stat()
        if stat(path, &st) != 0 { throw DataError("\(title): \(String(cString: strerror(errno)).lowercased())") }
        var db: OpaquePointer?
        let rc = sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil)
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close(db)
            throw DataError("\(title): cannot open the database: \(message)")
        }
        handle = db
        self.stop.install(on: db)
        sqlite3_exec(db, "PRAGMA query_only = 1", nil, nil, nil)
        _ = try tableNames()  // reads the schema: fails here for a non-database or a locked one
    }

    deinit {
        stop.forget(handle)
        sqlite3_close(handle)
    }

    /// The one line of a statement stopped by ``stop`` or its deadline.
    static func interruptedMessage(_ title: String) -> String { "\(title): stopped before the query finished" }

    /// The error for result code `rc` of the last call, in one line.
    func error(_ rc: Int32, _ doing: String) -> DataError {
        switch rc & 0xFF {
        case SQLITE_NOTADB: return DataError("\(title): not a SQLite database")
        case SQLITE_BUSY, SQLITE_LOCKED:
            return DataError("\(title): the database is locked (another program is writing to it); try again later")
        case SQLITE_CORRUPT: return DataError("\(title): the database is corrupt")
        case SQLITE_INTERRUPT: return DataError(Self.interruptedMessage(title))
        default: return DataError("\(title): \(doing): \(Sanitizer.sanitize(String(cString: sqlite3_errmsg(handle))))")
        }
    }

    /// A prepared statement for `sql` (one statement, as given: comments and a final `;`
    /// are fine, since nothing wraps it).
    /// - Throws: ``DataError`` when it does not compile, holds no statement (only
    ///   comments), or holds more than one (what follows it is compiled too: anything but
    ///   comments, blanks and `;` is a second statement).
    func prepare(_ sql: String, doing: String) throws(DataError) -> Statement {
        let result: Result<Statement, DataError> = sql.withCString { text in
            var stmt: OpaquePointer?
            var tail: UnsafePointer<CChar>?
            let rc = sqlite3_prepare_v2(handle, text, -1, &stmt, &tail)
            guard rc == SQLITE_OK else { return .failure(error(rc, doing)) }
            guard let stmt else { return .failure(DataError("\(title): \(doing): no statement")) }
            let statement = Statement(stmt, database: self)
            // The rest: sqlite3_prepare_v2 gives no statement for comments and blanks only.
            while let rest = tail, rest.pointee != 0 {
                var next: OpaquePointer?
                var after: UnsafePointer<CChar>?
                let rc2 = sqlite3_prepare_v2(handle, rest, -1, &next, &after)
                sqlite3_finalize(next)
                if rc2 != SQLITE_OK || next != nil {
                    return .failure(DataError("\(title): \(doing): only one statement can be run"))
                }
                if after == rest { break }
                tail = after
            }
            return .success(statement)
        }
        return try result.get()
    }

    /// The names of the tables and views, sorted (internal `sqlite_` tables left out).
    func tableNames() throws(DataError) -> [String] {
        let s = try prepare(
            "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
            doing: "cannot read the schema")
        var names: [String] = []
        while try s.step() { names.append(s.text(0)) }
        return names
    }

    /// Whether `name` (from ``tableNames()``) is a view (`CREATE VIEW`) rather than a table.
    func isView(_ name: String) -> Bool {
        guard
            let s = try? prepare(
                "SELECT type FROM sqlite_master WHERE name = ?1 AND type IN ('table', 'view')", doing: "")
        else { return false }
        s.bind(1, name)
        return (try? s.step()) == true && s.text(0) == "view"
    }

    /// The name that reads a table's rowid in SQL: `rowid`, `_rowid_` or `oid`, the first
    /// that no column of the table is named (a column hides it); nil for a view, a
    /// `WITHOUT ROWID` table, or when all three are columns. A view compiles
    /// `SELECT rowid` too, but its "rowids" are NULL, so views are told apart first.
    func rowidName(of table: String) -> String? {
        guard !isView(table) else { return nil }
        let q = Self.quoted(table)
        guard let s = try? prepare("SELECT * FROM \(q) LIMIT 0", doing: "") else { return nil }
        let names = Set((0..<s.columnCount).map { s.columnName($0).lowercased() })
        guard let alias = ["rowid", "_rowid_", "oid"].first(where: { !names.contains($0) }) else { return nil }
        return (try? prepare("SELECT \(alias) FROM \(q) LIMIT 0", doing: "")) != nil ? alias : nil
    }

    /// `name` as a quoted SQL identifier.
    static func quoted(_ name: String) -> String { "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }

    /// A prepared statement; finalized on release.
    final class Statement {
        let pointer: OpaquePointer
        let database: SQLiteDatabase
        init(_ pointer: OpaquePointer, database: SQLiteDatabase) {
            self.pointer = pointer
            self.database = database
        }
        deinit { sqlite3_finalize(pointer) }

        /// Advances to the next row: true on a row, false when done.
        /// - Throws: ``DataError`` (locked, not a database, I/O).
        func step() throws(DataError) -> Bool {
            let rc = sqlite3_step(pointer)
            database.stop.lockWaitEnded()
            if rc == SQLITE_ROW { return true }
            if rc == SQLITE_DONE { return false }
            throw database.error(rc, "cannot read")
        }

        func bind(_ index: Int32, _ value: Int64) { sqlite3_bind_int64(pointer, index, value) }
        func bind(_ index: Int32, _ value: String) {
            // SQLITE_TRANSIENT: SQLite copies the text before this returns.
            sqlite3_bind_text(pointer, index, value, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
        }
        func reset() {
            sqlite3_reset(pointer)
            sqlite3_clear_bindings(pointer)
        }
        var columnCount: Int { Int(sqlite3_column_count(pointer)) }
        func columnName(_ i: Int) -> String {
            sqlite3_column_name(pointer, Int32(i)).map { String(cString: $0) } ?? String(i + 1)
        }
        func int64(_ i: Int) -> Int64 { sqlite3_column_int64(pointer, Int32(i)) }
        var isReadOnly: Bool { sqlite3_stmt_readonly(pointer) != 0 }

        /// Column `i` of the current row as a cell shows it: integers and reals as
        /// written by SQLite, text as UTF-8 (invalid bytes as U+FFFD), NULL blank, a blob
        /// as `x'…'` hex of its first 32 bytes; text cut at ``DataLimits/displayBytes``.
        func text(_ i: Int) -> String { text(i, limit: DataLimits.displayBytes) }

        /// As ``text(_:)``, text cut to `limit` bytes (`Int.max`: whole).
        func text(_ i: Int, limit: Int) -> String {
            let c = Int32(i)
            switch sqlite3_column_type(pointer, c) {
            case SQLITE_NULL: return ""
            case SQLITE_INTEGER: return String(sqlite3_column_int64(pointer, c))
            case SQLITE_BLOB:
                let n = Int(sqlite3_column_bytes(pointer, c))
                guard let p = sqlite3_column_blob(pointer, c)?.assumingMemoryBound(to: UInt8.self) else { return "x''" }
                let hex = UnsafeBufferPointer(start: p, count: min(n, 32)).map { String(format: "%02x", $0) }.joined()
                return "x'\(hex)\(n > 32 ? "…" : "")'"
            default:
                guard let p = sqlite3_column_text(pointer, c) else { return "" }
                let n = Int(sqlite3_column_bytes(pointer, c))
                return FieldDecoding.string(p, 0..<n, limit: limit)
            }
        }
    }
}
