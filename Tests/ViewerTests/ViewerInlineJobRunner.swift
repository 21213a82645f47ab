@testable import tablekit

/// The viewer's jobs run at once, on the main actor, in the test: a job started on a tick
/// is applied on the next one, so a test is a script of keys and ticks with exact
/// expectations. With ``holds``, jobs wait until ``runHeld()`` (a search still running
/// while keys arrive).
@MainActor
final class InlineJobRunner: ViewerJobRunner {
    /// Whether jobs wait for ``runHeld()`` instead of running when started.
    var holds = false
    /// Jobs started so far.
    private(set) var started = 0
    /// Jobs cancelled so far.
    private(set) var cancelled = 0
    private var held: [() -> Void] = []

    func start<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> ViewerJob<Value> {
        started += 1
        let box = InlineJobBox<Value>()
        let run = { if !box.isCancelled { box.value = work() } }
        if holds { held.append(run) } else { run() }
        return ViewerJob(
            poll: { box.value },
            cancel: { [weak self] in
                box.isCancelled = true
                self?.cancelled += 1
            })
    }

    /// Runs the jobs held (``holds``), in the order started; a cancelled one gives nothing.
    func runHeld() {
        let jobs = held
        held = []
        for run in jobs { run() }
    }
}

/// An inline job's result, and whether it was cancelled before it ran.
@MainActor
private final class InlineJobBox<Value> {
    var value: Value?
    var isCancelled = false
}
