import CSQLite
import Foundation
import Synchronization

/// What stops a SQLite connection's work from another thread: a stop asked for (the screen
/// quits, a search is cancelled), a deadline passed (a row count or `--print` bounded in
/// time), or the task running it cancelled; and what it is waiting for (a lock).
///
/// Installed on a connection as its progress handler (`sqlite3_progress_handler`, every
/// ``progressOps`` virtual-machine steps) and its busy handler (`sqlite3_busy_handler`, in
/// place of `sqlite3_busy_timeout`, so that a wait for a lock can be stopped too and is
/// seen while it lasts). ``stop()`` also calls `sqlite3_interrupt` on the connection, which
/// SQLite allows from any thread while the connection is open.
final class SQLiteStop: Sendable {
    /// Virtual-machine steps between two looks at the stop (a few microseconds of work).
    static let progressOps: Int32 = 1_000
    /// How long a locked database is waited for before it is reported locked (2 s).
    static let busyTimeout: Duration = .seconds(2)

    private let stopped = Atomic<Bool>(false)
    /// `DispatchTime` uptime nanoseconds after which work stops; 0: no deadline.
    private let deadline = Atomic<UInt64>(0)
    /// Whether the task running the work being cancelled stops it (a search job).
    private let followsTask: Bool
    private let waitingForLock = Atomic<Bool>(false)
    /// The connections' handles as bit patterns (a pointer is not `Sendable`).
    private let handles = Mutex<[Int]>([])

    /// A stop for connections; `followsTask`: a cancelled Swift task stops the work too.
    init(followsTask: Bool = false) { self.followsTask = followsTask }

    /// Whether the work is to stop now: asked, past the deadline, or its task cancelled.
    var shouldStop: Bool {
        if stopped.load(ordering: .relaxed) { return true }
        let d = deadline.load(ordering: .relaxed)
        if d != 0 && DispatchTime.now().uptimeNanoseconds >= d { return true }
        return followsTask && Task.isCancelled
    }

    /// Whether ``stop()`` was called (a deadline passing is not a stop).
    var isStopped: Bool { stopped.load(ordering: .relaxed) }

    /// True while a connection waits for another program's lock (the busy handler runs).
    var isWaitingForLock: Bool { waitingForLock.load(ordering: .relaxed) }

    /// Stops the work of every connection this is installed on, at once and for good.
    /// Safe from any thread, any number of times.
    func stop() {
        stopped.store(true, ordering: .relaxed)
        handles.withLock { for h in $0 { sqlite3_interrupt(OpaquePointer(bitPattern: h)) } }
    }

    /// Runs `body` with work stopping `seconds` after now (nil: no deadline), then clears it.
    func withDeadline<T, E: Error>(_ seconds: Duration?, _ body: () throws(E) -> T) throws(E) -> T {
        guard let seconds else { return try body() }
        let (s, atto) = seconds.components
        let nanos = UInt64(max(0, s)) * 1_000_000_000 + UInt64(max(0, atto) / 1_000_000_000)
        deadline.store(DispatchTime.now().uptimeNanoseconds + max(1, nanos), ordering: .relaxed)
        defer { deadline.store(0, ordering: .relaxed) }
        return try body()
    }

    /// Installs this stop on `handle`: its progress and busy handlers. The stop must
    /// outlive the connection (``SQLiteDatabase`` keeps it) and ``forget(_:)`` be called
    /// before the connection closes.
    func install(on handle: OpaquePointer) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        sqlite3_progress_handler(
            handle, Self.progressOps,
            { ctx in
                guard let ctx else { return 0 }
                return Unmanaged<SQLiteStop>.fromOpaque(ctx).takeUnretainedValue().shouldStop ? 1 : 0
            }, context)
        sqlite3_busy_handler(
            handle,
            { ctx, tries in
                guard let ctx else { return 0 }
                return Unmanaged<SQLiteStop>.fromOpaque(ctx).takeUnretainedValue().waitForLock(tries: Int(tries))
            }, context)
        handles.withLock { $0.append(Int(bitPattern: handle)) }
        if stopped.load(ordering: .relaxed) { sqlite3_interrupt(handle) }
    }

    /// Removes `handle` (about to close) from the connections ``stop()`` interrupts.
    func forget(_ handle: OpaquePointer) {
        let h = Int(bitPattern: handle)
        handles.withLock { $0.removeAll { $0 == h } }
    }

    /// The busy handler: 1 to try again after a 10 ms wait, 0 to give up (stopped, or
    /// ``busyTimeout`` spent: 200 tries); ``isWaitingForLock`` while it waits.
    private func waitForLock(tries: Int) -> Int32 {
        let most = Int(Self.busyTimeout.components.seconds) * 100
        guard !shouldStop, tries < most else {
            waitingForLock.store(false, ordering: .relaxed)
            return 0
        }
        waitingForLock.store(true, ordering: .relaxed)
        usleep(10_000)
        if shouldStop {
            waitingForLock.store(false, ordering: .relaxed)
            return 0
        }
        return 1
    }

    /// Marks the end of a wait for a lock (the statement went on, or failed).
    func lockWaitEnded() { waitingForLock.store(false, ordering: .relaxed) }
}
