import Dispatch
import Foundation
import Glibc
import TableKit

/// The terminal host's main run loop: between input events it runs the main dispatch
/// queue (main-actor jobs, `DispatchQueue.main.async`/`asyncAfter`, main-queue
/// notifications), `RunLoop.main` timers and the window's controller timers, ticks while
/// something needs ticks (``Window/needsTicks``), and draws what changed, all on the main
/// thread. It sleeps in `poll(2)` until the input descriptor is readable, a signal
/// arrives (``TerminalWake``), main-queue work is enqueued (libdispatch's wake-up
/// descriptor of the main queue), or the next timer or tick is due, then runs
/// `RunLoop.main` once without waiting (without that descriptor it sleeps in
/// `RunLoop.main.run(mode:before:)`, woken by dispatch sources): an idle app wakes for nothing (docs/decisions,
/// "the main run loop").
@MainActor
final class TerminalRunLoop {
    /// The time between ticks while `Window.needsTicks`: `Window.tickInterval`, 100 ms.
    static let tickInterval = Window.tickInterval

    private let screen: TerminalScreen
    private let window: Window
    private let started = ContinuousClock.now
    private var nextTick: ContinuousClock.Instant
    private let input = InputWatch()
    private var wake: DispatchSourceRead?

    init(screen: TerminalScreen, window: Window) {
        self.screen = screen
        self.window = window
        nextTick = started + Self.tickInterval
    }

    /// Runs until the window quits or a stop signal arrives.
    func run() {
        let watchesSignals = TerminalWake.open()
        defer { TerminalWake.close() }
        // Without the main queue's descriptor, dispatch sources wake RunLoop.main instead.
        let pollsDescriptors = dispatchMainQueueHandle() >= 0
        if !pollsDescriptors { startSources(watchesSignals: watchesSignals) }
        defer { stopSources() }
        var draw = false
        while window.isRunning && TerminalRestore.pendingSignal == 0 {
            var typed = false
            while let event = screen.readAvailableEvent() {
                if case .resize(let s) = event {
                    window.send(.resize(s))
                    screen.invalidate()
                } else {
                    window.send(event)
                }
                typed = true
                if !window.isRunning { return }
            }
            // The keys' frame goes out first; what runs below draws again only if it may
            // have changed something.
            if typed {
                screen.draw(window.render())
                if pollsDescriptors { letFrameOut() }
            }
            input.resumeIfSuspended()
            // Main-queue work and due RunLoop.main timers; the date of the next such timer.
            let runLoopTimer = RunLoop.main.limitDate(forMode: .default)
            let now = ContinuousClock.now
            if window.advanceTime(by: (now - started) - window.currentTime) { draw = true }
            if window.takeFinishedBackgroundWork() || (window.needsTicks && now >= nextTick) {
                draw = window.send(.tick) || draw
                nextTick = now + Self.tickInterval
            } else if !window.needsTicks {
                nextTick = now + Self.tickInterval
            }
            if !window.isRunning { return }
            // ⌃Z (or SIGTSTP from outside): back to the shell until `fg`, then every cell again.
            if window.takeSuspendRequest() || TerminalSuspend.takePending() {
                window.send(.resize(screen.suspend()))
                draw = true
            }
            // ⌃L repaints every cell, whatever wrote over the screen (less, vim).
            if window.takeRepaintRequest() {
                screen.invalidate()
                draw = true
            }
            // A copy (y in tablekit view) goes to the terminal's clipboard by OSC 52.
            if let text = window.takePasteboardRequest() { screen.copyToClipboard(text) }
            if draw { screen.draw(window.render()) }
            let deadline = self.deadline(runLoopTimer: runLoopTimer, watchesSignals: watchesSignals)
            var mainQueueWoke = true
            if !pollsDescriptors || !waitOnDescriptors(until: deadline, mainQueueWoke: &mainQueueWoke) {
                _ = RunLoop.main.run(mode: .default, before: deadline)
                mainQueueWoke = Date() < deadline  // main-queue work ran (or input came)
            }
            // Main-queue work runs in the next pass; at a RunLoop.main timer's date, the timer
            // runs. Either may change a view.
            draw = mainQueueWoke || (runLoopTimer.map { $0 <= Date() } ?? false)
        }
    }

    /// Sleeps up to ``frameOutPause`` in `ppoll(2)` on the input descriptor, the main
    /// queue's and the signal pipe's (any of them ends it at once), so that the frame just
    /// written reaches the terminal before the run loop's bookkeeping (the `RunLoop.main`
    /// pass): the kernel hands pty output to the reader from a worker thread that runs on
    /// this CPU only once this thread sleeps, so work done right after the write (about
    /// 60 µs a pass) would delay every key's frame by as much. Timers and `perform` blocks
    /// a key scheduled run that much later.
    private func letFrameOut() {
        var pause = timespec(tv_sec: 0, tv_nsec: Self.frameOutPause)
        _ = pollDescriptors(mainQueue: dispatchMainQueueHandle(), timeout: &pause)
    }

