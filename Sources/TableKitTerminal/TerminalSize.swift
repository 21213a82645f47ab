import CNcursesw
import Glibc
import TableKit

/// The size TableKit draws in: the terminal's, capped at ``maximum``.
///
/// A terminal may report any size up to 65535×65535. ncurses keeps line and column
/// numbers in `short` and crashes (SIGSEGV in refresh) from 32768 lines or 65535 columns,
/// and every cell costs memory three times in ncurses and twice in TableKit's canvases. So
/// ncurses is never told more than ``maximum``: at start-up the size is passed through the
/// `LINES` and `COLUMNS` variables ncurses reads (`use_env`), and on SIGWINCH TableKit's own
/// handler (installed before ncurses, which then leaves SIGWINCH alone) lets
/// ``TerminalScreen/readEvent()`` read the new size with `TIOCGWINSZ`, cap it and call
/// `resizeterm`. The part of a larger terminal beyond the cap stays blank.
public enum TerminalSize {
    /// The largest size drawn: 1000 columns by 400 lines (an 8K display at a small font is
    /// about 960×270). At this size ncurses' three windows and two canvases take about
    /// 60 MB; docs/RELIABILITY.md has the measure.
    public static let maximum = Size(width: 1000, height: 400)

    /// `size` capped at ``maximum``, and at least 1×1.
    public static func clamped(_ size: Size) -> Size {
        Size(width: min(max(size.width, 1), maximum.width), height: min(max(size.height, 1), maximum.height))
    }

    /// Set by the SIGWINCH handler, cleared when the new size is read.
    nonisolated(unsafe) static var resizePending: Int32 = 0

    /// The SIGWINCH action before ``installResizeHandler()``, put back by ``uninstallResizeHandler()``.
    nonisolated(unsafe) static var previousResizeAction: sigaction? = nil

    /// Installs the SIGWINCH handler; must come before `newterm` so that ncurses does not
    /// install its own.
    static func installResizeHandler() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            TerminalSize.resizePending = 1
            TerminalWake.wakeFromSignal()
        }
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        if sigaction(SIGWINCH, &action, &previous) == 0, previousResizeAction == nil { previousResizeAction = previous }
    }

    /// Puts back the SIGWINCH action from before ``installResizeHandler()``.
    static func uninstallResizeHandler() {
        guard var previous = previousResizeAction else { return }
        sigaction(SIGWINCH, &previous, nil)
        previousResizeAction = nil
    }

    /// The size the terminal on `fd` reports (`TIOCGWINSZ`), or nil when it does not.
    static func reported(fd: Int32) -> Size? {
        var ws = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 else { return nil }
        return Size(width: Int(ws.ws_col), height: Int(ws.ws_row))
    }

    /// Runs `body` (which calls `newterm`) with `LINES` and `COLUMNS` set to the capped
    /// size when the terminal on `fd` reports more than ``maximum``; the variables are put
    /// back as they were afterwards.
    static func withCappedEnvironment<T>(fd: Int32, _ body: () throws(TerminalError) -> T) throws(TerminalError) -> T {
        guard let size = reported(fd: fd), size != clamped(size) else { return try body() }
        let capped = clamped(size)
        let saved = ["LINES", "COLUMNS"].map { (name: String) -> (String, String?) in
            (name, getenv(name).map { String(cString: $0) })
        }
        setenv("LINES", String(capped.height), 1)
        setenv("COLUMNS", String(capped.width), 1)
        defer {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        return try body()
    }

    /// After a SIGWINCH: the new capped size, with ncurses resized to it; nil when no
    /// resize is pending.
    static func takePendingResize(fd: Int32) -> Size? {
        guard resizePending != 0 else { return nil }
        resizePending = 0
        guard let size = reported(fd: fd) else { return nil }
        let capped = clamped(size)
        resizeterm(Int32(capped.height), Int32(capped.width))
        return capped
    }
}

/// Terminal settings read from the environment.
public enum TerminalEnvironment {
    /// Whether colour is turned off: `NO_COLOR` set and not empty (https://no-color.org).
    /// Attributes such as bold and reverse stay; only colours go.
    public static func noColor(_ environment: [String: String]) -> Bool {
        guard let value = environment["NO_COLOR"] else { return false }
        return !value.isEmpty
    }

    /// The escape sequences of the cursor and editing keys in both cursor-key modes,
    /// normal (`ESC [ A`) and application (`ESC O A`), with the ncurses key each means.
    /// ncurses knows only the mode terminfo names (`kcuu1`); these are added with
    /// `define_key`, so arrow keys work whatever mode the terminal sends.
    static let cursorKeySequences: [(sequence: String, key: Int32)] = {
        var out: [(String, Int32)] = []
        for (final, key) in [
            ("A", KEY_UP), ("B", KEY_DOWN), ("C", KEY_RIGHT), ("D", KEY_LEFT), ("H", KEY_HOME), ("F", KEY_END),
        ] {
            out.append(("\u{1B}[" + final, key))
            out.append(("\u{1B}O" + final, key))
        }
        out += [("\u{1B}[1~", KEY_HOME), ("\u{1B}[4~", KEY_END), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[8~", KEY_END)]
        return out
    }()
}
