extension TextView {
    /// The columns and lines scrolled past (UIKit's `contentOffset`): x the columns panned
    /// sideways (0 when wrapping), y the rows above the first on screen (lines of text
    /// without wrapping, wrapped rows with it). Setting it scrolls there, kept to where
    /// the last screen is full.
    /// - Complexity: reading y while wrapping wraps every line above the screen once a
    ///   width (O(bytes above)); setting y lays out y rows.
    public var contentOffset: Point {
        get {
            if !wrapsLines { return Point(x: offsetX, y: top.line) }
            keepRowsOfTop()
            return Point(x: 0, y: wrappedRows(before: top.line) + top.row)
        }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Scrolls to `contentOffset` (UIKit's `setContentOffset(_:animated:)`; a terminal
    /// does not animate, so `animated` changes nothing).
    public func setContentOffset(_ contentOffset: Point, animated: Bool) {
        top = TextPosition()
        topWidth = layoutWidth
        offsetX = wrapsLines ? 0 : max(0, contentOffset.x)
        _ = scrollDown(by: max(0, contentOffset.y))
        setNeedsLayout()
    }

    /// The number of lines of the text.
    /// - Complexity: O(n) the first time (every line is found), O(1) after.
    public var numberOfLines: Int { lines.lineCount() }

    /// Up to `count` rows from `position` on, each with its position.
    /// - Complexity: O(columns of the rows laid out).
    func rowsForward(from position: TextPosition, count: Int) -> [(position: TextPosition, row: TextRow)] {
        var out: [(position: TextPosition, row: TextRow)] = []
        var pos = position
        let width = layoutWidth
        while out.count < count, let range = lines.byteRange(ofLine: pos.line) {
            if pos.row == 0 { pos.byte = range.lowerBound }
            let from = pos.byte
            let row = lines.withBytes {
                TextRowLayout.row(in: $0, line: range, from: from, width: width, wraps: wrapsLines)
            }
            out.append((pos, row))
            if row.isLast || !wrapsLines || row.next <= from {
                pos = TextPosition(line: pos.line + 1, row: 0, byte: 0)
            } else {
                pos = TextPosition(line: pos.line, row: pos.row + 1, byte: row.next)
            }
        }
        return out
    }

    /// Every row start of `line` at the current width (one start without wrapping).
    /// - Complexity: O(length of the line), cached for the last line asked.
    func rowStarts(ofLine line: Int) -> [Int] {
        guard let range = lines.byteRange(ofLine: line) else { return [0] }
        guard wrapsLines else { return [range.lowerBound] }
        let width = layoutWidth
        if let c = rowStartsCache, c.line == line, c.width == width { return c.starts }
        let starts = lines.withBytes { TextRowLayout.rowStarts(in: $0, line: range, width: width) }
        rowStartsCache = (line, width, starts)
        return starts
    }

    /// The rows of every line before `line` at the current width.
    func wrappedRows(before line: Int) -> Int {
        let width = layoutWidth
        var cache = wrappedRowsCache?.width == width ? wrappedRowsCache!.before : [0]
        while cache.count <= line {
            let l = cache.count - 1
            guard let range = lines.byteRange(ofLine: l) else { break }
            let rows = lines.withBytes { TextRowLayout.rowStarts(in: $0, line: range, width: width) }.count
            cache.append(cache[l] + rows)
        }
        wrappedRowsCache = (width, cache)
        return cache[min(line, cache.count - 1)]
    }

    /// Puts ``top`` at the first row of `line`.
    func resetTop(toLine line: Int) {
        let start = lines.byteRange(ofLine: line)?.lowerBound ?? 0
        top = TextPosition(line: line, row: 0, byte: start)
        topWidth = layoutWidth
        setNeedsLayout()
    }

    /// A new width cuts rows elsewhere: the first line on screen stays, from its first row.
    func keepRowsOfTop() {
        if wrapsLines && topWidth != layoutWidth { resetTop(toLine: top.line) }
    }

    /// Scrolls down `count` rows, no further than the last screen full; returns whether it moved.
    /// - Complexity: O(columns of `count` + a screen of rows).
    func scrollDown(by count: Int) -> Bool {
        keepRowsOfTop()
        let height = max(1, textHeight)
        let rows = rowsForward(from: top, count: count + height)
        let step = min(count, max(0, rows.count - height))
        guard step > 0 else { return false }
        top = rows[step].position
        setNeedsLayout()
        return true
    }

    /// Scrolls up `count` rows, no further than the top; returns whether it moved.
    /// - Complexity: O(columns of `count` rows), and a line's length when a long
    ///   wrapped line is entered from below.
    func scrollUp(by count: Int) -> Bool {
        keepRowsOfTop()
        var moved = false
        for _ in 0..<count {
            if top.row > 0 {
                let starts = rowStarts(ofLine: top.line)
                top.row = min(top.row - 1, starts.count - 1)
                top.byte = starts[top.row]
            } else if top.line > 0 {
                let starts = rowStarts(ofLine: top.line - 1)
                top = TextPosition(line: top.line - 1, row: starts.count - 1, byte: starts[starts.count - 1])
            } else {
                break
            }
            moved = true
        }
        if moved { setNeedsLayout() }
        return moved
    }

    /// Scrolls to the first row.
    func scrollToTop() -> Bool {
        let moved = top.line != 0 || top.row != 0
        resetTop(toLine: 0)
        return moved
    }

    /// Scrolls to the last screen full.
    /// - Complexity: O(n) the first time (every line is found), then a screen of rows.
    func scrollToBottom() -> Bool {
        let before = top
        let last = max(0, lines.lineCount() - 1)
        keepRowsOfTop()
        let starts = rowStarts(ofLine: last)
        top = TextPosition(line: last, row: starts.count - 1, byte: starts[starts.count - 1])
        _ = scrollUp(by: max(1, textHeight) - 1)
        setNeedsLayout()
        return top != before
    }

    /// Keeps the screen full: after the view grew or the text ended above its bottom, the
    /// rows above come down.
    func keepScreenFull() {
        keepRowsOfTop()
        let height = max(1, textHeight)
        let shown = rowsForward(from: top, count: height).count
        if shown < height { _ = scrollUp(by: height - shown) }
    }

    /// Columns one ← or → pans: half the width, at least 1.
    var panStep: Int { max(1, bounds.width / 2) }

    /// Pans left half a screen without wrapping; returns whether it moved.
    func panLeft() -> Bool {
        guard !wrapsLines, offsetX > 0 else { return false }
        offsetX = max(0, offsetX - panStep)
        setNeedsLayout()
        return true
    }

    /// Pans right half a screen without wrapping while a line on screen goes on past the
    /// right edge; returns whether it moved.
    func panRight() -> Bool {
        guard !wrapsLines, rowsForward(from: top, count: max(1, textHeight)).contains(where: { $0.row.continues })
        else { return false }
        offsetX += panStep
        setNeedsLayout()
        return true
    }
}
