import Foundation

extension TableView {
    /// How many rows have had their heights measured since the last `reloadData()` or
    /// width change. With self-sizing rows this grows with the rows shown, never with the
    /// size of the table (for tests and benchmarks).
    @_spi(Testing) public var numberOfMeasuredRows: Int { layoutState.measuredRows.count }
}

// MARK: Estimated heights from the delegate

extension TableView {
    /// The heights of one section's rows at reload when the delegate gives estimates
    /// (``TableViewDelegate/providesEstimatedRowHeights``): one
    /// ``TableViewDelegate/tableView(_:estimatedHeightForRowAt:)`` per row, nil meaning
    /// `estimatedRowHeight` (or 1 line when that is 0). Nil when the delegate gives none.
    /// - Complexity: O(rows of the section), as UIKit asks every row's estimate.
    func estimatedRowHeights(section s: Int, count: Int) -> RowGeometry.RowHeights? {
        guard data.usesDelegateEstimatedRowHeights, let d = delegate else { return nil }
        let fallback = estimatedRowHeight > 0 ? estimatedRowHeight : 1
        var heights = [Int]()
        heights.reserveCapacity(count)
        for r in 0..<count {
            heights.append(max(0, d.tableView(self, estimatedHeightForRowAt: IndexPath(row: r, section: s)) ?? fallback))
        }
        return .variable(FenwickTree(heights))
    }
}

// MARK: Keeping the screen still through reloadData()

extension TableView {
    /// The row `reloadData()` keeps on its screen line when rows are measured: the first
    /// row whose top is on screen (else the first visible row), with that line. Nil when
    /// the table was never laid out or its rows have fixed heights (which a reload
    /// recomputes exactly, so the offset alone keeps the screen). A reload before the
    /// next layout keeps the row the previous reload kept.
    func reloadAnchor() -> (indexPath: IndexPath, screenY: Int)? {
        if let pending = scrolling.pendingAnchor { return pending }
        guard !data.geometryIsStale, rowsAreMeasured, layoutState.laidOutSize != nil, bounds.height > 0 else { return nil }
        let visible = indexPathsForRows(inLines: state.contentOffsetY..<(state.contentOffsetY + bounds.height))
        guard let a = visible.first(where: { data.geometry.rowRange($0).lowerBound >= state.contentOffsetY }) ?? visible.first else { return nil }
        return (a, data.geometry.rowRange(a).lowerBound - state.contentOffsetY)
    }

    /// After `reloadData()` rebuilt the geometry from estimates: puts the anchor row back
    /// on its screen line and has the next layout keep it there while it measures the
    /// rows on screen again, so that unchanged data shows an identical screen.
    func restore(_ anchor: (indexPath: IndexPath, screenY: Int)?) {
        scrolling.pendingAnchor = nil
        guard let anchor, isValid(anchor.indexPath), rowsAreMeasured else { return }
        state.contentOffsetY = data.geometry.rowRange(anchor.indexPath).lowerBound - anchor.screenY
        clampOffset()
        scrolling.pendingAnchor = anchor
    }

    /// The anchor left by `reloadData()` for this layout, once; nil when none or when it
    /// no longer names a row.
    func takePendingAnchor() -> (indexPath: IndexPath, screenY: Int)? {
        defer { scrolling.pendingAnchor = nil }
        guard let a = scrolling.pendingAnchor, isValid(a.indexPath) else { return nil }
        return a
    }
}
