import CNcursesw
import Glibc
import TableKit

/// Turns ncurses' input (`wget_wch`: a wide character or a key code) into ``Event``s; mouse
/// reports through ``TerminalMouse`` (xterm-style terminals) or ncurses' `getmouse`.
enum InputDecoder {
    /// An event decoded with the last one, returned by the next call (ncurses' click: a
    /// press, then its release). Only the input loop's thread reads input.
    nonisolated(unsafe) static var pending: Event?

    /// The next event, waiting up to the window's input timeout; `.tick` when none came.
    static func next() -> Event {
        if let e = pending {
            pending = nil
            return e
        }
        var ch: wint_t = 0
        let r = wget_wch(tk_stdscr(), &ch)
        if r == ERR { return .tick }
        if r == KEY_CODE_YES {
            let code = Int32(ch)
            if code == TerminalMouse.x10KeyCode || code == TerminalMouse.sgrKeyCode {
                return TerminalMouse.readReport(after: code).map(Event.mouse) ?? .tick
            }
            return keyCode(code) ?? .tick
        }
        return character(UInt32(ch))
    }

    /// The next event already read or typed, nil when none is waiting (the screen's input
    /// timeout is then 0: ``TerminalScreen/readAvailableEvent()``). Input that is no
    /// event (an unknown key code, a NUL) is skipped.
    static func available() -> Event? {
        while true {
            if let e = pending {
                pending = nil
                return e
            }
            var ch: wint_t = 0
            let r = wget_wch(tk_stdscr(), &ch)
            if r == ERR { return nil }
            let event: Event
            if r == KEY_CODE_YES {
                let code = Int32(ch)
                if code == TerminalMouse.x10KeyCode || code == TerminalMouse.sgrKeyCode {
                    event = TerminalMouse.readReport(after: code).map(Event.mouse) ?? .tick
                } else {
                    event = keyCode(code) ?? .tick
                }
            } else {
                event = character(UInt32(ch))
            }
            if case .tick = event { continue }
            return event
        }
    }

    static func character(_ v: UInt32) -> Event {
        switch v {
        case 10, 13: return .key(.enter)
        case 27: return .key(.escape)
        case 9: return .key(.tab)
        case 8, 127: return .key(.backspace)
        case 1...26: return .key(.ctrl(Character(Unicode.Scalar(v + 96)!)))
        case 0, 28...31: return .tick
        default:
            guard let s = Unicode.Scalar(v) else { return .tick }
            return .key(.character(Character(s)))
        }
    }

    static func keyCode(_ code: Int32) -> Event? {
        switch code {
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_SR: return .key(.shiftUp)
        case KEY_SF: return .key(.shiftDown)
        case KEY_PPAGE: return .key(.pageUp)
        case KEY_NPAGE: return .key(.pageDown)
        case KEY_HOME: return .key(.home)
        case KEY_END: return .key(.end)
        case KEY_ENTER: return .key(.enter)
        case KEY_BACKSPACE: return .key(.backspace)
        case KEY_DC: return .key(.delete)
        case KEY_BTAB: return .key(.backTab)
        case KEY_RESIZE:
            return .resize(
                TerminalSize.clamped(Size(width: Int(getmaxx(tk_stdscr())), height: Int(getmaxy(tk_stdscr())))))
        case KEY_MOUSE: return mouse()
        default: return nil
        }
    }

    /// An event ncurses decoded (`KEY_MOUSE`: terminals that are not xterm-style, such as
    /// the Linux console through GPM).
    static func mouse() -> Event? {
        var m = MEVENT()
        guard getmouse(&m) == OK else { return nil }
        let p = Point(x: Int(m.x), y: Int(m.y))
        let b = m.bstate
        let shift = b & tk_BUTTON_SHIFT != 0  // Shift-wheel scrolls sideways
        if b & tk_BUTTON4_PRESSED != 0 { return .mouse(MouseEvent(kind: shift ? .wheelLeft : .wheelUp, location: p)) }
        if b & tk_BUTTON5_PRESSED != 0 {
            return .mouse(MouseEvent(kind: shift ? .wheelRight : .wheelDown, location: p))
        }
        if b & tk_BUTTON1_CLICKED != 0 {
            // ncurses made one click of a press and a release: both, as the table selects
            // on the release (mouseinterval(0) normally keeps them apart).
            pending = .mouse(MouseEvent(kind: .release, location: p))
            return .mouse(MouseEvent(kind: .press, location: p))
        }
        if b & tk_BUTTON1_PRESSED != 0 { return .mouse(MouseEvent(kind: .press, location: p)) }
        if b & tk_BUTTON1_RELEASED != 0 { return .mouse(MouseEvent(kind: .release, location: p)) }
        return nil
    }
}
