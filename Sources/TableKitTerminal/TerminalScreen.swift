import CNcursesw
import Foundation
import Glibc
import TableKit

/// An ncursesw screen: sets the terminal up (alternate screen through terminfo's smcup,
/// raw keys, mouse, colours), writes canvases to it where they changed since the last
/// frame, and gives the terminal back with ``close()``.
///
/// ncurses reads the keys and knows the terminal (terminfo); the frames are written by
/// TableKit: `Canvas.changes(from:)` says which cells changed, and when a block of
/// lines moved (`Canvas.detectScroll(from:maxLines:)`) the screen also tries scrolling
/// those lines with a scroll region and drawing only what then differs (a section index
/// beside the table is drawn again where it moved with the lines), and sends whichever
/// takes fewer bytes (`TerminalOutput`).
public final class TerminalScreen {
    private let screen: OpaquePointer
    private var previous: Canvas?
    private var isOpen = true
    private var colorsEnabled = false
    private let outputDescriptor: Int32
    /// The descriptor keys are read from: the terminal given as input, else standard input.
    public let inputDescriptor: Int32
    /// ncurses' input timeout in milliseconds: 100 for ``readEvent()``, 0 once
    /// ``readAvailableEvent()`` was used.
    private var inputTimeout: Int32 = 100
    private var output: TerminalOutput
    /// Whether TableKit asks for and decodes the mouse reports itself (``TerminalMouse``).
    let ownsMouse: Bool

    /// Opens ncurses on `output` and `input` (defaults: the process's standard streams),
    /// at the terminal's size capped at ``TerminalSize/maximum``. Colours are off when
    /// `NO_COLOR` is set and not empty. Throws when the terminal cannot be set up (no
    /// terminfo entry for `$TERM`, not a terminal).
    public init(output: UnsafeMutablePointer<FILE>? = nil, input: UnsafeMutablePointer<FILE>? = nil)
        throws(TerminalError)
    {
        TerminalScreen.useUTF8Locale()
        TerminalSize.installResizeHandler()
        let out = output ?? tk_stdout()
        outputDescriptor = fileno(out)
        inputDescriptor = fileno(input ?? tk_stdin())
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
        set_escdelay(25)
        wtimeout(tk_stdscr(), 100)
        curs_set(0)
        ownsMouse = TerminalMouse.isXtermStyle()
        if ownsMouse {
            TerminalMouse.bindReports()
        } else {
            mouseinterval(0)
        }
        if has_colors() && !TerminalEnvironment.noColor(ProcessInfo.processInfo.environment) {
            start_color()
            use_default_colors()
            colorsEnabled = tk_tigetnum("colors") >= 8
        }
        // ncurses clears the screen once now; after that stdscr stays untouched, so its
        // reads never refresh over the frames written here.
        wrefresh(tk_stdscr())
        self.output = TerminalOutput(caps: .current(colors: colorsEnabled, fd: outputDescriptor))
        setMouseReporting(true)
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
        if inputTimeout != 100 {
            wtimeout(tk_stdscr(), 100)
            inputTimeout = 100
        }
        if let size = TerminalSize.takePendingResize(fd: outputDescriptor) { return .resize(size) }
        let event = InputDecoder.next()
        if case .tick = event, let size = TerminalSize.takePendingResize(fd: outputDescriptor) { return .resize(size) }
        return event
    }

    /// The next input event already typed, without waiting: `.resize` after SIGWINCH, then
    /// keys and mouse reports; nil when none is waiting. The run loop calls it when the
    /// input descriptor is readable (``inputDescriptor``) and after every wake-up.
    public func readAvailableEvent() -> Event? {
        if inputTimeout != 0 {
            wtimeout(tk_stdscr(), 0)
            inputTimeout = 0
        }
        if let size = TerminalSize.takePendingResize(fd: outputDescriptor) { return .resize(size) }
        return InputDecoder.available()
    }

