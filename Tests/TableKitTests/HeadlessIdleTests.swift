import Dispatch
import Foundation
import TableKitApps
import Testing

@testable import TableKit

/// What runs where headlessly. Under `swift test` the main actor runs on a dispatch thread,
/// not the main thread, so `RunLoop.main` cannot run there: `Window.runMainRunLoop(for:)`
/// moves the window's clock without waiting, firing controller timers and ticks; an app's
/// `--print` (the main thread) waits real time instead (SampleAppTests' run-loop check).
@MainActor
@Suite struct HeadlessIdleTests {
    func window(_ root: ViewController) -> Window {
        Window(rootViewController: root, size: Size(width: 40, height: 4))
    }

    @Test func theMainActorOfATestIsNotTheMainThread() {
        #expect(!Thread.isMainThread)
    }

    @Test func idleOffTheMainThreadFiresControllerTimersWithoutWaiting() {
        let probe = RunLoopProbeController()
        let w = window(probe)
        var fired: [Duration] = []
        probe.scheduledTimer(withTimeInterval: .seconds(600), repeats: true) { _ in fired.append(w.currentTime) }
        w.runMainRunLoop(for: .seconds(3600))  // an hour, if it waited
        #expect(fired == (1...6).map { .seconds(600 * $0) })
        #expect(w.currentTime == .seconds(3600))
    }

    @Test(arguments: [(Duration.milliseconds(1000), 10), (.milliseconds(250), 2), (.milliseconds(99), 0), (.zero, 0)])
    func idleTicksAControllerThatPollsEvery100ms(duration: Duration, ticks: Int) {
        let polling = PollingController()
        let w = window(polling)
        w.runMainRunLoop(for: duration)
        #expect(polling.polls == ticks)
        #expect(w.currentTime == duration)
    }

    @Test func idleDoesNotTickAScreenThatNeedsNoTicks() {
        let probe = RunLoopProbeController()
        let w = window(probe)
        var ticks = 0
        probe.scheduledTimer(withTimeInterval: .milliseconds(100), repeats: true) { _ in ticks += 1 }
        #expect(!probe.needsTicks)
        w.runMainRunLoop(for: .seconds(1))
        #expect(ticks == 10)
        #expect(!probe.needsTicks)
    }

    @Test func idleWordOfAKeyScriptMovesTheClockAndWaitWaitsForATask() throws {
        let probe = RunLoopProbeController()
        let w = window(probe)
        probe.scheduledTimer(withTimeInterval: .seconds(2), repeats: false) { _ in probe.log.append("timer") }
        KeyScript.play(try KeyScript.steps("Idle:1s"), in: w)
        #expect(probe.log.isEmpty && w.currentTime == .seconds(1))
        KeyScript.play(try KeyScript.steps("Idle:1s"), in: w)
        #expect(probe.log == ["timer"] && w.currentTime == .seconds(2))
    }

    @Test func settleRunsAfterEachKeyAndEachWaitButNotAfterIdle() throws {
        let w = window(RunLoopProbeController())
        var settled = 0
        KeyScript.play(try KeyScript.steps("Down Idle Idle:1s Wait Up"), in: w) { settled += 1 }
        #expect(settled == 3)
    }
}
