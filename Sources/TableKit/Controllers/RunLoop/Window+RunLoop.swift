import Dispatch
import Foundation

/// The window's part of the main run loop: its clock and the controllers' timers on it,
/// the controllers' tasks, and running what is pending, which the terminal host does
/// between input events and headless code does when it chooses (docs/decisions,
/// "the main run loop").
extension Window {
    /// How many times `runPendingWork()` lets the main queue run: work that enqueues
    /// more work (a task resuming after an `await` on the main actor) runs up to this deep.
    public static let pendingWorkRounds = 16

    /// Advances the window's clock by `duration` (negative or zero: nothing), firing each
    /// controller timer whose date falls in it, in date order, the clock set to that date
    /// while it fires; a repeating timer fires once per interval passed. Then runs
    /// ``pruneWork()``. The terminal host calls it with the real time passed; tests call it
    /// to move time without waiting.
    /// - Returns: whether a timer fired (the screen may have changed).
    /// - Complexity: O(firings × timers).
    @discardableResult
    public func advanceTime(by duration: Duration) -> Bool {
        ControllerWork.prune()
        let end = currentTime + max(.zero, duration)
        var fired = false
        while let next = nextTimerFireDate, next <= end {
            currentTime = max(currentTime, next)
            for timer in ControllerWork.timers(in: self) where (timer.fireDate ?? end + .seconds(1)) <= currentTime {
                timer.fireAsScheduled(at: currentTime)
                fired = true
            }
            ControllerWork.prune()
        }
        currentTime = end
        return fired
    }

    /// The earliest date a controller timer of this window fires, on ``currentTime``'s
    /// clock; nil when none is scheduled. Timers of controllers the window sees for the
    /// first time are scheduled from now.
    public var nextTimerFireDate: Duration? {
        var earliest: Duration?
        for timer in ControllerWork.timers(in: self) {
            if timer.fireDate == nil { timer.fireDate = currentTime + timer.timeInterval }
            if let d = timer.fireDate, d < (earliest ?? d + .seconds(1)) { earliest = d }
        }
        return earliest
    }

    /// Cancels the tasks and invalidates the timers of controllers that left the window,
    /// and notes those of controllers in it (``ViewController/task(priority:_:)``).
    public func pruneWork() { ControllerWork.prune() }

    /// Whether something on screen needs the 100 ms `.tick`: background work in flight
    /// (``BackgroundWork``, polled from `tick()`), or a controller in the presentation
    /// chain whose ``ViewController/needsTicks`` is true. The terminal host ticks only then,
    /// so an idle app sleeps until input, a timer or main-queue work.
    public var needsTicks: Bool {
        !ControllerWork.background.isEmpty || ControllerWork.backgroundFinishedSinceTick
            || presentationChain.contains { $0.needsTicks }
    }

    /// Whether background work finished since the last call, clearing the flag: the
    /// terminal host then ticks at once instead of at the next 100 ms.
    public func takeFinishedBackgroundWork() -> Bool {
        defer { ControllerWork.backgroundFinishedSinceTick = false }
        return ControllerWork.backgroundFinishedSinceTick
    }

    /// Whether tasks (``ViewController/task(priority:_:)``) or ``BackgroundWork`` have not
    /// finished.
    public var hasBackgroundWork: Bool { !ControllerWork.inFlight.isEmpty }

    /// Runs what is pending on the main thread, as the terminal host does between input
    /// events: the main dispatch queue (`DispatchQueue.main.async`, main-actor jobs such as
    /// `Task { @MainActor in … }` and what follows an `await` in them), `RunLoop.main`
    /// timers that are due (`Timer.scheduledTimer`) and main-queue notifications, then the
    /// controllers' timers that are due on the window's clock (which does not move), then
    /// ``pruneWork()``. Never waits.
    ///
    /// For synchronous callers on the main thread (an app's `--print` run). Off the main
    /// thread (Swift Testing runs the main actor on a dispatch thread) only the window's
    /// timers run: `await` the async `runPendingWork()` there.
    public func runPendingWork() {
        if Thread.isMainThread {
            for _ in 0..<Self.pendingWorkRounds { _ = RunLoop.main.limitDate(forMode: .default) }
        }
        advanceTime(by: .zero)
    }

