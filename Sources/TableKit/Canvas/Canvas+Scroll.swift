extension Canvas {
    /// A block of lines that moved up or down between two frames: the columns and lines of
    /// `region` show what the previous frame showed `lines` lines lower (`lines > 0`, the
    /// content scrolled up, new lines came in at the bottom of the region) or higher
    /// (`lines < 0`).
    ///
    /// A terminal scrolls such a block with a scroll region (terminfo `csr`, then `indn` or
    /// `rin`); only the lines that came in, and what else differs, are then drawn.
    public struct VerticalScroll: Equatable, Sendable {
        /// The scrolled rectangle, in columns and lines of the canvas.
        public var region: Rect
        /// How far the content moved: positive up, negative down; 0 < |lines| < region height.
        public var lines: Int

        /// A scroll of `region` by `lines` (positive: up).
        public init(region: Rect, lines: Int) {
            self.region = region
            self.lines = lines
        }
    }

    /// Finds the block of lines that moved vertically between `previous` and this canvas
    /// and saves the most lines from being drawn again; nil when none does (same-size
    /// canvases only).
    ///
    /// Columns that are the same on every changed line at the left and right edges (a
    /// section index beside a scrolled table) are left out of the block, unless they moved
    /// with it: the returned region's columns are the ones that moved. The region's lines cover the moved lines
    /// and the lines that came in. Shifts of 1 to `maxLines` lines are tried, both ways;
    /// the smallest shift wins a tie.
    /// - Complexity: O(width · height) for the shift found, plus O(height) comparisons that
    ///   fail early for each other shift tried.
    public func detectScroll(from previous: Canvas, maxLines: Int = 24) -> VerticalScroll? {
        guard previous.size == size, size.width > 0, size.height > 1 else { return nil }
        return cells.withUnsafeBufferPointer { new in
            previous.cells.withUnsafeBufferPointer { old in
                Self.detectScroll(new, old, width: size.width, height: size.height, maxLines: maxLines)
            }
        }
    }

    /// Whether line `ay` of `a` and line `by` of `b` hold the same cells in `cols`.
    private static func sameLine(
        _ a: UnsafeBufferPointer<Cell>, _ ay: Int, _ b: UnsafeBufferPointer<Cell>, _ by: Int,
        _ cols: Range<Int>, width w: Int, packed: Bool = Cell.isPacked
    ) -> Bool {
        var pa = a.baseAddress! + (ay * w + cols.lowerBound)
        var pb = b.baseAddress! + (by * w + cols.lowerBound)
        for _ in cols {
            if !Cell.same(pa, pb, packed: packed) { return false }
            pa += 1
            pb += 1
        }
        return true
    }

    private static func detectScroll(
        _ new: UnsafeBufferPointer<Cell>, _ old: UnsafeBufferPointer<Cell>,
        width w: Int, height h: Int, maxLines: Int
    ) -> VerticalScroll? {
        let packed = Cell.isPacked
        let changed = (0..<h).map { !sameLine(new, $0, old, $0, 0..<w, width: w, packed: packed) }
        guard changed.contains(true) else { return nil }
        // The columns that stay put on every changed line, at either edge.
        var left = w
        var right = 0
        for y in 0..<h where changed[y] {
            let row = y * w
            let n = new.baseAddress! + row
            let o = old.baseAddress! + row
            var l = 0
            while l < w && Cell.same(n + l, o + l, packed: packed) { l += 1 }
            var r = w
            while r > l && Cell.same(n + r - 1, o + r - 1, packed: packed) { r -= 1 }
            left = min(left, l)
            right = max(right, r)
        }
        guard left < right else { return nil }
        // Keep wide graphemes whole: never start on a continuation, never end after a lead.
        for y in 0..<h where changed[y] {
            if left > 0 && (new[y * w + left].isContinuation || old[y * w + left].isContinuation) { left -= 1 }
            if right < w && (new[y * w + right].isContinuation || old[y * w + right].isContinuation) { right += 1 }
        }
        let cols = left..<right
        var best: (saved: Int, top: Int, count: Int, k: Int)? = nil
        for shift in 1...max(1, min(maxLines, h - 1)) {
            for k in [shift, -shift] {
                // Line y of the new canvas against line y + k of the old one.
                var y = max(0, -k)
                let end = min(h, h - k)
                while y < end {
                    guard sameLine(new, y, old, y + k, cols, width: w, packed: packed) else {
                        y += 1
                        continue
                    }
                    let top = y
                    var saved = 0
                    repeat {
                        if changed[y] { saved += 1 }
                        y += 1
                    } while y < end && sameLine(new, y, old, y + k, cols, width: w, packed: packed)
                    if saved > (best?.saved ?? 0) { best = (saved, top, y - top, k) }
                }
            }
        }
        guard let b = best else { return nil }
        // Widen the block over edge columns that moved with it (blank margins, text that
        // happened to be the same on every changed line).
        let moved = b.top..<(b.top + b.count)
        while left > 0 && moved.allSatisfy({ sameLine(new, $0, old, $0 + b.k, (left - 1)..<left, width: w) }) {
            left -= 1
        }
        while right < w && moved.allSatisfy({ sameLine(new, $0, old, $0 + b.k, right..<(right + 1), width: w) }) {
            right += 1
        }
        let first = b.k > 0 ? b.top : b.top + b.k
        let region = Rect(x: left, y: first, width: right - left, height: b.count + abs(b.k))
        return VerticalScroll(region: region, lines: b.k)
    }

    /// This canvas as a terminal shows it after scrolling: the cells of `scroll.region`
    /// move up (`lines > 0`) or down by `|lines|` lines, and the lines that come in are
    /// blank in the plain style. Cells outside the region stay. A wide grapheme cut by the
    /// region's left or right edge becomes blanks.
    /// - Complexity: O(region width · region height).
    public func scrolled(_ scroll: VerticalScroll) -> Canvas {
        let r = scroll.region.intersection(bounds)
        let k = scroll.lines
        guard !r.isEmpty, k != 0 else { return self }
        var out = self
        let w = size.width
        let order = k > 0 ? Array(r.minY..<r.maxY) : Array((r.minY..<r.maxY).reversed())
        for y in order {
            let source = y + k
            for x in r.minX..<r.maxX {
                out.cells[y * w + x] = source >= r.minY && source < r.maxY ? cells[source * w + x] : .blank
            }
        }
        // The halves of wide graphemes that the region's edges cut are blank on a terminal.
        for y in r.minY..<r.maxY {
            if r.minX > 0 {
                if out.cells[y * w + r.minX].isContinuation { out.cells[y * w + r.minX] = .blank }
                if out.cells[y * w + r.minX - 1].width == 2 { out.cells[y * w + r.minX - 1] = .blank }
            }
            if r.maxX < w {
                if out.cells[y * w + r.maxX - 1].width == 2 { out.cells[y * w + r.maxX - 1] = .blank }
                if out.cells[y * w + r.maxX].isContinuation { out.cells[y * w + r.maxX] = .blank }
            }
        }
        return out
    }
}
