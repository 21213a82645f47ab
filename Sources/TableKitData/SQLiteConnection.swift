import Synchronization

/// A ``SQLiteDatabase`` behind a lock, shared by the threads that use it (the caller's page
/// reads and the thread that reads the first page), with the connection's ``SQLiteStop``
/// at hand without the lock: stopping it never waits for the statement it stops.
final class SQLiteConnection: Sendable {
    let stop: SQLiteStop
    private let database: Mutex<SQLiteDatabase>

    init(_ database: SQLiteDatabase) {
        stop = database.stop
        self.database = Mutex(database)
    }

    /// Runs `body` with the connection, waiting for another thread using it.
    func withLock<T: Sendable, E: Error>(_ body: (SQLiteDatabase) throws(E) -> T) throws(E) -> T {
        try database.withLock { db throws(E) -> T in try body(db) }
    }

    /// Runs `body` with the connection when no other thread is using it; nil otherwise.
    func withLockIfAvailable<T: Sendable>(_ body: (SQLiteDatabase) -> T) -> T? {
        database.withLockIfAvailable { db in body(db) }
    }
}
