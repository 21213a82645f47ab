import CNcursesw
import TableKit

/// The bytes that take a terminal from one frame to the next: cursor moves, attributes,
/// scroll regions and text, from terminfo's strings (see ``TerminalCapabilities``).
///
/// It remembers where the cursor is and which attributes are on, so that each move and
/// each attribute change costs the fewest bytes terminfo offers (`\r`, `\n`, `cub1`,
/// `hpa`, `vpa`, `cuf` or `cup`); a run of one repeated ASCII character is sent with
/// `rep`, and blanks to the end of a line with `el`.
struct TerminalOutput {
    let caps: TerminalCapabilities
    /// The bytes so far, to be written to the terminal in one `write`.
    var bytes: [UInt8] = []
    /// Where the cursor is (column, line); nil when unknown (after a scroll region is set,
    /// or after writing in the last column, where terminals differ).
    private var cursor: (x: Int, y: Int)?
    /// The attributes the terminal has on; nil when unknown.
    private var style: Style?
    /// What was already worked out, shared by every copy of this output (a copy that
    /// tries another way to draw a frame adds to it without copying it).
    private final class Memo {
        /// The attribute strings of each style used so far.
        var styles: [Style: [UInt8]] = [:]
        /// Filled-in cursor moves, by capability and parameters (tiparm is slow per call).
        var moves: [Int: [UInt8]] = [:]
    }
    private let memo = Memo()

    init(caps: TerminalCapabilities) { self.caps = caps }

    /// Forgets the cursor position and the attributes (before a full redraw).
    mutating func reset() {
        cursor = nil
        style = nil
    }

    /// Clears the screen (plain attributes), cursor at the top left.
    mutating func clear() {
        setStyle(.plain)
        bytes += caps.clear
        cursor = (0, 0)
    }

    /// Whether ``scroll(lines:by:height:)`` can be used.
    var canScroll: Bool { caps.csr != nil }

    /// Scrolls lines `lines` of the full width up by `k` lines (`k > 0`) or down by `-k`;
    /// the lines that come in are blank in the plain style. Needs `csr`.
    mutating func scroll(lines: Range<Int>, by k: Int, height: Int) {
        guard let csr = caps.csr, k != 0 else { return }
        setStyle(.plain)  // lines that come in take the current background colour
        bytes += csr(lines.lowerBound, lines.upperBound - 1)
        cursor = nil  // setting the region homes the cursor on most terminals
        if k > 0 {
            move(x: 0, y: lines.upperBound - 1)
            if let indn = caps.indn, k > 1 || caps.ind == nil {
                bytes += indn(k)
            } else if let ind = caps.ind {
                for _ in 0..<k { bytes += ind }
            }
        } else {
            move(x: 0, y: lines.lowerBound)
            if let rin = caps.rin, k < -1 || caps.ri == nil {
                bytes += rin(-k)
            } else if let ri = caps.ri {
                for _ in 0..<(-k) { bytes += ri }
            }
        }
        bytes += csr(0, height - 1)
        cursor = nil
    }

    /// Writes `run` of `canvas` (one of its ``Canvas/changes(from:)``).
    mutating func write(_ run: Canvas.Run, of canvas: Canvas) {
        let w = canvas.size.width
        let y = run.y
        let cells = run.cells
        let base = cells.startIndex
        // Blanks in the plain style from `blankFrom` to the end of the line: one `el`.
        let blankFrom = caps.el == nil ? w : canvas.blankTail(ofLine: y)
        let end = run.columns.upperBound
        var x = run.x
        while x < end {
            if x >= blankFrom && w - x > 2 {
                move(x: x, y: y)
                setStyle(.plain)
                bytes += caps.el!
                return
            }
            let cell = cells[base + x - run.x]
            if cell.isContinuation {
                x += 1
                continue
            }
            if caps.bottomRightScrolls && y == canvas.size.height - 1 && x + Int(cell.width) >= w { return }
            move(x: x, y: y)
            setStyle(cell.style)
            if let byte = Self.asciiByte(cell) {
                var n = 1
                while x + n < end && x + n < blankFrom && cells[base + x + n - run.x] == cell { n += 1 }
                if n > 5, let rep = caps.rep {
                    bytes += rep(Int(byte), n)
                } else {
                    n = 1
                    bytes.append(byte)
                }
                x += n
            } else {
                appendGlyph(cell)
                x += Int(cell.width)
            }
            cursor = x < w ? (x, y) : nil
        }
    }

