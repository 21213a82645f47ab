import CNcursesw
import Glibc

/// The terminfo strings the screen writer uses, read once from the terminal ncurses opened
/// (`$TERM`). A missing capability is nil and the writer does without it (absolute cursor
/// moves, no scroll region, no repeat).
struct TerminalCapabilities {
    /// A parameterised string (`cup`, `csr`, …) as terminfo holds it.
    struct Parameterized {
        let format: [CChar]
        /// The string with up to nine integer parameters filled in (terminfo's `tiparm`).
        func callAsFunction(_ p: Int...) -> [UInt8] {
            var a = p.map { Int32(truncatingIfNeeded: $0) }
            a += Array(repeating: 0, count: max(0, 9 - a.count))
            guard
                let s = format.withUnsafeBufferPointer({
                    tk_tiparm($0.baseAddress, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8])
                })
            else { return [] }
            return Array(UnsafeRawBufferPointer(start: s, count: strlen(s)).bindMemory(to: UInt8.self))
        }
    }

    /// Clear the screen and home the cursor (`clear`).
    var clear: [UInt8]
    /// Move to line p1, column p2 (`cup`); every full-screen terminal has it.
    var cup: Parameterized
    /// Move to line p1, same column (`vpa`); move to column p1, same line (`hpa`).
    var vpa: Parameterized?, hpa: Parameterized?
    /// Move right p1 columns (`cuf`); one column left (`cub1`); carriage return (`cr`).
    var cuf: Parameterized?, cub1: [UInt8]?, cr: [UInt8]
    /// One line down, same column (`cud1`), when it does not also return the carriage.
    var cud1: [UInt8]?
    /// Scroll region from line p1 to line p2 (`csr`); scroll it up p1 lines (`indn`) or
    /// one (`ind`, at its bottom line); down p1 lines (`rin`) or one (`ri`, at its top).
    var csr: Parameterized?, indn: Parameterized?, ind: [UInt8]?, rin: Parameterized?, ri: [UInt8]?
    /// Clear to the end of the line (`el`).
    var el: [UInt8]?
    /// Character p1 repeated p2 times (`rep`).
    var rep: Parameterized?
    /// All attributes off (`sgr0`); attributes by parameter (`sgr`); one attribute each.
    var sgr0: [UInt8], sgr: Parameterized?
    var bold: [UInt8]?, dim: [UInt8]?, underline: [UInt8]?, reverse: [UInt8]?, italic: [UInt8]?
    /// Foreground and background colour p1 (`setaf`, `setab`); nil without colours.
    var setaf: Parameterized?, setab: Parameterized?
    /// Whether writing the bottom right cell may scroll the screen (`am` without `xenl`).
    var bottomRightScrolls: Bool

    /// The capabilities of the current ncurses terminal, which writes to `fd`. `colors`:
    /// whether to use colours.
    static func current(colors: Bool, fd: Int32) -> TerminalCapabilities {
        func string(_ name: String) -> [UInt8]? {
            guard let s = tk_tigetstr(name) else { return nil }
            return Array(UnsafeRawBufferPointer(start: s, count: strlen(s)).bindMemory(to: UInt8.self))
        }
        func param(_ name: String) -> Parameterized? {
            guard let s = tk_tigetstr(name) else { return nil }
            return Parameterized(format: Array(UnsafeBufferPointer(start: s, count: strlen(s) + 1)))
        }
        // A line feed moves down one line only while the tty does not add a carriage
        // return (ONLCR off); other cud1 strings do not depend on the tty.
        var cud1 = string("cud1")
        if cud1 == [10] {
            var t = termios()
            if tcgetattr(fd, &t) != 0 || t.c_oflag & tcflag_t(ONLCR) != 0 { cud1 = nil }
        }
        return TerminalCapabilities(
            clear: string("clear") ?? Array("\u{1B}[H\u{1B}[2J".utf8),
            cup: param("cup") ?? Parameterized(format: Array("\u{1B}[%i%p1%d;%p2%dH".utf8CString)),
            vpa: param("vpa"), hpa: param("hpa"),
            cuf: param("cuf"), cub1: string("cub1"), cr: string("cr") ?? [13],
            cud1: cud1,
            csr: param("csr"), indn: param("indn"), ind: string("ind"), rin: param("rin"), ri: string("ri"),
            el: string("el"), rep: param("rep"),
            sgr0: string("sgr0") ?? Array("\u{1B}[m".utf8), sgr: param("sgr"),
            bold: string("bold"), dim: string("dim"), underline: string("smul"), reverse: string("rev"),
            italic: string("sitm"),
            setaf: colors ? param("setaf") : nil, setab: colors ? param("setab") : nil,
            bottomRightScrolls: tk_tigetflag("am") != 0 && tk_tigetflag("xenl") == 0)
    }
}
