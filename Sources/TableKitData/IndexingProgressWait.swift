import Foundation

/// Where the threads that wait for a source's background work sleep until it makes
/// progress: its background threads call ``signal(isIndexingStep:)`` after each step (rows
/// published, the end reached, an error, a look at a followed file that found nothing
/// new), and a waiter re-checks its condition then, not on a clock. It outlives the
/// source: the threads hold it strongly and the source weakly, so that a waiter can also
/// learn that they ended (``waitUntilThreadsEnd(timeout:)``).
final class IndexingProgressWait: @unchecked Sendable {
    // Every field is read and written under `condition`.
    private let condition = NSCondition()
    private var changes: UInt64 = 0
    private var indexingSteps: UInt64 = 0
    private var runningThreads = 0

    init() {}

    /// Notes that a background thread starts; balanced by ``threadEnded()``.
    func threadStarted() {
        condition.lock()
        runningThreads += 1
        condition.unlock()
    }

    /// Notes that a background thread ended (it holds the source no more), and wakes the
    /// waiters.
    func threadEnded() {
        condition.lock()
        runningThreads -= 1
        changes &+= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Wakes the waiters: the source's state may have changed. `isIndexingStep` counts one
    /// step of the indexing thread (``waitForIndexingSteps(_:timeout:)``).
    func signal(isIndexingStep: Bool = false) {
        condition.lock()
        changes &+= 1
        if isIndexingStep { indexingSteps &+= 1 }
        condition.broadcast()
        condition.unlock()
    }

    /// Blocks until `isDone()` returns true, checked now and after each signal, or until
    /// `deadline`; returns whether it did. `isDone` runs outside the lock (it reads the
    /// source's own locks): a signal between its call and the sleep is not lost, as the
    /// count of changes is taken before the call.
    func wait(until deadline: ContinuousClock.Instant, _ isDone: () -> Bool) -> Bool {
        while true {
            let seen = count(\.changes)
            if isDone() { return true }
            if !sleep(whileUnchanged: \.changes, from: seen, until: deadline) { return isDone() }
        }
    }

    /// Blocks until the indexing thread has ended `steps` more steps (a step that found
    /// nothing new in a followed file is one look at it, made every 200 ms when idle), its
    /// threads have ended, or `timeout` passed; returns whether the steps were made.
    func waitForIndexingSteps(_ steps: Int, timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        let target = count(\.indexingSteps) &+ UInt64(max(0, steps))
        while count(\.indexingSteps) < target {
            if count(\.runningThreads) == 0 { return false }
            let seen = count(\.changes)
            if !sleep(whileUnchanged: \.changes, from: seen, until: deadline) { return false }
        }
        return true
    }

    /// Blocks until every background thread started has ended, or `timeout` passed;
    /// returns whether they ended.
    func waitUntilThreadsEnd(timeout: Duration) -> Bool {
        wait(until: ContinuousClock.now.advanced(by: timeout)) { threadsEnded }
    }

    /// Whether every background thread started has ended: the source's state changes no more.
    var threadsEnded: Bool { count(\.runningThreads) == 0 }

    private func count<T>(_ field: KeyPath<IndexingProgressWait, T>) -> T {
        condition.lock()
        defer { condition.unlock() }
        return self[keyPath: field]
    }

    /// Sleeps until `field` differs from `seen` or `deadline` passes; false at the deadline.
    private func sleep(
        whileUnchanged field: KeyPath<IndexingProgressWait, UInt64>, from seen: UInt64,
        until deadline: ContinuousClock.Instant
    ) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while self[keyPath: field] == seen {
            let left = ContinuousClock.now.duration(to: deadline)
            if left <= .zero { return false }
            let (s, atto) = left.components
            _ = condition.wait(until: Date(timeIntervalSinceNow: Double(s) + Double(atto) / 1e18))
        }
        return true
    }
}

/// A source whose background threads signal an ``IndexingProgressWait``.
protocol ProgressSignallingSource: TabularSource {
    /// What its threads signal after each step.
    var progressWait: IndexingProgressWait { get }
}

extension TabularSource {
    /// Blocks the calling thread until `isDone` holds for ``progress`` or `timeout` passed;
    /// returns the progress then. A followed file is complete whenever it has caught up:
    /// say `$0.rowCount >= 3` to wait for rows appended to it, and add `|| $0.isComplete`
    /// to stop at the end of a file that is not followed. The text, CSV, JSON and SQLite
    /// sources wake the caller when their background thread ends a step, and return at once
    /// once their threads have ended (no clock is polled); any other source is asked every
    /// millisecond.
    @discardableResult
    public func waitForProgress(timeout: Duration, until isDone: (LoadingProgress) -> Bool) -> LoadingProgress {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        if let wait = (self as? any ProgressSignallingSource)?.progressWait {
            _ = wait.wait(until: deadline) { isDone(progress) || wait.threadsEnded }
            return progress
        }
        while true {
            let p = progress
            if isDone(p) || ContinuousClock.now >= deadline { return p }
            usleep(1_000)
        }
    }

    /// For a followed file (``DataOpenOptions/follow``): blocks until its indexing thread
    /// has looked at the file `looks` more times and found nothing new each time (it looks
    /// every 200 ms when idle), loading failed, or `timeout` passed; returns the progress
    /// then. Everything written to the file before the call is then indexed. For a source
    /// that is not followed: blocks until it is complete (``waitUntilComplete()``).
    @discardableResult
    public func waitUntilCaughtUp(looks: Int = 2, timeout: Duration = .seconds(60)) -> LoadingProgress {
        guard let wait = (self as? any ProgressSignallingSource)?.progressWait else { return waitUntilComplete() }
        let deadline = ContinuousClock.now.advanced(by: timeout)
        var idle = 0
        var last = progress
        while idle < looks {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero, wait.waitForIndexingSteps(1, timeout: left) else { return progress }
            let p = progress
            if p.error != nil { return p }
            idle = p.isComplete && last.isComplete && p.rowCount == last.rowCount ? idle + 1 : 0
            last = p
        }
        return last
    }
}
