import CNcursesw
import Glibc
import TableKit

/// Runs a `Window` in the real terminal as the main run loop: reads input, delivers
/// events, runs the main queue, main-actor jobs and timers between them, draws what
/// changed, and restores the terminal on every exit path (quit, error, every signal whose
/// default action ends the process, crash, stack overflow; see docs/RELIABILITY.md).
@MainActor
public enum TerminalHost {
    /// Runs until the window quits or a stop signal arrives. Returns the process exit status:
    /// 0 after quitting, 130 after ⌃C as a key (`Window.exitStatus`, what the shell gives an
    /// interrupted program), 128 + signal number after a terminating signal (SIGINT, SIGTERM,
    /// SIGHUP, SIGUSR1, …; `TerminalRestore`), 1 when the terminal cannot be used (the
    /// message is printed on standard error).
    ///
    /// With `onControllingTerminal`, the screen is drawn on and keys are read from the
    /// process's terminal, `/dev/tty`, whatever standard input and output are: what `less`
    /// and `fzf` do so that data can come from a pipe and chosen rows go to one.
    public static func run(onControllingTerminal: Bool = false, _ makeWindow: (Size) -> Window) -> Int32 {
        var tty: UnsafeMutablePointer<FILE>? = nil
        if onControllingTerminal {
            tty = fopen("/dev/tty", "r+")
            guard let t = tty, isatty(fileno(t)) == 1 else {
                printError("cannot open the terminal /dev/tty: \(String(cString: strerror(errno)))")
                return 1
            }
        } else if isatty(STDIN_FILENO) != 1 || isatty(STDOUT_FILENO) != 1 {
            printError(TerminalError.notATerminal.description)
            return 1
        }
        defer { if let tty { fclose(tty) } }
        TerminalRestore.install(terminal: tty.map { fileno($0) })
        defer { TerminalRestore.uninstall() }
        // What the app prints while the screen is up is shown after it (OutputCapture); the
        // screen draws on its own duplicate of the terminal. Ended after screen.close().
        let capture = OutputCapture()
        defer { capture.end() }
        let screen: TerminalScreen
        do { screen = try TerminalScreen(output: tty ?? capture.terminal, input: tty) } catch {
            printError(error.description)
            return 1
        }
        defer { screen.close() }
        TerminalSuspend.install()
        defer { TerminalSuspend.uninstall() }
        let window = makeWindow(screen.size)
        window.send(.resize(screen.size))
        screen.draw(window.render())
        TerminalRunLoop(screen: screen, window: window).run()
        let sig = TerminalRestore.pendingSignal
        return sig == 0 ? window.exitStatus : 128 + sig
    }

    /// Writes `message` as one line on standard error, prefixed with the program name: the
    /// single point where the apps print errors. The line is sanitised like the screen
    /// (``StandardOutput/errorLine(_:program:)``), so a file name, key or value quoted in the
    /// message cannot send an escape sequence to the terminal or split the line.
    nonisolated public static func printError(_ message: String) {
        _ = StandardOutput.writeAll(StandardOutput.errorLine(message), to: STDERR_FILENO)
    }
}
