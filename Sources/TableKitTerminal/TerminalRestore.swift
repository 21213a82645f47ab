import CNcursesw
import Glibc

/// Restores the terminal on every exit path, including signals and crashes.
///
/// ncurses' `endwin()` is the normal path. For SIGINT, SIGTERM, SIGHUP and SIGQUIT the handler only
/// records the signal; the run loop sees it within one input timeout (100 ms), calls
/// `endwin()` and exits with 128 + the signal number. For crashes (SIGSEGV, SIGILL, SIGTRAP,
/// SIGABRT, SIGBUS, SIGFPE; a Swift trap is SIGILL or SIGTRAP) the handler restores the
/// saved termios and writes the reset sequences itself, with async-signal-safe calls only,
/// then re-raises the signal with its default action.
enum TerminalRestore {
    /// The signal that asked the run loop to stop, or 0.
    nonisolated(unsafe) static var pendingSignal: Int32 = 0
    nonisolated(unsafe) static var savedTermios = termios()
    nonisolated(unsafe) static var hasSavedTermios = false
    /// Leave the alternate screen, show the cursor, stop mouse reporting, reset attributes.
    static let resetSequence: [UInt8] = Array("\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l\r\n".utf8)

    static func install() {
        // Initialise the lazily created constant now: its first use must not happen inside a
        // signal handler, where allocating is not safe.
        _ = resetSequence.count
        if tcgetattr(STDIN_FILENO, &savedTermios) == 0 { hasSavedTermios = true }
        for sig in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            signal(sig) { s in TerminalRestore.pendingSignal = s }
        }
        for sig in [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE] {
            signal(sig) { s in
                TerminalRestore.restoreFromSignal()
                signal(s, SIG_DFL)
                raise(s)
            }
        }
    }

    /// Async-signal-safe restore: termios back, reset sequences written.
    static func restoreFromSignal() {
        if hasSavedTermios { tcsetattr(STDIN_FILENO, TCSANOW, &savedTermios) }
        resetSequence.withUnsafeBufferPointer { p in _ = write(STDOUT_FILENO, p.baseAddress, p.count) }
    }

    static func uninstall() {
        for sig in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE] {
            signal(sig, SIG_DFL)
        }
    }
}
