import Foundation

extension BatchUpdate {
    /// Checks the batch against the row counts before and after it and returns how it
    /// maps positions, or throws the first inconsistency found.
    ///
    /// - Parameters:
    ///   - oldRowCounts: rows per section before the update, one element per section.
    ///   - newRowCounts: rows per section after the update, as the data source now
    ///     reports them, one element per section.
    /// - Returns: the ``UpdateMapping`` of every old position to its new one.
    /// - Throws: ``BatchUpdateError``, checked in this order: section operations out of
    ///   range or conflicting; the number of sections (`old − deleted + inserted`); row
    ///   operations out of range, conflicting, or inside a section that the batch deletes,
    ///   reloads or inserts; then, for every section that survives and is not reloaded,
    ///   `new = old + inserted − deleted + moved in − moved out` (UIKit's
    ///   `NSInternalInconsistencyException` rules of `performBatchUpdates`). Inserted and
    ///   reloaded sections take whatever count the data source reports.
    /// - Complexity: O(c log c + s) for c recorded changes and s sections; never O(rows).
    public func validate(oldRowCounts: [Int], newRowCounts: [Int]) throws(BatchUpdateError) -> UpdateMapping {
        let oldCount = oldRowCounts.count
        let newCount = newRowCounts.count

        // 1. Section operations that name sections before the update.
        var oldSectionOp = [Int: Operation]()
        func claimOld(_ section: Int, _ op: Operation) throws(BatchUpdateError) {
            guard section >= 0 && section < oldCount else {
                throw .sectionOutOfRange(op, section: section, sectionCount: oldCount)
            }
            if let prior = oldSectionOp[section] {
                throw .conflictingSectionOperations(section: section, prior, op)
            }
            oldSectionOp[section] = op
        }
        for s in deletedSections { try claimOld(s, .deleteSections) }
        for s in reloadedSections { try claimOld(s, .reloadSections) }
        for m in movedSections { try claimOld(m.from, .moveSectionSource) }

        // 2. Section operations that name sections after the update: duplicates first,
        //    then the section count, then ranges (a wrong count explains bad ranges).
        var newSectionOp = [Int: Operation]()
        for s in insertedSections {
            if let prior = newSectionOp[s] { throw .conflictingSectionOperations(section: s, prior, .insertSections) }
            newSectionOp[s] = .insertSections
        }
        for m in movedSections {
            if let prior = newSectionOp[m.to] {
                throw .conflictingSectionOperations(section: m.to, prior, .moveSectionDestination)
            }
            newSectionOp[m.to] = .moveSectionDestination
        }
        if newCount != oldCount - deletedSections.count + insertedSections.count {
            throw .invalidNumberOfSections(
                before: oldCount, after: newCount,
                inserted: insertedSections.sorted(), deleted: deletedSections.sorted())
        }
        for s in insertedSections where s < 0 || s >= newCount {
            throw .sectionOutOfRange(.insertSections, section: s, sectionCount: newCount)
        }
        for m in movedSections where m.to < 0 || m.to >= newCount {
            throw .sectionOutOfRange(.moveSectionDestination, section: m.to, sectionCount: newCount)
        }

        // 3. The section mapping: moved sections go where they are sent; the other
        //    survivors (reloaded ones included) fill the free slots in their old order.
        var oldToNew = [Int](repeating: -1, count: oldCount)
        var newToOld = [Int](repeating: -1, count: newCount)
        for m in movedSections {
            oldToNew[m.from] = m.to
            newToOld[m.to] = m.from
        }
        var insertedSet = IndexSet()
        for s in insertedSections { insertedSet.insert(s) }
        var nextFree = 0
        for s in 0..<oldCount {
            if let op = oldSectionOp[s], op != .reloadSections { continue }  // deleted or moved
            while newToOld[nextFree] >= 0 || insertedSet.contains(nextFree) { nextFree += 1 }
            oldToNew[s] = nextFree
            newToOld[nextFree] = s
            nextFree += 1
        }
        var deletedSet = IndexSet()
        var reloadedNew = IndexSet()
        for s in deletedSections { deletedSet.insert(s) }
        for s in reloadedSections { reloadedNew.insert(oldToNew[s]) }

        // 4. Row operations before the update.
        var oldRowOp = [RowKey: Operation](minimumCapacity: deletedRows.count + reloadedRows.count + movedRows.count)
        var oldChanges = [Int: UpdateMapping.OldSectionChanges]()
        func checkOld(_ ip: IndexPath, _ op: Operation) throws(BatchUpdateError) -> RowKey {
            let key = RowKey(ip)
            guard key.section >= 0 && key.section < oldCount else {
                throw .rowOutOfRange(op, ip, sectionCount: oldCount, rowCount: nil)
            }
            guard key.row >= 0 && key.row < oldRowCounts[key.section] else {
                throw .rowOutOfRange(op, ip, sectionCount: oldCount, rowCount: oldRowCounts[key.section])
            }
            if let sop = oldSectionOp[key.section], sop == .deleteSections || sop == .reloadSections {
                throw .rowInChangedSection(op, ip, sectionOperation: sop)
            }
            return key
        }
        func claimOldRow(_ ip: IndexPath, _ op: Operation) throws(BatchUpdateError) -> RowKey {
            let key = try checkOld(ip, op)
            if let prior = oldRowOp[key] { throw .conflictingRowOperations(ip, prior, op) }
            oldRowOp[key] = op
            return key
        }
        for ip in deletedRows {
            let k = try claimOldRow(ip, .deleteRows)
            oldChanges[k.section, default: .init()].removed.append(k.row)
        }
        for ip in reloadedRows { _ = try claimOldRow(ip, .reloadRows) }
        for m in movedRows { _ = try claimOldRow(m.from, .moveRowSource) }
        var reconfigured = Set<RowKey>(minimumCapacity: reconfiguredRows.count)
        for ip in reconfiguredRows {
            let k = try checkOld(ip, .reconfigureRows)
            if !reconfigured.insert(k).inserted {
                throw .conflictingRowOperations(ip, .reconfigureRows, .reconfigureRows)
            }
            if let prior = oldRowOp[k], prior != .moveRowSource {
                throw .conflictingRowOperations(ip, prior, .reconfigureRows)
            }
        }

        // 5. Row operations after the update.
        var newRowOp = [RowKey: Operation](minimumCapacity: insertedRows.count + movedRows.count)
        var newChanges = [Int: UpdateMapping.NewSectionChanges]()
        func claimNewRow(_ ip: IndexPath, _ op: Operation) throws(BatchUpdateError) -> RowKey {
            let key = RowKey(ip)
            guard key.section >= 0 && key.section < newCount else {
                throw .rowOutOfRange(op, ip, sectionCount: newCount, rowCount: nil)
            }
            guard key.row >= 0 && key.row < newRowCounts[key.section] else {
                throw .rowOutOfRange(op, ip, sectionCount: newCount, rowCount: newRowCounts[key.section])
            }
            if reloadedNew.contains(key.section) {
                throw .rowInChangedSection(op, ip, sectionOperation: .reloadSections)
            }
            if op == .insertRows && insertedSet.contains(key.section) {
                throw .rowInChangedSection(op, ip, sectionOperation: .insertSections)
            }
            if let prior = newRowOp[key] { throw .conflictingRowOperations(ip, prior, op) }
            newRowOp[key] = op
            return key
        }
        for ip in insertedRows {
            let k = try claimNewRow(ip, .insertRows)
            newChanges[k.section, default: .init()].placed.append(k.row)
        }
        for m in movedRows {
            let from = RowKey(m.from)
            let to = try claimNewRow(m.to, .moveRowDestination)
            oldChanges[from.section, default: .init()].removed.append(from.row)
            oldChanges[from.section, default: .init()].movedOut[from.row] = to
            newChanges[to.section, default: .init()].placed.append(to.row)
            newChanges[to.section, default: .init()].movedIn[to.row] = from
        }

        // 6. Row counts of the sections that survive and are neither inserted nor reloaded.
        for s in 0..<oldCount {
            let t = oldToNew[s]
            if t < 0 || reloadedNew.contains(t) { continue }
            let out = oldChanges[s]?.removed.count ?? 0
            let placed = newChanges[t]?.placed.count ?? 0
            if newRowCounts[t] != oldRowCounts[s] - out + placed {
                // The rows named, gathered only for the error's description.
                func sorted(_ ips: [IndexPath]) -> [IndexPath] { ips.sorted { RowKey($0) < RowKey($1) } }
                throw .invalidNumberOfRows(
                    section: t, oldSection: s, before: oldRowCounts[s], after: newRowCounts[t],
                    inserted: sorted(insertedRows.filter { RowKey($0).section == t }),
                    deleted: sorted(deletedRows.filter { RowKey($0).section == s }),
                    movedIn: sorted(movedRows.map(\.to).filter { RowKey($0).section == t }),
                    movedOut: sorted(movedRows.map(\.from).filter { RowKey($0).section == s }))
            }
        }

        for key in Array(oldChanges.keys) { oldChanges[key]!.removed.sort() }
        for key in Array(newChanges.keys) { newChanges[key]!.placed.sort() }
        return UpdateMapping(
            oldRowCounts: oldRowCounts, newRowCounts: newRowCounts,
            oldToNewSection: oldToNew, newToOldSection: newToOld,
            deletedSections: deletedSet, insertedSections: insertedSet, reloadedSections: reloadedNew,
            oldChanges: oldChanges, newChanges: newChanges,
            deleted: deletedRows, inserted: insertedRows, moved: movedRows,
            reloadedOld: reloadedRows, reconfiguredOld: reconfiguredRows)
    }
}
