import Foundation
import TableKit

/// A job of the viewer running off the main actor (a sort, the sections, a search): the
/// controller polls it on each tick and applies its result as an event
/// (``ViewerEvent/sortFinished(_:)`` and the rest).
@MainActor
final class ViewerJob<Value: Sendable> {
    private let result: () -> Value?
    private let stop: () -> Void

    /// A job whose result `poll` gives once it is in (nil before), and that `cancel` stops.
    init(poll: @escaping () -> Value?, cancel: @escaping () -> Void) {
        (result, stop) = (poll, cancel)
    }

    /// The result once the job has finished, else nil. Never blocks.
    func poll() -> Value? { result() }

    /// Asks the job to stop (cooperative: `Task.isCancelled`); its result, if any, is dropped.
    func cancel() { stop() }
}

/// Where the viewer's background jobs run: the app's ``QueueJobRunner`` (detached tasks,
/// TableKit's `BackgroundWork`), or in tests one that runs each job at once, so that a
/// test is a script of keys and ticks with exact expectations and no waiting.
@MainActor
protocol ViewerJobRunner: AnyObject {
    /// Starts `work` and returns its handle. `work` never waits for the input: the model
    /// starts a sort or the sections once loading is complete.
    func start<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> ViewerJob<Value>
}

/// The app's runner: each job in a detached task, its result polled on the tick. A job
/// starts on the main queue's next turn, after the keys read together with the one that
/// asked for it: a job replaced (cancelled) by a later key of the same burst never starts,
/// so keys queued behind each other run only the last search.
@MainActor
final class QueueJobRunner: ViewerJobRunner {
    private let finished = FinishedJobs()
    private var started = 0
    /// Jobs asked for and not yet started, in order; a cancelled one is dropped.
    private var pending: [(id: Int, begin: () -> Void)] = []
    private var lastPendingID = 0

    func start<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> ViewerJob<Value> {
        started += 1
        let finished = self.finished
        let slot = QueuedJobSlot<Value>()
        lastPendingID += 1
        let id = lastPendingID
        pending.append(
            (
                id,
                {
                    slot.work = BackgroundWork<Value> {
                        let value = work()
                        finished.add()
                        return value
                    }
                }
            ))
        if pending.count == 1 { Task { @MainActor [weak self] in self?.startPending() } }
        return ViewerJob(
            poll: { slot.work?.poll() },
            cancel: { [weak self] in
                if let w = slot.work { return w.cancel() }
                guard let self, let i = self.pending.firstIndex(where: { $0.id == id }) else { return }
                self.pending.remove(at: i)
                finished.add()  // never started: counted as done
            })
    }

    /// Starts the jobs asked for since the last turn that were not cancelled meanwhile.
    func startPending() {
        let jobs = pending
        pending = []
        for job in jobs { job.begin() }
    }

    /// Whether a job started has not finished yet (a cancelled one runs to its end).
    var isRunning: Bool { finished.count < started }

    /// Blocks the main actor until every job started so far has finished (their results
    /// are then in for the next tick's poll), woken by the jobs, not a clock. For a
    /// synchronous `--print` run: jobs not yet started start first.
    func waitUntilJobsFinish() {
        startPending()
        finished.wait(for: started)
    }
}

/// Where a job of ``QueueJobRunner`` keeps its work once it has started.
@MainActor
private final class QueuedJobSlot<Value: Sendable> {
    var work: BackgroundWork<Value>?
}

/// How many of a runner's jobs have finished, and where a thread waits for them.
final class FinishedJobs: @unchecked Sendable {
    // `done` is read and written under `condition`.
    private let condition = NSCondition()
    private var done = 0

    /// Jobs finished so far.
    var count: Int {
        condition.lock()
        defer { condition.unlock() }
        return done
    }

    /// Notes a finished job and wakes the waiters.
    func add() {
        condition.lock()
        done += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Blocks until `jobs` jobs have finished.
    func wait(for jobs: Int) {
        condition.lock()
        while done < jobs { condition.wait() }
        condition.unlock()
    }
}
