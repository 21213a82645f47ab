extension TextView {
    /// Searches for `query` from the first row on screen (less's `/`): the first match
    /// at or after it is highlighted and scrolled to; with none, a message says so.
    /// Letters match in either case. An empty query searches again for the last one.
    /// - Returns: whether a match was found.
    /// - Complexity: O(n) in the bytes after the screen's first row, at worst.
    @discardableResult
    public func search(for query: String) -> Bool {
        if !query.isEmpty { self.query = query }
        match = nil
        return find(from: top.byte, forward: true)
    }

    /// The next match after the one shown (less's `n`); returns whether there was one.
    @discardableResult
    public func findNext() -> Bool {
        find(from: match.map { $0.lowerBound + 1 } ?? top.byte, forward: true)
    }

    /// The match before the one shown, or before the screen (less's `N`); returns whether there was one.
    @discardableResult
    public func findPrevious() -> Bool {
        find(from: match?.lowerBound ?? top.byte, forward: false)
    }

    /// The columns and lines of the match shown, in ``contentOffset``'s terms: its row
    /// (lines above it, wrapped when wrapping) and its first column in the row; nil for none.
    public var matchLocation: Point? {
        guard let match else { return nil }
        let line = lines.line(containingByte: match.lowerBound)
        let starts = rowStarts(ofLine: line)
        let row = (starts.lastIndex { $0 <= match.lowerBound } ?? 0)
        let y = wrapsLines ? wrappedRows(before: line) + row : line
        return Point(x: column(ofByte: match.lowerBound, from: starts[row]), y: y)
    }

    private func find(from byte: Int, forward: Bool) -> Bool {
        let folded = TextSearch.folded(query)
        guard !folded.isEmpty else { return false }
        let found = lines.withBytes { b in
            forward
                ? TextSearch.firstMatch(of: folded, in: b, from: byte)
                : TextSearch.lastMatch(of: folded, in: b, before: byte)
        }
        guard let found else {
            message = (match == nil ? "Not found: " : "No more matches: ") + query
            return false
        }
        match = found
        scrollToMatch(found)
        return true
    }

    /// Scrolls so that `match` is on screen: its row at the top unless it already shows;
    /// without wrapping, its column in view too.
    private func scrollToMatch(_ match: Range<Int>) {
        keepRowsOfTop()
        let height = max(1, textHeight)
        let line = lines.line(containingByte: match.lowerBound)
        let starts = rowStarts(ofLine: line)
        let row = starts.lastIndex { $0 <= match.lowerBound } ?? 0
        let onScreen = rowsForward(from: top, count: height).contains {
            $0.position.line == line && $0.position.row == row
        }
        if !onScreen {
            top = TextPosition(line: line, row: row, byte: starts[row])
            keepScreenFull()
        }
        if !wrapsLines {
            let column = self.column(ofByte: match.lowerBound, from: starts[row])
            let width = max(1, bounds.width)
            if column < offsetX || column + query.displayWidth > offsetX + width {
                offsetX = max(0, column - width / 2)
            }
        }
        setNeedsLayout()
    }

    /// The column of byte `byte` in the row starting at `start`.
    func column(ofByte byte: Int, from start: Int) -> Int {
        guard byte > start else { return 0 }
        let text = lines.withBytes { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<byte]), as: UTF8.self) }
        var column = 0
        for ch in text {
            column +=
                ch == "\t" ? TextRowLayout.tabWidth - column % TextRowLayout.tabWidth : DisplayWidth.columns(of: ch)
        }
        return column
    }
}