    /// The byte of a one-column cell holding one printable ASCII character; nil otherwise.
    private static func asciiByte(_ cell: Canvas.Cell) -> UInt8? {
        guard cell.width == 1 else { return nil }
        var it = cell.grapheme.utf8.makeIterator()
        guard let b = it.next(), it.next() == nil, b >= 0x20, b < 0x7F else { return nil }
        return b
    }

    private mutating func appendGlyph(_ cell: Canvas.Cell) {
        let (chars, pad) = TerminalScreen.terminalCharacters(for: cell)
        for c in chars {
            guard let s = Unicode.Scalar(UInt32(bitPattern: c)) else { continue }
            bytes.append(contentsOf: String(s).utf8)
        }
        if pad { bytes.append(0x20) }
    }

    /// Moves the cursor to column `x`, line `y` the shortest way terminfo offers.
    mutating func move(x: Int, y: Int) {
        if let c = cursor, c.x == x, c.y == y { return }
        var best = filled(0, caps.cup, y, x)
        if let c = cursor {
            func consider(_ b: [UInt8]) { if b.count < best.count { best = b } }
            if c.y == y {
                if x == 0 { consider(caps.cr) }
                if x < c.x, let cub1 = caps.cub1, (c.x - x) * cub1.count < best.count {
                    consider(Array([[UInt8]](repeating: cub1, count: c.x - x).joined()))
                }
                if x > c.x, let cuf = caps.cuf { consider(filled(1, cuf, x - c.x)) }
                if let hpa = caps.hpa { consider(filled(2, hpa, x)) }
            } else {
                if c.x == x, let vpa = caps.vpa { consider(filled(3, vpa, y)) }
                if c.x == x + 1, let vpa = caps.vpa, let cub1 = caps.cub1 { consider(filled(3, vpa, y) + cub1) }
                if y == c.y + 1, let lf = caps.cud1 {
                    if x == c.x { consider(lf) }
                    if x == 0 { consider(caps.cr + lf) }
                    if x == c.x - 1, let cub1 = caps.cub1 { consider(lf + cub1) }
                }
            }
        }
        bytes += best
        cursor = (x, y)
    }

    /// `cap` with parameters `a` and `b` filled in, remembered under `id` (0–15).
    private mutating func filled(_ id: Int, _ cap: TerminalCapabilities.Parameterized, _ a: Int, _ b: Int = 0)
        -> [UInt8]
    {
        let key = id | (a & 0xFFFFF) << 4 | (b & 0xFFFFF) << 24
        if let s = memo.moves[key] { return s }
        let s = cap(a, b)
        memo.moves[key] = s
        return s
    }

    /// Turns on exactly the attributes and colours of `s`.
    mutating func setStyle(_ s: Style) {
        if style == s { return }
        if let b = memo.styles[s] {
            bytes += b
        } else {
            let b = encode(s)
            memo.styles[s] = b
            bytes += b
        }
        style = s
    }

    private func encode(_ s: Style) -> [UInt8] {
        if s == .plain { return caps.sgr0 }
        let a = s.attributes
        func on(_ x: Style.Attributes) -> Int { a.contains(x) ? 1 : 0 }
        var out: [UInt8]
        if let sgr = caps.sgr {
            // standout, underline, reverse, blink, dim, bold, invisible, protect, alternate set
            out = sgr(0, on(.underline), on(.reverse), 0, on(.dim), on(.bold), 0, 0, 0)
        } else {
            out = caps.sgr0
            if a.contains(.bold), let b = caps.bold { out += b }
            if a.contains(.dim), let b = caps.dim { out += b }
            if a.contains(.underline), let b = caps.underline { out += b }
            if a.contains(.reverse), let b = caps.reverse { out += b }
        }
        if a.contains(.italic), let b = caps.italic { out += b }
        if let fg = s.foreground, let setaf = caps.setaf { out += setaf(Int(fg.rawValue)) }
        if let bg = s.background, let setab = caps.setab { out += setab(Int(bg.rawValue)) }
        return out
    }
}
