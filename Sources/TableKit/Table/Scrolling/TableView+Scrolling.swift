import Foundation

extension TableView {
    /// Scrolls so that content line `offset.y` is at the top, clamped to the valid range
    /// (UIKit's `setContentOffset(_:animated:)`; a terminal does not animate scrolling).
    /// The delegate's ``ScrollViewDelegate/scrollViewDidScroll(_:)`` is called when the
    /// offset changed (then, with `animated`, `scrollViewDidEndScrollingAnimation`).
    public func setContentOffset(_ offset: Point, animated: Bool) {
        ensureGeometry()
        scrolling.pendingAnchor = nil  // an offset asked for wins over the one kept by reloadData
        state.contentOffsetY = offset.y
        clampOffset()
        setNeedsLayout()
        reportScrollIfNeeded(animated: animated)
    }

    /// Scrolls by `lines` (positive: down), clamped. Returns whether the offset changed.
    @discardableResult
    public func scroll(by lines: Int) -> Bool {
        let before = state.contentOffsetY
        setContentOffset(Point(x: 0, y: state.contentOffsetY + lines), animated: false)
        return state.contentOffsetY != before
    }

    /// The height of the header pinned over the top of the table when `section`'s rows are
    /// at the top: the section's header height in plain style, else 0, plus the pinned
    /// column header's line when the table has columns.
    func pinnedHeaderHeight(for section: Int) -> Int {
        (style == .plain ? data.geometry.sections[section].header : 0) + columnHeaderHeight
    }

    /// Scrolls so that a row is shown at `scrollPosition` (UIKit's
    /// `scrollToRow(at:at:animated:)`). In plain style `.top` and `.none` keep the row clear
    /// of the section's pinned header. With measured heights the table measures the rows
    /// it lands on and corrects the offset until the row is exactly where asked.
    /// Reports the scroll once to the delegate, as ``setContentOffset(_:animated:)`` does.
    /// Traps when the index path is out of range.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        ensureGeometry()
        precondition(isValid(indexPath), "scrollToRow: \(indexPath) is out of range")
        scrolling.pendingAnchor = nil
        for _ in 0..<16 {
            state.contentOffsetY = targetOffset(for: indexPath, at: scrollPosition)
            clampOffset()
            guard rowsAreMeasured, bounds.height > 0 else { break }
            // Measure what the target offset shows; measuring keeps some row still, which
            // may move the target row, so aim again until it stays where asked.
            updateVisibleCells()
            let again = targetOffset(for: indexPath, at: scrollPosition)
            if min(max(0, again), maximumContentOffset) == state.contentOffsetY { break }
        }
        setNeedsLayout()
        reportScrollIfNeeded(animated: animated)
    }

    /// Scrolls as little as needed to show `rect` (content coordinates; only its lines
    /// count): nothing when its lines are all on screen; its top line at the top when it
    /// is above the screen or taller than it; else its last line at the bottom (UIKit's
    /// `scrollRectToVisible(_:animated:)`). Reports the scroll as
    /// ``setContentOffset(_:animated:)`` does.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        ensureGeometry()
        let h = bounds.height
        var y = state.contentOffsetY
        if rect.minY < state.contentOffsetY || rect.height > h {
            y = rect.minY
        } else if rect.maxY > state.contentOffsetY + h {
            y = rect.maxY - h
        }
        if y != state.contentOffsetY { setContentOffset(Point(x: 0, y: y), animated: animated) }
    }

    /// Scrolls the selected row nearest the screen to `scrollPosition` (UIKit's
    /// `scrollToNearestSelectedRow(at:animated:)`): the first selected row on screen, else
    /// the selected row fewest lines away from the screen (the earlier on a tie). Does
    /// nothing when no row is selected. Reports the scroll as ``scrollToRow(at:at:animated:)``.
    /// - Complexity: O(s log n) for s selected rows.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        ensureGeometry()
        let top = state.contentOffsetY
        let bottom = state.contentOffsetY + bounds.height
        func distance(_ ip: IndexPath) -> Int {
            let r = data.geometry.rowRange(ip)
            if r.upperBound <= top { return top - r.upperBound + 1 }
            if r.lowerBound >= bottom { return r.lowerBound - bottom + 1 }
            return 0
        }
        let candidates = state.selection.filter(isValid).map { (ip: $0, distance: distance($0)) }
        guard let nearest = candidates.min(by: { ($0.distance, $0.ip) < ($1.distance, $1.ip) }) else { return }
        scrollToRow(at: nearest.ip, at: scrollPosition, animated: animated)
    }

    func targetOffset(for indexPath: IndexPath, at position: ScrollPosition) -> Int {
        let r = data.geometry.rowRange(indexPath)
        let pinned = pinnedHeaderHeight(for: indexPath.section)
        let h = bounds.height
        switch position {
        case .top:
            return r.lowerBound - pinned
        case .middle:
            return r.lowerBound - (h - r.count) / 2
        case .bottom:
            return r.upperBound - h
        case .none:
            if r.lowerBound - pinned < state.contentOffsetY { return r.lowerBound - pinned }
            if r.upperBound > state.contentOffsetY + h { return max(r.upperBound - h, 0) }
            return state.contentOffsetY
        }
    }

    /// Scrolls so that `section`'s header (or first line) is at the top, just below the
    /// pinned column header when there is one (so the section's first row shows below both
    /// pinned headers): what choosing a section index title does.
    public func scrollToSection(_ section: Int) {
        ensureGeometry()
        guard section >= 0 && section < data.geometry.numberOfSections else { return }
        setContentOffset(Point(x: 0, y: data.geometry.headerY(section) - columnHeaderHeight), animated: false)
    }
}
