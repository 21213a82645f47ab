import Foundation

extension TableView {
    /// Lays out the table: the index column, the header view, and a cell for every visible
    /// row. Cells that left the screen go to the reuse pool before new ones are asked for,
    /// so scrolling reuses them instead of making more.
    func layoutTable() {
        ensureGeometry()
        // The index view keeps its layout between frames (made again only when the titles
        // or the height change), so this costs nothing on a scroll.
        let titles = shownIndexTitles
        indexView.update(titles: titles, height: bounds.height)
        layoutState.indexWidth = titles.isEmpty ? 0 : 1 + indexView.titleWidth
        if layoutState.indexWidth >= bounds.width {
            layoutState.indexWidth = 0
            indexView.update(titles: [], height: bounds.height)
        }
        indexView.frame = Rect(
            x: bounds.width - layoutState.indexWidth, y: 0, width: layoutState.indexWidth, height: bounds.height)
        indexView.isHidden = layoutState.indexWidth == 0
        // A header view whose height changed (a search bar showing its scope bar) is followed.
        if !data.geometryIsStale && data.geometry.tableHeaderHeight != contentHeaderHeight {
            data.geometry.tableHeaderHeight = contentHeaderHeight
        }
        if let header = tableHeaderView {
            header.frame = Rect(x: 0, y: 0, width: contentWidth, height: header.frame.height)
            header.layoutIfNeeded()
        }
        if let footer = tableFooterView {
            footer.frame = Rect(x: 0, y: 0, width: contentWidth, height: footer.frame.height)
            footer.layoutIfNeeded()
        }
        clampOffset()
        placeFirstCursorIfNeeded()  // the cursor from the start (TableView+Keys.swift)
        updateVisibleCells()
        // After a resize the keyboard cursor stays on screen, scrolling as little as needed.
        if bounds.size != layoutState.laidOutSize {
            let first = layoutState.laidOutSize == nil
            layoutState.laidOutSize = bounds.size
            if !first, let ip = state.cursor, isValid(ip), bounds.height > 0 {
                scrollToRow(at: ip, at: .none, animated: false)
                updateVisibleCells()
            }
        }
        layoutSectionViews()  // header and footer views (HeaderFooter/)
        layoutBackgroundView()
        indexView.cursor = state.isIndexFocused ? state.indexCursor : nil
        layoutRowActions()
        layoutColumns()
        refreshEditingHelp()
        updatePrefetching()  // Prefetching/
        reportScrollIfNeeded()  // Scrolling/
        _checkInvariants()
    }

    /// Frames the background view below the table header view, over the rest of the
    /// table's content width, and lays it out (drawing only draws it).
    func layoutBackgroundView() {
        guard let bg = backgroundView else { return }
        let top = max(0, data.geometry.tableHeaderHeight - state.contentOffsetY)
        bg.frame = Rect(x: 0, y: top, width: contentWidth, height: max(0, bounds.height - top))
        bg.layoutIfNeeded()
    }

    /// Brings the set of on-screen cells in line with the visible rows, measuring rows whose
    /// heights come from their content. Repeats while measuring changes what is visible.
    ///
    /// Measuring never moves what was already on screen: the first visible row that was
    /// measured before this pass (or, when none was, the first visible row) is the anchor,
    /// and after every pass the content offset is corrected so that the anchor stays on
    /// the same screen line (UIKit keeps the visible content still the same way when
    /// estimated heights turn out wrong). Rows measured at another content width are
    /// measured again (see ``invalidateMeasuredHeights()``).
    /// - Complexity: O(v log n) per pass for v visible rows, at most `bounds.height + 4`
    ///   passes; rows measured stay proportional to rows shown.
    func updateVisibleCells() {
        var anchor: (indexPath: IndexPath, screenY: Int)? = nil
        if rowsAreMeasured {
            if layoutState.measuredWidth != contentWidth {
                if !layoutState.measuredRows.isEmpty { invalidateMeasuredHeights() }
                layoutState.measuredWidth = contentWidth
            }
            let visible = indexPathsForVisibleRows
            if let a = visible.first(where: { layoutState.measuredRows.contains($0) }) ?? visible.first {
                anchor = (a, data.geometry.rowRange(a).lowerBound - state.contentOffsetY)
            }
            if let a = takePendingAnchor() { anchor = a }  // after reloadData (TableView+SelfSizing.swift)
        }
        for _ in 0..<(max(0, bounds.height) + 4) {
            let visible = indexPathsForVisibleRows
            let wanted = Set(visible)
            // Found first, removed after: removing while iterating the dictionary would
            // copy it (the iteration holds its storage) on every scroll.
            var leaving: [(IndexPath, TableViewCell)] = []
            for (ip, cell) in cells.visible where !wanted.contains(ip) { leaving.append((ip, cell)) }
            for (ip, cell) in leaving {
                cells.visible[ip] = nil
                enqueue(cell)
            }
            if endDisplaying(leaving) { return reenterLayout(after: nil) }  // Scrolling/
            var changed = false
            for ip in visible {
                let cell: TableViewCell
                if let existing = cells.visible[ip] {
                    cell = existing
                } else {
                    guard let ds = dataSource else { return }
                    let generation = data.generation
                    cell = ds.tableView(self, cellForRowAt: ip)
                    // The data source or delegate may call reloadData() from these
                    // callbacks; the rows listed above may then no longer exist.
                    guard generation == data.generation else { return reenterLayout(after: cell) }
                    cells.visible[ip] = cell
                    noteShown(cell)  // a cell whose text wraps turns measuring on (Geometry/TableView+SelfSizing.swift)
                    configure(cell, at: ip)
                    delegate?.tableView(self, willDisplay: cell, forRowAt: ip)
                    guard generation == data.generation else { return reenterLayout(after: nil) }
                }
                if rowsAreMeasured && !layoutState.measuredRows.contains(ip) {
                    layoutState.measuredRows.insert(ip)
                    if measure(cell, at: ip) { changed = true }
                }
            }
            if !changed { break }
            if let a = anchor, isValid(a.indexPath) {
                state.contentOffsetY = data.geometry.rowRange(a.indexPath).lowerBound - a.screenY
            }
            clampOffset()
        }
        for (ip, cell) in cells.visible { place(cell, at: ip) }
    }

