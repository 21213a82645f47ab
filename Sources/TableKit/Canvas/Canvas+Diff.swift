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
        let w = size.width
        guard w > 0, size.height > 0 else { return [] }
        guard previous.size == size else {
            return (0..<size.height).map { Run(x: 0, y: $0, cells: cells[($0 * w)..<($0 * w + w)]) }
        }
        var runs: [Run] = []
        cells.withUnsafeBufferPointer { new in
            previous.cells.withUnsafeBufferPointer { old in
                for y in 0..<size.height {
                    let row = y * w
                    var x = 0
                    var start = -1
                    while x < w {
                        // One column, or two for a wide grapheme and its continuation.
                        let span = new[row + x].width == 2 && x + 1 < w ? 2 : 1
                        var differs = new[row + x] != old[row + x]
                        if span == 2 && !differs { differs = new[row + x + 1] != old[row + x + 1] }
                        if differs {
                            if start < 0 { start = x }
                        } else if start >= 0 {
                            runs.append(Run(x: start, y: y, cells: cells[(row + start)..<(row + x)]))
                            start = -1
                        }
                        x += span
                    }
                    if start >= 0 { runs.append(Run(x: start, y: y, cells: cells[(row + start)..<(row + w)])) }
                }
            }
        }
        return runs
    }
}
