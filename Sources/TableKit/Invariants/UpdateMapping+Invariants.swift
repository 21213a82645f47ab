extension UpdateMapping {
    /// Checks that the section maps are inverse to each other, changed rows are sorted,
    /// distinct and in range, every moved row is among the changed ones, and each surviving
    /// section keeps as many rows as the counts say. Called at the end of `init` in checks
    /// builds (the value is immutable afterwards; see ``InternalChecks``).
    /// - Complexity: O(s + c) for s sections and c changes when checks are on.
    @inline(__always)
    func _checkInvariants() {
        #if TABLEKIT_INTERNAL_CHECKS
        InternalChecks.require(
            oldToNewSection.count == oldRowCounts.count && newToOldSection.count == newRowCounts.count,
            "UpdateMapping",
            "section maps of \(oldToNewSection.count) and \(newToOldSection.count) for \(oldRowCounts.count) and \(newRowCounts.count) sections"
        )
        for (s, t) in oldToNewSection.enumerated() {
            InternalChecks.require(
                (t < 0) == deletedSections.contains(s), "UpdateMapping",
                "old section \(s) maps to \(t) but deleted is \(deletedSections.contains(s))")
            if t >= 0 {
                InternalChecks.require(
                    t < newToOldSection.count && newToOldSection[t] == s, "UpdateMapping",
                    "old section \(s) → new \(t), which maps back to \(t < newToOldSection.count ? newToOldSection[t] : -2)"
                )
            }
        }
        for (t, s) in newToOldSection.enumerated() {
            InternalChecks.require(
                (s < 0) == insertedSections.contains(t), "UpdateMapping",
                "new section \(t) maps to \(s) but inserted is \(insertedSections.contains(t))")
        }
        for (s, change) in oldChanges {
            InternalChecks.require(s >= 0 && s < oldRowCounts.count, "UpdateMapping", "changes for old section \(s)")
            Self._checkSortedDistinct(change.removed, below: oldRowCounts[s], "removed rows of old section \(s)")
            for r in change.movedOut.keys {
                InternalChecks.require(
                    UpdateMapping.countLess(change.removed, r) < change.removed.count
                        && change.removed[UpdateMapping.countLess(change.removed, r)] == r,
                    "UpdateMapping", "row \(r) moved out of old section \(s) is not among its removed rows")
            }
        }
        for (t, change) in newChanges {
            InternalChecks.require(t >= 0 && t < newRowCounts.count, "UpdateMapping", "changes for new section \(t)")
            Self._checkSortedDistinct(change.placed, below: newRowCounts[t], "placed rows of new section \(t)")
            for r in change.movedIn.keys {
                InternalChecks.require(
                    UpdateMapping.countLess(change.placed, r) < change.placed.count
                        && change.placed[UpdateMapping.countLess(change.placed, r)] == r,
                    "UpdateMapping", "row \(r) moved into new section \(t) is not among its placed rows")
            }
        }
        for (s, t) in oldToNewSection.enumerated() where t >= 0 && !reloadedSections.contains(t) {
            let stay = oldRowCounts[s] - (oldChanges[s]?.removed.count ?? 0)
            let kept = newRowCounts[t] - (newChanges[t]?.placed.count ?? 0)
            InternalChecks.require(
                stay == kept, "UpdateMapping",
                "old section \(s) keeps \(stay) rows but new section \(t) has room for \(kept)")
        }
        #endif
    }

    #if TABLEKIT_INTERNAL_CHECKS
    private static func _checkSortedDistinct(_ rows: [Int], below limit: Int, _ what: String) {
        for (a, b) in zip(rows, rows.dropFirst()) {
            InternalChecks.require(a < b, "UpdateMapping", "\(what) not sorted and distinct: \(a) before \(b)")
        }
        if let first = rows.first, let last = rows.last {
            InternalChecks.require(
                first >= 0 && last < limit, "UpdateMapping", "\(what) outside 0..<\(limit): \(first)...\(last)")
        }
    }
    #endif
}
