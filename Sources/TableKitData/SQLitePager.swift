import Foundation
import Synchronization

/// The background reader of a ``SQLiteSource``'s pages far from the start of a query, a
/// view or a table without rowids: one thread with its own connection, which keeps its
/// statement open while pages are wanted, so the pages of a jump to the end (`G`) and the
/// ones after it are read by stepping on from where it is, never from row 0 on the
/// caller's thread. It reads the earliest page wanted from where it is (else starts
/// again), keeps the last ``wantedPages`` asked for, and finalizes its statement (no read
/// lock kept) when none is wanted.
final class SQLitePager: Sendable {
    /// Pages remembered as wanted; older ones are dropped (scrolled past).
    static let wantedPages = 8

    private let wake = DispatchSemaphore(value: 0)
    private let stopped = Atomic<Bool>(false)
    private let connection = Mutex<SQLiteDatabase?>(nil)

    /// Starts the reader of `source`'s wanted pages (``SQLiteSource/State/wanted``).
    init(source: SQLiteSource) {
        let wake = self.wake
        Thread.detachNewThread { [weak source, self] in
            let opened: Result<SQLiteDatabase, DataError>? = source.map { s in
                Result { () throws(DataError) in try s.openConnection() }
            }
            guard case .success(let db) = opened else {
                if case .failure(let error) = opened { source?.pagesFailed(error) }
                return
            }
            connection.withLock { $0 = db }
            if stopped.load(ordering: .relaxed) { db.stop.stop() }
            var reader: Reader?
            // The source is held only during a read: dropping it ends this thread.
            while !stopped.load(ordering: .relaxed) {
                guard let p = source?.nextWantedPage(after: reader?.position ?? 0) else {
                    if source == nil { return }
                    reader = nil  // finalized: no read lock is held while nothing is wanted
                    wake.wait()
                    continue
                }
                reader = source?.read(p, with: db, reader: reader)
            }
        }
    }

    /// A statement being stepped and the rows it has stepped past.
    struct Reader {
        var statement: SQLiteDatabase.Statement
        var position: Int
    }

    /// A page is wanted: the reader looks.
    func wakeUp() { wake.signal() }

    /// Stops the reader and its statement at once.
    func stop() {
        stopped.store(true, ordering: .relaxed)
        connection.withLock { $0?.stop.stop() }
        wake.signal()
    }
}

extension SQLiteSource {
    /// Page `p` from the background reader: asked for (started at the first page asked),
    /// then nil at once unless `waits`, which waits until it is read (or loading stopped).
    func pageInBackground(_ p: Int, waits: Bool) -> [[String]]? {
        let asked: Bool = state.withLock { s in
            if s.pages[p] != nil { return false }
            if s.wanted.last != p {
                s.wanted.removeAll { $0 == p }
                s.wanted.append(p)
                if s.wanted.count > SQLitePager.wantedPages { s.wanted.removeFirst() }
            }
            return true
        }
        if asked {
            let reader = pager.withLock { made in
                if made == nil { made = SQLitePager(source: self) }
                return made!
            }
            reader.wakeUp()
        }
        guard waits else { return state.withLock { $0.pages[p] } }
        while !stopped.load(ordering: .relaxed) {
            if let rows = state.withLock({ $0.pages[p] }) { return rows }
            if state.withLock({ !$0.wanted.contains(p) }) {
                if state.withLock({ $0.error != nil }) { return [] }
                return pageInBackground(p, waits: true)
            }
            usleep(1_000)
        }
        return state.withLock { $0.pages[p] }
    }

    /// The background reader could not open its connection: the wanted pages (and any
    /// asked for later) are empty, and loading stopped on `error`.
    func pagesFailed(_ error: DataError) {
        state.withLock { s in
            s.error = s.error ?? error
            for p in s.wanted { cache(p, [], in: &s) }
            s.wanted.removeAll()
            s.pagesRead += 1
        }
    }

    /// The wanted page to read next: the earliest at or past `position` (read by stepping
    /// on), else the earliest (read from the start); nil when none is wanted.
    func nextWantedPage(after position: Int) -> Int? {
        state.withLock { s in
            let pages = s.wanted.filter { s.pages[$0] == nil }
            return pages.filter { $0 * Self.pageRows >= position }.min() ?? pages.min()
        }
    }

    /// Reads page `p` with `db`, stepping on from `reader` when it has not passed the page,
    /// else from a new statement; caches it and marks it read. Returns the reader to step
    /// on with, nil when the statement ended or failed.
    func read(_ p: Int, with db: SQLiteDatabase, reader: SQLitePager.Reader?) -> SQLitePager.Reader? {
        let start = p * Self.pageRows
        var r = reader
        do throws(DataError) {
            if r == nil || r!.position > start {
                r = SQLitePager.Reader(statement: try db.prepare(baseSQL, doing: "cannot read"), position: 0)
            }
            guard var current = r else { return nil }
            var ended = false
            while current.position < start {
                guard try current.statement.step() else {
                    ended = true
                    break
                }
                current.position += 1
                // A page wanted before this one (scrolled back): read that one first.
                if current.position % 4_096 == 0, let next = nextWantedPage(after: current.position), next < p {
                    return current
                }
            }
            var rows: [[String]] = []
            let n = columns.count
            while !ended && rows.count < Self.pageRows, try current.statement.step() {
                rows.append((0..<n).map { current.statement.text($0) })
            }
            current.position += rows.count
            state.withLock { s in
                cache(p, rows, in: &s)
                s.wanted.removeAll { $0 == p }
                s.pagesRead += 1
            }
            progressWait.signal()
            return ended || rows.count < Self.pageRows ? nil : current
        } catch {
            state.withLock { s in
                if !stopped.load(ordering: .relaxed) { s.error = s.error ?? error }
                cache(p, [], in: &s)
                s.wanted.removeAll { $0 == p }
                s.pagesRead += 1
            }
            return nil
        }
    }
}
