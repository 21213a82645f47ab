import Foundation

extension TableView {
    /// Lines scrolled by one mouse wheel step.
    public static let wheelLines = 3

    /// Handles keys and mouse events aimed at the table. Returns true when handled.
    func handleTableEvent(_ event: Event) -> Bool {
        ensureGeometry()
        switch event {
        case .key(let key):
            return state.isIndexFocused ? indexView.handle(event) : handleKey(key)
        case .mouse(let m) where m.kind == .press:  // a control pressed waits for its release
            return Control.routePress(at: m.location) { handleMouse(m) }
        case .mouse(let m):
            return (m.kind == .release && Control.routeRelease(at: m.location)) || handleMouse(m)
        default:
            return false
        }
    }

    /// The last row of the last section that has rows.
    var lastRow: IndexPath? {
        TableState.lastRow(throughSection: data.geometry.numberOfSections - 1, in: data.geometry)
    }

    /// The row after (`delta` 1) or before (-1) `ip`, across sections; nil at either end.
    func row(after ip: IndexPath, delta: Int) -> IndexPath? {
        TableState.row(after: ip, delta: delta, in: data.geometry)
    }

    /// Moves the cursor one row (``TableState/cursorMove(by:in:)``); at the first row, ↑
    /// scrolls to the very top (revealing the table header view, such as a search bar)
    /// and then reports a pull-down.
    func moveCursor(by delta: Int) {
        switch state.cursorMove(by: delta, in: data.geometry) {
        case .to(let next):
            let hadCursor = state.cursor.map(isValid) ?? false
            moveCursor(to: next)
            if hadCursor { scrollToRow(at: next, at: .none, animated: false) }
        case .scrollToTop: setContentOffset(.zero, animated: false)
        case .pullDown: didPullDown()
        case .none: if let c = state.cursor, !isValid(c) { moveCursor(to: nil) }
        }
    }

    /// Scrolls a page (the height less one line of overlap) and moves the cursor with it
    /// (``TableState/page(_:pageLines:maximumOffset:in:)``).
    /// `lines` (nil: a page) scrolls that many lines instead (⌃D/⌃U: half a page).
    func page(_ direction: Int, lines: Int? = nil) {
        let target = state.page(
            direction, pageLines: lines ?? max(1, bounds.height - 1), maximumOffset: maximumContentOffset,
            in: data.geometry)
        if target.offset != state.contentOffsetY { setContentOffset(Point(x: 0, y: target.offset), animated: false) }
        if let ip = target.cursor { moveCursor(to: ip) }
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
        // section header and footer views (HeaderFooter/)
        if let handled = handleSectionViewMouse(m) { return handled }
        switch m.kind {
        case .wheelUp:
            if !scroll(by: -TableView.wheelLines) { didPullDown() }
        case .wheelDown:
            scroll(by: TableView.wheelLines)
        case .wheelLeft, .wheelRight:
            guard columnLayout != nil else { return false }
            scrollColumns(by: m.kind == .wheelLeft ? -1 : 1)  // Shift-wheel (TableView+Columns.swift)
        case .press:
            if !indexView.isHidden && indexView.frame.contains(m.location) {  // clicks sent to the table itself
                let f = indexView.frame
                return indexView.handle(
                    .mouse(
                        MouseEvent(kind: m.kind, location: Point(x: m.location.x - f.minX, y: m.location.y - f.minY))))
            }
            // A click on the pinned header is a click on the header, not on the row it covers.
            if let pinned = pinnedHeader,
                (pinned.y..<(pinned.y + data.geometry.sections[pinned.section].header)).contains(m.location.y)
            {
                return true
            }
            guard let ip = indexPathForRow(at: Point(x: m.location.x, y: m.location.y + state.contentOffsetY)) else {
                return true
            }
            if let handled = handleAccessoryPress(m, at: ip) { return handled }  // Cells/TableView+Accessory.swift
            pressRow(at: ip)  // selects on the release (TableView+Clicks.swift)
        case .release:
            guard releaseRow(at: m.location) else { return false }
        }
        setNeedsLayout()
        return true
    }
}
