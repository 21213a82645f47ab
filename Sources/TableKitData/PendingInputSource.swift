import Foundation
import Synchronization
import TableKit

/// An input not opened yet, as a source with no rows (one untitled column) while a
/// background thread opens it; the screen then takes ``opened`` in its place, so that the
/// screen, and the terminal its keys, come at once, as fzf does:
///
/// - standard input that has not written (`(sleep 5; seq 1 100) | tablekit view -`): the
///   thread waits for its first bytes and opens it in the format they show; its progress
///   waits for input (``LoadingWait/input``);
/// - a SQLite database another program holds locked (`BEGIN EXCLUSIVE` in `sqlite3`): the
///   thread's read of the schema waits for the lock (up to the connection's busy timeout, then
///   the error "locked"); its progress waits for the lock (``LoadingWait/lock``) while it
///   does, and ``stopLoading()`` ends the wait within 10 ms (the busy handler's step).
public final class PendingInputSource: TabularSource {
    public let title: String
    public let columns = [Column(name: "")]
    fileprivate let result = Mutex<Result<(source: any TabularSource, format: DataFormat), DataError>?>(nil)
    /// Whether ``takeOpened()`` gave the opened source away (it is no longer this one's to stop).
    private let handedOver = Atomic<Bool>(false)
    private let stopped = Atomic<Bool>(false)
    /// What the wait is for before the input is opened: input, or the database (then a
    /// lock while ``databaseStop`` says it waits for one).
    private let waitsFor: LoadingWait
    /// The stop of the database's first connection, while it is being opened.
    fileprivate let databaseStop: SQLiteStop?
    /// Signalled once the thread has a result.
    private let done = DispatchSemaphore(value: 0)

    /// Opens `input` (a pipe) once its first bytes come, on its own thread.
    init(_ input: ByteInput, title: String, options: DataOpenOptions) {
        self.title = title
        (waitsFor, databaseStop) = (.input, nil)
        Thread.detachNewThread { [self] in
            finish(Result { () throws(DataError) in try DataSources.openOnce(input, title: title, options: options) })
        }
    }

    /// Opens the SQLite database at `path` (titled `title`, as `options` say: a table, a
    /// query or the list of tables) on its own thread.
    init(database path: String, title: String, options: DataOpenOptions) {
        self.title = title
        let stop = SQLiteStop()
        (waitsFor, databaseStop) = (.firstRow, stop)
        Thread.detachNewThread { [self] in
            finish(
                Result { () throws(DataError) in
                    let source = try SQLiteSource.open(
                        path: path, title: title, table: options.table, query: options.query, stop: stop)
                    return (source, DataFormat.sqlite)
                })
        }
    }

    /// Keeps what the thread opened (or the error), stopping it when this was stopped
    /// meanwhile; stopped, a failure (the wait for a lock cut short) is not kept: the
    /// progress stays as it was, as a stopped count's does.
    private func finish(_ opened: Result<(source: any TabularSource, format: DataFormat), DataError>) {
        let wasStopped = stopped.load(ordering: .relaxed)
        if wasStopped, case .success(let o) = opened { o.source.stopLoading() }
        if !(wasStopped && (try? opened.get()) == nil) { result.withLock { $0 = opened } }
        databaseStop?.lockWaitEnded()
        done.signal()
    }

    /// Waits up to `timeout` for the thread to open the input (or fail); true when it has.
    func waitUntilOpened(_ timeout: Duration) -> Bool {
        let ms = Int(timeout.components.seconds) * 1_000 + Int(timeout.components.attoseconds / 1_000_000_000_000_000)
        guard done.wait(timeout: .now() + .milliseconds(ms)) == .success else { return false }
        done.signal()  // for the next waiter
        return true
    }

    /// The input opened in the format its first bytes show, once they came; nil before.
    public var opened: (source: any TabularSource, format: DataFormat)? {
        result.withLock { r in
            guard case .success(let o) = r else { return nil }
            return o
        }
    }

