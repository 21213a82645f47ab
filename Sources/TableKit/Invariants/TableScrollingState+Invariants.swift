extension TableScrollingState {
    /// Checks the scrolling bookkeeping against its table, in checks builds (see
    /// ``InternalChecks``): the rows handed to the prefetch data source exist, and once
    /// laid out none of them is on screen (a row that came on
    /// screen is done with) and they fit in one screenful; a row kept still for the next
    /// layout exists.
    /// - Complexity: O(prefetched rows) when checks are on; nothing when off.
    func _checkInvariants(in table: TableView) {
        #if TABLEKIT_INTERNAL_CHECKS
        for ip in prefetched {
            InternalChecks.require(table.isValid(ip), "TableView", "\(ip) is prefetched but is not a row")
        }
        if !table.needsLayout && table.layoutState.layoutReentries == 0 {
            for ip in prefetched {
                InternalChecks.require(
                    table.visibleCellsByIndexPath[ip] == nil, "TableView",
                    "\(ip) is on screen but still counted as prefetched")
            }
            InternalChecks.require(
                prefetched.count <= max(0, table.bounds.height), "TableView",
                "\(prefetched.count) rows prefetched for a table \(table.bounds.height) lines tall")
        }
        if let a = pendingAnchor {
            InternalChecks.require(
                table.isValid(a.indexPath), "TableView", "reloadData keeps \(a.indexPath) still, which is not a row")
        }
        #endif
    }
}
