import Foundation
import CNcursesw
import Glibc
import TableKit

/// An ncursesw screen: sets the terminal up (alternate screen through terminfo's smcup,
/// raw keys, mouse, colours), writes canvases to it cell by cell where they changed since
/// the last frame, and gives the terminal back with ``close()``.
///
/// Only cells that differ from the previous frame are handed to ncurses, and ncurses'
/// `doupdate` in turn sends the terminal only what differs from what it shows, using
/// insert/delete-line for scrolling (`idlok`).
public final class TerminalScreen {
    private let screen: OpaquePointer
    private var previous: Canvas?
    private var isOpen = true
    private var colorsEnabled = false
    private let outputDescriptor: Int32

    /// Opens ncurses on `output` and `input` (defaults: the process's standard streams),
    /// at the terminal's size capped at ``TerminalSize/maximum``. Colours are off when
    /// `NO_COLOR` is set and not empty. Throws when the terminal cannot be set up (no
    /// terminfo entry for `$TERM`, not a terminal).
    public init(output: UnsafeMutablePointer<FILE>? = nil, input: UnsafeMutablePointer<FILE>? = nil) throws(TerminalError) {
        TerminalScreen.useUTF8Locale()
        TerminalSize.installResizeHandler()
        let out = output ?? tk_stdout()
        outputDescriptor = fileno(out)
        let opened = try TerminalSize.withCappedEnvironment(fd: outputDescriptor) { () throws(TerminalError) in
            newterm(nil, out, input ?? tk_stdin())
        }
        guard let scr = opened else {
            TerminalSize.uninstallResizeHandler()
            throw TerminalError.cannotOpen(term: (ProcessInfo.processInfo.environment["TERM"] ?? "(unset)"))
        }
        screen = scr
        set_term(scr)
        guard tk_can_address_cursor() != 0 else {
            endwin()
            delscreen(scr)
            TerminalSize.uninstallResizeHandler()
            throw TerminalError.cannotAddressCursor(term: (ProcessInfo.processInfo.environment["TERM"] ?? "(unset)"))
        }
        raw()
        noecho()
        nonl()
        keypad(tk_stdscr(), true)
        // Arrow keys in both cursor-key modes (ESC [ A and ESC O A), whatever terminfo says.
        for (sequence, key) in TerminalEnvironment.cursorKeySequences { define_key(sequence, key) }
        idlok(tk_stdscr(), true)
        set_escdelay(25)
        wtimeout(tk_stdscr(), 100)
        curs_set(0)
        mousemask(tk_ALL_MOUSE_EVENTS, nil)
        mouseinterval(0)
        if has_colors() && !TerminalEnvironment.noColor(ProcessInfo.processInfo.environment) {
            start_color()
            use_default_colors()
            colorsEnabled = tk_color_pairs() >= 82
            if colorsEnabled {
                for fg in -1..<8 {
                    for bg in -1..<8 {
                        init_pair(Int16(1 + (fg + 1) * 9 + (bg + 1)), Int16(fg), Int16(bg))
                    }
                }
            }
        }
    }

