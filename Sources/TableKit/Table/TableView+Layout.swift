import Foundation

extension TableView {
    /// Lays out the table: the index column, the header view, and a cell for every visible
    /// row. Cells that left the screen go to the reuse pool before new ones are asked for,
    /// so scrolling reuses them instead of making more.
    func layoutTable() {
        ensureGeometry()
        let titles = shownIndexTitles
        indexWidth = titles.isEmpty ? 0 : 1 + titles.map(indexTitleWidth).max()!
        if indexWidth >= bounds.width { indexWidth = 0 }
        if let header = tableHeaderView {
            header.frame = Rect(x: 0, y: 0, width: contentWidth, height: header.frame.height)
            header.layoutIfNeeded()
        }
        if let footer = tableFooterView {
            footer.frame = Rect(x: 0, y: 0, width: contentWidth, height: footer.frame.height)
            footer.layoutIfNeeded()
        }
        clampOffset()
        updateVisibleCells()
    }

    func indexTitleWidth(_ title: String) -> Int {
        title == TableView.indexSearch ? 2 : title.displayWidth
    }

    /// Brings the set of on-screen cells in line with the visible rows, measuring rows whose
    /// heights come from their content. Repeats while measuring changes what is visible.
    func updateVisibleCells() {
        for _ in 0..<4 {
            let visible = indexPathsForVisibleRows
            let wanted = Set(visible)
            for (ip, cell) in visibleCellsByIndexPath where !wanted.contains(ip) {
                visibleCellsByIndexPath[ip] = nil
                enqueue(cell)
            }
            var changed = false
            for ip in visible {
                let cell: TableViewCell
                if let existing = visibleCellsByIndexPath[ip] {
                    cell = existing
                } else {
                    guard let ds = dataSource else { return }
                    cell = ds.tableView(self, cellForRowAt: ip)
                    visibleCellsByIndexPath[ip] = cell
                    configure(cell, at: ip)
                    delegate?.tableView(self, willDisplay: cell, forRowAt: ip)
                }
                if rowsAreMeasured && !measuredRows.contains(ip) {
                    measuredRows.insert(ip)
                    if measure(cell, at: ip) { changed = true }
                }
            }
            if !changed { break }
        }
        for (ip, cell) in visibleCellsByIndexPath { place(cell, at: ip) }
    }

    /// Sets the per-row state of a newly shown cell from the table and its delegate.
    func configure(_ cell: TableViewCell, at ip: IndexPath) {
        if let d = delegate {
            cell.indentationLevel = max(0, d.tableView(self, indentationLevelForRowAt: ip))
        }
        cell.setSelected(selected.contains(ip), animated: false)
        cell.setHighlighted(highlightedIndexPath == ip && (delegate?.tableView(self, shouldHighlightRowAt: ip) ?? true),
                            animated: false)
        cell.isEditing = isEditing
        if isEditing {
            let canEdit = dataSource?.tableView(self, canEditRowAt: ip) ?? false
            cell.editingStyle = canEdit ? (delegate?.tableView(self, editingStyleForRowAt: ip) ?? .delete) : .none
            cell.showsReorderControl = dataSource?.tableView(self, canMoveRowAt: ip) ?? false
        } else {
            cell.editingStyle = .none
        }
        cell.isMarkedChanged = changeMarks[ip] != nil
    }

    /// Frames a cell at its row, in the table's coordinates.
    func place(_ cell: TableViewCell, at ip: IndexPath) {
        let r = geometry.rowRange(ip)
        let inset = style == .insetGrouped ? 2 : 0
        cell.frame = Rect(x: inset, y: r.lowerBound - offsetY, width: contentWidth - 2 * inset, height: r.count)
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
    }

    /// Measures one row (delegate height or the cell's content at the table's width) and
    /// records it. When the row lies above the first visible line, the content offset moves
    /// by the same amount so that the rows on screen do not jump (UIKit's behaviour with
    /// estimated heights). Returns true when the height changed.
    func measure(_ cell: TableViewCell, at ip: IndexPath) -> Bool {
        var h = TableView.automaticDimension
        if usesDelegateRowHeights, let d = delegate { h = d.tableView(self, heightForRowAt: ip) }
        if h == TableView.automaticDimension || h == TableView.delegateDefaultHeight {
            let inset = style == .insetGrouped ? 4 : 0
            cell.frame = Rect(x: 0, y: 0, width: contentWidth - inset, height: 1)
            cell.layoutIfNeeded()
            h = cell.sizeThatFits(Size(width: contentWidth - inset, height: .max)).height
        }
        let before = geometry.rowRange(ip).lowerBound
        let delta = geometry.setHeight(max(0, h), forRowAt: ip)
        if delta != 0 && before < offsetY {
            offsetY += delta
        }
        return delta != 0
    }

    /// The largest valid content offset: content height less the table's height, or 0.
    public var maximumContentOffset: Int { max(0, geometry.contentHeight - bounds.height) }

    func clampOffset() {
        offsetY = min(max(0, offsetY), maximumContentOffset)
    }
}
