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

/// The app's runner: each job in a detached task, its result polled on the tick.
@MainActor
final class QueueJobRunner: ViewerJobRunner {
    func start<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> ViewerJob<Value> {
        let w = BackgroundWork<Value> { work() }
        return ViewerJob(poll: { w.poll() }, cancel: { w.cancel() })
    }
}
