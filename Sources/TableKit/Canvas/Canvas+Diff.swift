extension Canvas {
    /// Cells that changed between two frames: `cells` are drawn on line `y` from column `x`
    /// on, one element per column.
    ///
    /// A run never starts on a continuation cell and never cuts a wide grapheme from its
    /// continuation: a wide grapheme is in a run with the cell to its right. A writer draws
    /// every cell that is not a continuation, at columns `x`, `x + 1`, … (a wide grapheme
    /// covers its continuation).
    public struct Run: Equatable, Sendable {
        /// The first column, 0 ≤ x < width.
        public var x: Int
        /// The line, 0 ≤ y < height.
        public var y: Int
        /// The cells from column `x` on, one per column; never empty.
        public var cells: ArraySlice<Cell>

        /// A run of `cells` from column `x` on line `y`.
        public init(x: Int, y: Int, cells: ArraySlice<Cell>) {
            self.x = x
            self.y = y
            self.cells = cells
        }

        /// The columns the run covers: `x ..< x + cells.count`.
        public var columns: Range<Int> { x..<(x + cells.count) }

        /// The run's graphemes as text, continuation cells skipped.
        public var text: String { cells.filter { !$0.isContinuation }.map(\.grapheme).joined() }
    }

    /// The cells of this canvas that differ from `previous`, as runs in reading order (line
    /// by line, left to right): what a terminal showing `previous` must be sent to show this.
    ///
    /// A cell is changed when its grapheme, width or style differs. A wide grapheme is
    /// changed when either of its two cells is (a style change of the continuation cell
    /// can only be drawn by drawing the grapheme again). When the sizes differ, the
    /// terminal's old contents say nothing about the new ones: every line is one run of
    /// all its cells.
    /// - Complexity: O(width · height) cell comparisons.
    /// - SeeAlso: ratatui's `Buffer::diff`, the model: the same question per cell, with
    ///   wide characters kept whole.
    public func changes(from previous: Canvas) -> [Run] {
        guard previous.size == size else {
            let w = size.width
            guard w > 0 else { return [] }
            return (0..<size.height).map { Run(x: 0, y: $0, cells: cells[($0 * w)..<($0 * w + w)]) }
        }
        return changes(from: previous) { $0 }
    }

    /// The first column from which line `y` holds only ``Cell/blank`` cells (spaces in the
    /// plain style) to its end: `width` when its last cell is not blank, 0 when the whole
    /// line is blank. A terminal clears such a tail with one "clear to end of line".
    /// Traps when `y` is not a line of the canvas.
    /// - Complexity: O(length of the blank tail).
    public func blankTail(ofLine y: Int) -> Int {
        precondition(y >= 0 && y < size.height, "line \(y) is outside \(size)")
        let w = size.width
        let packed = Cell.isPacked
        var blank = Cell.blank
        return cells.withUnsafeBufferPointer { buf in
            withUnsafePointer(to: &blank) { b in
                var x = w
                while x > 0 && Cell.same(buf.baseAddress! + (y * w + x - 1), b, packed: packed) { x -= 1 }
                return x
            }
        }
    }

    /// The cells of this canvas that differ from `previous` as a terminal shows it after
    /// scrolling the full width of `scroll.region`'s lines: the same runs as
    /// `changes(from: previous.scrolled(scroll))` with the region widened to every column,
    /// without building the scrolled canvas. Same-size canvases only.
    /// - Complexity: O(width · height) cell comparisons.
    public func changes(from previous: Canvas, afterScrolling scroll: VerticalScroll) -> [Run] {
        precondition(previous.size == size, "changes(from:afterScrolling:) needs canvases of one size")
        let lines = scroll.region.minY..<scroll.region.maxY
        let k = scroll.lines
        return changes(from: previous) { y in
            guard lines.contains(y) else { return y }
            return lines.contains(y + k) ? y + k : nil
        }
    }

    /// The runs against `previous`, whose line `oldLine(y)` (nil: a blank line) is what
    /// the terminal shows on line `y`.
    private func changes(from previous: Canvas, oldLine: (Int) -> Int?) -> [Run] {
        let w = size.width
        guard w > 0, size.height > 0 else { return [] }
        let blankLine = [Cell](repeating: .blank, count: w)
        let packed = Cell.isPacked
        var runs: [Run] = []
        cells.withUnsafeBufferPointer { newCells in
            previous.cells.withUnsafeBufferPointer { oldCells in
                blankLine.withUnsafeBufferPointer { blank in
                    for y in 0..<size.height {
                        let new = UnsafeBufferPointer(rebasing: newCells[(y * w)..<(y * w + w)])
                        let old =
                            oldLine(y).map { UnsafeBufferPointer(rebasing: oldCells[($0 * w)..<($0 * w + w)]) } ?? blank
                        var x = 0
                        var start = -1
                        while x < w {
                            // One column, or two for a wide grapheme and its continuation.
                            let span = Cell.width(at: new.baseAddress! + x, packed: packed) == 2 && x + 1 < w ? 2 : 1
                            var differs = !Cell.same(new.baseAddress! + x, old.baseAddress! + x, packed: packed)
                            if span == 2 && !differs {
                                differs = !Cell.same(new.baseAddress! + x + 1, old.baseAddress! + x + 1, packed: packed)
                            }
                            if differs {
                                if start < 0 { start = x }
                            } else if start >= 0 {
                                runs.append(Run(x: start, y: y, cells: cells[(y * w + start)..<(y * w + x)]))
                                start = -1
                            }
                            x += span
                        }
                        if start >= 0 { runs.append(Run(x: start, y: y, cells: cells[(y * w + start)..<(y * w + w)])) }
                    }
                }
            }
        }
        return runs
    }
}

