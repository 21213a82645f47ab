import Foundation

/// What a live update keeps still on screen, chosen before the update from the table's
/// ``TableView/UpdateScrollBehavior``, its state and its geometry, and resolved after it
/// against the new geometry: a value with two pure operations.
struct UpdateScrollAnchor: Sendable, Equatable {
    /// What stays.
    enum Kept: Sendable, Equatable {
        /// The content offset.
        case offset
        /// The content offset, and the cursor on this screen line (0 is the table's top line).
        case cursorLine(Int)
        /// The cursor's row, its top on this screen line (negative: above the screen).
        case cursor(line: Int)
        /// This row (named before the update), its top on this screen line.
        case row(IndexPath, line: Int)
    }

    /// The content offset before the update, in lines.
    var offset: Int
    /// What stays.
    var kept: Kept
    /// Whether the cursor's row must be on screen after the update
    /// (``TableView/UpdateScrollBehavior/followsCursorItem`` with the cursor on screen).
    var keepsCursorOnScreen = false

    /// The anchor for an update of a table in `state` over `g`, `height` lines tall, whose
    /// table header view is `headerHeight` lines (an offset up to it is the list's top).
    /// The cursor is on screen when one of its lines is in `offset..<offset + height`.
    /// - Complexity: O(log n) for n rows.
    static func choose(
        _ behavior: TableView.UpdateScrollBehavior, state: TableState, geometry g: RowGeometry,
        height: Int, headerHeight: Int
    ) -> UpdateScrollAnchor {
        let offset = state.contentOffsetY
        var cursorLine: Int?
        if let c = state.cursor, TableState.isValid(c, in: g), height > 0 {
            let r = g.rowRange(c)
            if r.upperBound > offset && r.lowerBound < offset + height { cursorLine = r.lowerBound - offset }
        }
        let atTop = offset <= max(0, headerHeight)
        // The first row whose top is on screen, else the row the top line cuts.
        func firstVisible() -> UpdateScrollAnchor {
            guard var top = g.firstRow(atOrAfterY: offset) else {
                return UpdateScrollAnchor(offset: offset, kept: .offset)
            }
            if g.rowRange(top).lowerBound < offset, let next = TableState.row(after: top, delta: 1, in: g),
                g.rowRange(next).lowerBound < offset + height
            {
                top = next
            }
            return UpdateScrollAnchor(offset: offset, kept: .row(top, line: g.rowRange(top).lowerBound - offset))
        }
        switch behavior {
        case .keepsCursorLine:
            return UpdateScrollAnchor(offset: offset, kept: cursorLine.map { .cursorLine($0) } ?? .offset)
        case .keepsFirstVisibleRow:
            return atTop ? UpdateScrollAnchor(offset: offset, kept: .offset) : firstVisible()
        case .automatic, .followsCursorItem:
            let follows = behavior == .followsCursorItem && cursorLine != nil
            if atTop { return UpdateScrollAnchor(offset: offset, kept: .offset, keepsCursorOnScreen: follows) }
            if let line = cursorLine {
                return UpdateScrollAnchor(offset: offset, kept: .cursor(line: line), keepsCursorOnScreen: follows)
            }
            return firstVisible()
        }
    }

    /// Where the update leaves the table: the content offset, clamped to
    /// `0...maximumOffset`; the cursor (`cursor` is the one carried through the update, or
    /// the row now on the kept line for ``Kept/cursorLine(_:)``); and the row the next
    /// layout keeps on its line while it measures rows, with that line. `newIndexPath` maps
    /// a row before the update to the row that stands for it after.
    /// - Complexity: O(log n) for n rows.
    func resolve(
        in g: RowGeometry, height: Int, maximumOffset: Int, cursor: IndexPath?,
        newIndexPath: (IndexPath) -> IndexPath?
    )
        -> (offset: Int, cursor: IndexPath?, still: (IndexPath, Int)?)
    {
        func clamp(_ y: Int) -> Int { min(max(0, y), max(0, maximumOffset)) }
        var y = offset
        var cursor = cursor.flatMap { TableState.isValid($0, in: g) ? $0 : nil }
        switch kept {
        case .offset:
            break
        case .cursorLine(let line):
            y = clamp(offset)
            cursor =
                g.firstRow(atOrAfterY: y + line)
                ?? TableState.lastRow(throughSection: g.numberOfSections - 1, in: g)
        case .cursor(let line):
            if let c = cursor { y = g.rowRange(c).lowerBound - line }
        case .row(let old, let line):
            if let ip = newIndexPath(old), TableState.isValid(ip, in: g) { y = g.rowRange(ip).lowerBound - line }
        }
        y = clamp(y)
        if keepsCursorOnScreen, let c = cursor, height > 0 {
            let r = g.rowRange(c)
            if r.lowerBound < y { y = r.lowerBound } else if r.upperBound > y + height { y = r.upperBound - height }
            y = clamp(y)
        }
        var still: (IndexPath, Int)?
        var keepsCursorStill = keepsCursorOnScreen
        if case .cursor = kept { keepsCursorStill = true }
        if keepsCursorStill, let c = cursor {
            still = (c, g.rowRange(c).lowerBound - y)
        } else if case .row(let old, _) = kept, let ip = newIndexPath(old), TableState.isValid(ip, in: g) {
            still = (ip, g.rowRange(ip).lowerBound - y)
        } else if let top = g.firstRow(atOrAfterY: y) {
            still = (top, g.rowRange(top).lowerBound - y)
        }
        return (y, cursor, still)
    }
}
