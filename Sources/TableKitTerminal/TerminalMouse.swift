import CNcursesw
import Glibc
import TableKit

/// Mouse reporting: who asks the terminal for it and who reads the reports.
///
/// On a terminal that reports the mouse xterm's way (terminfo has `kmous`, or its name
/// says xterm: ncurses' own rule), TableKit asks for button reports in the SGR encoding
/// itself (modes 1000 and 1006, ``on``) and decodes them with ``MouseReport``, whatever
/// terminfo says: `tmux-256color` and `screen-256color` give `kmous=\E[M` and no `XM`, so
/// ncurses would ask for X10 reports only, and ncurses 6.4 decodes an X10 wheel byte with
/// Shift (or Meta, Control) as a motion without a button, losing Shift-wheel. tmux passes
/// SGR reports to a program that asks for mode 1006; a terminal that ignores 1006 (GNU
/// screen 4) sends X10, which ``MouseReport`` decodes too. Both report prefixes are bound
/// to TableKit's own key codes (``x10KeyCode``, ``sgrKeyCode``) with `define_key`, so
/// ncurses hands them over instead of decoding them.
///
/// Any other terminal (the Linux console with GPM) keeps ncurses' `mousemask` and
/// `getmouse`. Every exit path turns the modes off: ``TerminalScreen/close()`` and
/// ``TerminalScreen/suspend()`` write ``off``; signals and crashes write
/// ``TerminalRestore/resetSequence``, which includes it.
enum TerminalMouse {
    /// The key code ncurses returns for `ESC [ M` (an X10 report follows): above every
    /// code ncurses gives terminfo's extended keys, within its 16-bit key tree.
    static let x10KeyCode: Int32 = 0x7E01
    /// The key code ncurses returns for `ESC [ <` (the rest of an SGR report follows).
    static let sgrKeyCode: Int32 = 0x7E02
    /// Button press and release reports (1000), in the SGR encoding (1006).
    static let on: [UInt8] = Array("\u{1B}[?1000h\u{1B}[?1006h".utf8)
    /// Both modes off again, in the reverse order.
    static let off: [UInt8] = Array("\u{1B}[?1006l\u{1B}[?1000l".utf8)

    /// Whether the terminal ncurses opened reports the mouse xterm's way: its terminfo entry
    /// has `kmous`, or its name contains "xterm" (what ncurses' `_nc_mouse_init` checks).
    static func isXtermStyle() -> Bool {
        if let kmous = tk_tigetstr("kmous"), kmous.pointee != 0 { return true }
        guard let name = termname() else { return false }
        return String(cString: name).contains("xterm")
    }

    /// Binds both report prefixes to TableKit's key codes (replacing terminfo's `kmous`,
    /// which ncurses would decode itself). After `keypad`, which builds ncurses' key tree.
    static func bindReports() {
        define_key("\u{1B}[M", x10KeyCode)
        define_key("\u{1B}[<", sgrKeyCode)
    }

    /// The rest of a report whose prefix ncurses matched as `code`, read byte by byte
    /// (`wgetch`, within the input timeout), decoded; nil when it is incomplete or not one
    /// TableKit uses.
    static func readReport(after code: Int32) -> MouseEvent? {
        var body: [UInt8] = []
        func nextByte() -> UInt8? {
            let c = wgetch(tk_stdscr())
            return (0...255).contains(c) ? UInt8(c) : nil
        }
        if code == x10KeyCode {
            for _ in 0..<3 {
                guard let b = nextByte() else { return nil }
                body.append(b)
            }
            return MouseReport.decodeX10(body)
        }
        while body.count < MouseReport.sgrMaxBody {
            guard let b = nextByte() else { return nil }
            body.append(b)
            if b == 0x4D || b == 0x6D { return MouseReport.decodeSGR(body) }
        }
        return nil
    }
}

extension TerminalScreen {
    /// Turns mouse reporting on or off: TableKit's own modes and decoding on an xterm-style
    /// terminal (``TerminalMouse``), else ncurses' `mousemask`.
    func setMouseReporting(_ enabled: Bool) {
        if ownsMouse {
            send(enabled ? TerminalMouse.on : TerminalMouse.off)
        } else {
            mousemask(enabled ? tk_ALL_MOUSE_EVENTS : 0, nil)
        }
    }
}
