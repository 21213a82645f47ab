import Dispatch
import Foundation
import TableKitApps
import TableKitTestSupport
import Testing

@testable import TableKit

/// A screen whose status line shows what the main run loop ran: the log of a main-actor
/// task, main-queue blocks and controller timers.
@MainActor
final class RunLoopProbeController: TableViewController {
    var log: [String] = []
    override var statusText: String? { log.isEmpty ? "waiting" : log.joined(separator: " ") }
}

/// A controller that polls in `tick()`, as code written before the run loop did.
@MainActor
final class PollingController: ViewController {
    var polls = 0
    override func tick() -> Bool {
        polls += 1
        return false
    }
}

@MainActor
@Suite struct MainRunLoopTests {
    func window(_ root: ViewController = RunLoopProbeController()) -> Window {
        Window(rootViewController: root, size: Size(width: 40, height: 4))
    }

    func status(_ w: Window) -> String {
        String(TextRenderer.render(w.render()).split(separator: "\n", omittingEmptySubsequences: false)[2])
    }

    @Test func mainActorTaskRunsWhenPendingWorkRuns() async {
        let probe = RunLoopProbeController()
        let w = window(probe)
        Task { @MainActor in probe.log.append("task") }
        #expect(status(w) == " waiting")
        await w.runPendingWork()
        #expect(status(w) == " task")
    }

    @Test func mainQueueBlocksRunInOrderWithTasks() async {
        let probe = RunLoopProbeController()
        let w = window(probe)
        DispatchQueue.main.async { MainActor.assumeIsolated { probe.log.append("async") } }
        Task { @MainActor in
            probe.log.append("task")
            await Task.yield()
            probe.log.append("resumed")
        }
        await w.runPendingWork()
        #expect(probe.log == ["async", "task", "resumed"])
        #expect(status(w) == " async task resumed")
    }