extension Canvas.Cell {
    /// Whether a cell's memory is a 16-byte string, then its width, then its 3-byte
    /// style, with no padding between them: the layout ``same(_:_:packed:)`` reads directly.
    static let isPacked: Bool =
        MemoryLayout<Canvas.Cell>.offset(of: \.grapheme) == 0 && MemoryLayout<String>.size == 16
        && MemoryLayout<Canvas.Cell>.offset(of: \.width) == 16 && MemoryLayout<Canvas.Cell>.offset(of: \.style) == 17
        && MemoryLayout<Style>.size == 3 && MemoryLayout<Canvas.Cell>.size == 20

    /// Whether the cells at `a` and `b` are equal (`==`), without copying them: their 20
    /// bytes are compared first. Width and style are plain bytes; a grapheme's 16 bytes
    /// are the same for two equal small strings (up to 15 UTF-8 bytes, every grapheme a
    /// terminal cell holds in practice) or two references to one string. Only when those
    /// differ and the rest does not are the strings compared.
    /// `packed` is ``isPacked``, read once by the caller (a static is checked on every read).
    @inline(__always)
    static func same(_ a: UnsafePointer<Canvas.Cell>, _ b: UnsafePointer<Canvas.Cell>, packed: Bool) -> Bool {
        guard packed else { return a.pointee == b.pointee }
        let ra = UnsafeRawPointer(a)
        let rb = UnsafeRawPointer(b)
        guard
            ra.loadUnaligned(fromByteOffset: 16, as: UInt32.self)
                == rb.loadUnaligned(fromByteOffset: 16, as: UInt32.self)
        else { return false }
        if ra.loadUnaligned(as: UInt64.self) == rb.loadUnaligned(as: UInt64.self),
            ra.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == rb.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        {
            return true
        }
        return a.pointee.grapheme == b.pointee.grapheme
    }

    /// The width of the cell at `p`, read without copying the cell.
    @inline(__always)
    static func width(at p: UnsafePointer<Canvas.Cell>, packed: Bool) -> UInt8 {
        packed ? UnsafeRawPointer(p).load(fromByteOffset: 16, as: UInt8.self) : p.pointee.width
    }
}
