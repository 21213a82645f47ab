extension RowGeometry {
    /// Checks that heights and counts are non-negative, per-row heights match their row
    /// counts, and every section starts where the one before it ends. Called after every
    /// mutation in checks builds (see ``InternalChecks``).
    /// - Complexity: O(sections) plus the Fenwick trees' own checks when checks are on.
    @inline(__always)
    func _checkInvariants() {
        #if TABLEKIT_INTERNAL_CHECKS
        InternalChecks.require(
            tableHeaderHeight >= 0 && tableFooterHeight >= 0, "RowGeometry",
            "table header \(tableHeaderHeight), footer \(tableFooterHeight) lines")
        InternalChecks.require(
            sectionStarts.count == sections.count + 1, "RowGeometry",
            "\(sectionStarts.count) section starts for \(sections.count) sections")
        var y = tableHeaderHeight
        for (s, section) in sections.enumerated() {
            InternalChecks.require(
                section.gap >= 0 && section.header >= 0 && section.footer >= 0 && section.rowCount >= 0,
                "RowGeometry",
                "section \(s): gap \(section.gap), header \(section.header), footer \(section.footer), \(section.rowCount) rows"
            )
            switch section.rows {
            case .uniform(let h):
                InternalChecks.require(h >= 0, "RowGeometry", "section \(s): uniform row height \(h)")
            case .variable(let tree):
                InternalChecks.require(
                    tree.count == section.rowCount, "RowGeometry",
                    "section \(s): \(tree.count) row heights for \(section.rowCount) rows")
                tree._checkInvariants()
            }
            InternalChecks.require(
                sectionStarts[s] == y, "RowGeometry",
                "section \(s) starts at line \(sectionStarts[s]), expected \(y)")
            y += section.height
        }
        InternalChecks.require(
            sectionStarts[sections.count] == y, "RowGeometry",
            "the table footer starts at line \(sectionStarts[sections.count]), expected \(y)")
        #endif
    }
}
