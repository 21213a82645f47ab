import Foundation
import TableKitApps
import Testing

/// An app's `--print --keys` runs on the main thread, where `Idle:DURATION` waits that long
/// in the main run loop: `photos --run-loop-check`'s status line lists each kind of
/// main-thread work that ran (a main-actor task, `DispatchQueue.main.async`, `asyncAfter`
/// at 200 ms, a Foundation `Timer` at 300 ms, `MainActor.run` from a background task, a
/// main-queue notification, a controller timer at 400 ms).
@Suite struct HeadlessRunLoopTests {
    /// The status line (the one starting `ran`) of `photos --run-loop-check --print` after
    /// `keys`, and the exit status.
    static func status(after keys: String) throws -> (String, Int32) {
        let (screen, status) = try AppHelpTests.run(
            "photos", ["--run-loop-check", "--print", "--width", "80", "--height", "6", "--keys", keys])
        let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        return (lines.first { $0.hasPrefix("ran") } ?? screen, status)
    }

    @Test func idleWithADurationRunsAsyncAfterFoundationTimersAndControllerTimersDueInIt() throws {
        let (status, code) = try Self.status(after: "Idle:1s")
        #expect(code == 0)
        #expect(status == "ran all: task async after timer hop notification controller-timer")
    }

    @Test func idleAloneRunsTheMainQueueAndMainActorTasksButWaitsForNothing() throws {
        let (status, code) = try Self.status(after: "Idle")
        #expect(code == 0)
        #expect(status.hasPrefix("ran: task async"))
        #expect(!status.contains("controller-timer"))
    }

    @Test func helpSaysWhatTheWordsDo() throws {
        let (help, code) = try AppHelpTests.run("photos", ["--help"])
        #expect(code == 0)
        #expect(help.contains(KeyScript.wordsHelp))
    }
}
