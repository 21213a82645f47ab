import Foundation

/// Where a cursor move by one row ends (``TableState/cursorMove(by:in:)``).
enum CursorMove: Equatable, Sendable {
    /// Onto this row.
    case to(IndexPath)
    /// Nothing to move to above the first row: scroll to the very top first.
    case scrollToTop
    /// At the very top already: the user pulls down (the refresh trigger).
    case pullDown
    /// Nothing happens (past the last row).
    case none
}

extension TableState {
    /// The row after (`delta` > 0) or before `ip`, across sections; nil at either end.
    static func row(after ip: IndexPath, delta: Int, in g: RowGeometry) -> IndexPath? {
        if delta > 0 {
            if ip.row + 1 < g.numberOfRows(inSection: ip.section) {
                return IndexPath(row: ip.row + 1, section: ip.section)
            }
            return g.firstRow(fromSection: ip.section + 1)
        }
        if ip.row > 0 { return IndexPath(row: ip.row - 1, section: ip.section) }
        return lastRow(throughSection: ip.section - 1, in: g)
    }

    /// The last row of `section` or of the nearest earlier section that has rows, or nil.
    static func lastRow(throughSection section: Int, in g: RowGeometry) -> IndexPath? {
        var s = min(section, g.numberOfSections - 1)
        while s >= 0 {
            let n = g.numberOfRows(inSection: s)
            if n > 0 { return IndexPath(row: n - 1, section: s) }
            s -= 1
        }
        return nil
    }

    /// Whether `ip` names a row of `g`.
    static func isValid(_ ip: IndexPath, in g: RowGeometry) -> Bool {
        ip.count == 2 && ip.section >= 0 && ip.section < g.numberOfSections
            && ip.row >= 0 && ip.row < g.numberOfRows(inSection: ip.section)
    }

    /// Where moving the cursor one row (`delta` ±1) goes: with no cursor, onto the first
    /// row at the top of the screen; past the first row, to the very top, then a pull-down.
    func cursorMove(by delta: Int, in g: RowGeometry) -> CursorMove {
        guard let current = cursor, Self.isValid(current, in: g) else {
            return (g.firstRow(atOrAfterY: contentOffsetY) ?? g.firstRow(fromSection: 0)).map(CursorMove.to) ?? .none
        }
        if let next = Self.row(after: current, delta: delta, in: g) { return .to(next) }
        guard delta < 0 else { return .none }
        return contentOffsetY > 0 ? .scrollToTop : .pullDown
    }

    /// A page (`direction` ±1) of `pageLines` lines: the new offset (clamped to
    /// `0...maximumOffset`) and the row the cursor moves to, keeping its screen line; at
    /// either end the offset stays and the cursor goes to the first or last row.
    func page(_ direction: Int, pageLines: Int, maximumOffset: Int, in g: RowGeometry) -> (
        offset: Int, cursor: IndexPath?
    ) {
        let cursorY = cursor.flatMap { Self.isValid($0, in: g) ? g.rowRange($0).lowerBound - contentOffsetY : nil } ?? 0
        let offset = min(max(0, contentOffsetY + direction * pageLines), maximumOffset)
        if offset == contentOffsetY {
            let end =
                direction > 0 ? Self.lastRow(throughSection: g.numberOfSections - 1, in: g) : g.firstRow(fromSection: 0)
            return (offset, end ?? cursor)
        }
        let last = Self.lastRow(throughSection: g.numberOfSections - 1, in: g)
        return (offset, g.firstRow(atOrAfterY: offset + max(0, cursorY)) ?? last ?? cursor)
    }

    /// Selects `ip`; in single selection every other row is deselected. Returns the rows
    /// deselected.
    mutating func select(_ ip: IndexPath, allowsMultiple: Bool) -> [IndexPath] {
        var deselected: [IndexPath] = []
        if !allowsMultiple {
            deselected = selection.filter { $0 != ip }
            selection.removeAll { $0 != ip }
        }
        if !selection.contains(ip) { selection.append(ip) }
        return deselected
    }

    /// Deselects `ip`; nothing when it is not selected.
    mutating func deselect(_ ip: IndexPath) { selection.removeAll { $0 == ip } }

    /// One tick of the change marks: marks with one tick left are cleared and returned.
    mutating func tickChangeMarks() -> [IndexPath] {
        var cleared: [IndexPath] = []
        for (ip, ticks) in changeMarks {
            if ticks <= 1 {
                changeMarks[ip] = nil
                cleared.append(ip)
            } else {
                changeMarks[ip] = ticks - 1
            }
        }
        return cleared
    }

    /// Gives the keyboard to the section index, its cursor on title `title`.
    mutating func focusIndex(at title: Int) {
        isIndexFocused = true
        indexCursor = title
    }
}
