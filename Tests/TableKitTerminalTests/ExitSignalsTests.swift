import Glibc
import Testing

@testable import TableKitTerminal

/// The exit statuses outside the screen (`ExitSignals`): each of SIGINT, SIGTERM, SIGHUP
/// and SIGQUIT ends the process with 128 + its number, a SIGQUIT without the runtime's
/// crash report. Each in a process of its own (an exit test).
@Suite struct ExitSignalsTests {
    @Test(arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129), (SIGQUIT, 131)] as [(Int32, Int32)])
    func aSignalEndsTheProcessWithItsShellStatus(signal: Int32, status: Int32) async {
        let result = await #expect(processExitsWith: .exitCode(status), observing: [\.standardErrorContent]) {
            [signal] in
            ExitSignals.install()
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, signal)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)  // the test runner's child may block it
            raise(signal)
            _exit(0)  // not reached: the handler has exited
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(!standardError.contains("Program crashed") && !standardError.contains("Backtrace"))
    }

    @Test func theHandledSignalsAreTheFourAShellNamesAndTheTerminalHostCatchesThemToo() {
        #expect(ExitSignals.signals == [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
        #expect(Set(ExitSignals.signals).isSubset(of: TerminalRestore.stopSignals))
    }
}