    /// Writes what changed in `canvas` since the last frame: every cell after
    /// ``invalidate()`` or a size change, else `Canvas.changes(from:)`, with a scroll
    /// region first when that sends fewer bytes.
    public func draw(_ canvas: Canvas) {
        var out = output
        out.bytes.removeAll(keepingCapacity: true)
        if let prev = previous, prev.size == canvas.size {
            let runs = canvas.changes(from: prev)
            var limit = Int.max
            // A scroll pays only when lines moved: at least three changed lines.
            if out.canScroll, Self.changedLines(runs) >= 3, let found = canvas.detectScroll(from: prev) {
                // The terminal scrolls whole lines: what moved beside the block (a section
                // index) moves too and is drawn again where it changed.
                out.scroll(lines: found.region.minY..<found.region.maxY, by: found.lines, height: canvas.size.height)
                for run in canvas.changes(from: prev, afterScrolling: found) { out.write(run, of: canvas) }
                limit = out.bytes.count
            }
            // Without the scroll, unless that is already longer.
            var plain = output
            plain.bytes.removeAll(keepingCapacity: true)
            for run in runs where plain.bytes.count < limit { plain.write(run, of: canvas) }
            if plain.bytes.count < limit { out = plain }
        } else {
            // ncurses sends what it holds for stdscr (after a resize) now, not over this frame.
            if tk_stdscr_touched() != 0 { wrefresh(tk_stdscr()) }
            out.reset()
            out.clear()
            for run in canvas.changes(from: Canvas(size: canvas.size)) { out.write(run, of: canvas) }
        }
        send(out.bytes)
        out.bytes.removeAll(keepingCapacity: true)
        output = out
        previous = canvas
    }

    /// How many lines `runs` (in reading order) touch.
    private static func changedLines(_ runs: [Canvas.Run]) -> Int {
        var n = 0
        var last = -1
        for run in runs where run.y != last {
            n += 1
            last = run.y
        }
        return n
    }

    /// Writes `bytes` to the terminal, all of them (retrying after signals and short writes).
    func send(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buf in
            var offset = 0
            while offset < buf.count {
                let n = write(outputDescriptor, buf.baseAddress! + offset, buf.count - offset)
                if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { return }
            }
        }
    }

    /// Puts `text` on the terminal's clipboard (``TerminalClipboard``), between frames.
    func copyToClipboard(_ text: String) { TerminalClipboard.write(text, to: outputDescriptor) }

    /// The descriptor frames are written to, for ``suspend()`` (TerminalSuspend.swift).
    var outputDescriptorForSuspend: Int32 { outputDescriptor }

    /// Forgets the last frame so that the next ``draw(_:)`` clears the screen and writes
    /// every cell (after a resize, or when the screen may have been disturbed).
    public func invalidate() {
        previous = nil
    }

    /// What to send for a cell so that the terminal and the canvas agree on its width:
    /// most terminals (and ncurses) measure a cell by the C library's `wcwidth` of its
    /// first character, which is 1 for text-default emoji that VS16 makes 2 columns
    /// wide (`❤️`, keycaps) and for regional indicators. Such a cell is written as its base
    /// character (text presentation) plus a blank, keeping every later column in place.
    /// Only combining marks (Mn, Me) follow the base; format characters (ZWJ, ZWSP),
    /// variation selectors and the rest of an emoji sequence are left out, and at most
    /// `CCHARW_MAX - 1` characters are kept (what an ncurses cell holds).
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

    /// Ends ncurses mode and restores the terminal. Safe to call more than once.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        curs_set(1)
        setMouseReporting(false)
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
        case .cannotOpen(let term):
            "cannot open the terminal (TERM=\(Sanitizer.messageValue(term))): no terminfo entry or not a terminal"
        case .cannotAddressCursor(let term):
            "the terminal TERM=\(Sanitizer.messageValue(term)) cannot move the cursor; use a full-screen terminal (or --print)"
        case .notATerminal: "standard input and output must be a terminal"
        }
    }
}
