extension TableView {
    /// Checks what must hold between events, in checks builds (see ``InternalChecks``):
    /// the table state's own checks (cursor, selection, marks, offset, index cursor), the
    /// reuse pool's (no cell in two places); open row actions name a row; the row counts
    /// are the data source's; and once laid out, the cells on screen are exactly those of
    /// the visible rows.
    ///
    /// Called at the end of layout, of `reloadData()` and of every batch update.
    /// - Complexity: O(sections + visible rows + selected rows) when checks are on.
    func _checkInvariants() {
        #if TABLEKIT_INTERNAL_CHECKS
        guard !data.geometryIsStale else { return }
        for ip in cells.visible.keys {
            InternalChecks.require(isValid(ip), "TableView", "a cell is on screen for \(ip), which is not a row")
        }
        state._checkInvariants(
            in: data.geometry, allowsMultipleSelection: selectsMultipleRowsNow,
            maximumOffset: maximumContentOffset, indexTitleCount: shownIndexTitles.count)
        cells._checkInvariants()
        _checkSectionViewInvariants()  // header and footer views (SectionViews+Invariants.swift)
        scrolling._checkInvariants(in: self)
        if let actions = rowActionsView.state {
            InternalChecks.require(
                isValid(actions.indexPath), "TableView", "row actions open on \(actions.indexPath), which is not a row")
        }
        if data.batchRecording == nil, let ds = dataSource {
            let sections = max(0, ds.numberOfSections(in: self))
            InternalChecks.require(
                sections == data.geometry.numberOfSections, "TableView",
                "the data source has \(sections) sections, the table \(data.geometry.numberOfSections)")
            for s in 0..<min(sections, data.geometry.numberOfSections) {
                let rows = max(0, ds.tableView(self, numberOfRowsInSection: s))
                InternalChecks.require(
                    rows == data.geometry.numberOfRows(inSection: s), "TableView",
                    "section \(s): the data source has \(rows) rows, the table \(data.geometry.numberOfRows(inSection: s))"
                )
            }
        }
        if !needsLayout && layoutState.layoutReentries == 0 && dataSource != nil {
            let shown = Set(cells.visible.keys)
            let visible = Set(indexPathsForVisibleRows)
            InternalChecks.require(
                shown == visible, "TableView",
                "cells on screen for \(shown.sorted()) but the visible rows are \(visible.sorted())")
        }
        #endif
    }
}
