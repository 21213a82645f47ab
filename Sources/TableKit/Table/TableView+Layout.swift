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
        indexWidth = titles.isEmpty ? 0 : 1 + indexView.titleWidth
        if indexWidth >= bounds.width {
            indexWidth = 0
            indexView.update(titles: [], height: bounds.height)
        }
        indexView.frame = Rect(x: bounds.width - indexWidth, y: 0, width: indexWidth, height: bounds.height)
        indexView.isHidden = indexWidth == 0
        // A header view whose height changed (a search bar showing its scope bar) is followed.
        if !geometryIsStale && geometry.tableHeaderHeight != contentHeaderHeight { geometry.tableHeaderHeight = contentHeaderHeight }
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
        if bounds.size != laidOutSize {
            let first = laidOutSize == nil
            laidOutSize = bounds.size
            if !first, let ip = cursorIndexPath, isValid(ip), bounds.height > 0 {
                scrollToRow(at: ip, at: .none, animated: false)
                updateVisibleCells()
            }
        }
        layoutSectionViews()  // header and footer views (HeaderFooter/)
        layoutBackgroundView()
        indexView.cursor = isIndexFocused ? indexCursor : nil
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
        let top = max(0, geometry.tableHeaderHeight - offsetY)
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
            if measuredWidth != contentWidth {
                if !measuredRows.isEmpty { invalidateMeasuredHeights() }
                measuredWidth = contentWidth
            }
            let visible = indexPathsForVisibleRows
            if let a = visible.first(where: { measuredRows.contains($0) }) ?? visible.first {
                anchor = (a, geometry.rowRange(a).lowerBound - offsetY)
            }
            if let a = takePendingAnchor() { anchor = a }  // after reloadData (TableView+SelfSizing.swift)
        }
        for _ in 0..<(max(0, bounds.height) + 4) {
            let visible = indexPathsForVisibleRows
            let wanted = Set(visible)
            // Found first, removed after: removing while iterating the dictionary would
            // copy it (the iteration holds its storage) on every scroll.
            var leaving: [(IndexPath, TableViewCell)] = []
            for (ip, cell) in visibleCellsByIndexPath where !wanted.contains(ip) { leaving.append((ip, cell)) }
            for (ip, cell) in leaving {
                visibleCellsByIndexPath[ip] = nil
                enqueue(cell)
            }
            if endDisplaying(leaving) { return reenterLayout(after: nil) }  // Scrolling/
            var changed = false
            for ip in visible {
                let cell: TableViewCell
                if let existing = visibleCellsByIndexPath[ip] {
                    cell = existing
                } else {
                    guard let ds = dataSource else { return }
                    let generation = dataGeneration
                    cell = ds.tableView(self, cellForRowAt: ip)
                    // The data source or delegate may call reloadData() from these
                    // callbacks; the rows listed above may then no longer exist.
                    guard generation == dataGeneration else { return reenterLayout(after: cell) }
                    visibleCellsByIndexPath[ip] = cell
                    noteShown(cell)  // a cell whose text wraps turns measuring on (TableView+SelfSizing.swift)
                    configure(cell, at: ip)
                    delegate?.tableView(self, willDisplay: cell, forRowAt: ip)
                    guard generation == dataGeneration else { return reenterLayout(after: nil) }
                }
                if rowsAreMeasured && !measuredRows.contains(ip) {
                    measuredRows.insert(ip)
                    if measure(cell, at: ip) { changed = true }
                }
            }
            if !changed { break }
            if let a = anchor, isValid(a.indexPath) {
                offsetY = geometry.rowRange(a.indexPath).lowerBound - a.screenY
            }
            clampOffset()
        }
        for (ip, cell) in visibleCellsByIndexPath { place(cell, at: ip) }
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
        guard layoutReentries < 3 else { return }
        layoutReentries += 1
        defer { layoutReentries -= 1 }
        updateVisibleCells()
    }

    /// Forgets every measured row height, going back to the estimates, while keeping the
    /// first visible row on the same screen line. The table calls this when its content
    /// width changes, since wrapped text then needs a different number of lines; call it
    /// when something else that cells measure changed (a text size, say).
    /// - Complexity: O(sections + rows) for the estimates, as `reloadData()`.
    public func invalidateMeasuredHeights() {
        let first = indexPathsForVisibleRows.first
        let screenY = first.map { geometry.rowRange($0).lowerBound - offsetY } ?? 0
        measuredRows.removeAll()
        rebuildGeometry(rereadingData: false)
        if let ip = first, isValid(ip) {
            offsetY = geometry.rowRange(ip).lowerBound - screenY
            clampOffset()
        }
        setNeedsLayout()
    }

    /// Sets the per-row state of a newly shown cell from the table and its delegate.
    func configure(_ cell: TableViewCell, at ip: IndexPath) {
        if let d = delegate {
            cell.indentationLevel = max(0, d.tableView(self, indentationLevelForRowAt: ip))
        }
        cell.setSelected(selected.contains(ip), animated: false)
        cell.setHighlighted(cursorIndexPath == ip && (delegate?.tableView(self, shouldHighlightRowAt: ip) ?? true),
                            animated: false)
        configureEditing(cell, at: ip)  // TableView+Editing.swift
        cell.isMarkedChanged = changeMarks[ip] != nil
    }

    /// Frames a cell at its row, in the table's coordinates.
    func place(_ cell: TableViewCell, at ip: IndexPath) {
        let r = geometry.rowRange(ip)
        let inset = rowInset
        cell.frame = Rect(x: inset, y: r.lowerBound - offsetY, width: contentWidth - 2 * inset, height: r.count)
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
        return geometry.setHeight(max(0, h), forRowAt: ip) != 0
    }

    /// The largest valid content offset: content height less the table's height, or 0.
    public var maximumContentOffset: Int { max(0, geometry.contentHeight - bounds.height) }

    func clampOffset() {
        offsetY = min(max(0, offsetY), maximumContentOffset)
    }
}