    /// Columns between the table's edges and its rows on each side: 2 in the inset grouped
    /// style (UIKit's inset sections), else 0. Headers and footers start one column further
    /// in, where the cells' text starts.
    var rowInset: Int { style == .insetGrouped ? 2 : 0 }

    /// Lays out again from the start after the data changed under a callback: the cell in
    /// hand (if it was not stored) goes back to the pool, and the visible rows are found
    /// anew. Bounded: a data source that reloads on every cell request stops after a few
    /// rounds with the cells it has.
    func reenterLayout(after cell: TableViewCell?) {
        if let cell { enqueue(cell) }
        guard layoutState.layoutReentries < 3 else { return }
        layoutState.layoutReentries += 1
        defer { layoutState.layoutReentries -= 1 }
        updateVisibleCells()
    }

    /// Forgets every measured row height, going back to the estimates, while keeping the
    /// first visible row on the same screen line. The table calls this when its content
    /// width changes, since wrapped text then needs a different number of lines; call it
    /// when something else that cells measure changed (a text size, say).
    /// - Complexity: O(sections + rows) for the estimates, as `reloadData()`.
    public func invalidateMeasuredHeights() {
        let first = indexPathsForVisibleRows.first
        let screenY = first.map { data.geometry.rowRange($0).lowerBound - state.contentOffsetY } ?? 0
        layoutState.measuredRows.removeAll()
        rebuildGeometry(rereadingData: false)
        if let ip = first, isValid(ip) {
            state.contentOffsetY = data.geometry.rowRange(ip).lowerBound - screenY
            clampOffset()
        }
        setNeedsLayout()
    }

    /// Sets the per-row state of a newly shown cell from the table and its delegate.
    func configure(_ cell: TableViewCell, at ip: IndexPath) {
        if let d = delegate {
            cell.indentationLevel = max(0, d.tableView(self, indentationLevelForRowAt: ip))
        }
        cell.setSelected(state.selection.contains(ip), animated: false)
        cell.setHighlighted(
            state.cursor == ip && (delegate?.tableView(self, shouldHighlightRowAt: ip) ?? true),
            animated: false)
        configureEditing(cell, at: ip)  // TableView+Editing.swift
        cell.isMarkedChanged = state.changeMarks[ip] != nil
    }

    /// Frames a cell at its row, in the table's coordinates.
    func place(_ cell: TableViewCell, at ip: IndexPath) {
        let r = data.geometry.rowRange(ip)
        let inset = rowInset
        cell.frame = Rect(
            x: inset, y: r.lowerBound - state.contentOffsetY, width: contentWidth - 2 * inset, height: r.count)
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
    }

    /// Measures one row (delegate height or the cell's content at the table's width) and
    /// records it. Returns true when the height changed; the caller keeps the screen still.
    func measure(_ cell: TableViewCell, at ip: IndexPath) -> Bool {
        // A row the delegate leaves to the table (nil) is measured, as an automatic one.
        let h: Int
        switch askedHeight(for: cell, at: ip) {
        case .lines(let n):
            h = n
        case .automatic:
            let inset = 2 * rowInset
            cell.frame = Rect(x: 0, y: 0, width: contentWidth - inset, height: 1)
            cell.layoutIfNeeded()
            h = cell.sizeThatFits(Size(width: contentWidth - inset, height: .max)).height
        }
        return data.geometry.setHeight(max(0, h), forRowAt: ip) != 0
    }

    /// The largest valid content offset: content height less the table's height, or 0.
    public var maximumContentOffset: Int { max(0, data.geometry.contentHeight - bounds.height) }

    func clampOffset() {
        state.contentOffsetY = min(max(0, state.contentOffsetY), maximumContentOffset)
    }
}
