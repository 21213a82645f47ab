import Foundation

extension TableView {
    /// Asks the data source again for everything: sections, rows, titles, and the cells of
    /// the visible rows (UIKit's `reloadData()`). Clears the selection, as UIKit does; the
    /// cursor stays on its index path while it names a row. The cells on screen are told
    /// `didEndDisplaying`. What stays on screen follows ``updateScrollBehavior``: by
    /// default a list at its top stays at its top, else the cursor's row (when on screen)
    /// or the first visible row keeps its line. With rows measured as they come on screen,
    /// the next layout keeps that row on its line while it measures again, so unchanged
    /// data shows the same screen.
    /// - Complexity: O(sections) with uniform or estimated row heights; O(rows) when the
    ///   delegate gives each row's height and `estimatedRowHeight` is not a number of lines
    ///   above 0, or gives estimates.
    public func reloadData() { reloadData(carryingRowsThrough: nil) }

    /// ``reloadData()``; with `newIndexPath`, which maps a row before the reload to its row
    /// after (a diffable data source's items), the selection and the cursor follow their
    /// rows instead of being cleared and kept by index path.
    func reloadData(carryingRowsThrough newIndexPath: ((IndexPath) -> IndexPath?)?) {
        data.generation &+= 1
        data.updateGeneration &+= 1
        let anchor = chooseUpdateScrollAnchor()  // Scrolling/TableView+UpdateScrolling.swift
        let ended = Array(cells.visible)
        for (_, cell) in cells.visible { enqueue(cell) }
        cells.visible.removeAll()
        let oldSelection = state.selection
        state.selection.removeAll()
        layoutState.measuredRows.removeAll()
        state.changeMarks.removeAll()
        rowActionsView.state = nil  // the row they were opened on may now be another row
        rebuildGeometry()
        if let map = newIndexPath {
            var kept = Set<IndexPath>()
            for old in oldSelection {
                guard let ip = map(old), isValid(ip), kept.insert(ip).inserted else { continue }
                state.selection.append(ip)
            }
            if let c = state.cursor { state.cursor = map(c) }
        }
        if let h = state.cursor, !isValid(h) { state.cursor = nil }
        restoreScroll(anchor, newIndexPath: newIndexPath ?? { $0 })
        scrolling.prefetched.removeAll()
        setNeedsLayout()
        _checkInvariants()
        endDisplaying(ended)
    }

