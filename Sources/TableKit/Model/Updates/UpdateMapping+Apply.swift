import Foundation

extension UpdateMapping {
    /// Applies the update to a model held as one array of rows per section, and returns
    /// the model after it: surviving and moved rows keep their values, and every row that
    /// is new after the update (inserted, or in an inserted or reloaded section and not
    /// moved there) is made by `inserted`, given its index path after the update.
    /// Reloaded and reconfigured rows keep their old values: the caller's data already
    /// holds the new content.
    ///
    /// Traps when `model` does not have the shape of ``oldRowCounts``.
    /// - Complexity: O(rows + sections) — this materialises the whole model, so it is for
    ///   tests and small models; the table view itself only uses the O(log c) lookups.
    public func apply<T>(to model: [[T]], inserted: (IndexPath) throws -> T) rethrows -> [[T]] {
        precondition(
            model.map(\.count) == oldRowCounts,
            "UpdateMapping.apply(to:inserted:): the model has row counts \(model.map(\.count)), the update was validated for \(oldRowCounts)"
        )
        var result = [[T]]()
        result.reserveCapacity(newRowCounts.count)
        for t in 0..<newRowCounts.count {
            var rows = [T]()
            rows.reserveCapacity(newRowCounts[t])
            let s = newToOldSection[t]
            if s < 0 || reloadedSections.contains(t) {
                for r in 0..<newRowCounts[t] {
                    if let src = newChanges[t]?.movedIn[r] {
                        rows.append(model[src.section][src.row])
                    } else {
                        rows.append(try inserted(IndexPath(row: r, section: t)))
                    }
                }
            } else {
                let changes = newChanges[t]
                let removed = oldChanges[s]?.removed ?? []
                var nextOld = 0
                var nextRemoved = 0
                for r in 0..<newRowCounts[t] {
                    if let c = changes, let src = c.movedIn[r] {
                        rows.append(model[src.section][src.row])
                    } else if let c = changes, UpdateMapping.sortedContains(c.placed, r) {
                        rows.append(try inserted(IndexPath(row: r, section: t)))
                    } else {
                        while nextRemoved < removed.count && removed[nextRemoved] == nextOld {
                            nextRemoved += 1
                            nextOld += 1
                        }
                        rows.append(model[s][nextOld])
                        nextOld += 1
                    }
                }
            }
            result.append(rows)
        }
        return result
    }
}

extension UpdateMapping {
    /// True when sorted `values` contains `value` (binary search).
    static func sortedContains(_ values: [Int], _ value: Int) -> Bool {
        let i = countLess(values, value)
        return i < values.count && values[i] == value
    }
}
