import CSQLite
import Foundation
import TableKit

/// One read-only connection to a SQLite database file (the system libsqlite3): opened with
/// `SQLITE_OPEN_READONLY`, `PRAGMA query_only = 1`, and a 2-second busy timeout, so that a
/// locked database is reported instead of waited for.
///
/// Not thread-safe by itself: ``SQLiteSource`` guards each connection with a lock.
final class SQLiteDatabase: @unchecked Sendable {
    let handle: OpaquePointer
    let title: String

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
    init(path: String, title: String) throws(DataError) {
        self.title = title
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
        sqlite3_busy_timeout(db, 2_000)
        sqlite3_exec(db, "PRAGMA query_only = 1", nil, nil, nil)
        _ = try tableNames() // reads the schema: fails here for a non-database or a locked one
    }

    deinit { sqlite3_close(handle) }

    /// The error for result code `rc` of the last call, in one line.
    func error(_ rc: Int32, _ doing: String) -> DataError {
        switch rc & 0xFF {
        case SQLITE_NOTADB: return DataError("\(title): not a SQLite database")
        case SQLITE_BUSY, SQLITE_LOCKED: return DataError("\(title): the database is locked (another program is writing to it); try again later")
        case SQLITE_CORRUPT: return DataError("\(title): the database is corrupt")
        default: return DataError("\(title): \(doing): \(Sanitizer.sanitize(String(cString: sqlite3_errmsg(handle))))")
        }
    }

    /// A prepared statement for `sql` (one statement).
    /// - Throws: ``DataError`` when it does not compile, or holds more than one statement.
    func prepare(_ sql: String, doing: String) throws(DataError) -> Statement {
        var stmt: OpaquePointer?
        var tail: UnsafePointer<CChar>?
        let rc = sql.withCString { sqlite3_prepare_v2(handle, $0, -1, &stmt, &tail) }
        guard rc == SQLITE_OK, let stmt else { throw error(rc, doing) }
        if let tail, String(cString: tail).contains(where: { !$0.isWhitespace && $0 != ";" }) {
            sqlite3_finalize(stmt)
            throw DataError("\(title): \(doing): only one statement can be run")
        }
        return Statement(stmt, database: self)
    }

    /// The names of the tables and views, sorted (internal `sqlite_` tables left out).
    func tableNames() throws(DataError) -> [String] {
        let s = try prepare("SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name", doing: "cannot read the schema")
        var names: [String] = []
        while try s.step() { names.append(s.text(0)) }
        return names
    }

    /// `name` as a quoted SQL identifier.
    static func quoted(_ name: String) -> String { "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }

    /// A prepared statement; finalized on release.
    final class Statement {
        let pointer: OpaquePointer
        let database: SQLiteDatabase
        init(_ pointer: OpaquePointer, database: SQLiteDatabase) { self.pointer = pointer; self.database = database }
        deinit { sqlite3_finalize(pointer) }

        /// Advances to the next row: true on a row, false when done.
        /// - Throws: ``DataError`` (locked, not a database, I/O).
        func step() throws(DataError) -> Bool {
            let rc = sqlite3_step(pointer)
            if rc == SQLITE_ROW { return true }
            if rc == SQLITE_DONE { return false }
            throw database.error(rc, "cannot read")
        }

        func bind(_ index: Int32, _ value: Int64) { sqlite3_bind_int64(pointer, index, value) }
        func reset() { sqlite3_reset(pointer); sqlite3_clear_bindings(pointer) }
        var columnCount: Int { Int(sqlite3_column_count(pointer)) }
        func columnName(_ i: Int) -> String { sqlite3_column_name(pointer, Int32(i)).map { String(cString: $0) } ?? String(i + 1) }
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
                return FieldDecoding.string(p, 0 ..< n, limit: limit)
            }
        }
    }
}
