import Glibc

/// The exit statuses a shell expects before (and after) the screen is up: SIGINT (and a ⌃C
/// typed on a terminal in its normal mode) ends the process with status 130, SIGTERM 143,
/// SIGHUP 129, SIGQUIT 131 (128 + the signal number, as a shell reports a program a signal
/// ended), at once, whatever the main thread is waiting for (standard input, a pipe's first
/// bytes, a file being opened). While `TerminalHost.run` shows the screen, `TerminalRestore`'s
/// handlers take these signals instead (the terminal restored first, the same statuses) and
/// put these back when it returns.
///
/// Without it, SIGQUIT would run the Swift runtime's crash report (a backtrace on the
/// terminal, seconds long) before the process dies. Not in UIKit: a command-line
/// convention (bash(1), "EXIT STATUS").
public enum ExitSignals {
    /// The signals handled, each ending the process with 128 + its number.
    public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Installs the handlers (`_exit(128 + signal)`, async-signal-safe; nothing is flushed).
    /// Call first in `main`, before anything that can wait. Idempotent.
    public static func install() {
        for sig in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { s in _exit(128 + s) }
            action.sa_flags = 0
            sigfillset(&action.sa_mask)
            sigaction(sig, &action, nil)
        }
    }
}