    @Test func mainQueueAsyncAfterRunsOnTheMainQueueUnderTheWindow() async {
        let probe = RunLoopProbeController()
        let w = window(probe)
        DispatchQueue.main.asyncAfter(deadline: .now()) { MainActor.assumeIsolated { probe.log.append("after") } }
        // A later deadline on the same queue runs after it: awaited, not slept.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1)) { done.resume() }
        }
        await w.runPendingWork()
        #expect(status(w) == " after")
    }

    @Test func repeatingTimerFiresOncePerIntervalOnTheWindowsClock() {
        let probe = RunLoopProbeController()
        let w = window(probe)
        var count = 0
        let timer = probe.scheduledTimer(withTimeInterval: .seconds(1), repeats: true) { _ in
            count += 1
            probe.log = ["fired \(count)"]
        }
        #expect(timer.fireDate == .seconds(1))
        #expect(w.advanceTime(by: .milliseconds(999)) == false)
        #expect(status(w) == " waiting")
        #expect(w.advanceTime(by: .milliseconds(1)) == true)
        #expect(status(w) == " fired 1")
        w.advanceTime(by: .milliseconds(2500))
        #expect(count == 3)
        #expect(w.currentTime == .milliseconds(3500))
        #expect(timer.fireDate == .seconds(4))
        #expect(w.nextTimerFireDate == .seconds(4))
    }

    @Test func timerThatDoesNotRepeatFiresOnceAndIsInvalidated() {
        let probe = RunLoopProbeController()
        let w = window(probe)
        var fired = 0
        let timer = probe.scheduledTimer(withTimeInterval: .milliseconds(300), repeats: false) { _ in fired += 1 }
        w.advanceTime(by: .seconds(5))
        #expect(fired == 1)
        #expect(!timer.isValid)
        #expect(probe.timers.isEmpty)
        #expect(w.nextTimerFireDate == nil)
    }

    @Test func invalidatingFromTheBlockStopsARepeatingTimer() {
        let probe = RunLoopProbeController()
        let w = window(probe)
        var fired = 0
        probe.scheduledTimer(withTimeInterval: .seconds(1), repeats: true) { timer in
            fired += 1
            if fired == 2 { timer.invalidate() }
        }
        w.advanceTime(by: .seconds(10))
        #expect(fired == 2)
    }

    @Test func timerOfAControllerNotYetShownCountsFromWhenTheWindowSeesIt() throws {
        let root = RunLoopProbeController()
        let nav = NavigationController(rootViewController: root)
        let w = window(nav)
        w.advanceTime(by: .seconds(10))
        let pushed = RunLoopProbeController()
        var fired: [Duration] = []
        pushed.scheduledTimer(withTimeInterval: .seconds(1), repeats: true) { _ in fired.append(w.currentTime) }
        nav.pushViewController(pushed, animated: false)
        w.advanceTime(by: .seconds(2))
        #expect(fired == [.seconds(11), .seconds(12)])
    }

    @Test func repeatingTimerStopsWhenItsControllerIsPopped() throws {
        let root = RunLoopProbeController()
        let nav = NavigationController(rootViewController: root)
        let w = window(nav)
        let pushed = RunLoopProbeController()
        nav.pushViewController(pushed, animated: false)
        var fired = 0
        let timer = pushed.scheduledTimer(withTimeInterval: .seconds(1), repeats: true) { _ in fired += 1 }
        w.advanceTime(by: .seconds(2))
        #expect(fired == 2)
        w.send(.key(.escape))  // back
        #expect(nav.viewControllers.count == 1)
        #expect(!timer.isValid)
        w.advanceTime(by: .seconds(5))
        #expect(fired == 2)
    }

    @Test func lateHostFiresARepeatingTimerOnceNotOncePerMissedInterval() {
        let timer = ControllerTimer(timeInterval: .seconds(1), repeats: true) { _ in }
        timer.fireDate = .seconds(1)
        timer.fireAsScheduled(at: .milliseconds(5200))
        #expect(timer.fireDate == .milliseconds(6200))
        timer.fireAsScheduled(at: .milliseconds(6200))
        #expect(timer.fireDate == .milliseconds(7200))
    }

    @Test func controllerTaskLoadsOffTheMainActorAndShowsTheResult() async {
        let probe = RunLoopProbeController()
        let w = window(probe)
        probe.task {
            let rows = await BackgroundWork { ["a", "b"] }.value()
            probe.log = ["loaded \(rows.count)"]
        }
        #expect(w.hasBackgroundWork)
        #expect(probe.controllerTasks.count == 1)
        await w.waitForBackgroundWork()
        #expect(probe.controllerTasks.isEmpty)
        #expect(status(w) == " loaded 2")
    }

    @Test func controllerTaskIsCancelledWhenTheControllerIsPopped() async {
        let nav = NavigationController(rootViewController: RunLoopProbeController())
        let w = window(nav)
        let pushed = RunLoopProbeController()
        nav.pushViewController(pushed, animated: false)
        var events: [String] = []
        let (stream, _) = AsyncStream<Int>.makeStream()
        let task = pushed.task {
            events.append("started")
            for await _ in stream {}  // ends when the task is cancelled
            events.append(Task.isCancelled ? "cancelled" : "ended")
        }
        await w.runPendingWork()
        #expect(events == ["started"])
        w.send(.key(.escape))
        #expect(task.isCancelled)
        await w.runPendingWork()
        #expect(events == ["started", "cancelled"])
    }

    @Test func controllerCoveredByAPushKeepsItsTask() async {
        let root = RunLoopProbeController()
        let nav = NavigationController(rootViewController: root)
        let w = window(nav)
        let task = root.task { for await _ in AsyncStream<Int>.makeStream().stream {} }
        await w.runPendingWork()
        nav.pushViewController(RunLoopProbeController(), animated: false)
        w.send(.key(.down))
        #expect(!task.isCancelled)
        root.cancelTasks()
        #expect(task.isCancelled)
    }

    // Background work is the process's, so other tests' work may be in flight: the
    // window's answer is checked only where that cannot change it.
    @Test func idleTableControllerNeedsNoTicksButRefreshingAndBackgroundWorkDo() async {
        let probe = RunLoopProbeController()
        let w = window(probe)
        #expect(!probe.needsTicks)
        let refresh = RefreshControl()
        probe.refreshControl = refresh
        refresh.beginRefreshing()
        #expect(probe.needsTicks && w.needsTicks)
        refresh.endRefreshing()
        #expect(!probe.needsTicks)
        probe.tableView.reloadData()
        let work = BackgroundWork { 42 }
        #expect(w.needsTicks)
        _ = await work.value()
        await w.runPendingWork()
        #expect(w.takeFinishedBackgroundWork() || w.hasBackgroundWork)
        // A plain controller may poll in tick(): it keeps its ticks until one shows that
        // its tick() is the base class's, which does nothing.
        let plain = ViewController()
        #expect(plain.needsTicks)
        _ = plain.tick()
        #expect(!plain.needsTicks)
        let polling = PollingController()
        _ = polling.tick()
        #expect(polling.needsTicks && polling.polls == 1)
        #expect(NavigationController(rootViewController: RunLoopProbeController()).needsTicks == false)
    }
}
