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
    /// `estimatedRowHeight` when that is a number of lines above 0, else 1. Nil when the
    /// delegate gives none.
    /// - Complexity: O(rows of the section), as UIKit asks every row's estimate.
    func estimatedRowHeights(section s: Int, count: Int) -> RowGeometry.RowHeights? {
        guard data.usesDelegateEstimatedRowHeights, let d = delegate else { return nil }
        let fallback = rowHeightEstimate
        var heights = [Int]()
        heights.reserveCapacity(count)
        for r in 0..<count {
            heights.append(
                max(0, d.tableView(self, estimatedHeightForRowAt: IndexPath(row: r, section: s)) ?? fallback))
        }
        return .variable(FenwickTree(heights))
    }
}

// MARK: Keeping the screen still through reloadData() and batch updates

extension TableView {
    /// The row a reload or batch update keeps still for this layout (Scrolling/), once;
    /// nil when none or when it no longer names a row.
    func takePendingAnchor() -> (indexPath: IndexPath, screenY: Int)? {
        defer { scrolling.pendingAnchor = nil }
        guard let a = scrolling.pendingAnchor, isValid(a.indexPath) else { return nil }
        return a
    }
}

// MARK: Self-sizing by default

extension TableView {
    /// The lines an unmeasured row is given: ``estimatedRowHeight`` when it is a number of
    /// lines above 0, else 1.
    var rowHeightEstimate: Int {
        if case .lines(let n) = estimatedRowHeight, n > 0 { return n }
        return 1
    }

    /// Whether rows whose heights the delegate gives are asked only as they come on screen
    /// (``estimatedRowHeight`` a number of lines above 0).
    var estimatesDelegateRowHeights: Bool {
        if case .lines(let n) = estimatedRowHeight { return n > 0 }
        return false
    }

    /// Whether rows at the default row height whose cells' text wraps size themselves:
    /// ``estimatedRowHeight`` is ``RowHeight/automatic``, the app left ``rowHeight`` at its
    /// default, and the delegate gives neither heights nor estimates. Such a table keeps
    /// uniform geometry until a cell that wraps comes on screen, then measures rows as
    /// they come on screen; a row whose cell does not wrap keeps the row height.
    var sizesWrappingRows: Bool {
        estimatedRowHeight == .automatic && !configuration.rowHeightIsSet
            && !data.usesDelegateRowHeights && !data.usesDelegateEstimatedRowHeights
    }

    /// Notes a cell newly shown: one whose text wraps turns measuring on in a table that
    /// ``sizesWrappingRows``.
    func noteShown(_ cell: TableViewCell) {
        if !data.showedWrappingCell && sizesWrappingRows && cell.hasWrappingText { data.showedWrappingCell = true }
    }

    /// The height a row asks for when measured: the delegate's (nil: automatic), else the
    /// table's ``rowHeight``, which a cell whose text wraps overrides with
    /// ``RowHeight/automatic`` in a table that ``sizesWrappingRows``.
    func askedHeight(for cell: TableViewCell, at ip: IndexPath) -> RowHeight {
        if data.usesDelegateRowHeights, let d = delegate { return d.tableView(self, heightForRowAt: ip) ?? .automatic }
        if sizesWrappingRows && cell.hasWrappingText { return .automatic }
        return rowHeight
    }
}

extension TableViewCell {
    /// Whether the cell's content may take more than one line: a label that wraps
    /// (`numberOfLines` ≠ 1) among its text label, detail label and the content view's
    /// subviews at any depth, a text view there, or a subview of the content view placed by
    /// constraints (UIKit's self-sizing cell, measured by
    /// ``View/systemLayoutSizeFitting(_:)``).
    /// - Complexity: O(subviews of the content view).
    var hasWrappingText: Bool {
        func wraps(_ v: View) -> Bool {
            if v.isHidden { return false }
            if let l = v as? Label, l.numberOfLines != 1 { return true }
            if v is TextView { return true }
            return v.subviews.contains(where: wraps)
        }
        return contentView.subviews.contains { !$0.isHidden && !$0.translatesAutoresizingMaskIntoConstraints }
            || wraps(contentView)
    }
}