    /// The opened source, given away once: the screen takes it in this one's place (and
    /// stopping this one no longer stops it). Nil before it is opened.
    public func takeOpened() -> (source: any TabularSource, format: DataFormat)? {
        guard let o = opened else { return nil }
        handedOver.store(true, ordering: .relaxed)
        return o
    }

    /// No rows; waiting for input (or for a database's lock, or its first row) until it is
    /// opened, then complete (the screen takes the opened source); the error when its first
    /// bytes could not be read as its format, or the database could not be opened.
    public var progress: LoadingProgress {
        result.withLock { r in
            switch r {
            case nil:
                LoadingProgress(
                    rowCount: 0, isComplete: false, waitsFor: databaseStop?.isWaitingForLock == true ? .lock : waitsFor)
            case .success: LoadingProgress(rowCount: 0, isComplete: false)
            case .failure(let error): LoadingProgress(rowCount: 0, isComplete: true, error: error)
            }
        }
    }

    public func fields(ofRow row: Int) -> [String] { preconditionFailure("\(title): no row \(row): no input yet") }
    public func field(ofRow row: Int, column: Int) -> String { fields(ofRow: row)[column] }
    public func record(ofRow row: Int) -> [UInt8] { preconditionFailure("\(title): no row \(row): no input yet") }
    public func rows(matching query: RowQuery, in range: Range<Int>) -> [Int] { [] }
    public func rows(matching query: RowQuery, among candidates: [Int]) -> [Int] { [] }

    /// Stops the source opened, or the one about to be: a database's wait for a lock ends
    /// (its open then fails); a pipe's thread still waits in `read` (the process ends it).
    public func stopLoading() {
        stopped.store(true, ordering: .relaxed)
        guard !handedOver.load(ordering: .relaxed) else { return }
        if opened == nil { databaseStop?.stop() }
        opened?.source.stopLoading()
    }
}

extension DataSources {
    /// Standard input as ``openDetectingFormat(path:options:)`` opens it, but when no byte is
    /// ready within `wait` and no format is given: a ``PendingInputSource`` (format text
    /// until its bytes show another), so that the caller need not wait for them.
    /// - Throws: ``DataError`` as ``openDetectingFormat(path:options:)``.
    public static func openStandardInput(waitingAtMost wait: Duration, options: DataOpenOptions) throws(DataError)
        -> (source: any TabularSource, format: DataFormat)
    {
        var pfd = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        let ms = Int32(wait.components.seconds * 1_000 + wait.components.attoseconds / 1_000_000_000_000_000)
        if poll(&pfd, 1, ms) > 0 { return try openDetectingFormat(path: "-", options: options) }
        let input = try ByteInput.standardInput(fd: 0, limit: options.standardInputLimit)
        return (PendingInputSource(input, title: "standard input", options: options), .text)
    }

    /// The SQLite database at `path` as ``openDetectingFormat(path:options:)`` opens it, but
    /// opened on its own thread, waited for at most `wait`: past it (another program holds
    /// the database locked, or its schema is slow to read), a ``PendingInputSource`` whose
    /// progress says so, so that the caller need not wait for the lock.
    /// - Throws: ``DataError`` as ``openDetectingFormat(path:options:)``, when it fails within `wait`.
    public static func openDatabase(path: String, waitingAtMost wait: Duration, options: DataOpenOptions)
        throws(DataError) -> (source: any TabularSource, format: DataFormat)
    {
        if options.follow { throw JSONSource.cannotFollow(Sanitizer.sanitize(path), "a SQLite database") }
        let pending = PendingInputSource(database: path, title: Sanitizer.sanitize(path), options: options)
        let clock = ContinuousClock()
        let end = clock.now.advanced(by: wait)
        // A wait for a lock is seen within a few milliseconds: the screen need not wait more.
        while !pending.waitUntilOpened(.milliseconds(5)) {
            if pending.databaseStop?.isWaitingForLock == true || clock.now >= end { return (pending, .sqlite) }
        }
        let opened = pending.result.withLock { $0 }!
        return try opened.get()
    }
}
