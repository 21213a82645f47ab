import Foundation

extension TableView {
    /// Lines scrolled by one mouse wheel step.
    public static let wheelLines = 3

    /// Handles keys and mouse events aimed at the table. Returns true when handled.
    func handleTableEvent(_ event: Event) -> Bool {
        ensureGeometry()
        switch event {
        case .key(let key):
            return isIndexFocused ? handleIndexKey(key) : handleKey(key)
        case .mouse(let m):
            return handleMouse(m)
        default:
            return false
        }
    }

    /// The last row of the last section that has rows.
    var lastRow: IndexPath? { lastRow(throughSection: geometry.numberOfSections - 1) }

    /// The last row of `section` or of the nearest earlier section that has rows, or nil.
    func lastRow(throughSection section: Int) -> IndexPath? {
        var s = min(section, geometry.numberOfSections - 1)
        while s >= 0 {
            let n = geometry.numberOfRows(inSection: s)
            if n > 0 { return IndexPath(row: n - 1, section: s) }
            s -= 1
        }
        return nil
    }

    /// The row after (`delta` 1) or before (-1) `ip`, across sections; nil at either end.
    func row(after ip: IndexPath, delta: Int) -> IndexPath? {
        if delta > 0 {
            if ip.row + 1 < geometry.numberOfRows(inSection: ip.section) { return IndexPath(row: ip.row + 1, section: ip.section) }
            return geometry.firstRow(fromSection: ip.section + 1)
        }
        if ip.row > 0 { return IndexPath(row: ip.row - 1, section: ip.section) }
        return lastRow(throughSection: ip.section - 1)
    }

    /// Moves the cursor one row; at the first row, ↑ scrolls to the very top (revealing
    /// the table header view, such as a search bar) and then reports a pull-down.
    func moveCursor(by delta: Int) {
        guard let current = cursorIndexPath, isValid(current) else {
            let top = geometry.firstRow(atOrAfterY: offsetY) ?? geometry.firstRow(fromSection: 0)
            moveCursor(to: top)
            return
        }
        if let next = row(after: current, delta: delta) {
            moveCursor(to: next)
            scrollToRow(at: next, at: .none, animated: false)
        } else if delta < 0 {
            if offsetY > 0 { setContentOffset(.zero, animated: false) } else { didPullDown() }
        }
    }

    /// Scrolls a page (the height less one line of overlap) and moves the cursor with it.
    func page(_ direction: Int) {
        let pageLines = max(1, bounds.height - 1)
        let cursorY = cursorIndexPath.flatMap { isValid($0) ? geometry.rowRange($0).lowerBound - offsetY : nil } ?? 0
        if !scroll(by: direction * pageLines) {
            // Already at the end: move the cursor to the last (or first) row.
            if direction > 0, let last = lastRow { moveCursor(to: last) }
            if direction < 0, let first = geometry.firstRow(fromSection: 0) { moveCursor(to: first) }
            return
        }
        let target = offsetY + max(0, cursorY)
        if let ip = geometry.firstRow(atOrAfterY: target) ?? lastRow { moveCursor(to: ip) }
    }

    /// The user scrolled up past the top: tells the delegate, then ``onPullDown``.
    func didPullDown() {
        delegate?.tableViewDidPullDown(self)
        onPullDown?()
    }

    func handleMouse(_ m: MouseEvent) -> Bool {
        if let handled = handleColumnHeaderMouse(m) { return handled }  // a click on a column title
        if let handled = handleEditingMouse(m) {  // header view, editing controls, row actions
            setNeedsLayout()
            return handled
        }
        switch m.kind {
        case .wheelUp:
            if !scroll(by: -TableView.wheelLines) { didPullDown() }
        case .wheelDown:
            scroll(by: TableView.wheelLines)
        case .wheelLeft, .wheelRight:
            guard columnLayout != nil else { return false }
            scrollColumns(by: m.kind == .wheelLeft ? -1 : 1)  // Shift-wheel (TableView+Columns.swift)
        case .press:
            if indexWidth > 0 && m.location.x >= bounds.width - indexWidth {
                let line = m.location.y - sectionIndexTop
                guard let i = sectionIndexLayout.titleIndex(atLine: line) else { return true }
                chooseIndexTitle(i)
                return true
            }
            // A click on the pinned header is a click on the header, not on the row it covers.
            if let pinned = pinnedHeader, (pinned.y..<(pinned.y + geometry.sections[pinned.section].header)).contains(m.location.y) {
                return true
            }
            guard let ip = indexPathForRow(at: Point(x: m.location.x, y: m.location.y + offsetY)) else { return true }
            moveCursor(to: ip)
            userSelectRow(at: ip)
        case .release:
            return false
        }
        setNeedsLayout()
        return true
    }
}
