import CNcursesw
import Glibc
import TableKit

/// Restores the terminal on every exit path, including signals and crashes.
///
/// ncurses' `endwin()` is the normal path. Every signal whose default action ends the
/// process is caught (signal(7): "Term" and "Core"):
/// - **Stop signals** (``stopSignals``: INT, TERM, HUP, QUIT, USR1, USR2, ALRM, VTALRM,
///   PROF, XCPU, XFSZ, PWR, IO/POLL, PIPE, STKFLT and the real-time signals): the handler
///   only records the signal; the run loop sees it within one input timeout (100 ms),
///   calls `endwin()` and exits with 128 + the signal number.
/// - **Crash signals** (``crashSignals``: SEGV, BUS, ILL, TRAP, ABRT, FPE, SYS; a Swift trap
///   is SIGILL or SIGTRAP): a SIGBUS or SIGSEGV that `MemoryFaultRepair` mends (a page of
///   a mapped file read past its new end) goes on; otherwise the handler restores the saved termios and writes
///   ``resetSequence`` itself, with async-signal-safe calls only, then re-raises the signal
///   with its default action. It runs on an alternate signal stack (`sigaltstack`), so a
///   stack overflow (SIGSEGV with no stack left) restores the terminal too.
///
/// The terminal restored is the one the screen uses: standard input (termios) and standard
/// output (reset sequence) by default, or the descriptor given to ``install(terminal:)``
/// (`/dev/tty` when data comes from a pipe and picked rows go to one), so a crash never
/// writes escape codes into a pipe or leaves the real terminal raw.
///
/// SIGKILL and SIGSTOP cannot be caught; nothing can restore the terminal after them.
enum TerminalRestore {
    /// The signal that asked the run loop to stop, or 0.
    nonisolated(unsafe) static var pendingSignal: Int32 = 0
    nonisolated(unsafe) static var savedTermios = termios()
    nonisolated(unsafe) static var hasSavedTermios = false
    /// The descriptor whose termios is saved and restored (standard input, or the tty).
    nonisolated(unsafe) static var termiosDescriptor: Int32 = STDIN_FILENO
    /// The descriptor the reset sequence is written to (standard output, or the tty).
    nonisolated(unsafe) static var resetDescriptor: Int32 = STDOUT_FILENO
    /// The alternate signal stack: allocated once, never freed (a handler may run on it
    /// at any time until the process ends).
    nonisolated(unsafe) static var alternateStack: UnsafeMutableRawPointer? = nil
    /// The actions in place before ``install()``, put back by ``uninstall()``.
    nonisolated(unsafe) static var previousActions: [Int32: sigaction] = [:]
    /// Size of the alternate signal stack in bytes.
    static let alternateStackSize = 256 * 1024

    /// Mouse reporting off (X10, button, any-motion, UTF-8, SGR and urxvt modes), attributes
    /// reset, keypad and cursor keys back to normal mode (terminfo `rmkx`: DECCKM off,
    /// DECKPNM), the cursor shown, the alternate screen left (terminfo `rmcup`).
    static let resetSequence: [UInt8] = Array(
        ("\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1005l\u{1B}[?1006l\u{1B}[?1015l"
            + "\u{1B}[0m\u{1B}[?1l\u{1B}>\u{1B}[?25h\u{1B}[?1049l\r\n").utf8)

    /// Signals that end the process by default and only ask the run loop to stop.
    static var stopSignals: [Int32] {
        var s = [
            SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
            SIGXCPU, SIGXFSZ, SIGPWR, SIGIO, SIGPIPE, SIGSTKFLT,
        ]
        s += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
        return s
    }

    /// Signals of a crash: the terminal is restored in the handler, then the process dies.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS]

    /// Saves the terminal's settings and installs the handlers. `terminal` is the open
    /// descriptor of the terminal the screen draws on and reads keys from when it is not
    /// standard input and output (`/dev/tty`); it must stay open until ``uninstall()``.
    static func install(terminal: Int32? = nil) {
        // Initialise the lazily created constant now: its first use must not happen inside a
        // signal handler, where allocating is not safe.
        _ = resetSequence.count
        termiosDescriptor = terminal ?? STDIN_FILENO
        resetDescriptor = terminal ?? STDOUT_FILENO
        hasSavedTermios = tcgetattr(termiosDescriptor, &savedTermios) == 0
        installAlternateStack()
        for sig in stopSignals {
            handle(sig) { s in
                TerminalRestore.pendingSignal = s
                TerminalWake.wakeFromSignal()
            }
        }
        for sig in crashSignals {
            handleFault(sig) { s, info, _ in
                // A fault a library mends (a page of a mapped file past its new end) goes on.
                if s == SIGBUS || s == SIGSEGV,
                    MemoryFaultRepair.attempt(signal: s, address: info?.pointee._sifields._sigfault.si_addr)
                {
                    return
                }
                OutputCapture.releaseFromSignal()
                TerminalRestore.restoreFromSignal()
                OutputCapture.replayFromSignal()
                signal(s, SIG_DFL)
                raise(s)
            }
        }
    }

    /// Installs `handler` for the crash signal `sig` as ``handle(_:_:)`` does, given the
    /// signal's information (`SA_SIGINFO`: the faulting address).
    private static func handleFault(
        _ sig: Int32,
        _ handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void
    ) {
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = handler
        action.sa_flags = SA_ONSTACK | SA_SIGINFO
        sigfillset(&action.sa_mask)
        var previous = sigaction()
        if sigaction(sig, &action, &previous) == 0, previousActions[sig] == nil { previousActions[sig] = previous }
    }

    /// Installs `handler` for `sig` on the alternate stack, with every other signal blocked
    /// while it runs.
    private static func handle(_ sig: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        action.sa_flags = SA_ONSTACK
        sigfillset(&action.sa_mask)
        var previous = sigaction()
        if sigaction(sig, &action, &previous) == 0, previousActions[sig] == nil { previousActions[sig] = previous }
    }

    /// A stack for the handlers that a stack overflow cannot take away (`sigaltstack`).
    private static func installAlternateStack() {
        if alternateStack == nil { alternateStack = malloc(alternateStackSize) }
        guard let base = alternateStack else { return }
        var stack = stack_t()
        stack.ss_sp = base
        stack.ss_size = alternateStackSize
        stack.ss_flags = 0
        sigaltstack(&stack, nil)
    }

    /// Async-signal-safe restore: termios back, reset sequences written.
    static func restoreFromSignal() {
        if hasSavedTermios { tcsetattr(termiosDescriptor, TCSANOW, &savedTermios) }
        resetSequence.withUnsafeBufferPointer { p in _ = write(resetDescriptor, p.baseAddress, p.count) }
    }

    /// Puts back the signal actions that were in place before ``install()``.
    static func uninstall() {
        for (sig, var action) in previousActions { sigaction(sig, &action, nil) }
        previousActions = [:]
        termiosDescriptor = STDIN_FILENO
        resetDescriptor = STDOUT_FILENO
        hasSavedTermios = false
    }
}
