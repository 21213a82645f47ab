import Foundation

/// Keeping the user's place through live updates (``TableView/UpdateScrollBehavior``):
/// the updater and ``TableView/reloadData()`` choose an anchor before they change the
/// geometry and resolve it after.
extension TableView {
    /// What the update about to happen keeps still; nil before the table has geometry.
    /// A reload not yet laid out keeps the row the previous reload kept.
    func chooseUpdateScrollAnchor() -> UpdateScrollAnchor? {
        guard !data.geometryIsStale else { return nil }
        if let p = scrolling.pendingAnchor, isValid(p.indexPath) {
            return UpdateScrollAnchor(offset: state.contentOffsetY, kept: .row(p.indexPath, line: p.screenY))
        }
        return UpdateScrollAnchor.choose(
            updateScrollBehavior, state: state, geometry: data.geometry,
            height: bounds.height, headerHeight: tableHeaderView?.frame.height ?? 0)
    }

    /// Puts the table where `anchor` says after the geometry changed: the offset, the
    /// cursor (which `cursorIndexPath` already carries through the update), and, with
    /// measured rows, the row the next layout keeps on its line. `newIndexPath` maps a row
    /// before the update to the row that stands for it after. Without an anchor the offset
    /// is only clamped.
    func restoreScroll(_ anchor: UpdateScrollAnchor?, newIndexPath: (IndexPath) -> IndexPath?) {
        scrolling.pendingAnchor = nil
        guard let anchor else {
            clampOffset()
            return
        }
        let placed = anchor.resolve(
            in: data.geometry, height: bounds.height, maximumOffset: maximumContentOffset,
            cursor: cursorIndexPath, newIndexPath: newIndexPath)
        state.contentOffsetY = placed.offset
        clampOffset()
        if placed.cursor != cursorIndexPath { moveCursor(to: placed.cursor) }  // highlight calls pair up
        if rowsAreMeasured, let still = placed.still { scrolling.pendingAnchor = (still.0, still.1) }
    }
}