    /// One `ppoll(2)` on the input descriptor, the main queue's wake-up descriptor and the
    /// signal pipe (when open), for at most `timeout` (nil: until one is readable).
    /// - Returns: whether the main queue's and the signal pipe's descriptors are readable.
    private func pollDescriptors(
        mainQueue: Int32, timeout: UnsafePointer<timespec>?
    ) -> (mainQueue: Bool, wake: Bool) {
        let wake = TerminalWake.readDescriptor
        // On the stack: a wait allocates nothing.
        var fds = (
            pollfd(fd: screen.inputDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: mainQueue, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0)
        )
        let count: nfds_t = wake >= 0 ? 3 : 2
        _ = withUnsafeMutableBytes(of: &fds) { raw in
            systemPPoll(raw.baseAddress!.assumingMemoryBound(to: pollfd.self), count, timeout, nil)
        }
        return (fds.1.revents != 0, count > 2 && fds.2.revents != 0)
    }

    /// The longest pause after a key's frame before the run loop's bookkeeping: 200 µs.
    static let frameOutPause = 200_000

    /// When to wake at the latest: the next RunLoop.main timer, the next controller timer,
    /// the next tick while ticks are needed, and 100 ms without the signal pipe.
    private func deadline(runLoopTimer: Date?, watchesSignals: Bool) -> Date {
        var wait: Duration?
        func earliest(_ d: Duration) { wait = min(wait ?? d, d) }
        let now = ContinuousClock.now
        if let fire = window.nextTimerFireDate { earliest(fire - (now - started)) }
        if window.needsTicks { earliest(nextTick - now) }
        if !watchesSignals { earliest(Self.tickInterval) }
        var date = runLoopTimer ?? .distantFuture
        if let wait {
            let c = wait.components
            date = min(date, Date(timeIntervalSinceNow: max(0, Double(c.seconds) + Double(c.attoseconds) * 1e-18)))
        }
        return date
    }

    /// Sleeps in `ppoll(2)` on the input descriptor, the signal pipe and the main queue's
    /// wake-up descriptor (what CoreFoundation waits on) until one is readable or
    /// `deadline`: keys wake the main thread directly, without a hop through libdispatch's
    /// event thread. The next `RunLoop.main` pass runs what woke it; `mainQueueWoke` says
    /// whether main-queue work did. Returns false when the
    /// main queue's descriptor is not known (the caller waits in `RunLoop.main` instead).
    private func waitOnDescriptors(until deadline: Date, mainQueueWoke: inout Bool) -> Bool {
        let mainQueue = dispatchMainQueueHandle()
        guard mainQueue >= 0 else { return false }
        let seconds = max(0, deadline.timeIntervalSinceNow)
        var timeout = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        let woke =
            seconds > 86_400
            ? pollDescriptors(mainQueue: mainQueue, timeout: nil)
            : pollDescriptors(mainQueue: mainQueue, timeout: &timeout)
        if woke.wake { TerminalWake.drain() }
        mainQueueWoke = woke.mainQueue
        return true
    }

    /// Watches the input descriptor and the signal pipe from the main queue: each wakes
    /// the run loop. The input source suspends itself until the loop has read what was typed.
    private func startSources(watchesSignals: Bool) {
        let source = DispatchSource.makeReadSource(fileDescriptor: screen.inputDescriptor, queue: .main)
        let watch = input
        source.setEventHandler {
            MainActor.assumeIsolated {
                guard !watch.isSuspended else { return }
                watch.isSuspended = true
                watch.source?.suspend()
            }
        }
        input.source = source
        source.resume()
        guard watchesSignals else { return }
        let wake = DispatchSource.makeReadSource(fileDescriptor: TerminalWake.readDescriptor, queue: .main)
        wake.setEventHandler { TerminalWake.drain() }
        self.wake = wake
        wake.resume()
    }

    /// Cancels both sources (a suspended source is resumed first, as dispatch requires).
    private func stopSources() {
        input.resumeIfSuspended()
        input.source?.cancel()
        wake?.cancel()
        input.source = nil  // its handler holds the watch: the cycle ends here
        wake = nil
    }
}

/// libdispatch's wake-up descriptor of the main queue (an eventfd on Linux), which
/// CoreFoundation's run loop waits on; the main queue's work runs in the next
/// `RunLoop.main` pass.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

/// glibc's `ppoll(2)` (declared only with `_GNU_SOURCE`): `poll` with a timeout in
/// nanoseconds.
@_silgen_name("ppoll")
private func systemPPoll(
    _ fds: UnsafeMutablePointer<pollfd>, _ count: nfds_t, _ timeout: UnsafePointer<timespec>?,
    _ signalMask: UnsafeRawPointer?
) -> Int32

/// The input descriptor's read source and whether it is suspended: it suspends itself when
/// it fires, until the loop has read everything typed.
@MainActor
private final class InputWatch {
    var source: DispatchSourceRead?
    var isSuspended = false

    /// Resumes the source after the loop read the input (dispatch requires a suspended
    /// source to be resumed before it is cancelled).
    func resumeIfSuspended() {
        guard isSuspended else { return }
        isSuspended = false
        source?.resume()
    }
}
