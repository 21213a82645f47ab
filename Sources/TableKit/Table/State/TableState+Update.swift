import Foundation

extension TableState {
    /// Whether `ip` names a row of a table with `counts` rows per section.
    static func exists(_ ip: IndexPath, in counts: [Int]) -> Bool {
        ip.count == 2 && ip.section >= 0 && ip.section < counts.count && ip.row >= 0 && ip.row < counts[ip.section]
    }

    /// The row that stands for old row `old` after `mapping`: the row itself if it
    /// survived, else the nearest surviving row of its section within `limit` rows
    /// (below first, then above), else a row at the same place in the section's new self;
    /// nil when nothing is left there.
    /// - Complexity: O(limit).
    static func survivor(of old: IndexPath, through mapping: UpdateMapping, limit: Int) -> IndexPath? {
        let oldCounts = mapping.oldRowCounts
        guard exists(old, in: oldCounts) else { return nil }
        if let ip = mapping.newIndexPath(forOld: old) { return ip }
        let n = oldCounts[old.section]
        var r = old.row + 1
        while r < n && r <= old.row + limit {
            if let ip = mapping.newIndexPath(forOld: IndexPath(row: r, section: old.section)) { return ip }
            r += 1
        }
        r = old.row - 1
        while r >= 0 && r >= old.row - limit {
            if let ip = mapping.newIndexPath(forOld: IndexPath(row: r, section: old.section)) { return ip }
            r -= 1
        }
        guard let t = mapping.newSection(forOld: old.section), mapping.newRowCounts[t] > 0 else { return nil }
        return IndexPath(row: min(old.row, mapping.newRowCounts[t] - 1), section: t)
    }

    /// Carries the state through a validated update (the updater's pure part): the
    /// selection follows its rows (deleted and reloaded rows drop out), the cursor moves to
    /// its row's ``survivor(of:through:limit:)``, old change marks follow their rows, and
    /// with `marksChanges` inserted, moved and reloaded rows are marked for
    /// ``changeMarkTicks`` ticks, except those the recording asked to leave unmarked.
    /// Marks for rows of inserted or reloaded sections are the table's to add, for the rows
    /// on screen only. The content offset is the table's too (it keeps a row still).
    /// - Complexity: O(selected + marked + changed rows).
    mutating func carry(
        through mapping: UpdateMapping, limit: Int, marksChanges: Bool,
        unmarkedNewRows: Set<IndexPath>, unmarkedOldRows: Set<IndexPath>
    ) {
        let oldCounts = mapping.oldRowCounts
        selection = selection.compactMap { old in
            guard Self.exists(old, in: oldCounts), let ip = mapping.newIndexPath(forOld: old), !mapping.isReloaded(ip)
            else { return nil }
            return ip
        }
        if let c = cursor { cursor = Self.survivor(of: c, through: mapping, limit: limit) }
        var marks = [IndexPath: Int](
            minimumCapacity: changeMarks.count
                + (marksChanges
                    ? mapping.insertedIndexPaths.count + mapping.movedIndexPaths.count
                        + mapping.reloadedIndexPaths.count : 0))
        for (old, ticks) in changeMarks {
            if Self.exists(old, in: oldCounts), let ip = mapping.newIndexPath(forOld: old) { marks[ip] = ticks }
        }
        if marksChanges {
            for ip in mapping.insertedIndexPaths where !unmarkedNewRows.contains(ip) {
                marks[ip] = Self.changeMarkTicks
            }
            for m in mapping.movedIndexPaths { marks[m.to] = Self.changeMarkTicks }
            for ip in mapping.reloadedIndexPaths {
                if let old = mapping.oldIndexPath(forNew: ip), unmarkedOldRows.contains(old) { continue }
                marks[ip] = Self.changeMarkTicks
            }
        }
        changeMarks = marks
    }
}
