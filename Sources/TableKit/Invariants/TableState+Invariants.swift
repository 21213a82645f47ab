extension TableState {
    /// Checks the state against the table's geometry, in checks builds (see
    /// ``InternalChecks``): the cursor, the selection and the change marks name rows that
    /// exist; no row is selected twice, and at most one without multiple selection; marks
    /// have 1…`changeMarkTicks` ticks left; the offset is in
    /// `0...maximumOffset`; the index cursor is a title while the index is focused.
    /// - Complexity: O(selected + marked rows) when checks are on; nothing when off.
    func _checkInvariants(in g: RowGeometry, allowsMultipleSelection: Bool, maximumOffset: Int, indexTitleCount: Int) {
        #if TABLEKIT_INTERNAL_CHECKS
        if let c = cursor {
            InternalChecks.require(Self.isValid(c, in: g), "TableState", "the cursor is on \(c), which is not a row")
        }
        for ip in selection {
            InternalChecks.require(Self.isValid(ip, in: g), "TableState", "\(ip) is selected but is not a row")
        }
        InternalChecks.require(
            Set(selection).count == selection.count, "TableState", "a row is selected twice: \(selection)")
        InternalChecks.require(
            allowsMultipleSelection || selection.count <= 1, "TableState",
            "\(selection.count) rows selected without multiple selection")
        for (ip, ticks) in changeMarks {
            InternalChecks.require(Self.isValid(ip, in: g), "TableState", "a change mark on \(ip), which is not a row")
            InternalChecks.require(
                (1...Self.changeMarkTicks).contains(ticks), "TableState", "a change mark with \(ticks) ticks")
        }
        InternalChecks.require(
            contentOffsetY >= 0 && contentOffsetY <= max(0, maximumOffset), "TableState",
            "content offset \(contentOffsetY) outside 0...\(maximumOffset)")
        if isIndexFocused {
            InternalChecks.require(
                indexCursor >= 0 && indexCursor < max(1, indexTitleCount), "TableState",
                "the index cursor \(indexCursor) is not one of \(indexTitleCount) titles")
        }
        #endif
    }
}

extension ReusePool {
    /// Checks the pool, in checks builds: no cell is on screen twice or both on screen and
    /// free, and every free cell is filed under its own reuse identifier.
    /// - Complexity: O(live cells) when checks are on; nothing when off.
    func _checkInvariants() {
        #if TABLEKIT_INTERNAL_CHECKS
        var seen = Set<ObjectIdentifier>()
        for (ip, cell) in visible {
            InternalChecks.require(
                seen.insert(ObjectIdentifier(cell)).inserted, "ReusePool", "one cell is on screen twice (at \(ip))")
        }
        for (id, list) in free {
            for cell in list {
                InternalChecks.require(
                    cell.reuseIdentifier == id, "ReusePool",
                    "a cell with identifier \(cell.reuseIdentifier ?? "nil") is free under \(id)")
                InternalChecks.require(
                    seen.insert(ObjectIdentifier(cell)).inserted, "ReusePool",
                    "a cell under \(id) is both on screen and free, or free twice")
            }
        }
        #endif
    }
}
