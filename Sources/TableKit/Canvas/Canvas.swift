/// A grid of terminal cells that views draw into: `size.width` columns by `size.height`
/// lines, each cell holding a grapheme, its width and its style.
///
/// A wide grapheme (2 columns) sits in its first cell; the cell to its right is a
/// continuation (`width == 0`, empty grapheme). Writing over either half of a wide
/// grapheme blanks the other half, so the grid never holds half a wide character.
/// Every string is passed through ``Sanitizer`` on its way in, so no cell ever holds a
/// control character.
public struct Canvas: Sendable, Equatable {
    /// One terminal cell.
    public struct Cell: Hashable, Sendable {
        /// The grapheme drawn here; `" "` for blank, `""` for the right half of a wide one.
        public var grapheme: String
        /// Columns the grapheme takes: 1 or 2; 0 for a continuation cell.
        public var width: UInt8
        /// How the grapheme is drawn.
        public var style: Style
        /// A cell holding `grapheme`, `width` columns wide (1 or 2; 0 for a continuation), stored as given.
        public init(grapheme: String, width: UInt8, style: Style) {
            self.grapheme = grapheme
            self.width = width
            self.style = style
        }
        /// A space, 1 column, in the plain style: what an empty canvas is filled with.
        public static let blank = Cell(grapheme: " ", width: 1, style: .plain)
        /// Whether this is the right half of a wide grapheme to its left (`width == 0`).
        public var isContinuation: Bool { width == 0 }

        /// Whether two cells are the same: width and style first (cheap), then grapheme.
        @inlinable public static func == (a: Cell, b: Cell) -> Bool {
            a.width == b.width && a.style == b.style && a.grapheme == b.grapheme
        }
    }

    /// The width in columns and the height in lines; never negative.
    public private(set) var size: Size
    /// Row-major cells, `size.width * size.height` of them.
    public internal(set) var cells: [Cell]

    /// A blank canvas. Negative dimensions are treated as 0.
    public init(size: Size, fill: Cell = .blank) {
        let s = Size(width: max(0, size.width), height: max(0, size.height))
        self.size = s
        self.cells = Array(repeating: fill, count: s.width * s.height)
    }

    /// A blank canvas `width` columns by `height` lines; negative dimensions are treated as 0.
    public init(width: Int, height: Int) { self.init(size: Size(width: width, height: height)) }

    /// The whole canvas: origin (0, 0), size `size`.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The cell at column `x`, line `y`. Traps when out of bounds.
    public subscript(x: Int, y: Int) -> Cell {
        get {
            precondition(
                x >= 0 && y >= 0 && x < size.width && y < size.height,
                "Canvas cell (\(x), \(y)) is outside \(size)")
            return cells[y * size.width + x]
        }
    }

    /// Sets the style of every cell in `rect ∩ clip` without changing its grapheme.
    public mutating func setStyle(_ style: Style, in rect: Rect, clip: Rect? = nil) {
        let r = rect.intersection(clip ?? bounds).intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.minY..<r.maxY {
            for x in r.minX..<r.maxX { cells[y * size.width + x].style = style }
        }
    }

    /// Fills `rect ∩ clip` with blanks of `style`.
    public mutating func fill(_ rect: Rect, style: Style = .plain, clip: Rect? = nil) {
        let r = rect.intersection(clip ?? bounds).intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.minY..<r.maxY {
            fixWideEdges(y: y, from: r.minX, to: r.maxX)
            for x in r.minX..<r.maxX {
                cells[y * size.width + x] = Cell(grapheme: " ", width: 1, style: style)
            }
        }
    }

    /// Draws `text` on line `y` from column `x`, clipped to `clip` (and the canvas).
    ///
    /// The text is sanitised first. A wide grapheme that would straddle the clip's right
    /// edge is replaced by a blank; one that starts left of the clip is skipped. A
    /// zero-width cluster joins the grapheme this call drew just before it, and is dropped
    /// when there is none (it never changes a cell another draw wrote). Nothing wraps: what
    /// does not fit is cut (use ``Truncation`` first for an ellipsis).
    /// - Returns: the column just after the last one written (or skipped past).
    @discardableResult
    public mutating func draw(_ text: String, x: Int, y: Int, style: Style = .plain, clip: Rect? = nil) -> Int {
        let c = (clip ?? bounds).intersection(bounds)
        guard y >= c.minY && y < c.maxY else { return x + text.displayWidth }
        let safe = Sanitizer.sanitize(text)
        var col = x
        // The cell of the last grapheme this call wrote, if the next cluster may join it.
        var lastLead: Int? = nil
        for ch in safe {
            let w = DisplayWidth.columns(of: ch)
            if w == 0 {
                // A zero-width cluster (a lone combining mark, ZWSP) joins the grapheme this
                // call wrote just before it; never a cell this call did not write (a border,
                // another view's text), never a blank that stands for a cut wide grapheme.
                if let lead = lastLead { cells[y * size.width + lead].grapheme += String(ch) }
                continue
            }
            lastLead = nil
            if col >= c.maxX {
                col += w
                break
            }
            if col < c.minX {
                if col + w > c.minX {  // a wide grapheme cut by the left edge
                    put(Cell(grapheme: " ", width: 1, style: style), x: c.minX, y: y)
                }
                col += w
                continue
            }
            if col + w > c.maxX {  // wide grapheme cut by the right edge
                put(Cell(grapheme: " ", width: 1, style: style), x: col, y: y)
                col += w
                continue
            }
            put(Cell(grapheme: String(ch), width: UInt8(w), style: style), x: col, y: y)
            if w == 2 { put(Cell(grapheme: "", width: 0, style: style), x: col + 1, y: y) }
            lastLead = col
            col += w
        }
        return col
    }

    /// Writes one cell, blanking the other half of any wide grapheme it overlaps.
    private mutating func put(_ cell: Cell, x: Int, y: Int) {
        fixWideEdges(y: y, from: x, to: x + 1)
        cells[y * size.width + x] = cell
    }

    /// Before cells `from..<to` of line `y` are overwritten, blanks the halves of wide
    /// graphemes that stick out of that range.
    private mutating func fixWideEdges(y: Int, from: Int, to: Int) {
        let row = y * size.width
        if from < size.width, cells[row + from].isContinuation, from > 0 {
            cells[row + from - 1] = Cell(grapheme: " ", width: 1, style: cells[row + from - 1].style)
        }
        if to - 1 >= 0, to - 1 < size.width, cells[row + to - 1].width == 2, to < size.width {
            cells[row + to] = Cell(grapheme: " ", width: 1, style: cells[row + to].style)
        }
    }

    /// The text of line `y`: every grapheme in order, continuation cells skipped,
    /// trailing spaces kept.
    public func line(_ y: Int) -> String {
        var s = ""
        let row = y * size.width
        for x in 0..<size.width where !cells[row + x].isContinuation {
            s += cells[row + x].grapheme
        }
        return s
    }
}