    /// Takes the locale from the environment; when its character set is not UTF-8 (LANG
    /// unset, or C), uses C.UTF-8 for characters, so wide characters work either way.
    static func useUTF8Locale() {
        setlocale(LC_ALL, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
    }

    /// The terminal's size in columns and lines.
    public var size: Size { Size(width: Int(getmaxx(tk_stdscr())), height: Int(getmaxy(tk_stdscr()))) }

    /// Reads one input event, waiting up to the input timeout (100 ms); `.tick` when none.
    /// After SIGWINCH, `.resize` with the terminal's new size capped at ``TerminalSize/maximum``.
    public func readEvent() -> Event {
        if let size = TerminalSize.takePendingResize(fd: outputDescriptor) { return .resize(size) }
        let event = InputDecoder.next()
        if case .tick = event, let size = TerminalSize.takePendingResize(fd: outputDescriptor) { return .resize(size) }
        return event
    }

    /// Writes the cells of `canvas` that changed since the last frame and refreshes.
    public func draw(_ canvas: Canvas) {
        let full = previous == nil || previous!.size != canvas.size
        if full { werase(tk_stdscr()) }
        let w = canvas.size.width
        for y in 0..<canvas.size.height {
            var x = 0
            while x < w {
                let cell = canvas[x, y]
                if cell.isContinuation { x += 1; continue }
                if !full, let prev = previous, prev[x, y] == cell,
                   cell.width < 2 || (x + 1 < w && prev[x + 1, y] == canvas[x + 1, y]) {
                    x += 1
                    continue
                }
                put(cell, x: x, y: y)
                x += max(1, Int(cell.width))
            }
        }
        previous = canvas
        wnoutrefresh(tk_stdscr())
        doupdate()
    }

    /// Forgets the last frame so that the next ``draw(_:)`` writes every cell (after a
    /// resize, or when the screen may have been disturbed).
    public func invalidate() {
        previous = nil
        clearok(tk_stdscr(), true)
    }

    private func put(_ cell: Canvas.Cell, x: Int, y: Int) {
        let attrs = attributes(cell.style)
        let pair = colorPair(cell.style)
        let (chars, pad) = TerminalScreen.terminalCharacters(for: cell)
        var cc = cchar_t()
        if (chars + [0]).withUnsafeBufferPointer({ tk_setcchar(&cc, $0.baseAddress, attrs, pair) }) != OK {
            let replacement: [wchar_t] = [wchar_t(0xFFFD), 0]
            _ = replacement.withUnsafeBufferPointer { tk_setcchar(&cc, $0.baseAddress, attrs, pair) }
        }
        mvwadd_wch(tk_stdscr(), Int32(y), Int32(x), &cc)
        if pad {
            var blank = cchar_t()
            let space: [wchar_t] = [32, 0]
            _ = space.withUnsafeBufferPointer { tk_setcchar(&blank, $0.baseAddress, attrs, pair) }
            mvwadd_wch(tk_stdscr(), Int32(y), Int32(x + 1), &blank)
        }
    }

    /// What to hand ncurses for a cell so that ncurses, the terminal and the canvas agree on
    /// its width: ncurses (and most terminals) measure a cell by the C library's `wcwidth`
    /// of its first character, which is 1 for text-default emoji that VS16 makes 2 columns
    /// wide (`❤️`, keycaps) and for regional indicators. Such a cell is written as its base
    /// character (text presentation) plus a blank, keeping every later column in place.
    /// Only combining marks (Mn, Me) follow the base; format characters (ZWJ, ZWSP),
    /// variation selectors and the rest of an emoji sequence are left out, and ncurses
    /// holds at most `CCHARW_MAX - 1` characters per cell.
    /// - Returns: the characters and whether a blank must follow in the next column.
    static func terminalCharacters(for cell: Canvas.Cell) -> (chars: [wchar_t], pad: Bool) {
        let scalars = Array(cell.grapheme.unicodeScalars)
        guard let base = scalars.first else { return ([32], false) }
        var chars = [wchar_t(bitPattern: base.value)]
        let limit = Int(tk_ccharw_max()) - 1
        for s in scalars.dropFirst() where chars.count < limit {
            switch s.properties.generalCategory {
            case .nonspacingMark, .enclosingMark:
                if (0xFE00...0xFE0F).contains(s.value) { continue }
                if tk_wcwidth(wchar_t(bitPattern: s.value)) == 0 { chars.append(wchar_t(bitPattern: s.value)) }
            default:
                continue
            }
        }
        let want = Int(cell.width)
        let has = Int(tk_wcwidth(chars[0]))
        if has == want { return (chars, false) }
        if want == 2 && has == 1 { return (chars, true) }
        // The C library does not know the character (newer than its tables) or measures it
        // differently: a replacement character of the canvas's width keeps the columns.
        return ([wchar_t(0xFFFD)], want == 2)
    }

    private func attributes(_ style: Style) -> attr_t {
        var a = tk_A_NORMAL
        if style.attributes.contains(.bold) { a |= tk_A_BOLD }
        if style.attributes.contains(.dim) { a |= tk_A_DIM }
        if style.attributes.contains(.underline) { a |= tk_A_UNDERLINE }
        if style.attributes.contains(.reverse) { a |= tk_A_REVERSE }
        if style.attributes.contains(.italic) { a |= tk_A_ITALIC }
        return a
    }

    private func colorPair(_ style: Style) -> Int16 {
        guard colorsEnabled else { return 0 }
        let fg = style.foreground.map { Int($0.rawValue) } ?? -1
        let bg = style.background.map { Int($0.rawValue) } ?? -1
        if fg == -1 && bg == -1 { return 0 }
        return Int16(1 + (fg + 1) * 9 + (bg + 1))
    }

    /// Ends ncurses mode and restores the terminal. Safe to call more than once.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        curs_set(1)
        mousemask(0, nil)           // mouse reporting off
        keypad(tk_stdscr(), false)  // keypad and cursor keys back to normal mode (rmkx)
        endwin()
        delscreen(screen)
        TerminalSize.uninstallResizeHandler()
    }

    deinit { close() }
}

/// Why the terminal could not be used.
public enum TerminalError: Error, CustomStringConvertible {
    /// ncurses could not open the terminal: no terminfo entry for `term`, or not a terminal.
    case cannotOpen(term: String)
    /// The terminal `term` cannot move the cursor, so it cannot show a full screen.
    case cannotAddressCursor(term: String)
    /// Standard input or output is not a terminal.
    case notATerminal

    /// A plain-words message for the user, naming `TERM` (sanitised) where it matters.
    public var description: String {
        switch self {
        case .cannotOpen(let term): "cannot open the terminal (TERM=\(Sanitizer.messageValue(term))): no terminfo entry or not a terminal"
        case .cannotAddressCursor(let term): "the terminal TERM=\(Sanitizer.messageValue(term)) cannot move the cursor; use a full-screen terminal (or --print)"
        case .notATerminal: "standard input and output must be a terminal"
        }
    }
}
