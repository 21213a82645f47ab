extension TableView {
    /// Checks what must hold between events, in checks builds (see ``InternalChecks``):
    /// the cursor, the selection, open row actions and change marks name rows that exist;
    /// without multiple selection at most one row is selected; the content offset is in
    /// range; the row counts are the data source's; and once laid out, the cells on screen
    /// are exactly those of the visible rows.
    ///
    /// Called at the end of layout, of `reloadData()` and of every batch update.
    /// - Complexity: O(sections + visible rows + selected rows) when checks are on.
    func _checkInvariants() {
        #if TABLEKIT_INTERNAL_CHECKS
        guard !geometryIsStale else { return }
        for ip in visibleCellsByIndexPath.keys {
            InternalChecks.require(isValid(ip), "TableView", "a cell is on screen for \(ip), which is not a row")
        }
        if let cursor = cursorIndexPath {
            InternalChecks.require(isValid(cursor), "TableView", "the cursor is on \(cursor), which is not a row")
        }
        for ip in selected {
            InternalChecks.require(isValid(ip), "TableView", "\(ip) is selected but is not a row")
        }
        InternalChecks.require(Set(selected).count == selected.count, "TableView", "a row is selected twice: \(selected)")
        InternalChecks.require(allowsMultipleSelection || selected.count <= 1, "TableView",
                               "\(selected.count) rows selected without multiple selection")
        if let actions = rowActions {
            InternalChecks.require(isValid(actions.indexPath), "TableView", "row actions open on \(actions.indexPath), which is not a row")
        }
        for ip in changeMarks.keys {
            InternalChecks.require(isValid(ip), "TableView", "a change mark on \(ip), which is not a row")
        }
        InternalChecks.require(offsetY >= 0 && offsetY <= max(0, maximumContentOffset), "TableView",
                               "content offset \(offsetY) outside 0...\(maximumContentOffset)")
        if batchRecording == nil, let ds = dataSource {
            let sections = max(0, ds.numberOfSections(in: self))
            InternalChecks.require(sections == geometry.numberOfSections, "TableView",
                                   "the data source has \(sections) sections, the table \(geometry.numberOfSections)")
            for s in 0..<min(sections, geometry.numberOfSections) {
                let rows = max(0, ds.tableView(self, numberOfRowsInSection: s))
                InternalChecks.require(rows == geometry.numberOfRows(inSection: s), "TableView",
                                       "section \(s): the data source has \(rows) rows, the table \(geometry.numberOfRows(inSection: s))")
            }
        }
        if !needsLayout && layoutReentries == 0 && dataSource != nil {
            let shown = Set(visibleCellsByIndexPath.keys), visible = Set(indexPathsForVisibleRows)
            InternalChecks.require(shown == visible, "TableView",
                                   "cells on screen for \(shown.sorted()) but the visible rows are \(visible.sorted())")
        }
        #endif
    }
}