    /// The time between ticks while ``needsTicks``: 100 ms, in the terminal host and in
    /// ``runMainRunLoop(for:)``.
    public static let tickInterval = Duration.milliseconds(100)

    /// Lets `duration` pass as it does in the terminal host while no key comes: what a
    /// person sees after looking at the screen that long (`--print --keys 'Idle:2s'`).
    /// Runs what is pending, then moves the window's clock to the end, firing the
    /// controllers' timers at their dates and ticking every ``tickInterval`` while
    /// ``needsTicks``, then runs what is pending again. (The terminal host also ticks at
    /// once when ``BackgroundWork`` finished; this leaves that flag to it.) The clock ends exactly `duration` later.
    ///
    /// On the main thread (an app's `--print`) the time is real: it waits in `RunLoop.main`,
    /// so the main queue, main-actor jobs, `DispatchQueue.main.asyncAfter` blocks and
    /// `RunLoop.main` timers (`Timer.scheduledTimer`) due before the end run too, and the
    /// clock follows the real time. Off the main thread (under `swift test`, where the main
    /// actor runs on a dispatch thread and `RunLoop.main` cannot run) it never waits: the
    /// clock jumps from date to date and only the controllers' timers and ticks run.
    /// Zero or negative: `runPendingWork()` only.
    /// - Complexity: on the main thread `duration` of waiting, woken once per main-queue
    ///   item, controller timer and tick.
    public func runMainRunLoop(for duration: Duration) {
        runPendingWork()
        guard duration > .zero else { return }
        let end = currentTime + duration
        let isReal = Thread.isMainThread
        let started = ContinuousClock.now
        let clockAtStart = currentTime
        var nextTick = currentTime + Self.tickInterval
        while currentTime < end {
            var date = min(end, nextTimerFireDate ?? end)
            if needsTicks { date = min(date, nextTick) }
            if isReal {
                let wait = (date - clockAtStart) - (ContinuousClock.now - started)
                if wait > .zero {
                    let c = wait.components
                    let seconds = Double(c.seconds) + Double(c.attoseconds) * 1e-18
                    _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: seconds))
                }
                advanceTime(by: min(end, clockAtStart + (ContinuousClock.now - started)) - currentTime)
            } else {
                advanceTime(by: date - currentTime)
            }
            if needsTicks && currentTime >= nextTick {
                send(.tick)
                nextTick = currentTime + Self.tickInterval
            } else if !needsTicks {
                nextTick = currentTime + Self.tickInterval
            }
        }
        runPendingWork()
    }

    /// Lets the main queue run ``pendingWorkRounds`` times (each round runs everything
    /// enqueued before it: `DispatchQueue.main.async`, `Task { @MainActor in … }`, the
    /// main-actor part of a task after an `await` that did not leave the main actor), then
    /// fires the controllers' timers that are due on the window's clock and runs
    /// ``pruneWork()``. Never waits for another thread: see ``waitForBackgroundWork()``.
    /// For tests and async callers; `RunLoop.main` timers run only in the terminal host and
    /// the synchronous `runPendingWork()`.
    public func runPendingWork() async {
        for _ in 0..<Self.pendingWorkRounds {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { done.resume() }
            }
        }
        advanceTime(by: .zero)
    }

    /// Waits until every task started by a controller (``ViewController/task(priority:_:)``)
    /// and every ``BackgroundWork`` has finished, running pending work between
    /// (`runPendingWork()`), then ticks once so that a controller polling a result in
    /// `tick()` takes it. Work that never ends makes this never return.
    public func waitForBackgroundWork() async {
        await runPendingWork()
        while case let tasks = ControllerWork.inFlight, !tasks.isEmpty {
            for t in tasks { await t.value }
            await runPendingWork()
        }
        send(.tick)
    }

    /// ``waitForBackgroundWork()`` for a synchronous caller on the main thread (an app's
    /// `--print` run): runs `RunLoop.main` until the work has finished, waking when the
    /// main queue gets work, then ticks once. Off the main thread it only runs pending work.
    public func waitForBackgroundWorkOnMainThread() {
        runPendingWork()
        while Thread.isMainThread && hasBackgroundWork {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
            runPendingWork()
        }
        send(.tick)
    }
}
