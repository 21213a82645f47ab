import CNcursesw
import Glibc
import TableKit

/// Suspending to the shell, as `less` and `vim` do: ⌃Z (a key in raw mode) or a SIGTSTP
/// sent by another process (`kill -TSTP`) gives the terminal back (``TerminalScreen/suspend()``
/// leaves the alternate screen and raw mode) and stops the process with SIGTSTP's default
/// action, so the shell's prompt comes back with the job stopped. `fg` (SIGCONT) resumes:
/// raw mode, keypad and mouse come back and the whole screen is drawn again.
enum TerminalSuspend {
    /// Set by the SIGTSTP handler; the run loop, woken (``TerminalWake``), suspends at once.
    nonisolated(unsafe) static var pending: Int32 = 0
    nonisolated(unsafe) static var previousAction: sigaction? = nil

    /// Catches SIGTSTP so that a stop sent from outside restores the terminal first
    /// (ncurses' own handler knows nothing of the frames TableKit writes).
    static func install() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            TerminalSuspend.pending = 1
            TerminalWake.wakeFromSignal()
        }
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        if sigaction(SIGTSTP, &action, &previous) == 0, previousAction == nil { previousAction = previous }
    }

    /// Puts back the SIGTSTP action from before ``install()``.
    static func uninstall() {
        if var previous = previousAction { sigaction(SIGTSTP, &previous, nil) }
        previousAction = nil
        pending = 0
    }

    /// Whether a SIGTSTP arrived since the last call (clearing it).
    static func takePending() -> Bool {
        defer { pending = 0 }
        return pending != 0
    }

    /// Stops the process until SIGCONT, with SIGTSTP's default action for the moment, then
    /// catches it again. When the process group is orphaned (no shell to resume it), the
    /// kernel ignores the stop and this returns at once.
    static func stopUntilContinued() {
        var dfl = sigaction()
        dfl.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&dfl.sa_mask)
        var mine = sigaction()
        sigaction(SIGTSTP, &dfl, &mine)
        // Unblocked here, whatever the caller's mask: the stop must take effect now.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTSTP)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        kill(0, SIGTSTP)  // the whole job, as the terminal's ⌃Z would
        sigaction(SIGTSTP, &mine, nil)
    }
}

extension TerminalScreen {
    /// Gives the terminal back to the shell, stops the process (SIGTSTP) and, once resumed
    /// (`fg`), takes the terminal again and forgets the last frame so that the next
    /// ``draw(_:)`` writes every cell. Returns the terminal's size after resuming (it may
    /// have changed while stopped).
    public func suspend() -> Size {
        curs_set(1)
        setMouseReporting(false)
        keypad(tk_stdscr(), false)
        endwin()  // the alternate screen left, the shell's terminal modes back
        TerminalSuspend.stopUntilContinued()
        // Resumed: raw mode and the alternate screen come back with the next refresh.
        reset_prog_mode()
        wrefresh(tk_stdscr())
        keypad(tk_stdscr(), true)
        setMouseReporting(true)
        curs_set(0)
        invalidate()
        if let s = TerminalSize.reported(fd: outputDescriptorForSuspend) { return TerminalSize.clamped(s) }
        return size
    }
}