    /// Whether `indexPath` names an existing row.
    public func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < data.geometry.numberOfSections
            && indexPath.row >= 0 && indexPath.row < data.geometry.numberOfRows(inSection: indexPath.section)
    }

    /// Builds the geometry from the data source (counts, titles, heights), or with
    /// `rereadingData` false from the counts and titles the table already has, asking only
    /// for heights again (a width change re-measures without reloading the data, as UIKit
    /// does: the data source's model may be mid-change until the next reload or batch).
    func rebuildGeometry(rereadingData: Bool = true) {
        data.geometryIsStale = false
        if !rereadingData && !data.geometry.sections.isEmpty {
            let counts = data.geometry.sections.map(\.rowCount)
            data.geometry = RowGeometry(
                tableHeaderHeight: contentHeaderHeight,
                sections: counts.enumerated().map { s, c in
                    var sec = data.geometry.sections[s]
                    sec.rows = rowHeights(section: s, count: c)
                    return sec
                },
                tableFooterHeight: tableFooterView?.frame.height ?? 0)
            clampOffset()
            return
        }
        guard let ds = dataSource else {
            data.geometry = RowGeometry(
                tableHeaderHeight: contentHeaderHeight, sections: [],
                tableFooterHeight: tableFooterView?.frame.height ?? 0)
            data.headerTitles = []
            data.footerTitles = []
            data.indexTitles = []
            prepareSectionViewsForReload(sectionCount: 0)
            return
        }
        let n = max(0, ds.numberOfSections(in: self))
        data.headerTitles = (0..<n).map { ds.tableView(self, titleForHeaderInSection: $0) }
        data.footerTitles = (0..<n).map { ds.tableView(self, titleForFooterInSection: $0) }
        data.indexTitles = ds.sectionIndexTitles(for: self) ?? []
        var counts: [Int] = []
        counts.reserveCapacity(n)
        for s in 0..<n { counts.append(max(0, ds.tableView(self, numberOfRowsInSection: s))) }
        // Does the delegate give row heights or estimates? It says so (`providesRowHeights`),
        // or calls for the first rows tell: Swift cannot see whether a protocol method is
        // implemented, but the protocol's default records that it answered. One call that
        // the default did not answer is enough; an override may hand row 0 to `super`.
        let probes = Self.probeRows(counts: counts)
        data.usesDelegateRowHeights =
            delegate.map { d in
                d.providesRowHeights
                    || implements(.heightForRowAt, askingAny: probes) { _ = d.tableView(self, heightForRowAt: $0) }
            } ?? false
        data.usesDelegateEstimatedRowHeights =
            delegate.map { d in
                d.providesEstimatedRowHeights
                    || implements(.estimatedHeightForRowAt, askingAny: probes) {
                        _ = d.tableView(self, estimatedHeightForRowAt: $0)
                    }
            } ?? false
        let grouped = style != .plain
        prepareSectionViewsForReload(sectionCount: n)
        var sections: [RowGeometry.Section] = []
        sections.reserveCapacity(n)
        for s in 0..<n {
            // The delegate's height, a header view's own, or the title rule (HeaderFooter/).
            let header = reloadedHeight(.header, section: s)
            let footer = reloadedHeight(.footer, section: s)
            let rows = rowHeights(section: s, count: counts[s])
            sections.append(
                RowGeometry.Section(
                    gap: grouped ? 1 : 0, header: header, footer: footer,
                    rowCount: counts[s], rows: rows))
        }
        data.geometry = RowGeometry(
            tableHeaderHeight: contentHeaderHeight, sections: sections,
            tableFooterHeight: tableFooterView?.frame.height ?? 0)
        clampOffset()
    }

    /// How many rows, or sections, a reload asks at most to learn whether the delegate
    /// implements a method (heights, estimates, header and footer views).
    static let implementationProbeLimit = 8

    /// The first rows of the table in order across sections, at most
    /// ``implementationProbeLimit``, given each section's row count.
    static func probeRows(counts: [Int]) -> [IndexPath] {
        var rows: [IndexPath] = []
        for (s, c) in counts.enumerated() where c > 0 {
            for r in 0..<min(c, implementationProbeLimit - rows.count) { rows.append(IndexPath(row: r, section: s)) }
            if rows.count == implementationProbeLimit { break }
        }
        return rows
    }

    /// The row heights of one section at reload: uniform, estimated, or asked row by row.
    func rowHeights(section s: Int, count: Int) -> RowGeometry.RowHeights {
        if let estimated = estimatedRowHeights(section: s, count: count) { return estimated }
        let estimate = rowHeightEstimate
        if data.usesDelegateRowHeights, let d = delegate {
            if estimatesDelegateRowHeights { return .uniform(estimate) }
            var heights = [Int]()
            heights.reserveCapacity(count)
            for r in 0..<count {
                // A row the delegate leaves to the table (nil) gets the table's row height.
                switch d.tableView(self, heightForRowAt: IndexPath(row: r, section: s)) ?? rowHeight {
                case .lines(let h): heights.append(max(0, h))
                case .automatic: heights.append(estimate)
                }
            }
            return .variable(FenwickTree(heights))
        }
        // Estimated rows share one height until a row measures otherwise
        // (RowGeometry.setHeight): O(1) for a section of any size.
        switch rowHeight {
        case .automatic: return .uniform(estimate)
        case .lines(let h): return .uniform(max(0, h))
        }
    }

    /// Whether row heights come from measuring cells as they are shown.
    var rowsAreMeasured: Bool {
        if data.usesDelegateEstimatedRowHeights { return true }
        if data.usesDelegateRowHeights { return estimatesDelegateRowHeights }
        return rowHeight == .automatic || (sizesWrappingRows && data.showedWrappingCell)
    }
}
